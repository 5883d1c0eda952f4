import { Link } from 'react-router';
import { useI18n } from '../i18n';
import s from './Header.module.css';
import { useSiteName } from '../api/site-config';

/** The roof-and-perch mark with the wordmark; the same mark as the favicon. */
export function Logo() {
  const { t } = useI18n();
  const site = useSiteName();
  return (
    <Link to="/" className={s.logo} aria-label={t('shell.home', { site })}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="var(--brand)" />
        <path d="M7 16.5 16 8.5l9 8" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M10 15v9h12v-9" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round" />
        <circle cx="16" cy="18.5" r="2.2" fill="#fdba74" />
      </svg>
      <span className={s.wordmark}>{site}</span>
    </Link>
  );
}
