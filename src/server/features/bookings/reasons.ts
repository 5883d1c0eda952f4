import type { BookingReasonCode } from '../../../contract/booking.js';

/**
 * The sentences Roost itself writes into a booking's history (`booking_events.reason`), by code.
 * The English stays in the row and the answer; the code lets the web word it in the reader's
 * language (decision 0040).
 */
export const SYSTEM_REASONS = {
  no_answer: 'The host did not answer in time.',
  stay_over: 'The stay is over.',
  account_closed: 'The operator of this Roost closed the other member’s account.',
} as const satisfies Record<BookingReasonCode, string>;

const BY_SENTENCE = new Map<string, BookingReasonCode>(
  Object.entries(SYSTEM_REASONS).map(([code, sentence]) => [sentence, code as BookingReasonCode]),
);

/**
 * Which of Roost's reasons a history row holds, or null for a member's own note. Read from the
 * stored sentence, so rows written before the code existed get it too; only events Roost or an
 * operator made count (a member who typed the same words wrote a note of their own).
 */
export function reasonCodeOf(reason: string | null, actor: 'guest' | 'host' | 'system' | 'admin'): BookingReasonCode | null {
  if (!reason || actor === 'guest' || actor === 'host') return null;
  return BY_SENTENCE.get(reason) ?? null;
}
