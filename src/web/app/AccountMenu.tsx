import { useEffect, useId, useRef, useState } from 'react';
import { Menu as MenuIcon, UserRound } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../i18n';
import { ICON } from '../ui/icon';
import s from './Header.module.css';

/**
 * Phones: the account links behind one button (a disclosure of links, the pattern meant for
 * site navigation). Plain elements keep the header light; Escape and outside clicks close it.
 */
export function AccountMenu({ loginHref = '/login', signupHref = '/signup' }: { loginHref?: string; signupHref?: string }) {
  const { t } = useI18n();
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={s.account} ref={root}>
      <button ref={button} type="button" className={s.menuButton} aria-expanded={open} aria-controls={id} aria-label={t('shell.account')} onClick={() => setOpen((o) => !o)}>
        <MenuIcon {...ICON} size={18} />
        <UserRound {...ICON} />
      </button>
      <ul id={id} role="list" className={s.menu} hidden={!open}>
        <li><Link className={s.menuItem} to={signupHref}><strong>{t('shell.signUp')}</strong></Link></li>
        <li><Link className={s.menuItem} to={loginHref}>{t('shell.logIn')}</Link></li>
        <li><Link className={s.menuItem} to="/host/listings/new">{t('shell.becomeHost')}</Link></li>
      </ul>
    </div>
  );
}
