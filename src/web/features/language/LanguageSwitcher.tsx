import { Globe } from 'lucide-react';
import { LANGUAGES } from '../../../domain/locale';
import { useI18n } from '../../i18n';
import { ICON_SMALL } from '../../ui/icon';
import { useChangeLanguage } from './useChangeLanguage';

/** The footer's language menu: each language named in itself, so anyone can find theirs. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, locale } = useI18n();
  const change = useChangeLanguage();
  const current = LANGUAGES.find((l) => locale.split('-')[0] === l.code)?.code ?? 'en';
  return (
    <label className={className}>
      <Globe {...ICON_SMALL} />
      <select value={current} onChange={(e) => void change(e.target.value as 'en' | 'es')} aria-label={t('shell.footer.language')}>
        {LANGUAGES.map((l) => <option key={l.code} value={l.code} lang={l.code}>{l.name}</option>)}
      </select>
    </label>
  );
}
