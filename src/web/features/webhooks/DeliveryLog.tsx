import type { WebhookDelivery } from '../../../contract/webhooks';
import { useI18n, webhookErrorMessage } from '../../i18n';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/States';
import { Skeleton } from '../../ui/Surface';
import { showToast } from '../../ui/Toast';
import { useDeliveries, useWebhookActions, type WebhookBase } from './api';
import s from './Webhooks.module.css';

/** An endpoint's deliveries, newest first: status, the last answer, every try, and Redeliver. */
export function DeliveryLog({ base, endpointId, url }: { base: WebhookBase; endpointId: string; url: string }) {
  const { t } = useI18n();
  const q = useDeliveries(base, endpointId);
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  const titleId = `deliveries-${endpointId}`;
  return (
    <section className={s.log} aria-labelledby={titleId}>
      <h3 id={titleId} className={s.logTitle}>{t('webhooks.deliveries.title', { url })}</h3>
      {q.isError ? <ErrorState error={q.error} onRetry={() => void q.refetch()} headingLevel={3} />
        : q.isPending ? <Skeleton height={88} />
        : !items.length ? <p className={s.muted}>{t('webhooks.deliveries.empty')}</p>
        : (
          <ul className={s.deliveries}>
            {items.map((d) => <DeliveryRow key={d.id} base={base} endpointId={endpointId} d={d} />)}
          </ul>
        )}
      {q.hasNextPage && (
        <Button variant="secondary" size="small" pending={q.isFetchingNextPage} onPress={() => void q.fetchNextPage()}>{t('webhooks.deliveries.more')}</Button>
      )}
    </section>
  );
}

export function DeliveryRow({ base, endpointId, d }: { base: WebhookBase; endpointId: string; d: WebhookDelivery }) {
  const { t, dateTime } = useI18n();
  // To the second: tries a few seconds apart must read apart.
  const when = (iso: string) => dateTime(iso, { dateStyle: 'medium', timeStyle: 'medium' });
  const { redeliver } = useWebhookActions(base);
  const last = d.log.at(-1);
  const code = last ? (last.statusCode ?? t('webhooks.deliveries.noAnswer')) : '–';
  return (
    <li className={s.delivery} data-testid="webhook-delivery">
      <div className={s.deliveryHead}>
        <span className={s.eventName}>{t(`webhooks.event.${d.eventType}`)}</span>
        <span className={`${s.badge} ${s[d.status]}`}>{t(`webhooks.status.${d.status}`)}</span>
        <span className={s.muted}>{t('webhooks.deliveries.code')}: {code}</span>
        <span className={s.muted}>{t('webhooks.deliveries.tries')}: {d.attempts}</span>
        <span className={s.muted}>{when(d.createdAt)}</span>
        <Button variant="secondary" size="small" className={s.push} pending={redeliver.isPending}
          aria-label={`${t('webhooks.deliveries.redeliver')}: ${t(`webhooks.event.${d.eventType}`)}, ${when(d.createdAt)}`}
          onPress={() => redeliver.mutate({ id: endpointId, deliveryId: d.id }, { onSuccess: () => showToast({ message: t('webhooks.deliveries.redelivered') }) })}>
          {t('webhooks.deliveries.redeliver')}
        </Button>
      </div>
      {d.nextAttemptAt && <p className={s.muted}>{t('webhooks.deliveries.next', { when: when(d.nextAttemptAt) })}</p>}
      <details className={s.details}>
        <summary>{t('webhooks.deliveries.details')}</summary>
        <ol className={s.attempts}>
          {d.log.map((a, i) => (
            <li key={i}>
              {t('webhooks.deliveries.attempt', { when: when(a.at), result: a.statusCode ? String(a.statusCode) : webhookErrorMessage(a), ms: a.durationMs })}
              {a.byHand && ` ${t('webhooks.deliveries.byHand')}`}
              {a.response && <pre className={s.pre}>{a.response}</pre>}
            </li>
          ))}
        </ol>
        <p className={s.label}>{t('webhooks.deliveries.payload')} <code>{d.eventId}</code></p>
        <pre className={s.pre}>{d.payload}</pre>
      </details>
    </li>
  );
}
