import { useEffect, type ReactNode } from 'react';
import { useI18n } from '../../i18n';
import { Container } from '../../ui/Surface';
import s from './Booking.module.css';
import { useSiteName } from '../../api/site-config';

/** The frame every booking page shares: a main landmark, a heading, the document title. */
export function BookingPage({ title, docTitle, children, back }: { title: ReactNode; docTitle: string; children: ReactNode; back?: ReactNode }) {
  const { t } = useI18n();
  const site = useSiteName();
  useEffect(() => {
    document.title = `${docTitle} · ${site}`;
  }, [docTitle, t, site]);
  return (
    <main id="main" tabIndex={-1}>
      <Container className={s.page}>
        {back}
        <h1 className={s.title}>{title}</h1>
        {children}
      </Container>
    </main>
  );
}
