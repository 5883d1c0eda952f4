import { useEffect, type ReactNode } from 'react';
import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { Container } from '../../ui/Surface';
import { ICON_SMALL } from '../../ui/icon';
import s from './Editor.module.css';
import { useSiteName } from '../../api/site-config';

/** The editor's page: back to Hosting, the listing's name and status, the steps beside the open step. */
export function EditorFrame({ title, badge, aside, children }: { title: string; badge?: ReactNode; aside: ReactNode; children: ReactNode }) {
  const { t } = useI18n();
  const site = useSiteName();
  useEffect(() => {
    document.title = `${title} · ${site}`;
  }, [title, t, site]);
  return (
    <main id="main" tabIndex={-1} className={s.page}>
      <Container>
        <div className={s.head}>
          <Link to="/host" className={s.back}><ChevronLeft {...ICON_SMALL} />{t('host.title')}</Link>
          <div className={s.titleRow}>
            <h1 className={s.title}>{title}</h1>
            {badge}
          </div>
        </div>
        <div className={s.layout}>
          {aside}
          <div className={s.content}>{children}</div>
        </div>
      </Container>
    </main>
  );
}
