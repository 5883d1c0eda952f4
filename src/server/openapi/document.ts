import { z } from 'zod';
import { PlacesQuerySchema, PlacesResponseSchema } from '../../contract/places.js';
import { SearchQueryObject, SearchResponseSchema } from '../../contract/search.js';
import {
  AvailabilityQuerySchema, AvailabilityResponseSchema, DestinationsResponseSchema, ListingDetailSchema, QuoteQuerySchema,
  QuoteSchema, ReviewsQuerySchema, ReviewsResponseSchema, SiteConfigSchema,
} from '../../contract/listing.js';
import {
  ChangeEmailBodySchema, ChangePasswordBodySchema, DeleteAccountBodySchema, ForgotPasswordBodySchema, MeSchema, ProfileUpdateSchema,
  ResendVerificationBodySchema, ResetPasswordBodySchema, SessionViewSchema, SignInBodySchema, SignUpBodySchema,
} from '../../contract/auth.js';
import {
  BookingListQuerySchema, BookingListResponseSchema, BookingViewSchema, CancelBodySchema, CreateBookingBodySchema, DecisionBodySchema,
} from '../../contract/booking.js';
import {
  BookingReviewSchema, BookingReviewsViewSchema, GuestReviewBodySchema, HostReviewBodySchema, ReviewResponseBodySchema,
  UserReviewsQuerySchema, UserReviewsResponseSchema,
} from '../../contract/reviews.js';
import { CreateReportBodySchema, ReportViewSchema } from '../../contract/reports.js';
import { PublicProfileSchema } from '../../contract/profiles.js';
import {
  HostListingSchema, HostListingsResponseSchema, listingPatchSchema, OptionalReasonBodySchema, ReasonBodySchema,
} from '../../contract/hosting.js';
import {
  MarkReadBodySchema, NotificationListQuerySchema, NotificationListResponseSchema, UnreadCountResponseSchema,
} from '../../contract/notifications.js';
import { PHOTO_LIMITS, PHOTO_TEXT_MAX, PhotoListSchema, PhotoOrderSchema, PhotoPatchSchema } from '../../contract/hosting.js';
import { PhotoViewSchema } from '../../contract/photos.js';
import {
  AddFeedBodySchema, BlockBodySchema, CalendarExportQuerySchema, CalendarExportSchema, FEED_LIMITS, FeedListSchema, FeedViewSchema,
  HostCalendarQuerySchema, HostCalendarSchema, PriceBodySchema,
} from '../../contract/calendar.js';
import { messageReads, messageWrites, wishlistReads, wishlistWrites } from './trust-calls.js';
import { pageReads, pageWrites } from './pages-calls.js';
import { adminReads, adminWrites } from './admin-calls.js';
import { settingsReads, settingsWrites } from './settings-calls.js';
import { adminListReads, adminListWrites } from './admin-lists-calls.js';
import { overviewReads } from './overview-calls.js';
import { tokenReads, tokenWrites } from './token-calls.js';
import { scopeFor } from '../features/api-tokens/index.js';
import { WEBHOOK_EVENTS, WEBHOOK_SIGNATURE, WEBHOOKS_DESCRIPTION, webhookReads, webhookWrites } from './webhook-calls.js';
import { type Access, errorRef, errorResponses, operationId, security, securitySchemes } from './conventions.js';
import { examplesOf, Ok, withExample } from './examples.js';
import { TAGS, tagOf } from './tags.js';
import { NAMED_VIEWS, viewName } from './components.js';

/**
 * The OpenAPI 3.1 document, generated from the same zod schemas that validate requests, so
 * it cannot drift from what the server accepts.
 */
export type Op = {
  summary: string;
  query?: z.ZodType;
  pathId?: boolean;
  /** A JSON request body (POST, PATCH). */
  body?: z.ZodType;
  response: z.ZodType;
  /** The success status, 200 unless said. */
  status?: number;
  /** Request headers the call reads. */
  headers?: { name: string; description: string }[];
  errors?: number[];
  /** Path parameters besides `id`, in path order (e.g. `photoId`). */
  pathParams?: string[];
  /** A multipart/form-data body: one file in `file` (of these media types), and these text fields (name → description). */
  upload?: { file: string; types?: string; fields: Record<string, string> };
  /** The success body's media type when it is not JSON (a calendar: text/calendar; a stream: text/event-stream). */
  responseType?: string;
  /** Who may call; by default a call that can answer 401 needs a session and any other is public. */
  access?: Access;
  /** The success answer carries an ETag; a request with If-None-Match of the current one gets 304. */
  etag?: boolean;
  /** A 201 call that answers 200 (same body) when it found what it would have created: when that is. */
  existing?: string;
};

