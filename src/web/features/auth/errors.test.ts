import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { createI18n } from '../../i18n';
import { authErrorMessage } from './errors';

const { t } = createI18n('en');

describe('authErrorMessage', () => {
  it('turns Retry-After into whole minutes to wait', () => {
    expect(authErrorMessage(new ApiError(429, 'RATE_LIMITED', 'x', undefined, 'r', 540), t)).toBe('Too many attempts. Try again in 9 minutes.');
    expect(authErrorMessage(new ApiError(429, 'RATE_LIMITED', 'x', undefined, 'r', 20), t)).toBe('Too many attempts. Try again in 1 minute.');
  });

  it('says the server message otherwise, and a generic one for non-API failures', () => {
    expect(authErrorMessage(new ApiError(401, 'UNAUTHENTICATED', 'That email and password do not match an account.'), t)).toBe('That email and password do not match an account.');
    expect(authErrorMessage(new TypeError('boom'), t)).toBe(t('common.error'));
  });
});
