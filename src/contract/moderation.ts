import { z } from 'zod';
import { ADMIN_PAGE_MAX } from './admin.js';
import { FormerSchema } from './common.js';
import { ReportReasonSchema, ReportStatusSchema, ReportTargetTypeSchema } from './reports.js';

/**
 * The operator's console, second part (issue 14; docs/decisions/0027): acting on reports, and
 * members (search, their page, ban and unban, promote and demote).
 */

const Limit = z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(20);
const Cursor = z.string().max(200).optional();
/** A member; `former` once they deleted their account (`name` is then an English placeholder, decision 0040). */
const Person = z.object({ id: z.string(), name: z.string(), former: FormerSchema });

/** Why an operator acted: required wherever a member is affected, kept in the audit log. */
export const ModerationNoteSchema = z.string({ error: 'please give a reason' }).trim()
  .min(1, 'please give a reason').max(1000, 'at most 1000 characters');

// Reports --------------------------------------------------------------------------------------

export const REPORT_ACTIONS = ['dismiss', 'hide_review', 'hide_message', 'suspend_listing', 'ban_member'] as const;
export const ReportActionSchema = z.enum(REPORT_ACTIONS);
export type ReportAction = z.infer<typeof ReportActionSchema>;

export const AdminReportsQuerySchema = z.strictObject({
  /** open: waiting for the operator; closed: resolved or dismissed. */
  status: z.enum(['open', 'closed']).default('open'),
  targetType: ReportTargetTypeSchema.optional(),
  /** oldest first suits a queue; newest first a look at what just came in. */
  order: z.enum(['oldest', 'newest']).default('oldest'),
  cursor: Cursor,
  limit: Limit,
});
export type AdminReportsQuery = z.infer<typeof AdminReportsQuerySchema>;

export const AdminReportSchema = z.object({
  id: z.string(),
  targetType: ReportTargetTypeSchema,
  targetId: z.string(),
  /** A short name for the target (a listing's title, a member's name, "a review of …"); null when it is gone. */
  targetLabel: z.string().nullable(),
  /**
   * What `targetLabel` is made of, for words in the reader's language (decision 0040): a listing's
   * title (also a review's), a member's name (also a message's sender); null when it is gone.
   */
  targetName: z.string().nullable(),
  /** The member (or the message's sender) deleted their account: `targetName` is an English placeholder. */
  targetFormer: FormerSchema,
  reason: ReportReasonSchema,
  note: z.string().nullable(),
  status: ReportStatusSchema,
  reporter: Person.nullable(),
  createdAt: z.string(),
  action: ReportActionSchema.nullable(),
  resolutionNote: z.string().nullable(),
  handledBy: Person.nullable(),
  handledAt: z.string().nullable(),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;
export const AdminReportsResponseSchema = z.object({ items: z.array(AdminReportSchema), nextCursor: z.string().nullable() });
export type AdminReportsResponse = z.infer<typeof AdminReportsResponseSchema>;

/** What was reported, as the operator needs it to judge. */
export const ReportTargetContentSchema = z.object({
  exists: z.boolean(),
  /** The member it belongs to: the listing's host, the review's author, the message's sender, the member. */
  owner: z.object({ id: z.string(), name: z.string(), former: FormerSchema, status: z.enum(['active', 'banned']), role: z.enum(['user', 'admin']) }).nullable(),
  /** The review's or the message's text. */
  text: z.string().nullable(),
  /** The listing (reported, or the one the review is about). */
  listing: z.object({ id: z.string(), title: z.string(), status: z.string() }).nullable(),
  rating: z.number().int().nullable(),
  hiddenAt: z.string().nullable(),
  at: z.string().nullable(),
  /** A reported message's conversation, which the operator can read in full. */
  conversationId: z.string().nullable(),
});
export type ReportTargetContent = z.infer<typeof ReportTargetContentSchema>;

export const AdminReportDetailSchema = AdminReportSchema.extend({
  target: ReportTargetContentSchema,
  /** What the operator may do now (empty once the report is closed). */
  actions: z.array(ReportActionSchema),
  /** Other open reports on the same target, which acting (other than dismissing) closes too. */
  otherOpenReports: z.number().int(),
});
export type AdminReportDetail = z.infer<typeof AdminReportDetailSchema>;

export const ResolveReportBodySchema = z.strictObject({ action: ReportActionSchema, note: ModerationNoteSchema });
export type ResolveReportBody = z.infer<typeof ResolveReportBodySchema>;

// Members --------------------------------------------------------------------------------------

export const ADMIN_MEMBER_SORTS = ['joined', 'name', 'email'] as const;
export type AdminMemberSort = (typeof ADMIN_MEMBER_SORTS)[number];

export const AdminMembersQuerySchema = z.strictObject({
  /** Part of a name or an e-mail address. */
  q: z.string().trim().max(100).optional(),
  status: z.enum(['active', 'banned']).optional(),
  role: z.enum(['user', 'admin']).optional(),
  /** `joined` (newest first unless `dir=asc`), `name` or `email` (A to Z unless `dir=desc`). */
  sort: z.enum(ADMIN_MEMBER_SORTS).default('joined'),
  dir: z.enum(['asc', 'desc']).optional(),
  /** From the previous page's `nextCursor`, given for the same sort and direction. */
  cursor: Cursor,
  limit: Limit,
});
export type AdminMembersQuery = z.infer<typeof AdminMembersQuerySchema>;

export const AdminMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(['user', 'admin']),
  status: z.enum(['active', 'banned']),
  createdAt: z.string(),
});
export type AdminMember = z.infer<typeof AdminMemberSchema>;
export const AdminMembersResponseSchema = z.object({ items: z.array(AdminMemberSchema), nextCursor: z.string().nullable() });
export type AdminMembersResponse = z.infer<typeof AdminMembersResponseSchema>;

