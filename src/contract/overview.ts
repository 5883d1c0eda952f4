import { z } from 'zod';

/** The console's Overview (issue 14): what needs attention and the marketplace's figures by week. */

export const OVERVIEW_WEEKS_MAX = 52;
export const OverviewQuerySchema = z.strictObject({
  /** How many weeks (Monday to Sunday, UTC) the series cover, the current one last. */
  weeks: z.coerce.number().int().min(1).max(OVERVIEW_WEEKS_MAX).default(12),
});
export type OverviewQuery = z.infer<typeof OverviewQuerySchema>;

export const ATTENTION_KINDS = ['pendingListings', 'openReports', 'expiringRequests', 'failingFeeds'] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

export const AttentionItemSchema = z.object({
  kind: z.enum(ATTENTION_KINDS),
  count: z.number().int().min(0),
  /** The console page (a path of the web app) where they are handled, or null when there is none yet. */
  href: z.string().nullable(),
});
export type AttentionItem = z.infer<typeof AttentionItemSchema>;

export const LISTING_STATUSES = ['draft', 'pending_review', 'published', 'unlisted', 'suspended'] as const;

/** One week of figures; `week` is its Monday (YYYY-MM-DD, UTC). */
export const OverviewWeekSchema = z.object({
  week: z.string(),
  /** Members who signed up that week. */
  newMembers: z.number().int().min(0),
  /** Bookings created that week (requests and instant bookings, whatever became of them). */
  bookings: z.number().int().min(0),
  /** The total, in minor units by currency, of that week's bookings that are now confirmed or completed. */
  value: z.record(z.string(), z.number().int()),
  /** Booked nights ÷ available nights of published listings, 0..1; null when no listing was published. */
  occupancy: z.number().min(0).max(1).nullable(),
  /** Requests made that week that got an answer (accepted or declined) before they expired, and those decided either way. */
  requestsAnswered: z.number().int().min(0),
  requestsDecided: z.number().int().min(0),
  /** requestsAnswered ÷ requestsDecided, null when none was decided. */
  answeredShare: z.number().min(0).max(1).nullable(),
});
export type OverviewWeek = z.infer<typeof OverviewWeekSchema>;

export const OverviewResponseSchema = z.object({
  /** The instant the figures were taken (the server's business time). */
  at: z.string(),
  attention: z.array(AttentionItemSchema),
  /** Listings by status now. */
  listings: z.object(Object.fromEntries(LISTING_STATUSES.map((s) => [s, z.number().int().min(0)])) as Record<(typeof LISTING_STATUSES)[number], z.ZodNumber>),
  /** The currencies `value` uses, the marketplace's own first. */
  currencies: z.array(z.string()),
  weeks: z.array(OverviewWeekSchema),
});
export type OverviewResponse = z.infer<typeof OverviewResponseSchema>;
