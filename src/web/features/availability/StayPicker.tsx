import { useContext, useState } from 'react';
import { CalendarDays } from 'lucide-react';
import {
  Button, DateFieldContext, DateInput, DateRangePicker, DateRangePickerStateContext, DateSegment, Dialog, Group, Label,
  Popover, useSlottedContext, type DateValue, type RangeValue,
} from 'react-aria-components';
import { useI18n } from '../../i18n';
import { addDays } from './isoDates';
import { toCalendarDate, toRangeValue, unavailableTest, type IsoRange } from './calendarDates';
import { SlotAnchors } from '../../ui/SlotAnchors';
import { StayCalendar } from './StayCalendar';
import type { StayRules } from './stayRules';
import s from './StayPicker.module.css';

type Props = {
  rules: StayRules | null;
  value: { checkIn: string | null; checkOut: string | null };
  onChange: (range: IsoRange) => void;
  today: string;
  months: 1 | 2;
  isInvalid?: boolean;
  /** id of the message that explains what is wrong with the dates. */
  errorId?: string;
};

/**
 * The booking box's Check-in / Check-out fields: typed dates or a calendar in a popover, kept
 * in step with the page's calendar through the URL. Typed stays the calendar would not offer
 * still go to the server, whose quote then says in words what is wrong.
 */
export function StayPicker({ rules, value, onChange, today, months, isInvalid, errorId }: Props) {
  const { t } = useI18n();
  const range = toRangeValue(value);
  const selected = range ? { checkIn: value.checkIn!, checkOut: value.checkOut! } : null;
  // While a year is being typed the field briefly holds dates like 0002-01-08: keep such drafts
  // here and pass on only stays that could be meant, so the URL (and the field) is not reset.
  const [draft, setDraft] = useState<RangeValue<DateValue> | null>(range);
  const key = `${value.checkIn ?? ''}/${value.checkOut ?? ''}`;
  const [syncedKey, setSyncedKey] = useState(key);
  if (key !== syncedKey) {
    setSyncedKey(key);
    setDraft(range);
  }
  const handleChange = (r: RangeValue<DateValue> | null) => {
    setDraft(r);
    if (!r) return;
    const checkIn = r.start.toString().slice(0, 10);
    const checkOut = r.end.toString().slice(0, 10);
    if (checkIn >= today && checkOut > checkIn) onChange({ checkIn, checkOut });
  };

  return (
    <DateRangePicker
      className={s.picker}
      value={draft}
      onChange={handleChange}
      minValue={toCalendarDate(today)}
      maxValue={toCalendarDate(addDays(today, 365 + (rules?.maxNights ?? 30)))}
      isDateUnavailable={unavailableTest(rules, selected)}
      allowsNonContiguousRanges
      isInvalid={isInvalid}
      aria-describedby={errorId}
      granularity="day"
    >
      <Label className="visually-hidden">{t('listing.booking.dates')}</Label>
      <OpenOnPress>
        <Group className={s.fields}>
          <div className={s.field}>
            <span className={s.fieldLabel} aria-hidden="true">{t('listing.booking.checkIn')}</span>
            <NamedDateInput slot="start" name={t('listing.booking.checkIn')} />
          </div>
          <div className={s.field}>
            <span className={s.fieldLabel} aria-hidden="true">{t('listing.booking.checkOut')}</span>
            <NamedDateInput slot="end" name={t('listing.booking.checkOut')} />
          </div>
          <Button className={s.calendarButton} aria-label={t('listing.booking.openCalendar')}>
            <CalendarDays size={20} strokeWidth={1.75} aria-hidden="true" />
          </Button>
        </Group>
      </OpenOnPress>
      <Popover className={s.popover} placement="bottom end" offset={8}>
        <Dialog className={s.dialog} aria-label={t('listing.availability.calendar')}>
          <StayCalendar rules={rules} value={value} months={months} today={today} />
        </Dialog>
      </Popover>
      <SlotAnchors slots={['description', 'errorMessage']} />
    </DateRangePicker>
  );
}

/**
 * React Aria names the two fields "Start date" and "End date" after the picker's label; the
 * product's accessible names are exactly "Check-in" and "Check-out", so each field gets its own.
 */
function NamedDateInput({ slot, name }: { slot: 'start' | 'end'; name: string }) {
  const ctx = useSlottedContext(DateFieldContext, slot);
  return (
    // Inside a range picker the field renders no group of its own: this one carries the name.
    <div role="group" aria-label={name} className={s.inputGroup}>
      <DateFieldContext.Provider value={{ ...ctx, 'aria-label': name, 'aria-labelledby': undefined }}>
        <DateInput className={s.input}>{(segment) => <DateSegment segment={segment} className={s.segment} />}</DateInput>
      </DateFieldContext.Provider>
    </div>
  );
}

/** A click on the fields (not only on the calendar button) opens the calendar, as people expect. */
function OpenOnPress({ children }: { children: React.ReactNode }) {
  const state = useContext(DateRangePickerStateContext);
  return (
    <div
      className={s.pressArea}
      onPointerUp={(e) => {
        if (e.pointerType === 'mouse' || e.pointerType === 'touch' || e.pointerType === 'pen') state?.setOpen(true);
      }}
    >
      {children}
    </div>
  );
}
