import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Me } from '../../../contract/auth';
import { LOCALE_COOKIE } from '../../../domain/locale';
import { api } from '../../api/client';
import { useSetLocale } from '../../i18n';
import { loadLocale } from '../../i18n/load';
import { SESSION_KEY, useSession } from '../session';

/**
 * Switches the page's language where it stands (no reload): fetches the words, re-renders in
 * them, and remembers the choice: a cookie for this browser (the server paints the next page in
 * it), and a member's setting (every device they sign in on).
 */
export function useChangeLanguage(): (code: 'en' | 'es') => Promise<void> {
  const setLocale = useSetLocale();
  const { user } = useSession();
  const client = useQueryClient();
  return useCallback(async (code) => {
    document.cookie = `${LOCALE_COOKIE}=${code}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
    await loadLocale(code);
    setLocale(code);
    if (user) {
      const me = await api<Me>('/me', { method: 'PATCH', body: { locale: code } });
      client.setQueryData(['me'], me);
      void client.invalidateQueries({ queryKey: SESSION_KEY });
    }
  }, [client, setLocale, user]);
}
