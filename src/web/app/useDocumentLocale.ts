import { useEffect } from 'react';
import { useI18n } from '../i18n';

/** Keeps <html lang dir> in step with the active locale, so screen readers and RTL layout follow it. */
export function useDocumentLocale() {
  const { locale, dir } = useI18n();
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir]);
}
