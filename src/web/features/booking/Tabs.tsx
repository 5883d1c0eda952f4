import { Link } from 'react-router';
import type { BookingGroup } from './api';
import { useI18n } from '../../i18n';
import s from './Booking.module.css';

export const GROUPS: BookingGroup[] = ['upcoming', 'past', 'cancelled'];

export function readGroup(raw: string | null): BookingGroup {
  return GROUPS.includes(raw as BookingGroup) ? (raw as BookingGroup) : 'upcoming';
}

/** Upcoming / Past / Cancelled as links (`?tab=`), so a tab survives reload and back. */
export function GroupTabs({ current, basePath }: { current: BookingGroup; basePath: string }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('booking.tabs.label')} className={s.tabs}>
      {GROUPS.map((g) => (
        <Link
          key={g}
          to={g === 'upcoming' ? basePath : `${basePath}?tab=${g}`}
          className={s.tab}
          aria-current={g === current ? 'page' : undefined}
        >
          {t(`booking.tabs.${g}`)}
        </Link>
      ))}
    </nav>
  );
}
