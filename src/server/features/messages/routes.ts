import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { jsonBody, parseOrThrow, queryOf } from '../../http/validate.js';
import { requireUser, requireVerified } from '../auth/session.js';
import { EntityIdSchema } from '../../../contract/text.js';
import {
  ConversationListQuerySchema, ConversationQuerySchema, MarkConversationReadBodySchema, SendMessageBodySchema,
  StartConversationBodySchema, StreamPositionSchema, StreamQuerySchema,
} from '../../../contract/messages.js';
import * as messages from './service.js';
import { openStream } from './stream.js';
import { parsePosition } from './stream-repo.js';

const NoQuery = z.strictObject({});
const Id = z.object({ id: EntityIdSchema });

/** Conversations and messages (SPEC §7, issue 12 §2). Reading needs a session; writing a verified one. */
export function messageRoutes(deps: Deps) {
  const r = new Hono();
  const id = (raw: string) => parseOrThrow(Id, { id: raw }).id;

  r.get('/conversations', async (c) => {
    const user = await requireUser(c, deps);
    c.header('Cache-Control', 'no-store');
    return c.json(await messages.listConversations(deps, user, parseOrThrow(ConversationListQuerySchema, queryOf(c))));
  });

  // The fixed paths come before /conversations/:id, which would take them for ids.
  r.get('/conversations/unread-count', async (c) => {
    const user = await requireUser(c, deps);
    parseOrThrow(NoQuery, queryOf(c));
    c.header('Cache-Control', 'no-store');
    return c.json(await messages.unreadMessages(deps, user));
  });

  r.get('/conversations/stream', async (c) => {
    const user = await requireUser(c, deps);
    const q = parseOrThrow(StreamQuerySchema, queryOf(c));
    // A reconnecting EventSource sends the last id it saw as a header; a first connection may pass one in the query.
    const header = c.req.header('last-event-id');
    const since = header ? parseOrThrow(z.object({ 'Last-Event-ID': StreamPositionSchema }), { 'Last-Event-ID': header })['Last-Event-ID'] : q.lastEventId;
    return openStream(deps, user, since ? parsePosition(since) : null, c.req.raw.signal);
  });

  r.get('/conversations/by-booking/:id', async (c) => {
    const user = await requireUser(c, deps);
    parseOrThrow(NoQuery, queryOf(c));
    return c.json(await messages.conversationForBooking(deps, user, id(c.req.param('id'))));
  });

  r.post('/conversations', async (c) => {
    const user = await requireVerified(c, deps);
    const result = await messages.startConversation(deps, user, parseOrThrow(StartConversationBodySchema, await jsonBody(c)));
    return c.json(result.body, result.status as ContentfulStatusCode);
  });

  r.get('/conversations/:id', async (c) => {
    const user = await requireUser(c, deps);
    const q = parseOrThrow(ConversationQuerySchema, queryOf(c));
    c.header('Cache-Control', 'no-store');
    return c.json(await messages.getConversation(deps, user, id(c.req.param('id')), q));
  });

  r.post('/conversations/:id/messages', async (c) => {
    const user = await requireVerified(c, deps);
    const conversationId = id(c.req.param('id'));
    const body = parseOrThrow(SendMessageBodySchema, await jsonBody(c));
    return c.json(await messages.sendMessage(deps, user, conversationId, body.body), 201);
  });

  r.post('/conversations/:id/read', async (c) => {
    const user = await requireUser(c, deps);
    const conversationId = id(c.req.param('id'));
    const body = parseOrThrow(MarkConversationReadBodySchema, await jsonBody(c, { optional: true }));
    return c.json(await messages.markConversationRead(deps, user, conversationId, body.lastMessageId));
  });

  return r;
}
