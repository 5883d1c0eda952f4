import { Link } from 'react-router';
import { useSiteConfig } from '../api/site-config';
import { useI18n } from '../i18n';
import { LanguageSwitcher } from '../features/language';
import s from './Footer.module.css';

/** About, help, the API reference, terms, privacy and the language, on every page but the search map. */
export function Footer() {
  const { t } = useI18n();
  const site = useSiteConfig().data?.siteName ?? t('app.name');
  return (
    <footer className={s.footer}>
      <div className={s.inner}>
        <div className={s.brand}>
          <p className={s.name}>{site}</p>
          <p className={s.tagline}>{t('shell.footer.tagline')}</p>
        </div>
        <nav className={s.columns} aria-label={t('shell.footer.roost')}>
          <div>
            <h2 className={s.heading}>{t('shell.footer.roost')}</h2>
            <ul role="list" className={s.list}>
              <li><Link to="/about">{t('shell.footer.about')}</Link></li>
              <li><Link to="/help">{t('shell.footer.help')}</Link></li>
              {/* Served by the server, not a route of the app: a plain link loads it. */}
              <li><a href="/api/docs">{t('shell.footer.api')}</a></li>
            </ul>
          </div>
          <div>
            <h2 className={s.heading}>{t('shell.footer.hosting')}</h2>
            <ul role="list" className={s.list}>
              <li><Link to="/host/listings/new">{t('shell.footer.listPlace')}</Link></li>
            </ul>
          </div>
          <div>
            <h2 className={s.heading}>{t('shell.footer.legal')}</h2>
            <ul role="list" className={s.list}>
              <li><Link to="/terms">{t('shell.footer.terms')}</Link></li>
              <li><Link to="/privacy">{t('shell.footer.privacy')}</Link></li>
            </ul>
          </div>
        </nav>
      </div>
      <div className={s.bottom}>
        <p>{t('shell.footer.copyright', { year: new Date().getFullYear(), site })}</p>
        <LanguageSwitcher className={s.language} />
      </div>
    </footer>
  );
}
