import { useParams } from 'react-router';
import { AdminLayout, AuditLog, ConversationDetail, MemberDetail, Members, Overview, ReportDetail, Reports, ReviewQueue } from '../features/admin';
import { useI18n } from '../i18n';

/** /admin: what needs attention and the marketplace's figures. */
export function OverviewPage() {
  const { t } = useI18n();
  return <AdminLayout title={t('admin.nav.overview')}><Overview /></AdminLayout>;
}

/** /admin/review: the review queue. */
export function ReviewQueuePage() {
  const { t } = useI18n();
  return <AdminLayout title={t('admin.nav.review')}><ReviewQueue /></AdminLayout>;
}

/** /admin/audit: the audit log. */
export function AuditPage() {
  const { t } = useI18n();
  return <AdminLayout title={t('admin.nav.audit')}><AuditLog /></AdminLayout>;
}

/** /admin/reports: open and closed reports. */
export function ReportsPage() {
  const { t } = useI18n();
  return <AdminLayout title={t('admin.nav.reports')}><Reports /></AdminLayout>;
}

/** /admin/reports/:id: one report and what it points at. */
export function ReportPage() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  return <AdminLayout title={t('admin.nav.reports')}><ReportDetail key={id} id={id} /></AdminLayout>;
}

/** /admin/members: search members. */
export function MembersPage() {
  const { t } = useI18n();
  return <AdminLayout title={t('admin.nav.members')}><Members /></AdminLayout>;
}

/** /admin/members/:id: a member's record and what an operator may do about them. */
export function MemberPage() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  return <AdminLayout title={t('admin.nav.members')}><MemberDetail key={id} id={id} /></AdminLayout>;
}

/** /admin/conversations/:id: a conversation reached from a report, read in full. */
export function ConversationPage() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  return <AdminLayout title={t('admin.nav.reports')}><ConversationDetail key={id} id={id} /></AdminLayout>;
}
