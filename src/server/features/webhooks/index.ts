/** The webhooks feature's public face: other features queue events; main.ts starts the sender. */
export { webhookRoutes } from './routes.js';
export { queueWebhookEvent } from './events.js';
export { endpointsHear } from './repo.js';
export { deliverWebhooks, webhookJob, wakeWebhookDelivery } from './deliver.js';
