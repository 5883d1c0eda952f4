import type { HostListing, HostListingSummary, ListingStatusName } from '../../../contract/hosting.js';
import {
  availableListingActions, LISTING_EVENTS, type ListingActorKind, type ListingEvent, type ListingReviewMode,
} from '../../../domain/listing/states.js';
import { missingRequirements } from '../../../domain/listing/completeness.js';
import { slugify } from '../../../domain/slug.js';
import { toPhotoView, type PhotoMedia, type PhotoRow } from '../photos/view.js';
import type { SessionUser } from '../auth/session.js';
import { completenessOf } from './columns.js';
import type { HostListingRow, ListingRow, ReviewQueueRow } from './repo.js';
import type { ReviewQueueItem } from '../../../contract/admin.js';
import { nameOf } from '../account/index.js';

/** What a view needs besides the rows: the marketplace's currency, the review mode, who is looking and where photos are served. */
export type ViewContext = { currency: string; minorPerMajor: number; mode: ListingReviewMode; viewer: SessionUser; media: PhotoMedia };

/**
 * The events the viewer may fire now, from the state machine: its host's, and an admin's when the
 * viewer is one (an operator hosting a place gets both). `submit` is offered while something is
 * missing too: the answer is then 422 naming what, the same list as `missing`.
 */
export function actionsFor(row: { host_id: string; status: ListingStatusName }, ctx: ViewContext): ListingEvent[] {
  const kinds: ListingActorKind[] = [];
  if (row.host_id === ctx.viewer.id) kinds.push('host');
  if (ctx.viewer.role === 'admin') kinds.push('admin');
  const allowed = new Set(kinds.flatMap((k) => availableListingActions(row.status, k, ctx.mode)));
  return LISTING_EVENTS.filter((e) => allowed.has(e));
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function toHostListing(row: ListingRow, photos: PhotoRow[], ctx: ViewContext): HostListing {
  return {
    id: row.id,
    slug: slugify(row.title),
    status: row.status,
    statusReason: row.status_reason,
    title: row.title,
    description: row.description,
    propertyType: row.property_type as HostListing['propertyType'],
    roomType: row.room_type as HostListing['roomType'],
    maxGuests: row.max_guests,
    bedrooms: row.bedrooms,
    beds: row.beds,
    bathrooms: Number(row.bathrooms),
    amenities: row.amenities as HostListing['amenities'],
    address: { street: row.street, city: row.city, region: row.region, postalCode: row.postal_code, country: row.country },
    location: row.location ? { lat: row.location.y, lng: row.location.x } : null,
    timeZone: row.time_zone,
    nightlyPrice: row.nightly_price,
    cleaningFee: row.cleaning_fee,
    currency: ctx.currency,
    minNights: row.min_nights,
    maxNights: row.max_nights,
    checkInFrom: row.check_in_from,
    checkInUntil: row.check_in_until,
    checkOutBy: row.check_out_by,
    instantBook: row.instant_book,
    cancellationPolicy: row.cancellation_policy,
    houseRules: { text: row.house_rules, petsAllowed: row.pets_allowed, smokingAllowed: row.smoking_allowed, eventsAllowed: row.events_allowed },
    photos: photos.map((p) => toPhotoView(ctx.media, p)),
    editorStep: row.editor_step,
    missing: missingRequirements(completenessOf(row, photos.length, ctx.minorPerMajor)),
    availableActions: actionsFor(row, ctx),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const coverOf = (row: HostListingRow, media: PhotoMedia) => row.cover_id === null ? null : toPhotoView(media, {
  id: row.cover_id, width: row.cover_width!, height: row.cover_height!, alt_text: row.cover_alt!, caption: row.cover_caption!,
  placeholder: row.cover_placeholder!, storage_key: row.cover_key!, variants: row.cover_variants!,
});

export function toHostListingSummary(row: HostListingRow, ctx: ViewContext): HostListingSummary {
  const cover = coverOf(row, ctx.media);
  return {
    id: row.id,
    slug: slugify(row.title),
    status: row.status,
    statusReason: row.status_reason,
    title: row.title,
    city: row.city,
    country: row.country,
    nightlyPrice: row.nightly_price,
    currency: ctx.currency,
    cover,
    photoCount: row.photo_count,
    editorStep: row.editor_step,
    missing: missingRequirements(completenessOf(row, row.photo_count, ctx.minorPerMajor)),
    availableActions: actionsFor(row, ctx),
    updatedAt: iso(row.updated_at),
  };
}

/** A row of the admins' review queue. */
export function toReviewQueueItem(row: ReviewQueueRow, minorPerMajor: number, media: PhotoMedia): ReviewQueueItem {
  return {
    id: row.id,
    slug: slugify(row.title),
    title: row.title,
    host: { id: row.host_id, ...nameOf(row.host_name, 'host') },
    city: row.city,
    country: row.country,
    submittedAt: iso(row.submitted_at),
    cover: coverOf(row, media),
    missing: missingRequirements(completenessOf(row, row.photo_count, minorPerMajor)),
  };
}
