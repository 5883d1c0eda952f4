import { z } from 'zod';

/** Personal API tokens (issue 15 §2, docs/decisions/0024-api-tokens.md). */

/**
 * What a token may do. A call no scope covers (my account, tokens, messages, wishlists,
 * notifications, reports, reviews) refuses every token with 403 FORBIDDEN.
 * - `listings:read`: search and read listings, availability, quotes, reviews, profiles; my listings as their editor sees them.
 * - `listings:write`: create, edit, submit, unlist and delete my listings; their photos and calendars (blocks, prices, feeds, export address).
 * - `bookings:read`: my trips and my listings' reservations.
 * - `bookings:write`: book, and act on my bookings (accept, decline, withdraw, cancel).
 * - `admin`: the operator's calls under /api/v1/admin (granted to operators only).
 */
export const TOKEN_SCOPES = ['listings:read', 'listings:write', 'bookings:read', 'bookings:write', 'admin'] as const;
export const TokenScopeSchema = z.enum(TOKEN_SCOPES);
export type TokenScope = z.infer<typeof TokenScopeSchema>;

/** Every token starts with this, so a leaked one is recognisable (and secret scanners can find it). */
export const TOKEN_PREFIX = 'roost_pat_';
export const TOKEN_LIMITS = { nameMax: 60, maxActive: 20, maxDays: 365 } as const;

export const CreateTokenBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'must not be empty').max(TOKEN_LIMITS.nameMax),
  scopes: z.array(TokenScopeSchema).min(1, 'choose at least one scope').max(TOKEN_SCOPES.length)
    .refine((s) => new Set(s).size === s.length, 'lists a scope twice'),
  /** Days until the token stops working; left out, it works until revoked. */
  expiresInDays: z.number().int().min(1).max(TOKEN_LIMITS.maxDays).optional(),
});
export type CreateTokenBody = z.infer<typeof CreateTokenBodySchema>;

export const ApiTokenViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The secret's first characters, e.g. `roost_pat_Xk3f`: enough to tell tokens apart, never enough to use one. */
  hint: z.string(),
  scopes: z.array(TokenScopeSchema),
  createdAt: z.string(),
  /** To the minute or better; null until first used. */
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ApiTokenView = z.infer<typeof ApiTokenViewSchema>;

export const ApiTokenListSchema = z.object({ tokens: z.array(ApiTokenViewSchema) });
export type ApiTokenList = z.infer<typeof ApiTokenListSchema>;

/** The answer to creating a token: the only time its secret is shown. */
export const CreatedTokenSchema = z.object({ token: ApiTokenViewSchema, secret: z.string() });
export type CreatedToken = z.infer<typeof CreatedTokenSchema>;
