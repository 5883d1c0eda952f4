import { describe, expect, it } from 'vitest';
import { answerWithIssuer, withIssuer } from './totp-issuer';

describe('withIssuer', () => {
  const uri = 'otpauth://totp/Roost:ann%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Roost&digits=6&period=30';

  it('names the new issuer in the label and the parameter, keeping the account and the secret', () => {
    const out = withIssuer(uri, 'Hostal del Sur');
    expect(out).toBe('otpauth://totp/Hostal%20del%20Sur:ann%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Hostal%20del%20Sur&digits=6&period=30');
    const u = new URL(out);
    expect(u.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(u.searchParams.get('issuer')).toBe('Hostal del Sur');
  });

  it('encodes a name with a colon so the account stays the account', () => {
    const out = withIssuer(uri, 'Stays: North');
    expect(decodeURIComponent(out.split('?')[0]!.split('/').at(-1)!)).toBe('Stays: North:ann@example.com');
    expect(out.split('?')[0]!.endsWith(':ann%40example.com')).toBe(true);
  });

  it('leaves what is not an otpauth address alone', () => {
    expect(withIssuer('https://example.com', 'X')).toBe('https://example.com');
  });
});

describe('answerWithIssuer', () => {
  it('rewrites the totpURI of a JSON answer and keeps the rest', async () => {
    const res = new Response(JSON.stringify({ totpURI: 'otpauth://totp/Roost:a%40b.c?secret=S&issuer=Roost', backupCodes: ['x'] }), {
      headers: { 'content-type': 'application/json', 'set-cookie': 'a=b' },
    });
    const out = await answerWithIssuer(res, 'Cabañas');
    expect(out.headers.get('set-cookie')).toBe('a=b');
    expect(await out.json()).toEqual({ totpURI: 'otpauth://totp/Caba%C3%B1as:a%40b.c?secret=S&issuer=Caba%C3%B1as', backupCodes: ['x'] });
  });

  it('passes an error answer through untouched', async () => {
    const res = new Response('{"code":"X"}', { status: 400, headers: { 'content-type': 'application/json' } });
    expect(await answerWithIssuer(res, 'Y')).toBe(res);
  });
});
