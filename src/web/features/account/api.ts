import { useQuery } from '@tanstack/react-query';
import type { Me, SessionView } from '../../../contract/auth';
import type { ApiTokenList } from '../../../contract/api-tokens';
import { api, ApiError, authApi } from '../../api/client';
import { useSession } from '../session';

export const ME_KEY = ['me'] as const;
export const SESSIONS_KEY = ['me', 'sessions'] as const;
export const TOKENS_KEY = ['me', 'api-tokens'] as const;

/** The signed-in member (GET /api/v1/me); a visitor's 401 is data here (`null`), not an error. */
export function useMe() {
  // Only asked for members: a visitor's request would answer 401 (a console error), and after
  // signing out the query must not refetch with a dead cookie.
  const { user } = useSession();
  return useQuery({
    enabled: Boolean(user),
    queryKey: ME_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await api<Me>('/me', { signal });
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return null;
        throw err;
      }
    },
    staleTime: 0,
  });
}

export function useSessions() {
  const { user } = useSession();
  return useQuery({
    enabled: Boolean(user),
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => api<{ sessions: SessionView[] }>('/me/sessions', { signal }).then((r) => r.sessions),
    staleTime: 0,
  });
}

/** My personal API tokens (GET /api/v1/account/tokens). */
export function useApiTokens() {
  const { user } = useSession();
  return useQuery({
    enabled: Boolean(user),
    queryKey: TOKENS_KEY,
    queryFn: ({ signal }) => api<ApiTokenList>('/account/tokens', { signal }).then((r) => r.tokens),
    staleTime: 0,
  });
}

/** POST to better-auth under /api/auth (same error shape as `api()`). */
export function authPost<T>(path: string, body: unknown = {}): Promise<T> {
  return authApi<T>(path, { method: 'POST', body });
}

export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };
