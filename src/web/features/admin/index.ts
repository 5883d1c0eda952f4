/** The operator's console: loaded only when an /admin page is opened. */
import { addCatalog } from '../../i18n/en';
import { admin } from '../../i18n/en/admin';
import { adminSettings } from '../../i18n/en/adminSettings';
import { adminLists } from '../../i18n/en/adminLists';
import { adminOverview } from '../../i18n/en/adminOverview';
import { adminFeeds } from '../../i18n/en/adminFeeds';

addCatalog(admin);
addCatalog(adminSettings);
addCatalog(adminLists);
addCatalog(adminOverview);
addCatalog(adminFeeds);

export { AdminLayout } from './AdminLayout';
export { ReviewQueue } from './ReviewQueue';
export { Overview } from './overview/Overview';
export { AuditLog } from './AuditLog';
export { Reports } from './Reports';
export { ReportDetail } from './ReportDetail';
export { Members } from './Members';
export { MemberDetail } from './MemberDetail';
export { Settings } from './Settings';
export { ConversationDetail } from './ConversationDetail';
export { Listings } from './Listings';
export { Bookings } from './Bookings';
export { BookingDetail } from './BookingDetail';
export { Feeds } from './Feeds';
