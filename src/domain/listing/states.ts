/**
 * The listing state machine (SPEC §4): the one module that knows listing states, the events that
 * move between them and who may fire each, like domain/booking/states.ts for bookings. The server
 * asks `listingTransition` before every change (409 INVALID_TRANSITION when it refuses); the web
 * app shows the buttons `availableListingActions` names.
 */

export const LISTING_STATUSES = ['draft', 'pending_review', 'published', 'unlisted', 'suspended'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const LISTING_EVENTS = [
  'submit', 'approve', 'reject', 'unlist', 'relist', 'suspend', 'restore', 'delete',
] as const;
export type ListingEvent = (typeof LISTING_EVENTS)[number];

export type ListingActorKind = 'host' | 'admin';

/** Manual: an admin approves each submitted listing. Auto: a complete listing is published on submit. */
export type ListingReviewMode = 'manual' | 'auto';

type Rule = {
  from: ListingStatus | '*';
  event: ListingEvent;
  actor: ListingActorKind;
  /** `null` for delete (the listing is gone); `'previous'` for restore (the status before suspension). */
  to: ListingStatus | 'previous' | null;
  /** Only in this review mode. */
  mode?: ListingReviewMode;
};

/**
 * SPEC §4, row for row. Submitting requires a complete listing (checked by the server with
 * domain/listing/completeness.ts); a rejected listing goes back to draft with the admin's reason.
 * Suspension is from any state but suspended, and restore returns the listing to where it was.
 * Only a draft can be deleted: anything a guest may have seen or booked stays on record.
 */
export const LISTING_TRANSITIONS: readonly Rule[] = [
  { from: 'draft', event: 'submit', actor: 'host', to: 'pending_review', mode: 'manual' },
  { from: 'draft', event: 'submit', actor: 'host', to: 'published', mode: 'auto' },
  { from: 'pending_review', event: 'approve', actor: 'admin', to: 'published' },
  { from: 'pending_review', event: 'reject', actor: 'admin', to: 'draft' },
  { from: 'published', event: 'unlist', actor: 'host', to: 'unlisted' },
  { from: 'unlisted', event: 'relist', actor: 'host', to: 'published' },
  { from: '*', event: 'suspend', actor: 'admin', to: 'suspended' },
  { from: 'suspended', event: 'restore', actor: 'admin', to: 'previous' },
  { from: 'draft', event: 'delete', actor: 'host', to: null },
];

export type ListingTransitionResult =
  | { ok: true; to: ListingStatus | null }
  | { ok: false; reason: 'not_from_state' | 'not_for_actor' };

const applies = (r: Rule, from: ListingStatus, event: ListingEvent, mode: ListingReviewMode) =>
  r.event === event && (r.from === from || (r.from === '*' && from !== 'suspended')) && (!r.mode || r.mode === mode);

/**
 * Where `event` by `actor` takes a listing in `from`. `previous` is the status a suspended listing
 * had before its suspension (restore returns there; draft when unknown).
 */
export function listingTransition(
  from: ListingStatus, event: ListingEvent, actor: ListingActorKind,
  opts: { mode: ListingReviewMode; previous?: ListingStatus | null },
): ListingTransitionResult {
  const rules = LISTING_TRANSITIONS.filter((r) => applies(r, from, event, opts.mode));
  if (!rules.length) return { ok: false, reason: 'not_from_state' };
  const rule = rules.find((r) => r.actor === actor);
  if (!rule) return { ok: false, reason: 'not_for_actor' };
  if (rule.to === 'previous') return { ok: true, to: opts.previous && opts.previous !== 'suspended' ? opts.previous : 'draft' };
  return { ok: true, to: rule.to };
}

/** The events `actor` may fire on a listing in `status`, in table order. */
export function availableListingActions(status: ListingStatus, actor: ListingActorKind, mode: ListingReviewMode): ListingEvent[] {
  const events = LISTING_TRANSITIONS.filter((r) => r.actor === actor && applies(r, status, r.event, mode)).map((r) => r.event);
  return [...new Set(events)];
}

/** Statuses in which guests can find and book the listing. */
export const isPublic = (status: ListingStatus) => status === 'published';
