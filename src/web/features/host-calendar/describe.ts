import type { I18n } from '../../i18n';
import type { Band, Night } from './nights';

type Strings = Pick<I18n, 't' | 'money' | 'date'>;

/** "3 Mar – 6 Mar" for a stay or block ([start, endExclusive) shown as check-in – check-out). */
export function rangeText(i18n: Strings, start: string, end: string): string {
  return i18n.t('hostCalendar.range', { start: i18n.date(start), end: i18n.date(end) });
}

/**
 * The night's price as the cell shows it: "€120", or nothing while none is set. Also nothing
 * while the currency is not known yet: nights of windows loaded before can be drawn while the
 * visible window's answer (which carries the currency) is still on its way, and Intl throws on ''.
 */
export function priceText(i18n: Strings, night: Night | undefined, currency: string): string {
  return night?.price != null && currency ? i18n.money(night.price, currency) : '';
}

/**
 * What a screen reader hears after the date: the price (and that it is a custom one) and the
 * night's state, with the guest's name and the stay's dates, or the calendar it came from.
 */
export function describeNight(i18n: Strings, night: Night | undefined, band: Band | null, currency: string): string {
  const { t } = i18n;
  if (!night) return t('common.loading');
  const parts: string[] = [];
  if (night.state !== 'past') {
    const price = priceText(i18n, night, currency);
    parts.push(!price ? t('hostCalendar.night.noPrice') : night.priceOverridden ? t('hostCalendar.night.customPrice', { price }) : price);
  }
  switch (night.state) {
    case 'booked':
      parts.push(band?.kind === 'booked'
        ? t('hostCalendar.night.bookedBy', { name: band.label ?? '', dates: rangeText(i18n, band.start, band.endExclusive) })
        : t('hostCalendar.night.booked'));
      break;
    case 'imported':
      parts.push(band?.label ? t('hostCalendar.night.importedFrom', { feed: band.label }) : t('hostCalendar.night.imported'));
      break;
    default:
      parts.push(t(`hostCalendar.night.${night.state}`));
  }
  return parts.join(', ');
}
