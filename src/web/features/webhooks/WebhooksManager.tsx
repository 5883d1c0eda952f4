import { useState } from 'react';
import { Webhook } from 'lucide-react';
import { useI18n } from '../../i18n';
import { EmptyState, ErrorState } from '../../ui/States';
import { Skeleton } from '../../ui/Surface';
import { ICON } from '../../ui/icon';
import { useWebhooks, type WebhookBase } from './api';
import { EndpointCard } from './EndpointCard';
import { NewWebhookForm } from './NewWebhookForm';
import { SecretNotice } from './SecretNotice';
import s from './Webhooks.module.css';

/** The whole screen below its title, shared by a host's (/host/webhooks) and the operators' (/admin/webhooks). */
export function WebhooksManager({ base }: { base: WebhookBase }) {
  const { t } = useI18n();
  const q = useWebhooks(base);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <div className={s.screen}>
      {secret && <SecretNotice secret={secret} onDone={() => setSecret(null)} />}
      <NewWebhookForm base={base} onCreated={setSecret} />
      <section aria-labelledby="webhooks-list-title">
        <h2 id="webhooks-list-title" className={s.sectionTitle}>{t('webhooks.list.title')}</h2>
        {q.isError ? <ErrorState error={q.error} onRetry={() => void q.refetch()} />
          : q.isPending ? <Skeleton height={120} />
          : !q.data.endpoints.length ? <EmptyState icon={<Webhook {...ICON} size={26} />} title={t('webhooks.list.empty')} body={t('webhooks.list.emptyBody')} headingLevel={3} />
          : <ul className={s.cards}>{q.data.endpoints.map((e) => <EndpointCard key={e.id} base={base} e={e} onSecret={setSecret} />)}</ul>}
      </section>
    </div>
  );
}
