import { TIME_ZONE_COOKIE } from '../../domain/timeZone';

/**
 * Leaves this browser's time zone in a cookie (a year) when it is not there already, so the
 * server paints the next pages' times of day in it (i18n `dateTime`, domain/timeZone.ts).
 */
export function rememberTimeZone(): void {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone || /[;,\s"\\]/.test(zone)) return;
  const kept = document.cookie.match(new RegExp(`(?:^|;\\s*)${TIME_ZONE_COOKIE}=([^;]*)`))?.[1];
  if (kept === zone) return;
  document.cookie = `${TIME_ZONE_COOKIE}=${zone}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
}
