import { authApi } from '../../api/client';
import type { SessionUser } from '../session';

/** The sign-in calls the pages make (bodies follow src/contract/auth.ts). */
export const auth = {
  signUp: (body: { name: string; email: string; password: string }) => authApi<unknown>('/sign-up/email', { method: 'POST', body }),
  signIn: (body: { email: string; password: string }) =>
    authApi<{ user?: SessionUser; twoFactorRedirect?: boolean }>('/sign-in/email', { method: 'POST', body }),
  verifyTotp: (code: string, trustDevice: boolean) => authApi<unknown>('/two-factor/verify-totp', { method: 'POST', body: { code, trustDevice } }),
  verifyBackupCode: (code: string) => authApi<unknown>('/two-factor/verify-backup-code', { method: 'POST', body: { code } }),
  verifyEmail: (token: string) => authApi<{ status: boolean; user?: SessionUser }>('/verify-email', { query: { token } }),
  resendVerification: (email: string) => authApi<unknown>('/send-verification-email', { method: 'POST', body: { email } }),
  requestPasswordReset: (email: string) => authApi<unknown>('/request-password-reset', { method: 'POST', body: { email } }),
  resetPassword: (token: string, newPassword: string) => authApi<unknown>('/reset-password', { method: 'POST', body: { token, newPassword } }),
  /** Starts a provider's sign-in; the browser then leaves for the provider. */
  oauth: (providerId: string, callbackURL: string, errorCallbackURL: string) =>
    authApi<{ url: string; redirect: boolean }>('/sign-in/oauth2', { method: 'POST', body: { providerId, callbackURL, errorCallbackURL } }),
};
