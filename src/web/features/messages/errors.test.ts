import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { createI18n } from '../../i18n';
import { sendError } from './errors';

const { t } = createI18n('en');

describe('sendError', () => {
  it('a rate limit says how long to wait, and may be retried', () => {
    expect(sendError(new ApiError(429, 'RATE_LIMITED', 'Too many', undefined, 'r', 17), t)).toEqual({
      text: 'You’re sending messages quickly. Wait 17 seconds, then try again.', retry: true,
    });
    expect(sendError(new ApiError(429, 'RATE_LIMITED', 'Too many'), t).text).toMatch(/Wait a moment/);
  });

  it('a refusal is said and not retried; offline and server errors are', () => {
    expect(sendError(new ApiError(400, 'VALIDATION_FAILED', 'Please check: body.', { body: 'at most 2000 characters' }), t))
      .toEqual({ text: 'This message can’t be sent: at most 2000 characters.', retry: false });
    expect(sendError(new ApiError(403, 'FORBIDDEN', 'This member has left.'), t)).toEqual({ text: 'This member has left.', retry: false });
    expect(sendError(new ApiError(403, 'EMAIL_NOT_VERIFIED', 'x'), t).retry).toBe(false);
    expect(sendError(new ApiError(0, 'NETWORK', 'We could not reach Roost.'), t)).toEqual({ text: 'We could not reach Roost.', retry: true });
    expect(sendError(new ApiError(500, 'INTERNAL', 'Oops'), t).retry).toBe(true);
  });
});
