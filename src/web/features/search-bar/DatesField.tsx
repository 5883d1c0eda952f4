import { useRef, useState } from 'react';
import { getLocalTimeZone, today, type CalendarDate } from '@internationalized/date';
import { DateRangePicker, Dialog, Group, Popover } from 'react-aria-components';
import { useI18n } from '../../i18n';
import { PHONE_QUERY, useMediaQuery } from '../../ui/useMediaQuery';
import { DateSegments, type DateSegment } from './DateSegments';
import type { DateRange } from './model';
import { RangeCalendarView } from './RangeCalendarView';
import s from './SearchBar.module.css';

export type DatesFieldProps = {
  value: DateRange | null;
  onChange: (range: DateRange | null) => void;
  /** `stacked` for the phone sheet: the two segments one above the other. */
  stacked?: boolean;
  /** Open at once on this segment (the placeholder was clicked while this code loaded). */
  initialOpen?: DateSegment | null;
};

const HORIZON_DAYS = 365;

/**
 * `Check-in` and `Check-out`: a React Aria DateRangePicker whose trigger is the two segments
 * of the bar, opening a two-month RangeCalendar (one on phones). Past days cannot be chosen.
 */
export default function DatesField({ value, onChange, stacked, initialOpen = null }: DatesFieldProps) {
  const { t } = useI18n();
  const phone = useMediaQuery(PHONE_QUERY);
  const [active, setActive] = useState<DateSegment | null>(initialOpen);
  const checkinRef = useRef<HTMLButtonElement>(null);
  const checkoutRef = useRef<HTMLButtonElement>(null);
  const min = today(getLocalTimeZone());
  const nights = value ? value.end.compare(value.start) : 0;

  const close = () => {
    const back = active === 'checkout' ? checkoutRef.current : checkinRef.current;
    setActive(null);
    // Focus returns to the segment that opened the calendar, even if it mounted after opening.
    requestAnimationFrame(() => back?.focus());
  };

  return (
    <DateRangePicker
      aria-label={t('searchBar.dates')}
      value={value}
      onChange={(v) => onChange(v ? { start: v.start as CalendarDate, end: v.end as CalendarDate } : null)}
      minValue={min}
      maxValue={min.add({ days: HORIZON_DAYS })}
      isOpen={active !== null}
      onOpenChange={(o) => (o ? setActive((a) => a ?? 'checkin') : close())}
      className={[s.dates, stacked && s.datesStacked].filter(Boolean).join(' ')}
    >
      <Group className={s.datesGroup}>
        <DateSegments ref={checkinRef} checkoutRef={checkoutRef} value={value} active={active} onPress={setActive} />
      </Group>
      <Popover className={`${s.popover} ${s.calendarPopover}`} placement="bottom" offset={14}>
        <Dialog className={s.calendarDialog} aria-label={t('searchBar.dates')}>
          <RangeCalendarView months={phone ? 1 : 2} autoFocus />
          <div className={s.calendarFooter}>
            <p className={s.calendarHint} aria-live="polite">
              {nights > 0 ? t('searchBar.nightsSelected', { count: nights }) : t('searchBar.pickCheckin')}
            </p>
            <button type="button" className={s.textButton} disabled={!value} onClick={() => onChange(null)}>
              {t('searchBar.clearDates')}
            </button>
          </div>
        </Dialog>
      </Popover>
    </DateRangePicker>
  );
}
