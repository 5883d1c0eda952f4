import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { jsonBody, parseOrThrow, queryOf } from '../../http/validate.js';
import { requireUser } from '../auth/session.js';
import { EntityIdSchema } from '../../../contract/text.js';
import { CreateWishlistBodySchema, RenameWishlistBodySchema, WishlistQuerySchema } from '../../../contract/wishlists.js';
import * as wishlists from './service.js';

const NoQuery = z.strictObject({});
const Ids = z.object({ id: EntityIdSchema, listingId: EntityIdSchema.optional() });

/** A member's wishlists (SPEC §3, issue 12 §3). Every call is the member's own: others' lists are 404. */
export function wishlistRoutes(deps: Deps) {
  const r = new Hono();
  const ids = (p: Record<string, string>) => parseOrThrow(Ids, p);

  r.get('/wishlists', async (c) => {
    const user = await requireUser(c, deps);
    parseOrThrow(NoQuery, queryOf(c));
    c.header('Cache-Control', 'no-store');
    return c.json(await wishlists.listWishlists(deps, user));
  });

  // Before /wishlists/:id, which would take "saved" for an id.
  r.get('/wishlists/saved', async (c) => {
    const user = await requireUser(c, deps);
    parseOrThrow(NoQuery, queryOf(c));
    c.header('Cache-Control', 'no-store');
    return c.json(await wishlists.savedListings(deps, user));
  });

  r.post('/wishlists', async (c) => {
    const user = await requireUser(c, deps);
    const body = parseOrThrow(CreateWishlistBodySchema, await jsonBody(c));
    return c.json(await wishlists.createWishlist(deps, user, body), 201);
  });

  r.get('/wishlists/:id', async (c) => {
    const user = await requireUser(c, deps);
    const q = parseOrThrow(WishlistQuerySchema, queryOf(c));
    c.header('Cache-Control', 'no-store');
    return c.json(await wishlists.wishlistDetail(deps, user, ids(c.req.param()).id, q));
  });

  r.patch('/wishlists/:id', async (c) => {
    const user = await requireUser(c, deps);
    const body = parseOrThrow(RenameWishlistBodySchema, await jsonBody(c));
    return c.json(await wishlists.renameWishlist(deps, user, ids(c.req.param()).id, body.name));
  });

  r.delete('/wishlists/:id', async (c) => {
    const user = await requireUser(c, deps);
    await wishlists.deleteWishlist(deps, user, ids(c.req.param()).id);
    return c.json({ ok: true as const });
  });

  r.put('/wishlists/:id/items/:listingId', async (c) => {
    const user = await requireUser(c, deps);
    const p = ids(c.req.param());
    return c.json(await wishlists.saveItem(deps, user, p.id, p.listingId!));
  });

  r.delete('/wishlists/:id/items/:listingId', async (c) => {
    const user = await requireUser(c, deps);
    const p = ids(c.req.param());
    return c.json(await wishlists.removeItem(deps, user, p.id, p.listingId!));
  });

  return r;
}
