/**
 * Double-blind reviews (SPEC §4): who may write, when a booking's reviews are published, and
 * who may read a review. Pure rules; the server applies them in one place each.
 */
import type { BookingStatus } from '../booking/states.js';
import type { WindowState } from './window.js';

export const REVIEW_DIRECTIONS = ['guest_to_listing', 'host_to_guest'] as const;
export type ReviewDirection = (typeof REVIEW_DIRECTIONS)[number];
export type Side = 'guest' | 'host';

/** The guest reviews the listing; the host reviews the guest. */
export const directionOf = (side: Side): ReviewDirection => (side === 'guest' ? 'guest_to_listing' : 'host_to_guest');
export const authorSideOf = (d: ReviewDirection): Side => (d === 'guest_to_listing' ? 'guest' : 'host');
export const otherSide = (side: Side): Side => (side === 'guest' ? 'host' : 'guest');

/** Why a side may not write its review now, or null when it may. */
export type WriteRefusal = 'not_completed' | 'window_closed' | 'already_reviewed';

/**
 * A side may write once, after the stay is completed and before the window closes. A booking
 * that never completed (declined, cancelled…) is never reviewable.
 */
export function writeRefusal(b: { status: BookingStatus; window: WindowState; alreadyWritten: boolean }): WriteRefusal | null {
  if (b.status !== 'completed' || b.window === 'upcoming') return 'not_completed';
  if (b.alreadyWritten) return 'already_reviewed';
  if (b.window === 'closed') return 'window_closed';
  return null;
}

/**
 * When a booking's unpublished reviews become public: as soon as both sides are in, or once
 * the window has closed with at least one in. Never before either.
 */
export function publicationDue(b: { written: readonly Side[]; window: WindowState }): boolean {
  if (b.written.length === 0) return false;
  return (b.written.includes('guest') && b.written.includes('host')) || b.window === 'closed';
}

/**
 * The moment a publication counts from: now when both are in; the closing instant when the
 * window closed (a job or a read that applies it late still dates it to the rule, not to itself).
 */
export function publishedAt(b: { window: WindowState; closesAt: Date }, now: Date): Date {
  return b.window === 'closed' ? b.closesAt : now;
}

/** Who is reading: one side of the booking, an operator, or anyone else (the public). */
export type Reader = Side | 'admin' | 'public';

/**
 * The double-blind rule for reading: a published review is public; an unpublished one is seen
 * by its author alone — not by the other side, not by operators' public calls, through any call.
 */
export function mayRead(review: { direction: ReviewDirection; published: boolean }, reader: Reader): boolean {
  if (review.published) return true;
  return reader === authorSideOf(review.direction);
}

/** The listing's host may answer a published review of their listing, once. */
export function responseRefusal(r: { direction: ReviewDirection; published: boolean; answered: boolean }): 'not_answerable' | 'already_answered' | null {
  if (r.direction !== 'guest_to_listing' || !r.published) return 'not_answerable';
  return r.answered ? 'already_answered' : null;
}
