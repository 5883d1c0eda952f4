import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { jsonBody, parseOrThrow, queryOf } from '../../http/validate.js';
import { notFound } from '../../http/errors.js';
import { requireAdmin, requireUser, requireVerified } from '../auth/session.js';
import {
  AddFeedBodySchema, BlockBodySchema, CalendarExportQuerySchema, FEED_LIMITS, HostCalendarQuerySchema, PriceBodySchema,
} from '../../../contract/calendar.js';
import * as calendar from './service.js';
import * as feeds from './feeds.js';
import { exportCalendar, getExportUrl, resetExportUrl } from './export.js';
import { readUpload, uploadedFeedName } from './upload.js';
import { acceptedLanguages, LOCALE_COOKIE, requestLanguage } from '../../../domain/locale.js';
import { listFailingFeeds, syncAsOperator } from './admin-feeds.js';
import { AdminFeedsQuerySchema } from '../../../contract/admin-lists.js';

const Id = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'is not an id');
const NoQuery = z.strictObject({});
/** Calls that take no body accept an empty one or `{}`, nothing else. */
const NoBody = z.strictObject({});
const UploadFieldsSchema = z.strictObject({ name: AddFeedBodySchema.shape.name.optional() });

/** The host calendar and iCal feeds (issue 10 §4–5): all under /api/v1. */
export function calendarRoutes(deps: Deps) {
  const r = new Hono();
  const id = (raw: string) => parseOrThrow(z.object({ id: Id }), { id: raw }).id;
  const feedId = (raw: string) => parseOrThrow(z.object({ feedId: Id }), { feedId: raw }).feedId;

  r.get('/listings/:id/calendar', async (c) => {
    const user = await requireUser(c, deps);
    const q = parseOrThrow(HostCalendarQuerySchema, queryOf(c));
    return c.json(await calendar.hostCalendar(deps, user, id(c.req.param('id')), q));
  });

  r.post('/listings/:id/calendar/block', async (c) => {
    const user = await requireVerified(c, deps);
    return c.json(await calendar.block(deps, user, id(c.req.param('id')), parseOrThrow(BlockBodySchema, await jsonBody(c))));
  });

  r.post('/listings/:id/calendar/unblock', async (c) => {
    const user = await requireVerified(c, deps);
    return c.json(await calendar.unblock(deps, user, id(c.req.param('id')), parseOrThrow(BlockBodySchema, await jsonBody(c))));
  });

  r.post('/listings/:id/calendar/price', async (c) => {
    const user = await requireVerified(c, deps);
    return c.json(await calendar.setPrice(deps, user, id(c.req.param('id')), parseOrThrow(PriceBodySchema, await jsonBody(c))));
  });

  r.get('/listings/:id/feeds', async (c) => {
    const user = await requireUser(c, deps);
    parseOrThrow(NoQuery, queryOf(c));
    return c.json(await feeds.listFeeds(deps, user, id(c.req.param('id'))));
  });

  r.post('/listings/:id/feeds', async (c) => {
    const user = await requireVerified(c, deps);
    const body = parseOrThrow(AddFeedBodySchema, await jsonBody(c));
    return c.json(await feeds.addFeed(deps, user, id(c.req.param('id')), body), 201);
  });

  r.post('/listings/:id/feeds/import', async (c) => {
    const user = await requireVerified(c, deps);
    const listingId = id(c.req.param('id'));
    await feeds.assertCanImport(deps, user, listingId);
    const upload = await readUpload(c.req.raw, FEED_LIMITS.maxBytes);
    const fields = parseOrThrow(UploadFieldsSchema, upload.fields);
    const lang = requestLanguage({ cookie: getCookie(c, LOCALE_COOKIE), browser: acceptedLanguages(c.req.header('accept-language')) });
    const fallback = upload.fileName.replace(/\.ics$/i, '').trim().slice(0, FEED_LIMITS.nameMax) || uploadedFeedName(lang);
    return c.json(await feeds.importFile(deps, user, listingId, { name: fields.name ?? fallback, text: upload.text }), 201);
  });

  r.post('/listings/:id/feeds/:feedId/sync', async (c) => {
    const user = await requireVerified(c, deps);
    parseOrThrow(NoBody, await jsonBody(c, { optional: true }));
    return c.json(await feeds.syncNow(deps, user, id(c.req.param('id')), feedId(c.req.param('feedId'))));
  });

  // The operator's console: feeds whose last sync failed, and a sync now (admins; decision 0038).
  r.get('/admin/feeds', async (c) => {
    await requireAdmin(c, deps);
    return c.json(await listFailingFeeds(deps, parseOrThrow(AdminFeedsQuerySchema, queryOf(c))));
  });
  r.post('/admin/feeds/:id/sync', async (c) => {
    const admin = await requireAdmin(c, deps);
    parseOrThrow(NoBody, await jsonBody(c, { optional: true }));
    return c.json(await syncAsOperator(deps, admin, id(c.req.param('id'))));
  });

  r.delete('/listings/:id/feeds/:feedId', async (c) => {
    const user = await requireVerified(c, deps);
    parseOrThrow(NoBody, await jsonBody(c, { optional: true }));
    return c.json(await feeds.removeFeed(deps, user, id(c.req.param('id')), feedId(c.req.param('feedId'))));
  });

  r.get('/listings/:id/calendar/export', async (c) => {
    const user = await requireVerified(c, deps);
    parseOrThrow(NoQuery, queryOf(c));
    return c.json(await getExportUrl(deps, user, id(c.req.param('id'))));
  });

  r.post('/listings/:id/calendar/export/reset', async (c) => {
    const user = await requireVerified(c, deps);
    parseOrThrow(NoBody, await jsonBody(c, { optional: true }));
    return c.json(await resetExportUrl(deps, user, id(c.req.param('id'))));
  });

  // Public: the token is the key. Any wrong token, or none, is the same 404 as a missing listing.
  r.get('/listings/:id/calendar.ics', async (c) => {
    const q = CalendarExportQuerySchema.safeParse(queryOf(c));
    const listingId = Id.safeParse(c.req.param('id'));
    if (!q.success || !listingId.success) throw notFound('That calendar');
    const { body, etag } = await exportCalendar(deps, listingId.data, q.data.token);
    c.header('ETag', etag);
    c.header('Cache-Control', 'no-cache');
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    return c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'inline; filename="calendar.ics"' });
  });

  return r;
}

