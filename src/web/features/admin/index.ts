/** The operator's console: loaded only when an /admin page is opened. */
import { addCatalog } from '../../i18n/en';
import { admin } from '../../i18n/en/admin';

addCatalog(admin);

export { AdminLayout } from './AdminLayout';
export { ReviewQueue } from './ReviewQueue';
export { AuditLog } from './AuditLog';
