import { forwardRef, useId } from 'react';
import type { CalendarDate } from '@internationalized/date';
import { useI18n } from '../../i18n';
import type { DateRange } from './model';
import s from './SearchBar.module.css';

export type DateSegment = 'checkin' | 'checkout';

type Props = {
  value: DateRange | null;
  active: DateSegment | null;
  onPress: (which: DateSegment) => void;
  /** Fires on first hover or focus so the calendar's code can be fetched ahead of a click. */
  onIntent?: () => void;
};

/**
 * The two date segments, `Check-in` and `Check-out`: buttons named exactly that, described by
 * the chosen date. Shared by the light placeholder and the real date range picker.
 */
export const DateSegments = forwardRef<HTMLButtonElement, Props & { checkoutRef?: React.Ref<HTMLButtonElement> }>(
  function DateSegments({ value, active, onPress, onIntent, checkoutRef }, checkinRef) {
    const { t, date } = useI18n();
    const id = useId();
    const show = (d: CalendarDate | undefined) => (d ? date(d.toString(), { day: 'numeric', month: 'short' }) : t('searchBar.addDates'));
    const seg = (which: DateSegment, d: CalendarDate | undefined, ref: React.Ref<HTMLButtonElement> | undefined) => (
      <button
        ref={ref}
        type="button"
        className={[s.segment, s.segmentButton, active === which && s.active].filter(Boolean).join(' ')}
        aria-label={t(which === 'checkin' ? 'searchBar.checkin' : 'searchBar.checkout')}
        aria-describedby={`${id}-${which}`}
        aria-haspopup="dialog"
        onClick={() => onPress(which)}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        <span className={s.segmentLabel} aria-hidden="true">{t(which === 'checkin' ? 'searchBar.checkin' : 'searchBar.checkout')}</span>
        <span id={`${id}-${which}`} className={d ? s.segmentValue : s.segmentPlaceholder}>{show(d)}</span>
      </button>
    );
    return (
      <>
        {seg('checkin', value?.start, checkinRef)}
        <span className={s.divider} aria-hidden="true" />
        {seg('checkout', value?.end, checkoutRef)}
      </>
    );
  },
);
