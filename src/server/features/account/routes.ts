import type { IncomingMessage } from 'node:http';
import { Hono } from 'hono';
import { z } from 'zod';
import { DeleteAccountBodySchema, ProfileUpdateSchema } from '../../../contract/auth.js';
import type { Deps } from '../../deps.js';
import { jsonBody, parseOrThrow } from '../../http/validate.js';
import { requireUser } from '../auth/session.js';
import * as account from './service.js';
import { removeAvatar, setAvatar } from './avatar-service.js';

const SessionIdSchema = z.object({ id: z.string().min(1).max(64) });

/** `/api/v1/me`: my profile, my active sessions, deleting my account. */
export function accountRoutes(deps: Deps) {
  const r = new Hono();

  r.get('/me', async (c) => c.json(await account.me(deps, await requireUser(c, deps))));

  r.patch('/me', async (c) => {
    const who = await requireUser(c, deps);
    return c.json(await account.updateProfile(deps, who, parseOrThrow(ProfileUpdateSchema, await jsonBody(c))));
  });

  // Streamed and limited by the photo upload pipeline (http/body-limit.ts exempts it), read only
  // once the member is known.
  r.post('/me/avatar', async (c) => {
    const who = await requireUser(c, deps);
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    return c.json(await setAvatar(deps, who, c.req.raw, incoming));
  });

  r.delete('/me/avatar', async (c) => c.json(await removeAvatar(deps, await requireUser(c, deps))));

  r.get('/me/sessions', async (c) => c.json({ sessions: await account.listSessions(deps, await requireUser(c, deps)) }));

  r.post('/me/sessions/revoke-others', async (c) => {
    await account.revokeSessions(deps, await requireUser(c, deps), 'others');
    return c.json({ ok: true });
  });

  r.post('/me/sessions/:id/revoke', async (c) => {
    const who = await requireUser(c, deps);
    await account.revokeSessions(deps, who, parseOrThrow(SessionIdSchema, { id: c.req.param('id') }));
    return c.json({ ok: true });
  });

  r.post('/me/delete', async (c) => {
    const who = await requireUser(c, deps);
    const { password } = parseOrThrow(DeleteAccountBodySchema, await jsonBody(c));
    await account.deleteAccount(deps, who, password);
    return c.json({ ok: true });
  });

  return r;
}
