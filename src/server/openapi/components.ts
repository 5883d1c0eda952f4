import type { z } from 'zod';
import { MeSchema } from '../../contract/auth.js';
import { BookingViewSchema } from '../../contract/booking.js';
import { CalendarExportSchema, FeedViewSchema, HostCalendarSchema } from '../../contract/calendar.js';
import { HostListingSchema, PhotoListSchema } from '../../contract/hosting.js';
import { AdminMemberResponseSchema, AdminReportDetailSchema, BanResultSchema } from '../../contract/moderation.js';
import { UnreadCountResponseSchema } from '../../contract/notifications.js';
import { PhotoViewSchema } from '../../contract/photos.js';
import { BookingReviewSchema } from '../../contract/reviews.js';
import { AdminSettingsSchema } from '../../contract/settings.js';
import { WebhookDeliveriesSchema, WebhookDeliverySchema, WebhookEndpointSchema, WebhookListSchema, WebhookWithSecretSchema } from '../../contract/webhooks.js';
import { StartConversationResponseSchema } from '../../contract/messages.js';
import { ReportViewSchema } from '../../contract/reports.js';
import { WishlistItemResponseSchema, WishlistSummarySchema } from '../../contract/wishlists.js';

/**
 * The views several calls answer with, written once under `components.schemas` and referred to
 * by name (`#/components/schemas/BookingView`): the document is smaller for every reader of it,
 * and a generated client gets one named type per view instead of a copy per call. A response is
 * named here when it is answered twice or more (two calls, or one call's 201 and 200): `components.test.ts`.
 */
export const NAMED_VIEWS: Record<string, z.ZodType> = {
  BookingView: BookingViewSchema,
  HostListing: HostListingSchema,
  Me: MeSchema,
  HostCalendar: HostCalendarSchema,
  FeedView: FeedViewSchema,
  PhotoView: PhotoViewSchema,
  PhotoList: PhotoListSchema,
  CalendarExport: CalendarExportSchema,
  BookingReview: BookingReviewSchema,
  WishlistSummary: WishlistSummarySchema,
  WishlistItemResponse: WishlistItemResponseSchema,
  WebhookWithSecret: WebhookWithSecretSchema,
  WebhookDelivery: WebhookDeliverySchema,
  WebhookDeliveries: WebhookDeliveriesSchema,
  WebhookEndpoint: WebhookEndpointSchema,
  WebhookList: WebhookListSchema,
  StartConversationResponse: StartConversationResponseSchema,
  ReportView: ReportViewSchema,
  UnreadCountResponse: UnreadCountResponseSchema,
  BanResult: BanResultSchema,
  AdminSettings: AdminSettingsSchema,
  AdminReportDetail: AdminReportDetailSchema,
  AdminMemberResponse: AdminMemberResponseSchema,
};

const nameOf = new Map<z.ZodType, string>(Object.entries(NAMED_VIEWS).map(([name, schema]) => [schema, name]));

/** The component name of a response schema, if it is a named view. */
export function viewName(schema: z.ZodType): string | undefined {
  return nameOf.get(schema);
}
