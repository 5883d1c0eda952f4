import type { MessageView } from '../../../contract/messages';

/** Messages by the reader's calendar day, for the day headings of a conversation. */

/** `YYYY-MM-DD` in a given zone ('en-CA' writes dates that way), one formatter per zone. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormat = (timeZone: string) => {
  let f = dayFormats.get(timeZone);
  if (!f) dayFormats.set(timeZone, (f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return f;
};

/** `YYYY-MM-DD` of an instant in the reader's time zone: `timeZone`, else this runtime's own. */
export function localDay(iso: string | Date, timeZone?: string): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (timeZone) return dayFormat(timeZone).format(d);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export type DayGroup<M> = { day: string; messages: M[] };

/** Consecutive runs of one local day, in the order given (oldest first). */
export function groupByDay<M extends Pick<MessageView, 'createdAt'>>(messages: M[], timeZone?: string): DayGroup<M>[] {
  const groups: DayGroup<M>[] = [];
  for (const m of messages) {
    const day = localDay(m.createdAt, timeZone);
    const last = groups.at(-1);
    if (last?.day === day) last.messages.push(m);
    else groups.push({ day, messages: [m] });
  }
  return groups;
}

const dayBefore = (day: string) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/** How a day heading reads: today, yesterday, a weekday and date (with the year when it is not this one). */
export function dayKind(day: string, today: string): 'today' | 'yesterday' | 'thisYear' | 'older' {
  if (day === today) return 'today';
  if (day === dayBefore(today)) return 'yesterday';
  return day.slice(0, 4) === today.slice(0, 4) ? 'thisYear' : 'older';
}
