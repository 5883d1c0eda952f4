import type { Deps } from '../../deps.js';
import type { AttentionItem, OverviewQuery, OverviewResponse, OverviewWeek } from '../../../contract/overview.js';
import { LISTING_STATUSES } from '../../../contract/overview.js';
import * as repo from './overview-repo.js';

const DAY_MS = 86_400_000;
/** A request expiring within this is "about to expire" (the expiry rule itself is 24 h: bookings' REQUEST_EXPIRY_HOURS). */
const EXPIRING_SOON_MS = 24 * 3_600_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The window of `weeks` UTC weeks ending with the one `now` is in: Mondays, `to` exclusive. */
export function weekWindow(now: Date, weeks: number): { from: string; to: string; mondays: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  const mondays = Array.from({ length: weeks }, (_, i) => ymd(monday - (weeks - 1 - i) * 7 * DAY_MS));
  return { from: mondays[0]!, to: ymd(monday + 7 * DAY_MS), mondays };
}

/** `GET /admin/overview`: what needs attention now and the marketplace's figures by week (decision 0031). */
export async function overview(deps: Deps, q: OverviewQuery): Promise<OverviewResponse> {
  const db = deps.database.db;
  const now = deps.now();
  const w = weekWindow(now, q.weeks);
  // Side by side: on PostgreSQL each takes a connection of its own, so the overview costs its
  // slowest query rather than the sum (PGlite, one connection, runs them in turn anyway).
  const [counts, statuses, members, bookings, requests, occupancy] = await Promise.all([
    repo.attentionCounts(db, new Date(now.getTime() + EXPIRING_SOON_MS)), repo.listingsByStatus(db),
    repo.newMembersByWeek(db, w), repo.bookingsByWeek(db, w), repo.requestsByWeek(db, w), repo.occupancyByWeek(db, w),
  ]);
  // Hrefs are web-app paths.
  const attention: AttentionItem[] = [
    { kind: 'pendingListings', count: counts.pending, href: '/admin/review' },
    { kind: 'openReports', count: counts.reports, href: '/admin/reports' },
    { kind: 'expiringRequests', count: counts.expiring, href: '/admin/bookings?status=requested&sort=created&dir=asc' },
    { kind: 'failingFeeds', count: counts.feeds, href: '/admin/feeds' },
  ];
  const listings = Object.fromEntries(LISTING_STATUSES.map((s) => [s, statuses.find((r) => r.status === s)?.n ?? 0])) as OverviewResponse['listings'];
  const currencies = [...new Set([deps.config.currency, ...bookings.map((b) => b.currency)])];
  const weeks = w.mondays.map((week): OverviewWeek => {
    const bs = bookings.filter((b) => b.week === week);
    const r = requests.find((x) => x.week === week);
    const o = occupancy.find((x) => x.week === week);
    return {
      week,
      newMembers: members.find((m) => m.week === week)?.n ?? 0,
      bookings: bs.reduce((n, b) => n + b.n, 0),
      value: Object.fromEntries(currencies.map((c) => [c, bs.filter((b) => b.currency === c).reduce((n, b) => n + b.value, 0)])),
      occupancy: o && o.available > 0 ? Math.min(1, o.booked / o.available) : null,
      requestsAnswered: r?.answered ?? 0,
      requestsDecided: r?.decided ?? 0,
      answeredShare: r && r.decided > 0 ? r.answered / r.decided : null,
    };
  });
  return { at: now.toISOString(), attention, listings, currencies, weeks };
}
