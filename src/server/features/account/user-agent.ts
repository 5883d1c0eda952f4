import type { SessionBrowser, SessionDevice } from '../../../contract/auth.js';

const BROWSERS: Record<SessionBrowser, string> = {
  edge: 'Edge', opera: 'Opera', firefox: 'Firefox', chrome: 'Chrome', safari: 'Safari', app: 'App or script', unknown: 'Unknown browser',
};
const DEVICES: Record<SessionDevice, string> = {
  iphone: 'iPhone', ipad: 'iPad', android_phone: 'Android phone', android_tablet: 'Android tablet', windows: 'Windows',
  mac: 'Mac', chromebook: 'Chromebook', linux: 'Linux', unknown: 'Unknown device',
};

export type DescribedUserAgent = { browser: string; device: string; browserCode: SessionBrowser; deviceCode: SessionDevice };

/**
 * "Firefox on Windows"-style parts of a User-Agent, for the list of active sessions: codes the web
 * words in the reader's language, and their English names.
 */
export function describeUserAgent(ua: string | null | undefined): DescribedUserAgent {
  const s = ua ?? '';
  const browserCode: SessionBrowser =
    !s ? 'unknown'
    : /Edg\//.test(s) ? 'edge'
    : /OPR\//.test(s) ? 'opera'
    : /Firefox\//.test(s) ? 'firefox'
    : /(Chrome|Chromium|CriOS)\//.test(s) ? 'chrome'
    : /Safari\//.test(s) ? 'safari'
    : /curl|node|undici|python|okhttp/i.test(s) ? 'app'
    : 'unknown';
  const deviceCode: SessionDevice =
    /iPhone/.test(s) ? 'iphone'
    : /iPad/.test(s) ? 'ipad'
    : /Android/.test(s) ? (/Mobile/.test(s) ? 'android_phone' : 'android_tablet')
    : /Windows/.test(s) ? 'windows'
    : /Mac OS X|Macintosh/.test(s) ? 'mac'
    : /CrOS/.test(s) ? 'chromebook'
    : /Linux/.test(s) ? 'linux'
    : 'unknown';
  return { browser: BROWSERS[browserCode], device: DEVICES[deviceCode], browserCode, deviceCode };
}
