import { useState } from 'react';
import type { WebhookEndpoint } from '../../../contract/webhooks';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { showToast } from '../../ui/Toast';
import { useWebhookActions, type WebhookBase } from './api';
import { DeliveryLog } from './DeliveryLog';
import s from './Webhooks.module.css';

/** One endpoint: where, which events, its last delivery, and what can be done with it. */
export function EndpointCard({ base, e, onSecret }: { base: WebhookBase; e: WebhookEndpoint; onSecret: (secret: string) => void }) {
  const { t, locale } = useI18n();
  const actions = useWebhookActions(base);
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const logId = `log-${e.id}`;
  const last = e.lastDelivery
    ? t('webhooks.last', { status: t(`webhooks.status.${e.lastDelivery.status}`), when: new Date(e.lastDelivery.at).toLocaleString(locale) })
    : t('webhooks.last.none');
  return (
    <li className={s.card} data-testid="webhook-endpoint">
      <div className={s.cardHead}>
        <p className={s.url}>{e.url}</p>
        <span className={`${s.badge} ${e.enabled ? s.delivered : s.off}`}>{e.enabled ? t('webhooks.enabled') : t('webhooks.disabled')}</span>
      </div>
      {e.description && <p className={s.muted}>{e.description}</p>}
      <p className={s.eventsLine}>{e.eventTypes.map((x) => t(`webhooks.event.${x}`)).join(' · ')}</p>
      <p className={s.muted}>{last}</p>
      <div className={s.actions}>
        <Button variant="secondary" size="small" aria-expanded={open} aria-controls={open ? logId : undefined} onPress={() => setOpen(!open)}>
          {t('webhooks.action.deliveries')}
        </Button>
        <Button variant="secondary" size="small" pending={actions.ping.isPending}
          onPress={() => actions.ping.mutate(e.id, { onSuccess: () => { setOpen(true); showToast({ message: t('webhooks.action.pinged') }); } })}>
          {t('webhooks.action.ping')}
        </Button>
        <Button variant="secondary" size="small" pending={actions.update.isPending} onPress={() => actions.update.mutate({ id: e.id, body: { enabled: !e.enabled } })}>
          {e.enabled ? t('webhooks.action.disable') : t('webhooks.action.enable')}
        </Button>
        <Button variant="secondary" size="small" pending={actions.rotate.isPending} onPress={() => actions.rotate.mutate(e.id, { onSuccess: (r) => onSecret(r.secret) })}>
          {t('webhooks.action.rotate')}
        </Button>
        <Button variant="ghost" size="small" onPress={() => setConfirming(true)}>{t('webhooks.action.delete')}</Button>
      </div>
      {confirming && (
        <div className={s.confirm} role="group" aria-label={t('webhooks.delete.confirm')}>
          <p>{t('webhooks.delete.confirm')}</p>
          <div className={s.actions}>
            <Button size="small" autoFocus pending={actions.remove.isPending}
              onPress={() => {
                setOpen(false); // its log goes with it: nothing asks for it again
                actions.remove.mutate(e.id, { onSuccess: () => showToast({ message: t('webhooks.deleted') }) });
              }}>
              {t('webhooks.delete.yes')}
            </Button>
            <Button variant="secondary" size="small" onPress={() => setConfirming(false)}>{t('webhooks.delete.no')}</Button>
          </div>
        </div>
      )}
      {open && <div id={logId}><DeliveryLog base={base} endpointId={e.id} url={e.url} /></div>}
    </li>
  );
}
