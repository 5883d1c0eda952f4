import { useContext, useRef, type CSSProperties } from 'react';
import { getDayOfWeek, isSameMonth, type CalendarDate } from '@internationalized/date';
import { RangeCalendarStateContext, useLocale } from 'react-aria-components';
// React Aria's cell hook (the package react-aria-components is built on): its CalendarCell sets
// the cell's accessible name to the date alone, and a host's cell must also say price and state.
import { useCalendarCell } from 'react-aria/useCalendar';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useHover } from 'react-aria/useHover';
import { mergeProps } from 'react-aria/mergeProps';
import { CalendarOff, Link2 } from 'lucide-react';
import { useI18n } from '../../i18n';
import { bandPiece } from './months';
import { bandOf, type NightIndex } from './nights';
import { describeNight, priceText } from './describe';
import s from './NightsCalendar.module.css';

type Props = { date: CalendarDate; month: CalendarDate; index: NightIndex; currency: string; today: string };

/**
 * One night of the host's grid: the day, a band for the stay or block it belongs to (the guest's
 * name, "Blocked" or the feed's name where a piece of it starts), and its price. A gridcell whose
 * button is named "date, price, state", so the grid reads as well as it looks.
 */
export function NightCell({ date, month, index, currency, today }: Props) {
  const state = useContext(RangeCalendarStateContext)!;
  const i18n = useI18n();
  const { locale } = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  const isOutsideMonth = !isSameMonth(month, date);
  const cell = useCalendarCell({ date, isOutsideMonth }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: cell.isDisabled });

  const iso = date.toString();
  const night = index.nights.get(iso);
  const band = bandOf(index, night);
  const piece = band ? bandPiece(iso, band.start, band.endExclusive, getDayOfWeek(date, locale)) : null;
  const range = 'highlightedRange' in state ? state.highlightedRange : null;
  const isStart = Boolean(cell.isSelected && range && date.compare(range.start) === 0);
  const isEnd = Boolean(cell.isSelected && range && date.compare(range.end) === 0);
  const price = night && night.state !== 'past' ? priceText(i18n, night, currency) : '';
  const label = `${cell.buttonProps['aria-label']}, ${describeNight(i18n, night, band, currency)}`;

  if (isOutsideMonth) return <td {...cell.cellProps} className={s.td} />;
  return (
    <td {...cell.cellProps} className={s.td}>
      <div
        {...mergeProps(cell.buttonProps, focusProps, hoverProps)}
        ref={ref}
        aria-label={label}
        className={s.cell}
        data-state={night?.state ?? 'loading'}
        data-selected={cell.isSelected || undefined}
        data-selection-start={isStart || undefined}
        data-selection-end={isEnd || undefined}
        data-disabled={cell.isDisabled || undefined}
        data-hovered={isHovered || undefined}
        data-focus-visible={(isFocusVisible && cell.isFocused) || undefined}
        data-today={iso === today || undefined}
      >
        <span className={s.day}>{cell.formattedDate}</span>
        {band && piece && (
          <span
            className={s.band}
            data-kind={band.kind}
            data-first={piece.isFirst || undefined}
            data-last={piece.isLast || undefined}
            aria-hidden="true"
          >
            {piece.pieceStarts && (
              <span className={s.bandLabel} style={{ '--span': piece.span } as CSSProperties}>
                {band.kind === 'blocked' && <CalendarOff size={12} strokeWidth={2} aria-hidden="true" />}
                {band.kind === 'imported' && <Link2 size={12} strokeWidth={2} aria-hidden="true" />}
                <span className={s.bandText}>
                  {band.kind === 'booked' ? band.label : band.kind === 'blocked' ? i18n.t('hostCalendar.band.blocked') : band.label ?? i18n.t('hostCalendar.band.imported')}
                </span>
              </span>
            )}
          </span>
        )}
        {price && (
          <span className={s.price} data-custom={night?.priceOverridden || undefined} aria-hidden="true">
            {price}
          </span>
        )}
      </div>
    </td>
  );
}
