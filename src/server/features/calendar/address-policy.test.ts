import { describe, expect, it } from 'vitest';
import { addressPolicy, isPublicAddress } from './address-policy';

describe('which addresses a feed may be fetched from', () => {
  it('refuses loopback, private, link-local, unique-local, CGNAT, multicast, unspecified and their IPv6 disguises', () => {
    for (const ip of [
      '127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1',
      '100.127.255.254', '0.0.0.0', '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1',
      '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:169.254.169.254', '::ffff:10.0.0.1', '64:ff9b::a9fe:a9fe', '2002:7f00:1::1', '::127.0.0.1',
    ]) expect(isPublicAddress(ip), ip).toBe(false);
  });

  it('allows public addresses', () => {
    for (const ip of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808']) {
      expect(isPublicAddress(ip), ip).toBe(true);
    }
    expect(isPublicAddress('not an ip')).toBe(false);
  });

  it('an operator may allow every address, or some', () => {
    expect(addressPolicy(true)('127.0.0.1')).toBe(true);
    expect(addressPolicy(false)('127.0.0.1')).toBe(false);
    const some = addressPolicy(['127.0.0.1', '10.20.0.0/16']);
    expect(some('127.0.0.1')).toBe(true);
    expect(some('127.0.0.2')).toBe(false);
    expect(some('10.20.3.4')).toBe(true);
    expect(some('10.21.3.4')).toBe(false);
    expect(some('169.254.169.254')).toBe(false);
    expect(some('8.8.8.8')).toBe(true);
  });
});
