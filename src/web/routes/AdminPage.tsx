import { useParams } from 'react-router';
import {
  AdminLayout, AuditLog, BookingDetail, Bookings, ConversationDetail, Feeds, Listings, MemberDetail, Members, Overview, ReportDetail, Reports,
  ReviewQueue, Settings,
} from '../features/admin';
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

/** /admin/settings: site name, fees, listing review, request expiry, review window, sign-ups. */
export function SettingsPage() {
  const { t } = useI18n();
  return <AdminLayout title={t('admin.nav.settings')}><Settings /></AdminLayout>;
}

/** /admin/conversations/:id: a conversation reached from a report, read in full. */
export function ConversationPage() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  return <AdminLayout title={t('admin.nav.reports')}><ConversationDetail key={id} id={id} /></AdminLayout>;
}

/** /admin/listings: every listing, by title, status, host and place; suspend and restore. */
export function ListingsPage() {
  const { t } = useI18n();
  return <AdminLayout title={t('admin.nav.listings')}><Listings /></AdminLayout>;
}

/** /admin/bookings: every booking, by id, guest, host or listing. */
export function BookingsPage() {
  const { t } = useI18n();
  return <AdminLayout title={t('admin.nav.bookings')}><Bookings /></AdminLayout>;
}

/** /admin/bookings/:id: one booking's record and history (read-only). */
export function BookingPage() {
  const { t } = useI18n();
  const { id = '' } = useParams();
  return <AdminLayout title={t('admin.nav.bookings')}><BookingDetail key={id} id={id} /></AdminLayout>;
}

/** /admin/feeds: calendar feeds whose last sync failed; sync one now. */
export function FeedsPage() {
  const { t } = useI18n();
  return <AdminLayout title={t('admin.feeds.title')}><Feeds /></AdminLayout>;
}