const json = (schema: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
/** A response's schema: a reference to its named view (components.ts), else the schema itself. */
const responseSchema = (schema: z.ZodType) => {
  const name = viewName(schema);
  return name ? { $ref: `#/components/schemas/${name}` } : json(schema, 'output');
};

const AnyJson = z.record(z.string(), z.unknown());

/** The hosting calls (SPEC §4, §7); prices in the editor's schema are checked in the currency's minor units. */
function hostingWrites(minorPerMajor: number): Record<string, Op> {
  const patch = withExample(listingPatchSchema(minorPerMajor), listingPatchSchema);
  const host = (summary: string): Op => ({ summary, pathId: true, response: HostListingSchema, errors: [400, 401, 403, 404, 409, 422] });
  const admin = (summary: string, body: z.ZodType): Op => ({ summary, pathId: true, body, response: HostListingSchema, errors: [400, 401, 403, 404, 409, 422] });
  return {
    'POST /api/v1/listings': { summary: 'Start a listing: a new draft of mine with any of the editor\'s fields (verified members)', body: patch, response: HostListingSchema, status: 201, errors: [400, 401, 403, 413] },
    'PATCH /api/v1/listings/{id}': {
      summary: 'Edit my listing (any subset of fields; the location sets the time zone). A pending, published or unlisted listing must stay complete (422 LISTING_INCOMPLETE)',
      pathId: true, body: patch, response: HostListingSchema, errors: [400, 401, 403, 404, 413, 422],
    },
    'DELETE /api/v1/listings/{id}': { summary: 'Delete my draft (only drafts: 409 otherwise)', pathId: true, response: Ok, errors: [401, 403, 404, 409] },
    'POST /api/v1/listings/{id}/submit': host('Submit my draft: published at once with LISTING_REVIEW=auto, else pending review; 422 LISTING_INCOMPLETE names every missing requirement'),
    'POST /api/v1/listings/{id}/unlist': host('Take my published listing out of search (guests cannot find or book it)'),
    'POST /api/v1/listings/{id}/relist': host('Publish my unlisted listing again'),
    'POST /api/v1/admin/listings/{id}/approve': admin('Approve a listing waiting for review (admins)', OptionalReasonBodySchema),
    'POST /api/v1/admin/listings/{id}/reject': admin('Send a listing waiting for review back to draft, with a reason its host is shown (admins)', ReasonBodySchema),
    'POST /api/v1/admin/listings/{id}/suspend': admin('Suspend a listing, with a reason its host is shown (admins)', ReasonBodySchema),
    'POST /api/v1/admin/listings/{id}/restore': admin('Lift a suspension: the listing returns to the status it had (admins)', OptionalReasonBodySchema),
  };
}

/** The host's photo calls (issue 10): the upload is multipart, streamed and judged by its bytes. */
const photoWrites: Record<string, Op> = {
  'POST /api/v1/listings/{id}/photos': {
    summary: `Add a photo to my listing: one file, judged by its content (${PHOTO_LIMITS.types.join(', ')}), at most 20 MB, at least 800 × 600 upright, at most 100 megapixels, 50 per listing. 413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE, 400 VALIDATION_FAILED with details.file saying why`,
    pathId: true,
    upload: {
      file: 'The photo (its name and declared type are ignored)', types: PHOTO_LIMITS.types.join(', '),
      fields: { caption: `at most ${PHOTO_TEXT_MAX.caption} characters`, alt: `alt text, at most ${PHOTO_TEXT_MAX.alt} characters` },
    },
    response: PhotoViewSchema, status: 201, errors: [400, 401, 403, 404, 413, 415],
  },
  'PATCH /api/v1/listings/{id}/photos/{photoId}': {
    summary: "Change a photo's caption or alt text", pathId: true, pathParams: ['photoId'], body: PhotoPatchSchema, response: PhotoViewSchema, errors: [400, 401, 403, 404],
  },
  'POST /api/v1/listings/{id}/photos/order': {
    summary: 'Put my listing\'s photos in this order: every photo id, the cover first', pathId: true, body: PhotoOrderSchema, response: PhotoListSchema, errors: [400, 401, 403, 404],
  },
  'DELETE /api/v1/listings/{id}/photos/{photoId}': {
    summary: 'Delete a photo (a listing past draft keeps at least 5: 422 LISTING_INCOMPLETE); the rest in order', pathId: true, pathParams: ['photoId'], response: PhotoListSchema, errors: [401, 403, 404, 422],
  },
};

/** Calls other than GET, as 'METHOD path'. */
const writes: Record<string, Op> = {
  ...photoWrites,
  'PATCH /api/v1/me': { summary: 'Change my name, bio or language', body: ProfileUpdateSchema, response: MeSchema, errors: [400, 401, 403] },
  'POST /api/v1/me/avatar': {
    summary: 'Set my profile photo: one file, judged by its content (JPEG, PNG, WebP or AVIF), at most 20 MB and 100 megapixels, at least 240 × 240, stored as square 96 and 240 px WebP without metadata. 413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE, 400 VALIDATION_FAILED with details.file saying why',
    upload: { file: 'the picture (its name and declared type are ignored)', types: 'image/jpeg, image/png, image/webp, image/avif', fields: {} },
    response: MeSchema, errors: [400, 401, 413, 415],
  },
  'DELETE /api/v1/me/avatar': { summary: 'Remove my profile photo', response: MeSchema, errors: [401] },
  'POST /api/v1/me/sessions/{id}/revoke': { summary: 'Sign one of my sessions out', pathId: true, response: Ok, errors: [401, 403, 404] },
  'POST /api/v1/me/sessions/revoke-others': { summary: 'Sign out every session but this one', response: Ok, errors: [401, 403] },
  'POST /api/v1/me/delete': { summary: 'Delete my account (anonymised; bookings and reviews kept without my identity)', body: DeleteAccountBodySchema, response: Ok, errors: [400, 401, 403] },
  'POST /api/v1/bookings': {
    summary: 'Book (instant-book listings: confirmed) or request a stay; price computed by the server', body: CreateBookingBodySchema,
    response: BookingViewSchema, status: 201, errors: [400, 401, 403, 404, 409, 422],
    headers: [{ name: 'Idempotency-Key', description: 'A retry with the same key returns the first answer instead of booking again' }],
  },
  'POST /api/v1/bookings/{id}/accept': { summary: "Accept a request (the listing's host)", pathId: true, body: DecisionBodySchema, response: BookingViewSchema, errors: [400, 401, 403, 404, 409] },
  'POST /api/v1/bookings/{id}/decline': { summary: "Decline a request, with an optional message (the listing's host)", pathId: true, body: DecisionBodySchema, response: BookingViewSchema, errors: [400, 401, 403, 404, 409] },
  'POST /api/v1/bookings/{id}/withdraw': { summary: 'Withdraw a request (the guest)', pathId: true, response: BookingViewSchema, errors: [400, 401, 403, 404, 409] },
  'POST /api/v1/bookings/{id}/cancel': { summary: "Cancel a confirmed stay: the guest under the listing's policy, the host with a full refund", pathId: true, body: CancelBodySchema, response: BookingViewSchema, errors: [400, 401, 403, 404, 409] },
  'POST /api/v1/bookings/{id}/review': {
    summary: "Review a completed stay, once, within the review window: the guest rates the listing (overall, six categories, text), the host rates the guest (overall, text). Published when both are in or when the window closes; 409 REVIEW_NOT_OPEN before completion, REVIEW_WINDOW_CLOSED after, ALREADY_REVIEWED the second time",
    pathId: true, body: z.union([GuestReviewBodySchema, HostReviewBodySchema]), response: BookingReviewSchema, status: 201, errors: [400, 401, 403, 404, 409],
  },
  'POST /api/v1/reviews/{id}/response': {
    summary: "Answer a published review of my listing, once (the listing's host); 409 ALREADY_RESPONDED the second time",
    pathId: true, body: ReviewResponseBodySchema, response: BookingReviewSchema, errors: [400, 401, 403, 404, 409],
  },
  'POST /api/v1/reports': {
    summary: 'Report a listing, member, review or message to the operator (acknowledged by notification). 201 new; 200 with my open report on the same target, unchanged',
    body: CreateReportBodySchema, response: ReportViewSchema, status: 201, existing: 'My open report on the same target, unchanged', errors: [400, 401, 404, 429],
  },
  'POST /api/v1/listings/{id}/calendar/block': { summary: 'Block nights (the host; merges with touching blocks); the calendar of the range, or 409 if a booking holds one', pathId: true, body: BlockBodySchema, response: HostCalendarSchema, errors: [400, 401, 403, 404, 409] },
  'POST /api/v1/listings/{id}/calendar/unblock': { summary: "Free nights from the host's blocks (imported blocks stay); the calendar of the range", pathId: true, body: BlockBodySchema, response: HostCalendarSchema, errors: [400, 401, 403, 404] },
  'POST /api/v1/listings/{id}/calendar/price': { summary: "Set the nights' price in minor units, or null for the base price; the calendar of the range", pathId: true, body: PriceBodySchema, response: HostCalendarSchema, errors: [400, 401, 403, 404] },
  'POST /api/v1/listings/{id}/feeds': { summary: "Import another channel's calendar by address (http, https, webcal); synced at once, a failure shows on the feed", pathId: true, body: AddFeedBodySchema, response: FeedViewSchema, status: 201, errors: [400, 401, 403, 404] },
  'POST /api/v1/listings/{id}/feeds/import': {
    summary: `Import an uploaded .ics file (multipart/form-data, at most ${FEED_LIMITS.maxBytes / 1024 / 1024} MB)`, pathId: true, response: FeedViewSchema, status: 201,
    upload: { file: 'the .ics file', fields: { name: 'what to call it (default: the file name)' } }, errors: [400, 401, 403, 404, 413, 415],
  },
  'POST /api/v1/listings/{id}/feeds/{feedId}/sync': { summary: 'Fetch (or re-read) an imported calendar now', pathId: true, pathParams: ['feedId'], response: FeedViewSchema, errors: [400, 401, 403, 404] },
  'DELETE /api/v1/listings/{id}/feeds/{feedId}': { summary: 'Remove an imported calendar and its blocks', pathId: true, pathParams: ['feedId'], response: Ok, errors: [400, 401, 403, 404] },
  'POST /api/v1/listings/{id}/calendar/export/reset': { summary: 'A new secret export address (the old one answers 404 from now on)', pathId: true, response: CalendarExportSchema, errors: [401, 403, 404] },
  'POST /api/v1/notifications/read': { summary: 'Mark my notifications read (the given ids, or all); returns the unread count', body: MarkReadBodySchema, response: UnreadCountResponseSchema, errors: [400, 401, 403] },
  'POST /api/auth/sign-up/email': { summary: 'Create an account; a verification link is e-mailed (never signs in; same answer for a known address)', body: SignUpBodySchema, response: AnyJson, errors: [400, 403, 429] },
  'POST /api/auth/sign-in/email': { summary: 'Log in (sets the session cookie), or {twoFactorRedirect: true}', access: 'public', body: SignInBodySchema, response: AnyJson, errors: [400, 401, 403, 429] },
  'POST /api/auth/sign-out': { summary: 'Log out', access: 'optional', response: AnyJson },
  'POST /api/auth/send-verification-email': { summary: 'Send the verification link again', body: ResendVerificationBodySchema, response: AnyJson, errors: [400, 429] },
  'POST /api/auth/request-password-reset': { summary: 'E-mail a password-reset link (same answer whether or not the account exists)', body: ForgotPasswordBodySchema, response: AnyJson, errors: [400, 429] },
  'POST /api/auth/reset-password': { summary: 'Set a new password with a reset link (signs out every session)', body: ResetPasswordBodySchema, response: AnyJson, errors: [400] },
  'POST /api/auth/change-password': { summary: 'Change my password', body: ChangePasswordBodySchema, response: AnyJson, errors: [400, 401] },
  'POST /api/auth/change-email': { summary: 'Change my e-mail (takes effect when the link sent to the new address is opened)', body: ChangeEmailBodySchema, response: AnyJson, errors: [400, 401, 409] },
  'POST /api/auth/two-factor/enable': { summary: 'Start two-factor set-up: {totpURI, backupCodes}', response: AnyJson, errors: [400, 401] },
  'POST /api/auth/two-factor/verify-totp': { summary: 'Check a TOTP code (finishes set-up, or a two-factor log-in)', access: 'optional', response: AnyJson, errors: [400, 401, 429] },
  'POST /api/auth/two-factor/verify-backup-code': { summary: 'Log in with a backup code', access: 'public', response: AnyJson, errors: [400, 401, 429] },
  'POST /api/auth/two-factor/disable': { summary: 'Turn two-factor off', response: AnyJson, errors: [400, 401] },
  'POST /api/auth/two-factor/generate-backup-codes': { summary: 'New backup codes (the old ones stop working)', response: AnyJson, errors: [400, 401] },
  'POST /api/auth/sign-in/oauth2': { summary: 'Start "Continue with …" for a configured OpenID Connect provider: {url} to open', response: AnyJson, errors: [400, 404] },
  ...messageWrites,
  ...wishlistWrites,
  ...pageWrites,
  ...webhookWrites,
  ...tokenWrites,
  ...adminWrites,
  ...adminListWrites,
  ...settingsWrites,
};

const ops: Record<string, Op> = {
  '/api/v1/me': { summary: 'Who I am (401 for visitors)', response: MeSchema, errors: [401] },
  '/api/v1/me/sessions': { summary: 'My active sessions', response: z.object({ sessions: z.array(SessionViewSchema) }), errors: [401] },
  '/api/auth/get-session': { summary: 'The current session and user, or null (renews the cookie while used)', access: 'optional', response: AnyJson.nullable() },
  '/api/auth/verify-email': { summary: 'Open an e-mailed verification link (signs in); LINK_INVALID when used, LINK_EXPIRED after 24 h', query: z.object({ token: z.string() }), response: AnyJson, errors: [400] },
  '/api/v1/bookings': { summary: 'My trips (as=guest) or the reservations of my listings (as=host)', query: BookingListQuerySchema, response: BookingListResponseSchema, errors: [400, 401] },
  '/api/v1/bookings/{id}': { summary: 'One booking with its history (its guest, its host or an operator)', pathId: true, response: BookingViewSchema, errors: [400, 401, 404] },
  '/api/v1/bookings/{id}/review': {
    summary: "A stay's reviews as the caller may see them (the other side's only once published), the window and whether the caller can write or answer",
    pathId: true, response: BookingReviewsViewSchema, errors: [400, 401, 404],
  },
  '/api/v1/users/{id}': { summary: "A member's public profile: name, avatar, about, member since, verified e-mail, published listings, reviews received (404 for deleted or banned members)", pathId: true, response: PublicProfileSchema, errors: [400, 404] },
  '/api/v1/users/{id}/reviews': { summary: 'Published reviews a member received, as host (of their listings) and as guest, newest first', pathId: true, query: UserReviewsQuerySchema, response: UserReviewsResponseSchema, errors: [400, 404] },
  '/api/v1/listings/{id}/calendar': { summary: "A listing's nights for its host (or an operator): state, price, bookings with guest names, blocks", pathId: true, query: HostCalendarQuerySchema, response: HostCalendarSchema, errors: [400, 401, 404] },
  '/api/v1/listings/{id}/feeds': { summary: "The listing's imported calendars with their last sync, last error and conflicts", pathId: true, response: FeedListSchema, errors: [401, 404] },
  '/api/v1/listings/{id}/calendar/export': { summary: 'The secret address other channels import this calendar from (the host)', pathId: true, response: CalendarExportSchema, errors: [400, 401, 403, 404] },
  '/api/v1/listings/{id}/calendar.ics': { summary: 'The calendar as iCalendar: held bookings and host blocks as all-day events (404 without the right token)', pathId: true, query: CalendarExportQuerySchema, response: z.string(), responseType: 'text/calendar', errors: [404], etag: true },
  '/api/v1/notifications': { summary: 'My notifications, newest first, with the unread count', query: NotificationListQuerySchema, response: NotificationListResponseSchema, errors: [400, 401] },
  '/api/v1/notifications/unread-count': { summary: 'How many of my notifications are unread (the bell)', response: UnreadCountResponseSchema, errors: [401] },
  '/api/v1/config': { summary: "This Roost's name, currency and map style", response: SiteConfigSchema },
  '/api/v1/places': { summary: 'Destinations for the search box (offline gazetteer)', query: PlacesQuerySchema, response: PlacesResponseSchema, errors: [400] },
  '/api/v1/listings': { summary: 'Search published listings: a page of cards, the total, and a pin for every match or, above the pin limit, map clusters', query: SearchQueryObject, response: SearchResponseSchema, errors: [400] },
  '/api/v1/destinations': { summary: 'Featured destinations with their number of stays', response: DestinationsResponseSchema },
  '/api/v1/listings/{id}': {
    summary: 'One published listing; its host and admins may also preview it in another status (a draft without a location or price: 422). The exact location goes to its host and to guests with a confirmed booking there',
    pathId: true, response: ListingDetailSchema, errors: [400, 404, 422], access: 'optional',
  },
  '/api/v1/host/listings': { summary: 'My listings, last changed first, with status, what is missing to publish and what I can do', response: HostListingsResponseSchema, errors: [400, 401] },
  '/api/v1/host/listings/{id}': { summary: "One listing as its editor sees it (its host, or an admin)", pathId: true, response: HostListingSchema, errors: [400, 401, 404] },
  '/api/v1/listings/{id}/availability': { summary: 'Which nights can be booked, and their prices', pathId: true, query: AvailabilityQuerySchema, response: AvailabilityResponseSchema, errors: [400, 404] },
  '/api/v1/listings/{id}/quote': { summary: 'The price of a stay, or why it cannot be booked', pathId: true, query: QuoteQuerySchema, response: QuoteSchema, errors: [400, 404, 409, 422] },
  '/api/v1/listings/{id}/reviews': { summary: 'Published reviews of a listing', pathId: true, query: ReviewsQuerySchema, response: ReviewsResponseSchema, errors: [400, 404] },
  ...messageReads,
  ...wishlistReads,
  ...pageReads,
  ...adminReads,
  ...settingsReads,
  ...adminListReads,
  ...overviewReads,
  ...webhookReads,
  ...tokenReads,
};


function uploadSchema(u: NonNullable<Op['upload']>) {
  const fields = Object.fromEntries(Object.entries(u.fields).map(([k, description]) => [k, { type: 'string', description }]));
  return {
    type: 'object', required: ['file'], additionalProperties: false,
    properties: { file: { type: 'string', contentMediaType: 'application/octet-stream', description: u.file }, ...fields },
  };
}

/** `minorPerMajor`: 10 ** the marketplace currency's minor digits (100 for EUR). */
export function openApiDocument(serverUrl: string, minorPerMajor = 100) {
  const paths: Record<string, Record<string, unknown>> = {};
  const usedStatuses = new Set<number>();
  const all = [
    ...Object.entries(ops).map(([path, op]) => ['get', path, op] as const),
    ...Object.entries({ ...writes, ...hostingWrites(minorPerMajor) }).map(([key, op]) => {
      const [method, path] = key.split(' ');
      return [method!.toLowerCase(), path!, op] as const;
    }),
  ];
  for (const [method, path, op] of all) {
    const parameters: unknown[] = [];
    if (op.pathId) parameters.push({ name: 'id', in: 'path', required: true, schema: { type: 'string' } });
    for (const name of op.pathParams ?? []) parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    for (const h of op.headers ?? []) parameters.push({ name: h.name, in: 'header', required: false, description: h.description, schema: { type: 'string' } });
    if (op.etag) parameters.push({ name: 'If-None-Match', in: 'header', required: false, description: 'The ETag of a copy the caller holds: 304 if it is current', schema: { type: 'string' } });
    if (op.query) {
      const s = json(op.query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, schema] of Object.entries(s.properties ?? {})) {
        parameters.push({ name, in: 'query', required: s.required?.includes(name) ?? false, schema });
      }
    }
    const isWrite = method !== 'get';
    const tokenScope = scopeFor(method.toUpperCase(), path.replace(/\{[^}]+\}/g, 'x'));
    // Any call may meet an API token (features/api-tokens): a bad one is 401, one without the call's
    // scope 403; a call tokens may make also answers 429 past the token's requests per minute.
    const tokenErrors = [401, 403, ...(tokenScope ? [429] : [])];
    const errors = [...new Set([...(op.errors ?? []), ...(isWrite ? [403] : []), ...tokenErrors])].sort();
    const responses: Record<string, unknown> = {
      [op.status ?? 200]: {
        description: op.existing ? 'Created' : 'OK',
        content: { [op.responseType ?? 'application/json']: { schema: responseSchema(op.response), ...examplesOf(op.response) } },
        ...(op.etag ? { headers: { ETag: { description: 'Send it back in If-None-Match', schema: { type: 'string' } } } } : {}),
      },
      ...(op.etag ? { 304: { description: 'Not modified: the copy named by If-None-Match is current' } } : {}),
      ...(op.existing ? { 200: { description: op.existing, content: { 'application/json': { schema: responseSchema(op.response), ...examplesOf(op.response) } } } } : {}),
    };
    for (const status of errors) responses[status] = errorRef(status);
    const requestBody = op.body ? { required: true, content: { 'application/json': { schema: json(op.body, 'input'), ...examplesOf(op.body) } } }
      : op.upload ? {
        required: true,
        content: {
          'multipart/form-data': {
            schema: uploadSchema(op.upload),
            ...(op.upload.types ? { encoding: { file: { contentType: op.upload.types } } } : {}),
          },
        },
      } : undefined;
    const access = op.access ?? (op.errors?.includes(401) ? 'session' : 'public');
    (paths[path] ??= {})[method] = {
      operationId: operationId(method, path), summary: op.summary, tags: [tagOf(method, path, access)],
      security: security(access, tokenScope),
      parameters, ...(requestBody ? { requestBody } : {}), responses,
    };
    for (const status of errors) usedStatuses.add(status);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Roost API', version: '1',
      description: 'Every error has the shape {"error": {"code", "message", "details"?, "requestId"}} (SPEC section 8). '
        + 'Members are identified by the session cookie POST /api/auth/sign-in/email sets; writes from another site are refused (403). '
        + 'A script may instead send a personal API token (made in /account) as `Authorization: Bearer roost_pat_…`: a call accepts one '
        + 'only when its security lists `token` with the scope the token must have; any other call answers a token with 403 FORBIDDEN, '
        + 'and a malformed, unknown, expired or revoked token gets 401 UNAUTHENTICATED. '
        + WEBHOOKS_DESCRIPTION,
      license: { name: 'GNU Affero General Public License v3.0 or later', identifier: 'AGPL-3.0-or-later' },
    },
    servers: [{ url: serverUrl }],
    tags: TAGS.map((tag) => ({ ...tag })),
    paths,
    webhooks: Object.fromEntries(WEBHOOK_EVENTS.map((e) => [e.type, {
      post: {
        operationId: `webhook${e.type.split('.').map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')}`,
        summary: e.summary,
        security: [{ webhookSignature: [] }],
        parameters: ['webhook-id', 'webhook-timestamp'].map((name) => ({ name, in: 'header', required: true, schema: { type: 'string' } })),
        requestBody: {
          required: true,
          content: { 'application/json': { schema: json(z.object({ type: z.literal(e.type), timestamp: z.string(), data: e.data }), 'output') } },
        },
        responses: { 200: { description: 'Any 2xx: delivered. Anything else, or no answer within the timeout: retried.' } },
      },
    }])),
    components: {
      schemas: Object.fromEntries(Object.entries(NAMED_VIEWS).map(([name, schema]) => [name, json(schema, 'output')])),
      securitySchemes: { ...securitySchemes, webhookSignature: WEBHOOK_SIGNATURE },
      responses: errorResponses([...usedStatuses].sort()),
    },
  };
}
