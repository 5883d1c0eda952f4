import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent';

describe('describeUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox', 'Windows', 'firefox', 'windows'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari', 'iPhone', 'safari', 'iphone'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36', 'Chrome', 'Android phone', 'chrome', 'android_phone'],
    ['Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36', 'Chrome', 'Android tablet', 'chrome', 'android_tablet'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Edg/156.0.0.0', 'Edge', 'Mac', 'edge', 'mac'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36', 'Chrome', 'Linux', 'chrome', 'linux'],
    ['curl/8.5.0', 'App or script', 'Unknown device', 'app', 'unknown'],
  ])('%s', (ua, browser, device, browserCode, deviceCode) => {
    expect(describeUserAgent(ua)).toEqual({ browser, device, browserCode, deviceCode });
  });
  it('says so when it cannot tell', () => {
    expect(describeUserAgent(undefined)).toEqual({ browser: 'Unknown browser', device: 'Unknown device', browserCode: 'unknown', deviceCode: 'unknown' });
    expect(describeUserAgent('Lynx/2.9')).toMatchObject({ browserCode: 'unknown', deviceCode: 'unknown' });
  });
});
