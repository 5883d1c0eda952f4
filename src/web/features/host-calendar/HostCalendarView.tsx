import { lazy, useCallback, useContext, useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { HostCalendar } from '../../../contract/calendar';
import { addDays } from '../../../domain/dates';
import { useI18n } from '../../i18n';
import { nameOf } from '../../i18n/former';
import { Deferred } from '../../ui/Deferred';
import { ErrorState } from '../../ui/States';
import { useMediaQuery, PHONE_QUERY, ServerScreenContext } from '../../ui/useMediaQuery';
import { hostCalendarKeys, isNotFound, useHostCalendar } from './api';
import { Legend } from './Legend';
import { NightsCalendar } from './NightsCalendar';
import { indexCalendars, summarize } from './nights';
import { deviceToday, visibleWindow } from './months';
import { SelectionPanel } from './SelectionPanel';
import type { NightSelection } from './selection';
import { StaysInView } from './StaysInView';
import { useWidthAtLeast } from './useWidthAtLeast';
import s from './HostCalendar.module.css';

// Below the nights, with its forms and their schemas: its code is fetched when it is drawn.
const IcalSection = lazy(() => import('./IcalSection').then((m) => ({ default: m.IcalSection })));

/** Hosts change nights up to the booking horizon (SPEC §6), the last night a guest can start a stay on. */
const HORIZON_DAYS = 365;
/** Two months side by side from this width of the calendar column. */
const TWO_MONTHS_FROM = 760;

/**
 * The host's calendar for one listing: months of nights with their prices, stays and blocks; a
 * selection and what can be done to it; and iCal sync. The page at /host/listings/:id/calendar
 * and the listing editor's availability step both show this.
 */
export function HostCalendarView({ listingId }: { listingId: string }) {
  const { t } = useI18n();
  const rootRef = useRef<HTMLDivElement>(null);
  // A page the server paints has two months on a wide screen, one on a phone (its guess of the screen).
  const wide = useWidthAtLeast(rootRef, TWO_MONTHS_FROM, !useContext(ServerScreenContext).phone);
  const sheet = useMediaQuery(PHONE_QUERY);
  const months: 1 | 2 = !sheet && wide ? 2 : 1;
  const [initialToday] = useState(deviceToday);
  const [focused, setFocused] = useState(initialToday);
  const [visibleStart, setVisibleStart] = useState(initialToday);
  const [selection, setSelection] = useState<NightSelection | null>(null);
  const headingId = useId();

  const { from, to } = visibleWindow(visibleStart, months);
  const q = useHostCalendar(listingId, from, to);
  // An erased guest's placeholder name, in the reader's words, wherever the calendar names stays.
  const worded = (c: HostCalendar | undefined) =>
    c && { ...c, bookings: c.bookings.map((b) => (b.guestFormer ? { ...b, guestName: nameOf(t, { name: b.guestName, former: true }, 'guest') } : b)) };
  const cal = worded(q.data);
  const today = cal?.today ?? initialToday;

  // Every window loaded so far, so a selection reaching into another month is still described.
  const client = useQueryClient();
  const windows = client.getQueriesData<HostCalendar>({ queryKey: hostCalendarKeys.nights(listingId) }).map(([, d]) => worded(d));
  const index = indexCalendars([...windows, cal]);
  const summary = selection ? summarize(index, selection) : null;
  // The panel's own controls vanish with it: focus goes back to the night last focused in the grid.
  const clear = useCallback(() => {
    setSelection(null);
    requestAnimationFrame(() => rootRef.current?.querySelector<HTMLElement>('[role="grid"] [role="button"][tabindex="0"]')?.focus());
  }, []);
  // On phones the sheet covers the lower part of the screen: keep the night just picked above it.
  const hasSelection = selection !== null;
  useEffect(() => {
    if (!sheet || !hasSelection) return;
    const id = requestAnimationFrame(() => {
      const root = rootRef.current;
      const cell = root?.querySelector('[role="grid"] [role="button"][tabindex="0"]')?.getBoundingClientRect();
      // Where the sheet's top will be once it has slid in (its rectangle is still moving now).
      const sheetEl = root?.querySelector<HTMLElement>('[data-sheet]');
      const panelTop = sheetEl ? window.innerHeight - sheetEl.offsetHeight : undefined;
      if (cell && panelTop !== undefined && cell.bottom > panelTop) window.scrollBy({ top: cell.bottom - panelTop + 12, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    });
    return () => cancelAnimationFrame(id);
  }, [sheet, hasSelection]);
  const onVisibleStartChange = useCallback((d: string) => setVisibleStart(d), []);

  const panel = selection && summary && cal && (
    <SelectionPanel
      key={`${selection.start}/${selection.end}`}
      listingId={listingId}
      selection={selection}
      summary={summary}
      currency={cal.currency}
      basePrice={cal.basePrice}
      onClear={clear}
      sheet={sheet}
    />
  );

  return (
    <div ref={rootRef} className={s.view} data-sheet-open={(sheet && selection) || undefined}>
      <section className={s.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={s.heading}>{t('hostCalendar.heading')}</h2>
        <p className={s.muted}>{t('hostCalendar.help')}</p>
        {q.isError && !cal ? (
          <ErrorState
            headingLevel={3}
            title={isNotFound(q.error) ? t('hostCalendar.notFound') : t('hostCalendar.loadError')}
            error={q.error}
            onRetry={isNotFound(q.error) ? undefined : () => q.refetch()}
          />
        ) : (
          <div className={s.layout} data-months={months}>
            <div className={s.calendarArea}>
              <NightsCalendar
                index={index}
                currency={cal?.currency ?? ''}
                today={today}
                lastNight={addDays(today, HORIZON_DAYS)}
                months={months}
                selection={selection}
                onSelectionChange={setSelection}
                focused={focused}
                onFocusedChange={setFocused}
                onVisibleStartChange={onVisibleStartChange}
                isLoading={q.isPending || q.isPlaceholderData}
              />
            </div>
            {!sheet && (
              <div className={s.panelArea}>
                {panel || <p className={s.prompt}>{t('hostCalendar.panel.prompt')}</p>}
              </div>
            )}
            {sheet && panel}
            <div className={s.moreArea}>
              <Legend />
              <StaysInView bookings={cal?.bookings ?? []} />
            </div>
          </div>
        )}
      </section>
      {/* Not the caller's listing: one message, not three failing sections. */}
      {/* Below the nights: drawn in a quiet moment after them, not in the task that brings them alive. */}
      {!isNotFound(q.error) && <Deferred minBlockSize={sheet ? 1000 : 560}><IcalSection listingId={listingId} /></Deferred>}
    </div>
  );
}
