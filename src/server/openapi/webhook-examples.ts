import {
  CreateWebhookBodySchema, UpdateWebhookBodySchema, WebhookDeliveriesSchema, WebhookDeliverySchema, WebhookEndpointSchema, WebhookListSchema,
  WebhookWithSecretSchema,
} from '../../contract/webhooks.js';

/** The examples of the webhook calls (merged into examples.ts's EXAMPLES). */

const endpoint = {
  id: 'we_4c1d9e7a', scope: 'host', url: 'https://hooks.example.org/roost', description: 'Channel manager',
  eventTypes: ['booking.requested', 'booking.confirmed', 'booking.cancelled'], enabled: true, createdAt: '2027-04-02T09:15:00.000Z',
  lastDelivery: { status: 'delivered', at: '2027-04-12T10:00:01.000Z', statusCode: 200 },
};
const payload = JSON.stringify({
  type: 'booking.confirmed', timestamp: '2027-04-12T10:00:00.000Z',
  data: {
    bookingId: 'bk_8f2a', listingId: 'lst_3kq8Zt1wM2', listingTitle: 'Bright flat by the river in Porto', status: 'confirmed', previousStatus: 'requested',
    checkIn: '2027-06-12', checkOut: '2027-06-15', guests: { adults: 2, children: 1, infants: 0, pets: 0 }, total: 41000, currency: 'EUR', guestName: 'Ada Lovelace',
  },
});
const delivery = {
  id: 'whd_0b7e5c21', eventId: 'msg_2tYk3LqVn8', eventType: 'booking.confirmed', status: 'delivered', attempts: 2, nextAttemptAt: null,
  createdAt: '2027-04-12T10:00:00.000Z', deliveredAt: '2027-04-12T10:00:06.000Z', payload,
  log: [
    { at: '2027-04-12T10:00:01.000Z', statusCode: 503, error: 'The endpoint answered 503.', errorCode: 'http_status', response: 'busy', durationMs: 84, byHand: false },
    { at: '2027-04-12T10:00:06.000Z', statusCode: 200, error: null, errorCode: null, response: '{"ok":true}', durationMs: 41, byHand: false },
  ],
};

export const webhookExamples: [unknown, unknown][] = [
  [CreateWebhookBodySchema, { url: 'https://hooks.example.org/roost', eventTypes: ['booking.requested', 'booking.confirmed'], description: 'Channel manager' }],
  [UpdateWebhookBodySchema, { enabled: false }],
  [WebhookEndpointSchema, endpoint],
  [WebhookListSchema, { endpoints: [endpoint] }],
  [WebhookWithSecretSchema, { ...endpoint, lastDelivery: null, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }],
  [WebhookDeliverySchema, delivery],
  [WebhookDeliveriesSchema, { items: [delivery], nextCursor: null }],
];
