import { z } from 'zod';
import {
  ChangeEmailBodySchema, ChangePasswordBodySchema, DeleteAccountBodySchema, ForgotPasswordBodySchema, MeSchema, ProfileUpdateSchema,
  ResendVerificationBodySchema, ResetPasswordBodySchema, SignInBodySchema, SignUpBodySchema,
} from '../../contract/auth.js';
import { BookingListResponseSchema, BookingViewSchema, CancelBodySchema, CreateBookingBodySchema, DecisionBodySchema } from '../../contract/booking.js';
import { PhotoViewSchema } from '../../contract/photos.js';
import {
  AvailabilityResponseSchema, DestinationsResponseSchema, ListingDetailSchema, QuoteSchema, ReviewsResponseSchema, SiteConfigSchema,
} from '../../contract/listing.js';
import { PlacesResponseSchema } from '../../contract/places.js';
import { SearchResponseSchema } from '../../contract/search.js';
import {
  ConversationByBookingResponseSchema, MarkConversationReadBodySchema, MarkConversationReadResponseSchema, MessageViewSchema, SendMessageBodySchema, StartConversationBodySchema,
  StartConversationResponseSchema, UnreadMessagesSchema,
} from '../../contract/messages.js';
import {
  CreateWishlistBodySchema, RenameWishlistBodySchema, SavedListingsResponseSchema, WishlistItemResponseSchema, WishlistListResponseSchema, WishlistSummarySchema,
} from '../../contract/wishlists.js';
import { CreateReportBodySchema, ReportViewSchema } from '../../contract/reports.js';
import {
  AddFeedBodySchema, BlockBodySchema, CalendarExportSchema, FeedListSchema, FeedViewSchema, HostCalendarSchema, PriceBodySchema,
} from '../../contract/calendar.js';
import {
  BookingReviewSchema, GuestReviewBodySchema, HostReviewBodySchema, ReviewResponseBodySchema, UserReviewsResponseSchema,
} from '../../contract/reviews.js';
import {
  HostListingSchema, HostListingsResponseSchema, listingPatchSchema, OptionalReasonBodySchema, PhotoListSchema, PhotoOrderSchema, PhotoPatchSchema, ReasonBodySchema,
} from '../../contract/hosting.js';
import { MarkReadBodySchema, UnreadCountResponseSchema } from '../../contract/notifications.js';
import { AuditResponseSchema, ReviewQueueResponseSchema } from '../../contract/admin.js';
import { HideMessageBodySchema, MemberReasonBodySchema, ResolveReportBodySchema } from '../../contract/moderation.js';
import { ApiTokenListSchema, CreatedTokenSchema, CreateTokenBodySchema } from '../../contract/api-tokens.js';
import { AdminPagesResponseSchema, AdminSitePageSchema, SitePageSchema, UpdatePageBodySchema } from '../../contract/pages.js';
import { AdminSettingsSchema, SettingsPatchSchema } from '../../contract/settings.js';
import {
  booking, bookingListItem, card, feed, hostListing, listingDetail, message, photo, price, ratings, wishlist,
} from './example-records.js';
import { webhookExamples } from './webhook-examples.js';

const sitePage = {
  slug: 'help', lang: 'en', title: 'Help', isDefault: true, updatedAt: '2026-11-27T00:00:00.000Z',
  body: '## How do I cancel?\n\nOpen the stay in **Trips** and choose *Cancel booking*; the refund follows the listing\'s policy.',
};

/** `{"ok": true}`, the answer of calls that only confirm. */
export const Ok = z.object({ ok: z.literal(true) });

/**
 * One realistic example per schema, in one place: document.ts puts it on every request or
 * response that uses the schema, and examples.test.ts checks each still parses with its schema,
 * so an example cannot go stale when a contract changes.
 */
const apiToken = {
  id: 'tok_5b0c1f2e9a8d4c7b', name: 'Channel manager sync', hint: 'roost_pat_Xk3f', scopes: ['listings:read', 'listings:write'],
  createdAt: '2026-11-20T09:00:00.000Z', lastUsedAt: '2026-11-25T08:41:00.000Z', expiresAt: '2027-02-18T09:00:00.000Z',
};

