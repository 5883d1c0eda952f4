import { Hono } from 'hono';
import { z } from 'zod';
import { CreateTokenBodySchema } from '../../../contract/api-tokens.js';
import type { Deps } from '../../deps.js';
import { jsonBody, parseOrThrow } from '../../http/validate.js';
import { requireUser } from '../auth/session.js';
import * as tokens from './service.js';

const TokenIdSchema = z.object({ id: z.string().min(1).max(64) });

/** `/api/v1/account/tokens`: my personal API tokens. Tokens themselves cannot call these (scopes.ts covers none). */
export function apiTokenRoutes(deps: Deps) {
  const r = new Hono();

  r.get('/account/tokens', async (c) => c.json(await tokens.listTokens(deps, await requireUser(c, deps))));

  r.post('/account/tokens', async (c) => {
    const who = await requireUser(c, deps);
    return c.json(await tokens.createToken(deps, who, parseOrThrow(CreateTokenBodySchema, await jsonBody(c))), 201);
  });

  r.post('/account/tokens/:id/revoke', async (c) => {
    const who = await requireUser(c, deps);
    await tokens.revokeToken(deps, who, parseOrThrow(TokenIdSchema, { id: c.req.param('id') }).id);
    return c.json({ ok: true });
  });

  return r;
}
