import { describe, expect, it } from 'vitest';
import { groupSecret, totpSecret } from './totpUri';

describe('totpSecret', () => {
  it('reads the secret parameter of an otpauth URI', () => {
    expect(totpSecret('otpauth://totp/Roost:ann%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Roost&digits=6')).toBe('JBSWY3DPEHPK3PXP');
  });
  it('gives an empty string for something that is not a URI', () => {
    expect(totpSecret('not a uri')).toBe('');
  });
});

describe('groupSecret', () => {
  it('splits into groups of four without a trailing space', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupSecret('JBSW')).toBe('JBSW');
  });
});
