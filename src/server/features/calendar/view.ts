import { FEED_ERROR_CODES, type FeedErrorCode, type FeedView } from '../../../contract/calendar.js';
import type { ConflictRow, FeedRow } from './feed-repo.js';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A feed row as the host sees it, with the imported nights that overlap a Roost booking. */
export function toFeedView(f: FeedRow, conflicts: ConflictRow[]): FeedView {
  return {
    id: f.id,
    name: f.name,
    url: f.url,
    kind: f.kind,
    lastSyncedAt: iso(f.last_synced_at),
    lastError: f.last_error,
    lastErrorCode: (FEED_ERROR_CODES as readonly string[]).includes(f.last_error_code ?? '') ? (f.last_error_code as FeedErrorCode) : null,
    lastErrorAt: iso(f.last_error_at),
    blockCount: f.block_count ?? 0,
    conflicts: conflicts.filter((c) => c.feed_id === f.id).map((c) => ({ startDate: c.start_date, endDate: c.end_date, bookingId: c.booking_id })),
  };
}
