import { useContext } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Button, CalendarCell, CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell, RangeCalendar,
  RangeCalendarStateContext, type DateValue, type RangeValue,
} from 'react-aria-components';
import { useI18n } from '../../i18n';
import { SlotAnchors } from '../../ui/SlotAnchors';
import { addDays } from './isoDates';
import { toCalendarDate, toRangeValue, unavailableTest, type IsoRange } from './calendarDates';
import type { StayRules } from './stayRules';
import s from './StayCalendar.module.css';

type Props = {
  rules: StayRules | null;
  /** The chosen stay (from the URL). */
  value: { checkIn: string | null; checkOut: string | null };
  /** Omitted inside the booking box's date picker, which then drives the calendar itself. */
  onChange?: (range: IsoRange) => void;
  months: 1 | 2;
  today: string;
  /** Shown as the calendar's accessible name. */
  label?: string;
};

/**
 * Pick a stay on a one- or two-month calendar. Nights that cannot start a stay are crossed out;
 * once a check-in is picked, only check-outs that make an allowed stay remain (stayRules.ts).
 * Also used inside the booking box's date picker, which passes its props through context.
 */
export function StayCalendar({ rules, value, onChange, months, today, label }: Props) {
  const { dir, t } = useI18n();
  const range = toRangeValue(value);
  const selected = range ? { checkIn: value.checkIn!, checkOut: value.checkOut! } : null;
  const PrevIcon = dir === 'rtl' ? ChevronRight : ChevronLeft;
  const NextIcon = dir === 'rtl' ? ChevronLeft : ChevronRight;

  const handleChange = (r: RangeValue<DateValue> | null) => {
    if (!r) return;
    const checkIn = r.start.toString().slice(0, 10);
    const checkOut = r.end.toString().slice(0, 10);
    if (checkOut > checkIn) onChange?.({ checkIn, checkOut });
  };
  const controlled = onChange ? { value: range, onChange: handleChange } : {};

  return (
    <RangeCalendar
      aria-label={label}
      className={s.calendar}
      data-months={months}
      {...controlled}
      visibleDuration={{ months }}
      minValue={toCalendarDate(today)}
      maxValue={toCalendarDate(addDays(today, 365 + (rules?.maxNights ?? 30)))}
      isDateUnavailable={unavailableTest(rules, selected)}
      // Contiguity is checked by the stay rules, which know that a check-out day may be booked.
      allowsNonContiguousRanges
      isDisabled={rules === null}
    >
      <div className={s.nav}>
        <Button slot="previous" className={s.navButton} aria-label={t('listing.availability.previousMonth')}>
          <PrevIcon size={20} strokeWidth={1.75} aria-hidden="true" />
        </Button>
        <Button slot="next" className={s.navButton} aria-label={t('listing.availability.nextMonth')}>
          <NextIcon size={20} strokeWidth={1.75} aria-hidden="true" />
        </Button>
      </div>
      <div className={s.months}>
        {Array.from({ length: months }, (_, i) => (
          <div key={i} className={s.month}>
            <MonthCaption offset={i} />
            <CalendarGrid offset={{ months: i }} className={s.grid} weekdayStyle="narrow">
              <CalendarGridHeader>{(day) => <CalendarHeaderCell className={s.weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={s.cell} />}</CalendarGridBody>
            </CalendarGrid>
          </div>
        ))}
      </div>
      <SlotAnchors slots={['errorMessage']} />
    </RangeCalendar>
  );
}

/** The month name above each grid (React Aria's Heading names the whole visible range). */
function MonthCaption({ offset }: { offset: number }) {
  const state = useContext(RangeCalendarStateContext);
  const { date } = useI18n();
  if (!state) return null;
  const first = state.visibleRange.start.add({ months: offset }).toString();
  return (
    <div className={s.caption} aria-hidden="true">
      {date(first, { month: 'long', year: 'numeric' })}
    </div>
  );
}
