import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/session.js';
import { notFound } from '../../http/errors.js';
import { todayIn } from '../../../domain/dates.js';
import { calendarListing } from './access.js';
import * as repo from './export-repo.js';
import { writeCalendar } from './ics-write.js';
import { settings } from '../settings/index.js';

/**
 * The listing's calendar for other channels: a secret address per listing that the host copies
 * into Airbnb, Booking.com or Vrbo, and may reset (the old address then answers 404).
 */

const newToken = () => randomBytes(24).toString('base64url');

const exportUrl = (deps: Deps, listingId: string, token: string) =>
  `${deps.config.publicUrl}/api/v1/listings/${encodeURIComponent(listingId)}/calendar.ics?token=${token}`;

export async function getExportUrl(deps: Deps, user: SessionUser, id: string): Promise<{ url: string }> {
  const l = await calendarListing(deps.database.db, user, id, { write: true });
  return { url: exportUrl(deps, l.id, await repo.ensureToken(deps.database.db, l.id, newToken(), deps.now())) };
}

export async function resetExportUrl(deps: Deps, user: SessionUser, id: string): Promise<{ url: string }> {
  const l = await calendarListing(deps.database.db, user, id, { write: true });
  const token = newToken();
  await repo.replaceToken(deps.database.db, l.id, token, deps.now());
  return { url: exportUrl(deps, l.id, token) };
}

/** Equal-length digests, so the comparison takes the same time whatever the guess. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The .ics text and its ETag, or 404 for a wrong token (the same answer as for a listing that
 * does not exist). Events carry no guest data: the address is shared with other companies.
 */
export async function exportCalendar(deps: Deps, id: string, token: string): Promise<{ body: string; etag: string }> {
  const { db } = deps.database;
  const l = await repo.exportedListing(db, id);
  if (!l || !sameSecret(token, l.token)) throw notFound('That calendar');
  const today = todayIn(l.time_zone, deps.now());
  const host = new URL(deps.config.publicUrl).hostname;
  const rows = await repo.exportedRanges(db, l.id, today);
  const { siteName } = await settings(deps);
  const body = writeCalendar({
    prodId: `-//${siteName.replace(/\/\//g, '/')}//Roost calendar export//EN`,
    name: `${siteName}: ${l.title}`.slice(0, 200),
    events: rows.map((r) => ({
      uid: `${r.kind}-${r.id}@${host}`,
      start: r.start_date,
      end: r.end_date,
      summary: r.kind === 'booking' ? 'Reserved' : 'Not available',
      stamp: new Date(r.changed_at),
    })),
  });
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}
