import { useEffect, useRef, type ReactNode } from 'react';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { useSiteConfig } from '../../api/site-config';
import { useI18n } from '../../i18n';
import { ICON } from '../../ui/icon';
import s from './AuthCard.module.css';

/** The sign-in pages' frame: one centred card with a heading, and a line under it. */
export function AuthCard({ title, intro, children, footer, icon, iconTone, focusTitle }: {
  title: ReactNode; intro?: ReactNode; children?: ReactNode; footer?: ReactNode; icon?: ReactNode; iconTone?: 'bad';
  /** For a state that replaced a form: move focus to its heading so it is read out. */
  focusTitle?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <main id="main" className={s.page}>
      <div className={s.card}>
        {icon && <span className={[s.icon, iconTone && s[iconTone]].filter(Boolean).join(' ')}>{icon}</span>}
        <h1 ref={heading} tabIndex={-1} className={s.title}>{title}</h1>
        {intro && <p className={s.intro}>{intro}</p>}
        {children}
      </div>
      {footer && <p className={s.footer}>{footer}</p>}
    </main>
  );
}

/** A failed request, said under the form (announced: role=alert). */
export function FormAlert({ children, tone = 'danger' }: { children?: ReactNode; tone?: 'danger' | 'success' }) {
  if (!children) return null;
  const Icon = tone === 'danger' ? AlertCircle : CheckCircle2;
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={`${s.alert} ${s[tone]}`}>
      <Icon {...ICON} className={s.alertIcon} />
      <span>{children}</span>
    </div>
  );
}

/** "Log in · Roost" in the tab. */
export function useAuthTitle(key: string) {
  const { t } = useI18n();
  const site = useSiteConfig().data?.siteName ?? t('app.name');
  useEffect(() => {
    document.title = `${t(key)} · ${site}`;
  }, [key, site, t]);
}

export { s as authStyles };
