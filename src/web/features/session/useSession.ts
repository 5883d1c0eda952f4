import { useQuery, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authApi } from '../../api/client';

/** The person signed in, as GET /api/auth/get-session describes them. */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image?: string | null;
  role?: string;
  status?: string;
  twoFactorEnabled?: boolean;
  /** The member's language; null follows the browser. */
  locale?: string | null;
};
export type SessionData = { session: { id: string; expiresAt: string }; user: SessionUser } | null;

export const SESSION_KEY = ['session'] as const;

/**
 * Who is here: `user` is null for visitors. Asked once on app load (which also renews the 7-day
 * cookie) and again whenever sign-in state changes; `isPending` is true only until the first answer.
 */
export function useSession() {
  const q = useQuery({
    queryKey: SESSION_KEY,
    queryFn: ({ signal }) => authApi<SessionData>('/get-session', { signal }),
    staleTime: 5 * 60_000,
    // A network blip must not log anyone out of the UI: keep the last answer.
    retry: 1,
  });
  // If the session cannot be read at all, the header shows the visitor links rather than nothing.
  return { user: q.data?.user ?? null, isPending: q.isPending && !q.isError, error: q.error, refetch: q.refetch };
}

/** What was fetched as the person signed in. Queries marked `meta: { once: true }` (a single-use link) must never run again. */
const personal = (q: Query) => q.queryKey[0] !== SESSION_KEY[0] && q.queryKey[0] !== 'site-config' && !q.meta?.once;

/**
 * After signing in or out: read the session anew, and forget what was fetched as someone else
 * (inactive queries are dropped; the ones on screen refetch with the new cookie).
 */
export async function refreshAfterAuthChange(client: QueryClient): Promise<SessionData> {
  client.removeQueries({ type: 'inactive', predicate: personal });
  const data = await client.fetchQuery({ queryKey: SESSION_KEY, queryFn: () => authApi<SessionData>('/get-session'), staleTime: 0 });
  void client.invalidateQueries({ predicate: personal });
  return data;
}

/**
 * Ends the session: on screen first, with nothing personal left on its way (a request still in
 * flight when the server ends the session would be refused, a 401 for no one's benefit), then on
 * the server, then in every query. If the server cannot be reached, the member is still signed in.
 */
export function useSignOut() {
  const client = useQueryClient();
  return useCallback(async () => {
    const before = client.getQueryData<SessionData>(SESSION_KEY);
    client.setQueryData(SESSION_KEY, null);
    await client.cancelQueries({ predicate: personal });
    try {
      // The header shows a visitor at once, so the member may leave the page before the server
      // answers: keepalive lets the sign-out reach it all the same.
      await authApi('/sign-out', { method: 'POST', body: {}, keepalive: true });
    } catch (err) {
      client.setQueryData(SESSION_KEY, before);
      throw err;
    }
    await refreshAfterAuthChange(client);
  }, [client]);
}
