import type { z } from 'zod';
import { MeSchema, ProfileUpdateSchema, SignInBodySchema, SignUpBodySchema } from '../../contract/auth.js';
import { CancelBodySchema, CreateBookingBodySchema, DecisionBodySchema } from '../../contract/booking.js';
import { QuoteSchema, SiteConfigSchema } from '../../contract/listing.js';
import { SendMessageBodySchema, StartConversationBodySchema } from '../../contract/messages.js';
import { CreateWishlistBodySchema, RenameWishlistBodySchema } from '../../contract/wishlists.js';
import { CreateReportBodySchema } from '../../contract/reports.js';
import { BlockBodySchema, PriceBodySchema } from '../../contract/calendar.js';
import { OptionalReasonBodySchema, ReasonBodySchema } from '../../contract/hosting.js';
import { MarkReadBodySchema, UnreadCountResponseSchema } from '../../contract/notifications.js';

/**
 * One realistic example per schema, in one place: document.ts puts it on every request or
 * response that uses the schema, and examples.test.ts checks each still parses with its schema,
 * so an example cannot go stale when a contract changes.
 */
export const EXAMPLES = new Map<z.ZodType, unknown>([
  [SignUpBodySchema, { name: 'Ada Lovelace', email: 'ada@example.org', password: 'correct horse battery', callbackURL: '/' }],
  [SignInBodySchema, { email: 'ada@example.org', password: 'correct horse battery', rememberMe: true }],
  [ProfileUpdateSchema, { name: 'Ada', bio: 'Mathematician; I love quiet places by the sea.' }],
  [CreateBookingBodySchema, {
    listingId: 'lst_3kq8Zt1wM2', checkIn: '2027-06-12', checkOut: '2027-06-15', adults: 2, children: 1, infants: 0, pets: 0,
    messageToHost: 'We arrive by train around six.', acceptRules: true,
  }],
  [DecisionBodySchema, { message: 'Welcome! The keys are in the lockbox.' }],
  [CancelBodySchema, { reason: 'Our plans changed.' }],
  [SendMessageBodySchema, { body: 'Is there a cot for our baby?' }],
  [StartConversationBodySchema, { listingId: 'lst_3kq8Zt1wM2', body: 'Hello! Is parking included?' }],
  [CreateWishlistBodySchema, { name: 'Summer by the sea', listingId: 'lst_3kq8Zt1wM2' }],
  [RenameWishlistBodySchema, { name: 'Lisbon, autumn' }],
  [CreateReportBodySchema, { targetType: 'listing', targetId: 'lst_3kq8Zt1wM2', reason: 'scam', note: 'Asks guests to pay outside Roost.' }],
  [BlockBodySchema, { startDate: '2027-07-01', endDate: '2027-07-08' }],
  [PriceBodySchema, { startDate: '2027-08-01', endDate: '2027-08-15', nightlyPrice: 14500 }],
  [ReasonBodySchema, { reason: 'The photos show a different building.' }],
  [OptionalReasonBodySchema, { reason: 'Looks good.' }],
  [MarkReadBodySchema, { ids: ['ntf_8hY2pQ4r'] }],
  [UnreadCountResponseSchema, { unreadCount: 3 }],
  [SiteConfigSchema, { siteName: 'Roost', currency: 'EUR', mapStyleUrl: '/map/style.json', authProviders: [], listingReview: 'auto' }],
  [QuoteSchema, {
    listingId: 'lst_3kq8Zt1wM2', checkIn: '2027-06-12', checkOut: '2027-06-15', guests: 3, currency: 'EUR',
    nights: [{ date: '2027-06-12', price: 12000 }, { date: '2027-06-13', price: 12000 }, { date: '2027-06-14', price: 12000 }],
    nightCount: 3, subtotal: 36000, cleaningFee: 4000, serviceFee: 5600, taxes: 0, total: 45600,
  }],
  [MeSchema, {
    id: 'usr_5Jd9xQ2b', email: 'ada@example.org', emailVerified: true, name: 'Ada Lovelace', avatarUrl: null, bio: '',
    role: 'user', twoFactorEnabled: false, hasPassword: true, isHost: false, isDemo: false, createdAt: '2026-03-14T09:26:53.000Z',
  }],
]);

/** The media type's `examples` for a schema, if it has one. */
export function examplesOf(schema: z.ZodType | undefined) {
  const value = schema ? EXAMPLES.get(schema) : undefined;
  return value === undefined ? {} : { examples: { example: { value } } };
}