export const EXAMPLES = new Map<z.ZodType | ((minorPerMajor: number) => z.ZodType), unknown>([
  [CreateTokenBodySchema, { name: 'Channel manager sync', scopes: ['listings:read', 'listings:write'], expiresInDays: 90 }],
  [CreatedTokenSchema, { token: { ...apiToken, lastUsedAt: null }, secret: 'roost_pat_Xk3fQ2m9Vt7LwZ0bN4yR8cJ1hA6sE5dG3uK9pT2xW0i' }],
  [ApiTokenListSchema, { tokens: [apiToken] }],
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
  [ResolveReportBodySchema, { action: 'hide_review', note: 'Insults the host by name; breaks the review rules.' }],
  [MemberReasonBodySchema, { reason: 'Asked three guests to pay outside the site.' }],
  [HideMessageBodySchema, { reason: 'Shares a phone number to take the booking off the site.' }],
  [OptionalReasonBodySchema, { reason: 'Looks good.' }],
  [MarkReadBodySchema, { ids: ['ntf_8hY2pQ4r'] }],
  [UnreadCountResponseSchema, { unreadCount: 3 }],
  [SiteConfigSchema, { siteName: 'Roost', currency: 'EUR', mapStyleUrl: '/map/style.json', authProviders: [], listingReview: 'auto' }],
  [QuoteSchema, { listingId: 'lst_3kq8Zt1wM2', checkIn: '2027-06-12', checkOut: '2027-06-15', guests: 3, currency: 'EUR', ...price }],
  [ForgotPasswordBodySchema, { email: 'ada@example.org', redirectTo: '/reset-password' }],
  [ResendVerificationBodySchema, { email: 'ada@example.org', callbackURL: '/' }],
  [ResetPasswordBodySchema, { newPassword: 'a new long passphrase', token: 'f3b1c0d2e9a84b7c' }],
  [ChangePasswordBodySchema, { currentPassword: 'correct horse battery', newPassword: 'a new long passphrase', revokeOtherSessions: true }],
  [ChangeEmailBodySchema, { newEmail: 'ada.lovelace@example.org', callbackURL: '/account' }],
  [DeleteAccountBodySchema, { password: 'correct horse battery' }],
  [GuestReviewBodySchema, {
    rating: 5, categories: { cleanliness: 5, accuracy: 4, checkIn: 5, communication: 5, location: 5, value: 4 },
    body: 'Spotless flat, a quiet street and a host who answered within minutes.',
  }],
  [HostReviewBodySchema, { rating: 5, body: 'Lovely guests: left the place tidy and kept us posted on their arrival.' }],
  [ReviewResponseBodySchema, { body: 'Thank you, come back any time!' }],
  [AddFeedBodySchema, { name: 'Other channel', url: 'https://calendar.example.org/export/8c1f.ics' }],
  [PhotoPatchSchema, { caption: 'The living room at sunset', alt: 'A sofa facing a window over the river' }],
  [PhotoOrderSchema, { photoIds: ['pht_k2Lq9w', 'pht_a8Zx1c', 'pht_m4Nb7v', 'pht_r5Ty2u', 'pht_e0Wo3p'] }],
  [MarkConversationReadBodySchema, { lastMessageId: 'msg_Q8r2Lx0a' }],
  [listingPatchSchema, {
    title: 'Bright flat by the river in Porto', propertyType: 'apartment', roomType: 'entire_place',
    maxGuests: 4, bedrooms: 2, beds: 3, bathrooms: 1.5, nightlyPrice: 12000, cleaningFee: 4000, minNights: 2, maxNights: 28, instantBook: true,
  }],
  [Ok, { ok: true }],
  [CalendarExportSchema, { url: 'https://stays.example.org/api/v1/listings/lst_3kq8Zt1wM2/calendar.ics?token=Zk3v9QpL2mT8' }],
  [MessageViewSchema, message],
  [StartConversationResponseSchema, { conversationId: 'cnv_7Tz1Kp4e', created: true, message }],
  [UnreadMessagesSchema, { unreadCount: 2, unreadConversations: 1 }],
  [MarkConversationReadResponseSchema, { conversationId: 'cnv_7Tz1Kp4e', unreadCount: 0, unreadConversations: 0 }],
  [WishlistItemResponseSchema, { wishlistId: 'wsh_2Bc4De6F', listingId: 'lst_3kq8Zt1wM2', saved: true }],
  [PhotoViewSchema, photo],
  [PhotoListSchema, { photos: [photo] }],
  [BookingViewSchema, booking],
  [HostListingSchema, hostListing],
  [ReportViewSchema, {
    id: 'rpt_4Gd8Kw2n', targetType: 'listing', targetId: 'lst_3kq8Zt1wM2', reason: 'scam', note: 'Asks guests to pay outside Roost.',
    status: 'open', createdAt: '2027-05-03T09:12:00.000Z',
  }],
  [BookingListResponseSchema, { bookings: [bookingListItem] }],
  [WishlistSummarySchema, wishlist],
  [WishlistListResponseSchema, { wishlists: [wishlist] }],
  [FeedViewSchema, feed],
  [FeedListSchema, { feeds: [feed] }],
  [HostCalendarSchema, {
    listingId: 'lst_3kq8Zt1wM2', from: '2027-06-11', to: '2027-06-14', timeZone: 'Europe/Lisbon', today: '2027-05-02', currency: 'EUR', basePrice: 12000,
    nights: [
      { date: '2027-06-11', state: 'blocked', price: 12000, priceOverridden: false, bookingId: null, blockId: 'blk_3Ee5Rr7t' },
      { date: '2027-06-12', state: 'booked', price: 14500, priceOverridden: true, bookingId: 'bkg_9Fh3Ws1q', blockId: null },
      { date: '2027-06-13', state: 'booked', price: 14500, priceOverridden: true, bookingId: 'bkg_9Fh3Ws1q', blockId: null },
    ],
    bookings: [{ id: 'bkg_9Fh3Ws1q', status: 'confirmed', checkIn: '2027-06-12', checkOut: '2027-06-15', guestName: 'Ada Lovelace' }],
    blocks: [{ id: 'blk_3Ee5Rr7t', startDate: '2027-06-10', endDate: '2027-06-12', reason: 'host', feedId: null, feedName: null }],
  }],
  [BookingReviewSchema, {
    id: 'rev_1Aa3Ss5d', direction: 'guest_to_listing', author: { id: 'usr_5Jd9xQ2b', name: 'Ada Lovelace', avatarUrl: null }, rating: 5,
    categories: { cleanliness: 5, accuracy: 4, checkIn: 5, communication: 5, location: 5, value: 4 },
    body: 'Spotless flat, a quiet street and a host who answered within minutes.',
    submittedAt: '2027-06-16T09:00:00.000Z', publishedAt: '2027-06-17T12:00:00.000Z',
    hostResponse: 'Thank you, come back any time!', hostRespondedAt: '2027-06-18T08:00:00.000Z',
  }],
  [ConversationByBookingResponseSchema, { conversationId: 'cnv_7Tz1Kp4e' }],
  [SavedListingsResponseSchema, { listingIds: ['lst_3kq8Zt1wM2'], items: [{ listingId: 'lst_3kq8Zt1wM2', wishlistId: 'wsh_2Bc4De6F' }] }],
  [AvailabilityResponseSchema, {
    listingId: 'lst_3kq8Zt1wM2', from: '2027-06-12', to: '2027-06-15', minNights: 2, maxNights: 28,
    nights: [{ date: '2027-06-12', available: true, price: 12000 }, { date: '2027-06-13', available: true, price: 12000 }, { date: '2027-06-14', available: false, price: 12000 }],
  }],
  [ReviewsResponseSchema, {
    reviews: [{
      id: 'rev_1Aa3Ss5d', author: { id: 'usr_5Jd9xQ2b', name: 'Ada Lovelace', avatarUrl: null }, rating: 5,
      body: 'Spotless flat, a quiet street and a host who answered within minutes.', hostResponse: 'Thank you, come back any time!',
      hostRespondedAt: '2027-06-18T08:00:00.000Z', submittedAt: '2027-06-16T09:00:00.000Z', stayedAt: '2027-06-01',
    }],
    total: 1, page: 1, pageSize: 10, ratingAverage: 5,
    categoryRatings: ratings,
  }],
  [DestinationsResponseSchema, {
    destinations: [{ name: 'Porto', region: 'Porto', country: 'PT', listingCount: 42, bbox: [-8.69, 41.13, -8.55, 41.19], photo }],
  }],
  [PlacesResponseSchema, {
    places: [{
      id: '2735943', name: 'Porto', region: 'Porto', country: 'PT', countryName: 'Portugal', lat: 41.14961, lng: -8.61099,
      population: 249633, bbox: [-8.69, 41.1, -8.53, 41.2],
    }],
  }],
  [SearchResponseSchema, {
    results: [card], total: 1, countsExact: true, page: 1, pageSize: 20, pageCount: 1, pins: [{ id: card.id, lat: 41.142, lng: -8.612, price: 12000 }],
    pinsCapped: false, clusters: [], currency: 'EUR',
  }],
  [ListingDetailSchema, listingDetail],
  [HostListingsResponseSchema, {
    listings: [{
      id: card.id, slug: card.slug, status: 'draft', statusReason: null, title: card.title, city: 'Porto', country: 'PT', nightlyPrice: 12000,
      currency: 'EUR', cover: photo, photoCount: 1, editorStep: 'photos', missing: { photos: 'add at least 5 photos' },
      availableActions: ['delete'], updatedAt: '2027-04-11T08:30:00.000Z',
    }],
  }],
  [UserReviewsResponseSchema, {
    reviews: [{
      id: 'rev_1Aa3Ss5d', author: { id: 'usr_5Jd9xQ2b', name: 'Ada Lovelace', avatarUrl: null }, rating: 5,
      body: 'Spotless flat, a quiet street and a host who answered within minutes.', hostResponse: null, hostRespondedAt: null,
      submittedAt: '2027-06-16T09:00:00.000Z', stayedAt: '2027-06-01', direction: 'guest_to_listing', listing: { id: card.id, title: card.title },
    }],
    total: 1, page: 1, pageSize: 10,
  }],
  [MeSchema, {
    id: 'usr_5Jd9xQ2b', email: 'ada@example.org', emailVerified: true, name: 'Ada Lovelace', avatarUrl: null, bio: '',
    role: 'user', twoFactorEnabled: false, hasPassword: true, isHost: false, isDemo: false, locale: 'es', createdAt: '2026-03-14T09:26:53.000Z',
  }],
  [UpdatePageBodySchema, { lang: 'en', title: 'Help', body: '## How do I cancel?\n\nOpen the stay in **Trips** and choose *Cancel booking*; the refund follows the listing\'s policy.' }],
  [SitePageSchema, sitePage],
  [AdminSitePageSchema, { ...sitePage, isDefault: false, updatedBy: { id: 'usr_2Ff7Kd1m', name: 'Marta (operator)' } }],
  [SettingsPatchSchema, { serviceFeePercent: 12.5, listingReview: 'manual' }],
  [AdminSettingsSchema, {
    settings: { siteName: 'Roost', serviceFeePercent: 12.5, taxPercent: 0, listingReview: 'manual', requestExpiryHours: 24, reviewWindowDays: 14, signupsOpen: true },
    defaults: { siteName: 'Roost', serviceFeePercent: 0, taxPercent: 0, listingReview: 'auto', requestExpiryHours: 24, reviewWindowDays: 14, signupsOpen: true },
    saved: ['listingReview', 'serviceFeePercent'], updatedAt: '2026-11-25T09:30:00.000Z', updatedBy: { id: 'usr_2Ff7Kd1m', name: 'Marta (operator)' },
  }],
  [AdminPagesResponseSchema, { pages: [{ ...sitePage, updatedBy: null }] }],
  [ReviewQueueResponseSchema, {
    items: [{
      id: card.id, slug: card.slug, title: card.title, host: { id: 'usr_5Jd9xQ2b', name: 'Ada Lovelace' }, city: 'Porto', country: 'PT',
      submittedAt: '2027-04-11T08:30:00.000Z', cover: photo, missing: {},
    }],
    nextCursor: null,
  }],
  [AuditResponseSchema, {
    items: [{
      id: '1042', actor: { id: 'usr_2Ff7Kd1m', name: 'Marta (operator)' }, action: 'listing.reject', targetType: 'listing', targetId: card.id,
      details: { from: 'pending_review', to: 'draft', reason: 'The photos show a different flat.' }, at: '2027-04-12T10:00:00.000Z',
    }],
    nextCursor: 'MjAyNy0wNC0xMlQxMDowMDowMC4wMDBafDEwNDI',
  }],
  ...(webhookExamples as [z.ZodType, unknown][]),
]);

