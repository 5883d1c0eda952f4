import { AdminLayout } from '../features/admin';
import { BookingPage } from '../features/booking';
import { RequireAuth } from '../features/session';
import { WebhooksManager } from '../features/webhooks';
import { useI18n } from '../i18n';
import s from '../features/admin/Admin.module.css';

/** /host/webhooks: a host's endpoints for events about their own listings. */
export function HostWebhooksPage() {
  const { t } = useI18n();
  return (
    <RequireAuth fallback={<main id="main" aria-busy="true" style={{ minBlockSize: '100dvh' }} />}>
      <BookingPage title={t('webhooks.host.title')} docTitle={t('webhooks.host.title')}>
        <p className={s.intro}>{t('webhooks.host.intro')}</p>
        <WebhooksManager base="/host/webhooks" />
      </BookingPage>
    </RequireAuth>
  );
}

/** /admin/webhooks: the operators' endpoints, for every event on this Roost. */
export function AdminWebhooksPage() {
  const { t } = useI18n();
  return (
    <AdminLayout title={t('webhooks.admin.title')}>
      <h1 className={s.title}>{t('webhooks.admin.title')}</h1>
      <p className={s.intro}>{t('webhooks.admin.intro')}</p>
      <WebhooksManager base="/admin/webhooks" />
    </AdminLayout>
  );
}
