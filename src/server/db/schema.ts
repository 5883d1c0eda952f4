import type { ColumnType, Generated } from 'kysely';
import type { EditorStep } from '../../contract/hosting.js';

/** Kysely's view of the tables (see migrations/). Rows never leave the server unmapped. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Point = ColumnType<{ x: number; y: number }, string, string>; // written as '(lng,lat)'

export interface UsersTable {
  id: string;
  email: string;
  email_verified: Generated<boolean>;
  name: string;
  avatar_url: string | null;
  bio: Generated<string>;
  /** null: follow the browser (migration 023). */
  locale: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language of the pages they last signed in from, for e-mails while `locale` is null (migration 026). */
  last_locale: ColumnType<string | null, string | null | undefined, string | null>;
  role: Generated<'user' | 'admin'>;
  status: Generated<'active' | 'banned'>;
  is_demo: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  two_factor_enabled: Generated<boolean>;
  deleted_at: Timestamp | null;
  avatar_key: string | null;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token: string;
  expires_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccountsTable {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Timestamp | null;
  refresh_token_expires_at: Timestamp | null;
  scope: string | null;
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TwoFactorsTable {
  id: string;
  user_id: string;
  secret: string;
  backup_codes: string;
  verified: boolean | null;
  failed_verification_count: number | null;
  locked_until: Timestamp | null;
}

export interface WishlistsTable {
  id: string;
  user_id: string;
  name: string;
  created_at: Timestamp;
}

export interface WishlistItemsTable {
  wishlist_id: string;
  listing_id: string;
  added_at: Timestamp;
}

export interface ConversationsTable {
  id: string;
  listing_id: string;
  guest_id: string | null;
  host_id: string | null;
  booking_id: string | null;
  created_at: Timestamp;
}

export interface MessagesTable {
  id: string;
  conversation_id: string;
  sender_id: string | null;
  body: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
  /** Stream position (migration 012): a number from message_stream_seq and the writing transaction. */
  seq: Generated<number>;
  xid: Generated<string>;
  /** Set when an operator hid the message (migration 017). */
  hidden_at: Timestamp | null;
}

export interface ConversationMembersTable {
  conversation_id: string;
  user_id: string;
  role: 'guest' | 'host';
  last_seq: Generated<number>;
  unread_count: Generated<number>;
  last_read_seq: Generated<number>;
  read_at: Timestamp | null;
  read_xid: string | null;
  read_seq: number | null;
  emailed_seq: Generated<number>;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: string;
  payload: ColumnType<unknown, string, string>;
  created_at: Timestamp;
  read_at: Timestamp | null;
  email_status: Generated<'pending' | 'sending' | 'sent' | 'failed' | 'skipped'>;
  email_attempts: Generated<number>;
  email_after: Timestamp | null;
  dedupe_key: string | null;
  /** false for e-mail-only notices (the grouped message e-mail): never listed in the bell. */
  in_app: Generated<boolean>;
}

export interface AuditEventsTable {
  id: Generated<number>;
  actor_id: string | null;
  action: string;
  target_type: string;
  target_id: string;
  details: ColumnType<unknown, string | undefined, string>;
  at: Timestamp;
}

/** The operator's text of a site page (migration 013); a page without a row shows its default. */
export interface SitePagesTable {
  slug: 'about' | 'help' | 'terms' | 'privacy';
  /** The language of this text (migration 026): one row per page and language the operator wrote. */
  lang: ColumnType<'en' | 'es', 'en' | 'es' | undefined, 'en' | 'es'>;
  title: string;
  body: string;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** One setting an operator saved (migration 018); a setting without a row follows the environment. */
export interface SettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface OutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface ListingsTable {
  id: string;
  host_id: string;
  title: Generated<string>;
  description: Generated<string>;
  property_type: string;
  room_type: string;
  max_guests: number;
  bedrooms: Generated<number>;
  beds: Generated<number>;
  bathrooms: Generated<number>;
  amenities: Generated<string[]>;
  street: Generated<string>;
  city: Generated<string>;
  region: Generated<string>;
  postal_code: Generated<string>;
  country: Generated<string>;
  location: Point | null;
  approx_location: Point | null;
  time_zone: Generated<string>;
  /** Minor units; null while a draft has no price yet (migration 008). */
  nightly_price: number | null;
  cleaning_fee: Generated<number>;
  min_nights: Generated<number>;
  max_nights: Generated<number>;
  check_in_from: Generated<string>;
  check_in_until: Generated<string>;
  check_out_by: Generated<string>;
  instant_book: Generated<boolean>;
  cancellation_policy: Generated<'flexible' | 'moderate' | 'strict'>;
  house_rules: Generated<string>;
  pets_allowed: Generated<boolean>;
  smoking_allowed: Generated<boolean>;
  events_allowed: Generated<boolean>;
  status: Generated<'draft' | 'pending_review' | 'published' | 'unlisted' | 'suspended'>;
  status_reason: string | null;
  rating_average: number | null;
  review_count: Generated<number>;
  relevance: Generated<number>;
  sleeping_arrangements: ColumnType<unknown, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The editor step the host was on (contract/hosting.ts EDITOR_STEPS). */
  editor_step: Generated<EditorStep>;
  /** The status a suspended listing had; restore returns there. */
  status_before_suspension: 'draft' | 'pending_review' | 'published' | 'unlisted' | null;
  submitted_at: Timestamp | null;
  published_at: Timestamp | null;
  /** Suspended by its host's ban (migration 017): the unban restores it. */
  suspended_by_ban: Generated<boolean>;
}

export interface PhotosTable {
  id: string;
  listing_id: string;
  position: number;
  caption: Generated<string>;
  alt_text: Generated<string>;
  width: number;
  height: number;
  storage_key: string;
  variants: number[];
  placeholder: string;
  created_at: Timestamp;
}

/** Migration 009: storage keys whose files may belong to no photo (see the migration). */
export interface PhotoOrphansTable {
  storage_key: string;
  /** When an unclaimed upload is given up; null: remove as soon as no photo uses the key. */
  remove_after: Timestamp | null;
  /** Migration 022: the server process that noted an upload (orphans.ts PROCESS_ID), null otherwise. */
  noted_by: string | null;
}

export interface CalendarBlocksTable {
  id: string;
  listing_id: string;
  start_date: string;
  end_date: string;
  reason: 'host' | 'imported';
  feed_id: string | null;
  created_at: Timestamp;
}

export interface CalendarFeedsTable {
  id: string;
  listing_id: string;
  name: string;
  url: string | null;
  kind: Generated<'url' | 'file'>;
  file_body: string | null;
  etag: string | null;
  last_modified: string | null;
  last_synced_at: Timestamp | null;
  last_error: string | null;
  /** What kind of failure `last_error` is (contract/calendar.ts FEED_ERROR_CODES), for wording it; migration 026. */
  last_error_code: ColumnType<string | null, string | null | undefined, string | null>;
  last_error_at: Timestamp | null;
  next_sync_at: Timestamp | null;
  claimed_until: Timestamp | null;
  created_at: Timestamp;
}

export interface CalendarExportsTable {
  listing_id: string;
  token: string;
  created_at: Timestamp;
}

export interface PriceOverridesTable {
  id: string;
  listing_id: string;
  start_date: string;
  end_date: string;
  nightly_price: number;
  created_at: Timestamp;
}

export interface BookingsTable {
  id: string;
  listing_id: string;
  guest_id: string | null;
  check_in: string;
  check_out: string;
  adults: number;
  children: Generated<number>;
  infants: Generated<number>;
  pets: Generated<number>;
  status: string;
  currency: string;
  price: ColumnType<unknown, string, string>;
  total: number;
  message_to_host: string | null;
  expires_at: Timestamp | null;
  refund_amount: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BookingEventsTable {
  id: Generated<number>;
  booking_id: string;
  actor_id: string | null;
  from_status: string | null;
  to_status: string;
  reason: string | null;
  at: Timestamp;
}

export interface ReviewsTable {
  id: string;
  booking_id: string;
  listing_id: string;
  author_id: string | null;
  direction: 'guest_to_listing' | 'host_to_guest';
  rating: number;
  cleanliness: number | null;
  accuracy: number | null;
  check_in: number | null;
  communication: number | null;
  location: number | null;
  value: number | null;
  body: string;
  host_response: string | null;
  host_response_at: Timestamp | null;
  submitted_at: Timestamp;
  published_at: Timestamp | null;
  /** Set when an operator hid the review (migration 017). */
  hidden_at: Timestamp | null;
}

export interface ReportsTable {
  id: string;
  reporter_id: string | null;
  target_type: 'listing' | 'user' | 'review' | 'message';
  target_id: string;
  reason: 'spam' | 'scam' | 'inappropriate' | 'unsafe' | 'discrimination' | 'other';
  note: string | null;
  status: Generated<'open' | 'resolved' | 'dismissed'>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** How an operator handled it (migration 017). */
  action: 'dismiss' | 'hide_review' | 'hide_message' | 'suspend_listing' | 'ban_member' | null;
  resolution_note: string | null;
  handled_by: string | null;
  handled_at: Timestamp | null;
}

/** Projection rows stored away from their place, until the search upkeep restores the order (migration 008). */
export interface ListingSearchDisplacedTable {
  listing_id: string;
  at: Generated<Date>;
}

/** A member's personal API token (migration 015): the secret itself is never stored. */
export interface ApiTokensTable {
  id: string;
  user_id: string;
  name: string;
  token_hash: string;
  hint: string;
  scopes: ColumnType<string[], string[], string[]>;
  expires_at: Timestamp | null;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  window_started_at: Timestamp | null;
  window_count: Generated<number>;
}

export interface DB {
  users: UsersTable;
  listings: ListingsTable;
  photos: PhotosTable;
  photo_orphans: PhotoOrphansTable;
  calendar_blocks: CalendarBlocksTable;
  calendar_feeds: CalendarFeedsTable;
  calendar_exports: CalendarExportsTable;
  price_overrides: PriceOverridesTable;
  bookings: BookingsTable;
  booking_events: BookingEventsTable;
  reviews: ReviewsTable;
  reports: ReportsTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  two_factors: TwoFactorsTable;
  wishlists: WishlistsTable;
  wishlist_items: WishlistItemsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  conversation_members: ConversationMembersTable;
  notifications: NotificationsTable;
  audit_events: AuditEventsTable;
  site_pages: SitePagesTable;
  settings: SettingsTable;
  outbox: OutboxTable;
  listing_search_displaced: ListingSearchDisplacedTable;
  api_tokens: ApiTokensTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  job_runs: JobRunsTable;
}

/** One row per scheduled job: the tick it last ran for, and totals (migration 021). */
export interface JobRunsTable {
  job: string;
  tick: Timestamp;
  process: string;
  started_at: Timestamp;
  finished_at: Timestamp | null;
  runs: Generated<number>;
  failures: Generated<number>;
  last_error: string | null;
}

export interface WebhookEndpointsTable {
  id: string;
  owner_id: string;
  scope: 'host' | 'operator';
  url: string;
  secret: string;
  event_types: string[];
  description: Generated<string>;
  enabled: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  claimed_until: Timestamp | null;
  retry_from: Timestamp;
  by_hand: Generated<boolean>;
  last_attempt_at: Timestamp | null;
  last_status_code: number | null;
  last_error: string | null;
  last_response: string | null;
  last_duration_ms: number | null;
  created_at: Timestamp;
  delivered_at: Timestamp | null;
}

export interface WebhookAttemptsTable {
  id: Generated<string>;
  delivery_id: string;
  at: Timestamp;
  status_code: number | null;
  error: string | null;
  /** Why it failed, for the interface's words (migration 029); null when it worked or before codes were. */
  error_code: string | null;
  response: string | null;
  duration_ms: number;
  by_hand: Generated<boolean>;
}
