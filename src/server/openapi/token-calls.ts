import type { Op } from './document.js';
import { Ok } from './examples.js';
import { ApiTokenListSchema, CreatedTokenSchema, CreateTokenBodySchema, TOKEN_LIMITS } from '../../contract/api-tokens.js';

/** The OpenAPI entries of personal API tokens (issue 15 §2), merged into document.ts. Session only: tokens cannot manage tokens. */

export const tokenReads: Record<string, Op> = {
  '/api/v1/account/tokens': { summary: 'My personal API tokens that are not revoked (expired ones too), newest first; never their secrets', response: ApiTokenListSchema, errors: [401, 403] },
};

export const tokenWrites: Record<string, Op> = {
  'POST /api/v1/account/tokens': {
    summary: `Create a personal API token with a name, scopes (admin for operators only: 403 otherwise) and an optional expiry in days (at most ${TOKEN_LIMITS.maxDays}); the answer is the only time the secret is shown. At most ${TOKEN_LIMITS.maxActive} live tokens (audited)`,
    body: CreateTokenBodySchema, response: CreatedTokenSchema, status: 201, errors: [400, 401, 403],
  },
  'POST /api/v1/account/tokens/{id}/revoke': { summary: 'Revoke one of my tokens: it stops working at once (audited)', pathId: true, response: Ok, errors: [400, 401, 403, 404] },
};
