/** Webhooks screens: loaded only when /host/webhooks or /admin/webhooks is opened. */
import { addCatalog } from '../../i18n/en';
import { webhooks } from '../../i18n/en/webhooks';

addCatalog(webhooks);

export { WebhooksManager } from './WebhooksManager';
