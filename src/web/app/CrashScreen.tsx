import { AlertTriangle } from 'lucide-react';
import { useI18n } from '../i18n';
import { ICON } from '../ui/icon';
import s from './CrashScreen.module.css';

function isChunkError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);
}

/**
 * The last line of defence: never a blank page. Uses plain links (not the router), because
 * the router itself may be what failed.
 */
export function CrashScreen({ error }: { error: unknown }) {
  const { t } = useI18n();
  if (import.meta.env?.DEV) console.error(error);
  return (
    <main id="main" className={s.crash} role="alert">
      <span className={s.icon}><AlertTriangle {...ICON} size={28} /></span>
      <h1 className={s.title}>{t('shell.crash.title')}</h1>
      <p className={s.body}>{isChunkError(error) ? t('shell.chunk.body') : t('shell.crash.body')}</p>
      <div className={s.actions}>
        <button type="button" className={s.primary} onClick={() => window.location.reload()}>{t('shell.crash.reload')}</button>
        <a className={s.secondary} href="/">{t('shell.crash.home')}</a>
      </div>
    </main>
  );
}
