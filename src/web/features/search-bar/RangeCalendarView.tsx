import { useContext } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Button, CalendarCell, CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell,
  RangeCalendar, RangeCalendarStateContext, type DateValue, type RangeCalendarProps,
} from 'react-aria-components';
import { useI18n } from '../../i18n';
import { ICON } from '../../ui/icon';
import s from './Calendar.module.css';

function MonthTitle({ offset }: { offset: number }) {
  const state = useContext(RangeCalendarStateContext);
  const { locale } = useI18n();
  if (!state) return null;
  const month = state.visibleRange.start.add({ months: offset });
  const label = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: state.timeZone }).format(month.toDate(state.timeZone));
  // The grid itself is labelled by React Aria; this title is for sighted users.
  return <h3 className={s.monthTitle} aria-hidden="true">{label}</h3>;
}

/** Month grids side by side (two on desktop), with one pair of arrows at the outer edges. */
export function RangeCalendarView<T extends DateValue>({ months = 2, ...props }: RangeCalendarProps<T> & { months?: number }) {
  const { t } = useI18n();
  return (
    <RangeCalendar {...props} visibleDuration={{ months }} className={s.calendar}>
      <div className={s.nav}>
        <Button slot="previous" className={s.navButton} aria-label={t('searchBar.previousMonth')}>
          <ChevronLeft {...ICON} className={s.flip} />
        </Button>
        <Button slot="next" className={s.navButton} aria-label={t('searchBar.nextMonth')}>
          <ChevronRight {...ICON} className={s.flip} />
        </Button>
      </div>
      <div className={s.months}>
        {Array.from({ length: months }, (_, i) => (
          <div key={i} className={s.month}>
            <MonthTitle offset={i} />
            <CalendarGrid offset={i ? { months: i } : undefined} className={s.grid} weekdayStyle="short">
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={s.weekday}>{day.slice(0, 2)}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => <CalendarCell date={date} className={s.cell} />}
              </CalendarGridBody>
            </CalendarGrid>
          </div>
        ))}
      </div>
    </RangeCalendar>
  );
}
