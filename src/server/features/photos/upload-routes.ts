import type { IncomingMessage } from 'node:http';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { notFound } from '../../http/errors.js';
import { jsonBody, parseOrThrow, queryOf } from '../../http/validate.js';
import { PhotoOrderSchema, PhotoPatchSchema } from '../../../contract/hosting.js';
import { requireVerified } from '../auth/session.js';
import { uploadPhoto } from './upload-service.js';
import { deletePhoto, editPhoto, reorderPhotos } from './service.js';

const Id = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);
const ParamsSchema = z.object({ id: Id, photoId: Id.optional() });
const NoQuery = z.strictObject({});

/**
 * The host's photo calls (SPEC §7, issue 10), under /api/v1. Each asks who is calling first, then
 * whether the listing is theirs (404 otherwise, the same for every id), before reading a body.
 * The upload's body is streamed and limited by the upload itself (http/body-limit.ts exempts it).
 */
export function photoUploadRoutes(deps: Deps) {
  const r = new Hono();
  // A malformed id names nobody's listing or photo: the same 404 as an unknown one.
  const ids = (c: { req: { param(): Record<string, string> } }) => {
    const p = ParamsSchema.safeParse(c.req.param());
    if (!p.success) throw notFound(p.error.issues.some((i) => i.path[0] === 'id') ? 'That listing' : 'That photo');
    return p.data;
  };

  r.post('/listings/:id/photos', async (c) => {
    const user = await requireVerified(c, deps);
    parseOrThrow(NoQuery, queryOf(c));
    // Under @hono/node-server, the request's own Node stream (see receive.ts); absent in app.request.
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    return c.json(await uploadPhoto(deps, user, ids(c).id, c.req.raw, { incoming }), 201);
  });

  r.post('/listings/:id/photos/order', async (c) => {
    const user = await requireVerified(c, deps);
    parseOrThrow(NoQuery, queryOf(c));
    const body = parseOrThrow(PhotoOrderSchema, await jsonBody(c));
    return c.json(await reorderPhotos(deps, user, ids(c).id, body));
  });

  r.patch('/listings/:id/photos/:photoId', async (c) => {
    const user = await requireVerified(c, deps);
    parseOrThrow(NoQuery, queryOf(c));
    const body = parseOrThrow(PhotoPatchSchema, await jsonBody(c));
    const { id, photoId } = ids(c);
    return c.json(await editPhoto(deps, user, id, photoId!, body));
  });

  r.delete('/listings/:id/photos/:photoId', async (c) => {
    const user = await requireVerified(c, deps);
    parseOrThrow(NoQuery, queryOf(c));
    const { id, photoId } = ids(c);
    return c.json(await deletePhoto(deps, user, id, photoId!));
  });

  return r;
}
