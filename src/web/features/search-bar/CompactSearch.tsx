import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Search } from 'lucide-react';
import { useLocation } from 'react-router';
import { useI18n } from '../../i18n';
import { ICON } from '../../ui/icon';
import { PHONE_QUERY, useMediaQuery } from '../../ui/useMediaQuery';
import { pillSummary } from './pillSummary';
import s from './CompactSearch.module.css';

// The full bar (calendar, combobox) is only fetched when someone opens it from the header.
const ExpandedSearch = lazy(() => import('./ExpandedSearch'));

/**
 * The header's one-line summary of the current search ("Montevideo · 3–6 Mar · 2 guests").
 * Pressing it unfolds the full search bar (desktop) or the search sheet (phones).
 */
export function CompactSearch() {
  const { t, date } = useI18n();
  const location = useLocation();
  const phone = useMediaQuery(PHONE_QUERY);
  const [open, setOpen] = useState(false);
  const state = useMemo(() => pillSummary(new URLSearchParams(location.search)), [location.search]);

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  const where = state.place ?? (state.bbox && location.pathname === '/s' ? t('searchBar.mapArea') : t('searchBar.anywhere'));
  const when = state.checkin && state.checkout
    ? `${date(state.checkin, { day: 'numeric', month: 'short' })} – ${date(state.checkout, { day: 'numeric', month: 'short' })}`
    : t('searchBar.anyWeek');
  const who = state.guests ? t('searchBar.guestCount', { count: state.guests }) : t('searchBar.addGuests');
  const summary = [where, when, who].join(' · ');

  return (
    <>
      <button
        type="button"
        className={s.pill}
        aria-label={t('searchBar.openSearch', { summary })}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {phone ? (
          <span className={s.phoneText}>
            <span className={s.phoneWhere}>{state.place ?? t('searchBar.whereTo')}</span>
            <span className={s.phoneHint}>{[when, who].join(' · ')}</span>
          </span>
        ) : (
          <>
            <span className={s.part}>{where}</span>
            <span className={s.sep} aria-hidden="true" />
            <span className={`${s.part} ${state.checkin ? '' : s.muted}`}>{when}</span>
            <span className={s.sep} aria-hidden="true" />
            <span className={`${s.part} ${state.guests ? '' : s.muted}`}>{who}</span>
          </>
        )}
        <span className={s.icon}><Search {...ICON} size={16} strokeWidth={2.5} /></span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ExpandedSearch search={location.search} phone={phone} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
