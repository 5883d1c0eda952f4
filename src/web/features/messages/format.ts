import type { I18n } from '../../i18n';
import { dayKind, localDay } from './group';

/** Dates and times of messages, in the reader's time zone and locale. */

const at = (day: string) => new Date(`${day}T12:00:00`);

/** A day heading in a conversation: "Today", "Yesterday", "Monday 3 March", "3 March 2025". */
export function dayHeading(day: string, now: Date, i18n: Pick<I18n, 't' | 'locale' | 'timeZone'>): string {
  const kind = dayKind(day, localDay(now, i18n.timeZone));
  if (kind === 'today') return i18n.t('messages.thread.today');
  if (kind === 'yesterday') return i18n.t('messages.thread.yesterday');
  const opts: Intl.DateTimeFormatOptions = kind === 'thisYear'
    ? { weekday: 'long', day: 'numeric', month: 'long' }
    : { day: 'numeric', month: 'long', year: 'numeric' };
  return new Intl.DateTimeFormat(i18n.locale, opts).format(at(day));
}

/** A message's time of day: "14:05" or "2:05 PM". */
export function timeOfDay(iso: string, i18n: Pick<I18n, 'dateTime'>): string {
  return i18n.dateTime(iso, { hour: 'numeric', minute: '2-digit' });
}

/** The inbox row's time: the time today, the weekday this week, else the date (with the year when not this one). */
export function shortWhen(iso: string, now: Date, i18n: Pick<I18n, 'dateTime' | 'timeZone'>): string {
  const day = localDay(iso, i18n.timeZone);
  const today = localDay(now, i18n.timeZone);
  if (day === today) return timeOfDay(iso, i18n);
  const days = Math.round((at(today).getTime() - at(day).getTime()) / 86_400_000);
  if (days > 0 && days < 7) return i18n.dateTime(iso, { weekday: 'short' });
  const opts: Intl.DateTimeFormatOptions = day.slice(0, 4) === today.slice(0, 4)
    ? { day: 'numeric', month: 'short' }
    : { day: 'numeric', month: 'short', year: 'numeric' };
  return i18n.dateTime(iso, opts);
}

/** A message's words: as its sender wrote them, or, once the operator hid it, the reader's words for that. */
export function messageText(m: { body: string; hidden?: boolean }, t: I18n['t']): string {
  return m.hidden ? t('messages.hidden') : m.body;
}