const MemberBooking = z.object({
  id: z.string(), listingId: z.string(), listingTitle: z.string(), checkIn: z.string(), checkOut: z.string(), status: z.string(),
  /** The other side: the host of a trip, the guest of a reservation. */
  other: Person.nullable(),
});
export type MemberBooking = z.infer<typeof MemberBooking>;

export const AdminMemberDetailSchema = z.object({
  member: AdminMemberSchema,
  listings: z.array(z.object({ id: z.string(), title: z.string(), status: z.string(), suspendedByBan: z.boolean() })),
  trips: z.array(MemberBooking),
  reservations: z.array(MemberBooking),
  reviews: z.array(z.object({
    id: z.string(), direction: z.enum(['guest_to_listing', 'host_to_guest']), rating: z.number().int(), text: z.string(),
    listingTitle: z.string(), submittedAt: z.string(), hiddenAt: z.string().nullable(),
  })),
  /** Reports about this member, their listings, reviews and messages, newest first. */
  reportsAgainst: z.array(z.object({
    id: z.string(), targetType: ReportTargetTypeSchema, targetId: z.string(), reason: ReportReasonSchema, status: ReportStatusSchema, createdAt: z.string(),
  })),
});
export type AdminMemberDetail = z.infer<typeof AdminMemberDetailSchema>;

export const MemberReasonBodySchema = z.strictObject({ reason: ModerationNoteSchema });
export type MemberReasonBody = z.infer<typeof MemberReasonBodySchema>;

/** What a ban did to one of the member's upcoming bookings, through the booking state machine. */
export const BanBookingOutcomeSchema = z.object({
  id: z.string(),
  listingTitle: z.string(),
  /** The banned member's side of it. */
  as: z.enum(['guest', 'host']),
  checkIn: z.string(),
  checkOut: z.string(),
  from: z.string(),
  to: z.string(),
  /** In minor units, for a cancelled confirmed booking. */
  refund: z.number().int().nullable(),
});
export type BanBookingOutcome = z.infer<typeof BanBookingOutcomeSchema>;

export const BanResultSchema = z.object({
  member: AdminMemberSchema,
  /** Upcoming bookings (requested or confirmed, check-in today or later) and what became of each. */
  bookings: z.array(BanBookingOutcomeSchema),
  /** Listings the ban suspended (ban) or restored (unban). */
  listings: z.array(z.object({ id: z.string(), title: z.string(), from: z.string(), to: z.string() })),
  /** Sessions ended (ban). */
  sessionsEnded: z.number().int(),
});
export type BanResult = z.infer<typeof BanResultSchema>;

export const AdminMemberResponseSchema = z.object({ member: AdminMemberSchema });

/** Shown in place of a message an operator hid. */
export const HIDDEN_MESSAGE_TEXT = 'This message was removed by the operator of this Roost.';

// --- Conversations reached from a report (issue 14 §1) ---

/** A page of a conversation for the operator: `before` is a message's place in it (`seq`), from `nextBefore`. */
export const AdminConversationQuerySchema = z.strictObject({
  before: z.coerce.number({ error: 'must be a number' }).int().min(1).optional(),
  limit: z.coerce.number({ error: 'must be a number' }).int().min(1).max(200).default(100),
});
export type AdminConversationQuery = z.infer<typeof AdminConversationQuerySchema>;

const ConversationParty = z.object({ id: z.string(), name: z.string(), former: FormerSchema, status: z.enum(['active', 'banned']) }).nullable();

/** A message as the operator reads it: hidden ones keep their words (and say when they were hidden). */
export const AdminConversationMessageSchema = z.object({
  id: z.string(),
  senderId: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  hiddenAt: z.string().nullable(),
  /** Open reports on this message (each is acted on from the report). */
  openReportId: z.string().nullable(),
});
export type AdminConversationMessage = z.infer<typeof AdminConversationMessageSchema>;

export const AdminConversationSchema = z.object({
  id: z.string(),
  listing: z.object({ id: z.string(), title: z.string(), status: z.string() }),
  guest: ConversationParty,
  host: ConversationParty,
  /** Oldest first within the page; the page is the newest `limit` before `before`. */
  messages: z.array(AdminConversationMessageSchema),
  /** Pass as `before` for the older messages; null at the start of the conversation. */
  nextBefore: z.number().int().nullable(),
});
export type AdminConversation = z.infer<typeof AdminConversationSchema>;

export const HideMessageBodySchema = z.strictObject({ reason: ModerationNoteSchema });
export type HideMessageBody = z.infer<typeof HideMessageBodySchema>;
export const HideMessageResponseSchema = z.object({ message: AdminConversationMessageSchema });
