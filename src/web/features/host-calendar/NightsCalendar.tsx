import { useContext, useEffect, type KeyboardEvent } from 'react';
import { parseDate, type CalendarDate, type DateValue } from '@internationalized/date';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell, RangeCalendar, RangeCalendarStateContext,
  type RangeValue,
} from 'react-aria-components';
import { useI18n } from '../../i18n';
import { Button, IconButton } from '../../ui/Button';
import { ICON } from '../../ui/icon';
import { NightCell } from './NightCell';
import type { NightIndex } from './nights';
import { arrowTarget, clampDate, extendSelection, type NightSelection } from './selection';
import s from './NightsCalendar.module.css';

type Props = {
  index: NightIndex;
  currency: string;
  today: string;
  /** The last night a host may change (the booking horizon). */
  lastNight: string;
  months: 1 | 2;
  selection: NightSelection | null;
  onSelectionChange: (s: NightSelection | null) => void;
  focused: string;
  onFocusedChange: (date: string) => void;
  /** The first day of the first month shown (the page fetches its nights). */
  onVisibleStartChange: (date: string) => void;
  isLoading: boolean;
};

/**
 * The host's months of nights on React Aria's RangeCalendar: click a first and a last night, or
 * drag across them, or use the keyboard (arrows, Enter or Space at each end; Shift+arrows
 * stretches; Escape clears). Selection and focus are the page's, so Today and the panel can move them.
 */
export function NightsCalendar(p: Props) {
  const { t, dir } = useI18n();
  const PrevIcon = dir === 'rtl' ? ChevronRight : ChevronLeft;
  const NextIcon = dir === 'rtl' ? ChevronLeft : ChevronRight;
  const value = p.selection ? { start: parseDate(p.selection.start), end: parseDate(p.selection.end) } : null;
  const onChange = (r: RangeValue<DateValue> | null) => p.onSelectionChange(r ? { start: r.start.toString().slice(0, 10), end: r.end.toString().slice(0, 10) } : null);

  return (
    <RangeCalendar
      aria-label={t('hostCalendar.calendar')}
      className={s.calendar}
      value={value}
      onChange={onChange}
      focusedValue={parseDate(p.focused)}
      onFocusChange={(d) => p.onFocusedChange(d.toString().slice(0, 10))}
      visibleDuration={{ months: p.months }}
      pageBehavior="single"
      minValue={parseDate(p.today)}
      maxValue={parseDate(p.lastNight)}
      data-loading={p.isLoading || undefined}
    >
      <div className={s.toolbar}>
        <Button slot={null} variant="secondary" size="small" onPress={() => p.onFocusedChange(p.today)}>{t('hostCalendar.today')}</Button>
        <div className={s.arrows}>
          <IconButton slot="previous" aria-label={t('hostCalendar.previousMonth')} size="small"><PrevIcon {...ICON} /></IconButton>
          <IconButton slot="next" aria-label={t('hostCalendar.nextMonth')} size="small"><NextIcon {...ICON} /></IconButton>
        </div>
      </div>
      <KeyboardExtras {...p}>
        <div className={s.months} data-months={p.months}>
          {Array.from({ length: p.months }, (_, i) => <Month key={i} offset={i} {...p} />)}
        </div>
      </KeyboardExtras>
      <VisibleStart onChange={p.onVisibleStartChange} />
    </RangeCalendar>
  );
}

function Month({ offset, index, currency, today }: Props & { offset: number }) {
  const state = useContext(RangeCalendarStateContext)!;
  const { date } = useI18n();
  const month = state.visibleRange.start.add({ months: offset });
  return (
    <div className={s.month}>
      <div className={s.caption} aria-hidden="true">{date(month.toString(), { month: 'long', year: 'numeric' })}</div>
      <CalendarGrid offset={{ months: offset }} className={s.grid} weekdayStyle="short">
        <CalendarGridHeader>{(day) => <CalendarHeaderCell className={s.weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
        <CalendarGridBody>{(d) => <NightCell date={d as CalendarDate} month={month as CalendarDate} index={index} currency={currency} today={today} />}</CalendarGridBody>
      </CalendarGrid>
    </div>
  );
}

/**
 * Keys React Aria's grid leaves alone: Shift+arrows stretch the selection from its far end, and
 * Escape (which React Aria uses to drop a half-made selection) clears it altogether.
 */
function KeyboardExtras({ children, selection, onSelectionChange, today, lastNight }: Props & { children: React.ReactNode }) {
  const state = useContext(RangeCalendarStateContext)!;
  const { dir } = useI18n();
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && (selection || state.anchorDate)) {
      state.setAnchorDate(null);
      onSelectionChange(null);
      return;
    }
    if (!e.shiftKey || e.altKey || e.ctrlKey || e.metaKey) return;
    const focused = state.focusedDate.toString().slice(0, 10);
    const next = arrowTarget(focused, e.key, dir);
    if (!next) return;
    e.preventDefault();
    const target = clampDate(next, today, lastNight);
    state.setAnchorDate(null);
    onSelectionChange(extendSelection(selection, focused, target));
    state.setFocusedDate(parseDate(target));
  };
  return <div onKeyDown={onKeyDown}>{children}</div>;
}

/** Tells the page which months are on screen (React Aria decides when paging or following focus). */
function VisibleStart({ onChange }: { onChange: (date: string) => void }) {
  const state = useContext(RangeCalendarStateContext)!;
  const start = state.visibleRange.start.toString().slice(0, 10);
  useEffect(() => onChange(start), [start, onChange]);
  return null;
}
