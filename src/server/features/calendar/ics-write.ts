/**
 * Writes the export calendar (RFC 5545). Hand-written on purpose: the format we emit is a handful
 * of properties, and ical.js's serializer folds continuation lines to 76 octets (75 plus the
 * leading space), past the RFC's 75. Reading feeds is ical.js's job (parse.ts).
 */

export type IcsEvent = {
  uid: string;
  /** All-day: DTSTART;VALUE=DATE, and DTEND the morning after the last night (exclusive). */
  start: string;
  end: string;
  summary: string;
  /** When the event last changed: DTSTAMP for a calendar without METHOD (RFC 5545 §3.8.7.2). */
  stamp: Date;
};

export type IcsCalendar = { prodId: string; name: string; events: IcsEvent[] };

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n|\r/g, '\\n');
}

const utf8Length = (cp: number) => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/**
 * Folds a content line so no physical line passes 75 octets, the leading space of a
 * continuation included, and never inside a UTF-8 sequence (RFC 5545 §3.1).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const ch of line) {
    const n = utf8Length(ch.codePointAt(0)!);
    if (octets + n > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1; // the continuation's leading space is one of its 75 octets
    }
    current += ch;
    octets += n;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const basicDate = (iso: string) => iso.replaceAll('-', '');
const utcStamp = (d: Date) => `${d.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

export function writeCalendar(cal: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${cal.prodId}`,
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(cal.name)}`,
  ];
  for (const e of cal.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${utcStamp(e.stamp)}`,
      `DTSTART;VALUE=DATE:${basicDate(e.start)}`,
      `DTEND;VALUE=DATE:${basicDate(e.end)}`,
      `SUMMARY:${escapeText(e.summary)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
