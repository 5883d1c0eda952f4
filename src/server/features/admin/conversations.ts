import type { Deps } from '../../deps.js';
import type { SessionUser } from '../auth/session.js';
import { AppError, notFound } from '../../http/errors.js';
import { hideMessage } from '../messages/index.js';
import type {
  AdminConversation, AdminConversationMessage, AdminConversationQuery, HideMessageBody,
} from '../../../contract/moderation.js';
import * as repo from './conversations-repo.js';
import { nameOf } from '../account/index.js';
import { insertAudit } from './reports-repo.js';

/**
 * The operator reads a conversation reached from a report (issue 14 §1): every message, the
 * hidden ones with their words, and may hide one with a reason. Private words read by an operator
 * are a fact worth keeping: each reading is written to the audit log.
 */

const iso = (d: Date | string) => new Date(d).toISOString();

function toMessage(m: repo.OperatorMessageRow): AdminConversationMessage {
  return {
    id: m.id, senderId: m.sender_id, body: m.body, createdAt: iso(m.created_at),
    hiddenAt: m.hidden_at ? iso(m.hidden_at) : null, openReportId: m.open_report_id,
  };
}

const party = (id: string | null, name: string | null, status: 'active' | 'banned' | null, side: 'guest' | 'host') =>
  (id ? { id, ...nameOf(name, side), status: status ?? 'active' } : null);

/** `GET /admin/conversations/:id`: a page of the conversation, oldest first, and where the older page starts. */
export async function readConversation(deps: Deps, admin: SessionUser, id: string, q: AdminConversationQuery): Promise<AdminConversation> {
  const db = deps.database.db;
  const head = await repo.conversationHead(db, id);
  if (!head) throw notFound('That conversation');
  const rows = await repo.operatorMessages(db, id, q.limit + 1, q.before);
  const page = rows.slice(0, q.limit);
  // Only the first page is recorded: paging back through the same reading is not a new one.
  if (q.before === undefined) {
    await insertAudit(db, { actorId: admin.id, action: 'conversation.read', targetType: 'conversation', targetId: id, at: deps.now(), details: {} });
  }
  return {
    id: head.id,
    listing: { id: head.listing_id, title: head.listing_title, status: head.listing_status },
    guest: party(head.guest_id, head.guest_name, head.guest_status, 'guest'),
    host: party(head.host_id, head.host_name, head.host_status, 'host'),
    messages: page.map(toMessage).reverse(),
    nextBefore: rows.length > q.limit && page.length ? Number(page.at(-1)!.seq) : null,
  };
}

/**
 * `POST /admin/messages/:id/hide`: hides a message with a reason, audited in the same transaction.
 * A message with an open report is hidden from that report instead (its reporter is then told),
 * and one already hidden stays as it is: both are 409.
 */
export async function hideFromConversation(deps: Deps, admin: SessionUser, id: string, body: HideMessageBody): Promise<{ message: AdminConversationMessage }> {
  return deps.database.db.transaction().execute(async (trx) => {
    const m = await repo.operatorMessage(trx, id);
    if (!m) throw notFound('That message');
    if (m.open_report_id) {
      throw new AppError('INVALID_TRANSITION', 'This message was reported: hide it from its report, so the reporter is told.', { reportId: m.open_report_id });
    }
    const at = deps.now();
    if (!(await hideMessage(trx, id, at))) throw new AppError('INVALID_TRANSITION', 'This message is already hidden.');
    await insertAudit(trx, {
      actorId: admin.id, action: 'message.hide', targetType: 'message', targetId: id, at,
      details: { reason: body.reason, conversation: m.conversation_id },
    });
    return { message: toMessage({ ...m, hidden_at: at }) };
  });
}
