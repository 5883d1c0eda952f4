/**
 * The reader's time zone, for times of day a page paints on the server (a message's time, a
 * booking's history): the browser remembers its own in this cookie (a year), and the server's
 * renderer formats in it, so the painted text is what the browser then renders.
 */
export const TIME_ZONE_COOKIE = 'roost_tz';

/**
 * The names found good so far, lowercased (Intl takes any case: kept as sent, a few hundred zones
 * could be spelt in millions of ways). Every app page asks, and building a formatter is not free.
 */
const known = new Set<string>();

/** `value` if it names a time zone this runtime knows (an IANA name such as `America/Montevideo`), else undefined. */
export function knownTimeZone(value: string | null | undefined): string | undefined {
  if (!value || value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return undefined;
  if (known.has(value.toLowerCase())) return value;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    known.add(value.toLowerCase());
    return value;
  } catch {
    return undefined;
  }
}
