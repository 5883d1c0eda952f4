import { ERROR_REASONS, ERROR_STATUS, type ErrorCode } from '../../contract/errors.js';

/**
 * What every operation of the OpenAPI document shares: its operationId, its security and its
 * error responses (SPEC section 8). Kept apart from document.ts, which lists the calls.
 */

/** Who may call: anyone, anyone (a session changes the answer), or a signed-in member. */
export type Access = 'public' | 'optional' | 'session';

/** The better-auth session cookie (`__Secure-` outside development, where cookies are Secure). */
export const securitySchemes = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: '__Secure-better-auth.session_token',
    description: 'The session cookie set by POST /api/auth/sign-in/email (named `better-auth.session_token` on a development server, over plain http).',
  },
  token: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'roost_pat_…',
    description: 'A personal API token made in /account, sent as `Authorization: Bearer roost_pat_…`. The role listed with it on a call is the scope the token needs '
      + '(listings:read, listings:write, bookings:read, bookings:write, admin); calls that do not list it refuse tokens (403). '
      + 'Each token may make API_TOKEN_REQUESTS_PER_MINUTE requests a minute (300 by default), then 429 with Retry-After.',
  },
};

/** Who may call, and with which token scope (null: tokens refused) — features/api-tokens/scopes.ts decides. */
export function security(access: Access, tokenScope: string | null = null) {
  const token = tokenScope ? [{ token: [tokenScope] }] : [];
  if (access === 'public') return token.length ? [{}, ...token] : [];
  if (access === 'optional') return [{}, { session: [] }, ...token];
  return [{ session: [] }, ...token];
}

const pascal = (s: string) => s.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');

/**
 * A stable camelCase id derived from the call, e.g. `POST /api/v1/bookings/{id}/accept` →
 * `postBookingsByIdAccept`, `GET /api/auth/get-session` → `getAuthGetSession`. It changes only
 * when the call's path does, so a generated client keeps its method names.
 */
export function operationId(method: string, path: string): string {
  const rest = path.replace(/^\/api\/v1\//, '/').replace(/^\/api\//, '/');
  const words = rest.split('/').filter(Boolean).map((seg) => {
    const param = /^\{(.+)\}$/.exec(seg);
    return param ? `By${pascal(param[1]!)}` : pascal(seg);
  });
  return method.toLowerCase() + words.join('');
}

/** One realistic message per code, for the examples of the error responses. */
const EXAMPLE_MESSAGE: Record<ErrorCode, { message: string; details?: Record<string, string> }> = {
  VALIDATION_FAILED: { message: 'Some fields need attention.', details: { checkOut: 'must be after check-in' } },
  LINK_INVALID: { message: 'This link has already been used. Log in, or ask for a new link.' },
  LINK_EXPIRED: { message: 'This link has expired. Ask for a new one.' },
  UNAUTHENTICATED: { message: 'Log in to continue.' },
  EMAIL_NOT_VERIFIED: { message: 'Verify your email address first.' },
  FORBIDDEN: { message: 'You cannot do that.' },
  NOT_FOUND: { message: 'Not found.' },
  DATES_UNAVAILABLE: { message: 'Those dates are no longer available.' },
  INVALID_TRANSITION: { message: 'This booking can no longer be cancelled.' },
  EMAIL_TAKEN: { message: 'Another account already uses this email address.', details: { newEmail: 'is already in use' } },
  REVIEW_NOT_OPEN: { message: 'You can review this stay once it has ended.' },
  REVIEW_WINDOW_CLOSED: { message: 'The review window for this stay has closed.' },
  ALREADY_REVIEWED: { message: 'You have already reviewed this stay.' },
  ALREADY_RESPONDED: { message: 'You have already answered this review.' },
  PAYLOAD_TOO_LARGE: { message: 'That file is too large: at most 20 MB.' },
  UNSUPPORTED_MEDIA_TYPE: { message: 'That file is not a JPEG, PNG, WebP or AVIF image.' },
  LISTING_INCOMPLETE: { message: 'This listing is not ready to publish.', details: { photos: 'add at least 5 photos' } },
  STAY_TOO_SHORT: { message: 'This place needs a stay of at least 2 nights.' },
  STAY_TOO_LONG: { message: 'This place takes stays of at most 28 nights.' },
  TOO_MANY_GUESTS: { message: 'This place sleeps at most 4 guests.' },
  RATE_LIMITED: { message: 'Too many attempts. Try again in a minute.' },
  INTERNAL: { message: 'Something went wrong on our side. Please try again.' },
};

const STATUS_TEXT: Record<number, string> = {
  400: 'The request is malformed or a field is invalid (`details` names each field)',
  401: 'No session (log in), or an API token that is malformed, unknown, expired or revoked',
  403: 'Not allowed (an unverified e-mail, another member\'s resource, a write from another site, or a call the API token\'s scopes do not cover)',
  404: 'No such resource, or not one the caller may see',
  409: 'Conflicts with the current state',
  413: 'The body or file is too large',
  415: 'The file is not of an accepted type',
  422: 'Understood but not possible (the rule is named in the code)',
  429: 'Too many requests: wait (see Retry-After)',
  500: 'An unexpected server error',
};

export const codesFor = (status: number) => (Object.keys(ERROR_STATUS) as ErrorCode[]).filter((c) => ERROR_STATUS[c] === status);

/** `components.responses.Error<status>`: the shared error body with only that status's codes, one example per code. */
export function errorResponses(statuses: number[]) {
  const out: Record<string, unknown> = {};
  for (const status of statuses) {
    const codes = codesFor(status);
    out[`Error${status}`] = {
      description: STATUS_TEXT[status] ?? 'Error',
      content: {
        'application/json': {
          schema: {
            type: 'object', required: ['error'], additionalProperties: false,
            properties: {
              error: {
                type: 'object', required: ['code', 'message', 'requestId'], additionalProperties: false,
                properties: {
                  code: { type: 'string', enum: codes },
                  message: { type: 'string', description: 'For people: show it as is' },
                  details: { type: 'object', additionalProperties: { type: 'string' }, description: 'For VALIDATION_FAILED (and a few others): field name → what is wrong with it' },
                  reason: { type: 'string', enum: [...ERROR_REASONS], description: 'For some errors: a finer cause than the code, stable, for wording the error in another language' },
                  requestId: { type: 'string', description: 'Also in the X-Request-Id header; quote it when reporting a problem' },
                },
              },
            },
          },
          examples: Object.fromEntries(codes.map((code) => [code, {
            value: { error: { code, ...EXAMPLE_MESSAGE[code], requestId: '6f1c2a9e-3b7d-4e0a-9c51-2d8f7a4b1e03' } },
          }])),
        },
      },
    };
  }
  return out;
}

export const errorRef = (status: number) => ({ $ref: `#/components/responses/Error${status}` });
