import { AdminLayout, AuditLog, ReviewQueue } from '../features/admin';
import { useI18n } from '../i18n';

/** /admin (and /admin/review): the review queue. */
export function ReviewQueuePage() {
  const { t } = useI18n();
  return <AdminLayout title={t('admin.nav.review')}><ReviewQueue /></AdminLayout>;
}

/** /admin/audit: the audit log. */
export function AuditPage() {
  const { t } = useI18n();
  return <AdminLayout title={t('admin.nav.audit')}><AuditLog /></AdminLayout>;
}
