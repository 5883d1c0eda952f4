/** "Firefox on Windows"-style parts of a User-Agent, for the list of active sessions. */
export function describeUserAgent(ua: string | null | undefined): { browser: string; device: string } {
  if (!ua) return { browser: 'Unknown browser', device: 'Unknown device' };
  const browser =
    /Edg\//.test(ua) ? 'Edge'
    : /OPR\//.test(ua) ? 'Opera'
    : /Firefox\//.test(ua) ? 'Firefox'
    : /(Chrome|Chromium|CriOS)\//.test(ua) ? 'Chrome'
    : /Safari\//.test(ua) ? 'Safari'
    : /curl|node|undici|python|okhttp/i.test(ua) ? 'App or script'
    : 'Unknown browser';
  const device =
    /iPhone/.test(ua) ? 'iPhone'
    : /iPad/.test(ua) ? 'iPad'
    : /Android/.test(ua) ? (/Mobile/.test(ua) ? 'Android phone' : 'Android tablet')
    : /Windows/.test(ua) ? 'Windows'
    : /Mac OS X|Macintosh/.test(ua) ? 'Mac'
    : /CrOS/.test(ua) ? 'Chromebook'
    : /Linux/.test(ua) ? 'Linux'
    : 'Unknown device';
  return { browser, device };
}