/** Names of the examples of a union's options. */
const OPTION_NAMES = new Map<z.ZodType, string>([[GuestReviewBodySchema, 'byTheGuest'], [HostReviewBodySchema, 'byTheHost']]);

/** A schema made by a factory (the editor's, per currency) shares the factory's example. */
const madeBy = new WeakMap<z.ZodType, (minorPerMajor: number) => z.ZodType>();
export function withExample<S extends z.ZodType>(schema: S, factory: (minorPerMajor: number) => z.ZodType): S {
  madeBy.set(schema, factory);
  return schema;
}

/** The media type's `examples` for a schema: its own, or for a union one per option that has one. */
export function examplesOf(schema: z.ZodType | undefined): { examples?: Record<string, { value: unknown }> } {
  if (!schema) return {};
  const factory = madeBy.get(schema);
  const value = EXAMPLES.get(schema) ?? (factory && EXAMPLES.get(factory));
  if (value !== undefined) return { examples: { example: { value } } };
  if (schema instanceof z.ZodUnion) {
    const each = (schema.options as z.ZodType[]).map((o, i) => [OPTION_NAMES.get(o) ?? `option${i + 1}`, EXAMPLES.get(o)] as const).filter(([, v]) => v !== undefined);
    if (each.length) return { examples: Object.fromEntries(each.map(([k, v]) => [k, { value: v }])) };
  }
  return {};
}
