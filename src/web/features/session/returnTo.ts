/**
 * Where to send someone after they log in. Only paths on this site are accepted: anything else
 * (another origin, `//host`, `/\host` which browsers read as `//host`) falls back to `/`, so a
 * crafted link cannot bounce a fresh session to a look-alike site.
 */
export function safeReturnTo(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || raw.length > 2000) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // Control characters (tabs, newlines) are stripped by URL parsers and could hide a `//`.
  if (/[\u0000-\u001f\u007f]/.test(raw)) return fallback;
  return raw;
}

/** `/login?returnTo=…` for a page a visitor tried to open (path and query kept). */
export function loginPath(returnTo: string, page: '/login' | '/signup' = '/login'): string {
  const safe = safeReturnTo(returnTo, '');
  return safe && safe !== '/' ? `${page}?returnTo=${encodeURIComponent(safe)}` : page;
}

const KEY = 'roost.returnTo';
const MAX_AGE_MS = 2 * 24 * 3600_000; // the verification link lives 24 h; keep a margin

/**
 * The e-mailed verification link cannot carry where the person was going, so sign-up keeps it in
 * this browser and the verify page reads it back (once).
 */
export function rememberReturnTo(returnTo: string): void {
  const safe = safeReturnTo(returnTo, '');
  try {
    if (safe && safe !== '/') localStorage.setItem(KEY, JSON.stringify({ to: safe, at: Date.now() }));
    else localStorage.removeItem(KEY);
  } catch {
    /* storage disabled: they land on / instead */
  }
}

/** Where sign-up was headed, if this browser remembers (reading does not forget it: StrictMode renders twice). */
export function rememberedReturnTo(): string | undefined {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return undefined;
    const { to, at } = JSON.parse(raw) as { to?: string; at?: number };
    if (typeof at !== 'number' || Date.now() - at > MAX_AGE_MS) return undefined;
    return safeReturnTo(to, '') || undefined;
  } catch {
    return undefined;
  }
}

export function forgetReturnTo(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}
