import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Me } from '../../../contract/auth';
import { chooseLocale, LOCALE_COOKIE, withRegion } from '../../../domain/locale';
import { api } from '../../api/client';
import { useSetLocale } from '../../i18n';
import { loadLocale } from '../../i18n/load';
import { SESSION_KEY, useSession } from '../session';

export type LanguageChoice = 'en' | 'es' | null;

/**
 * Switches the page's language where it stands (no reload): fetches the words, re-renders in
 * them, and remembers the choice: a cookie for this browser (the server paints the next page in
 * it), and a member's setting (every device they sign in on, and their e-mails). `null` goes back
 * to following the browser.
 */
export function useChangeLanguage(): (choice: LanguageChoice) => Promise<void> {
  const setLocale = useSetLocale();
  const { user } = useSession();
  const client = useQueryClient();
  return useCallback(async (choice) => {
    document.cookie = choice
      ? `${LOCALE_COOKIE}=${choice}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`
      : `${LOCALE_COOKIE}=; path=/; max-age=0; samesite=lax`;
    const locale = choice ? withRegion(choice, navigator.languages) : chooseLocale({ browser: navigator.languages });
    await loadLocale(locale);
    setLocale(locale);
    if (user) {
      const me = await api<Me>('/me', { method: 'PATCH', body: { locale: choice } });
      client.setQueryData(['me'], me);
      void client.invalidateQueries({ queryKey: SESSION_KEY });
    }
  }, [client, setLocale, user]);
}
