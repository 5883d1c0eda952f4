import net from 'node:net';

/**
 * Which addresses a feed may be fetched from. A feed URL is typed by a host, so without this it
 * would let anyone make the server read its own network: the cloud metadata service
 * (169.254.169.254), a database's HTTP port, the admin pages of a router. Only public unicast
 * addresses are allowed, unless the operator allows private ones (ICAL_ALLOW_PRIVATE_HOSTS: all
 * of them, or a list of addresses and CIDR ranges).
 */

const NOT_PUBLIC: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'], // "this network", unspecified
  ['10.0.0.0', 8, 'ipv4'], // RFC 1918
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'], // loopback
  ['169.254.0.0', 16, 'ipv4'], // link-local (cloud metadata)
  ['172.16.0.0', 12, 'ipv4'], // RFC 1918
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['192.0.2.0', 24, 'ipv4'], // documentation
  ['192.168.0.0', 16, 'ipv4'], // RFC 1918
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['198.51.100.0', 24, 'ipv4'], // documentation
  ['203.0.113.0', 24, 'ipv4'], // documentation
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, broadcast
  ['::', 128, 'ipv6'], // unspecified
  ['::1', 128, 'ipv6'], // loopback
  ['::', 96, 'ipv6'], // IPv4-compatible (deprecated)
  ['100::', 64, 'ipv6'], // discard
  ['2001:db8::', 32, 'ipv6'], // documentation
  ['fc00::', 7, 'ipv6'], // unique local
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // site-local (deprecated)
  ['ff00::', 8, 'ipv6'], // multicast
];

const notPublic = new net.BlockList();
for (const [addr, prefix, family] of NOT_PUBLIC) notPublic.addSubnet(addr, prefix, family);

const familyOf = (ip: string) => (net.isIPv6(ip) ? 'ipv6' : 'ipv4');

/** The IPv4 address an IPv6 one carries (NAT64 64:ff9b::/96, 6to4 2002::/16), if any. */
function embeddedIpv4(ip: string): string | null {
  if (!net.isIPv6(ip)) return null;
  const groups = expandIpv6(ip);
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0)) return v4(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return v4(groups[1]!, groups[2]!);
  return null;
}

function expandIpv6(ip: string): number[] {
  let s = ip.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    s = s.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = s.includes('::') ? s.split('::') as [string, string] : [s, null];
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const fill = tail === null ? [] : Array(8 - h.length - t.length).fill('0');
  return [...h, ...fill, ...t].map((g) => parseInt(g, 16));
}

/** A public unicast address: neither loopback, private, link-local, unique-local, multicast, nor unspecified. */
export function isPublicAddress(ip: string): boolean {
  if (!net.isIP(ip)) return false;
  // BlockList reads IPv4-mapped IPv6 (::ffff:a.b.c.d) against the IPv4 rules itself.
  if (notPublic.check(ip, familyOf(ip))) return false;
  const v4 = embeddedIpv4(ip);
  return v4 === null || !notPublic.check(v4, 'ipv4');
}

/** true: the address may be fetched from. */
export type AddressPolicy = (ip: string) => boolean;

/** `allowPrivate`: true allows every address; a list allows those addresses and ranges besides public ones. */
export function addressPolicy(allowPrivate: boolean | readonly string[]): AddressPolicy {
  if (allowPrivate === true) return (ip) => net.isIP(ip) !== 0;
  if (allowPrivate === false || allowPrivate.length === 0) return isPublicAddress;
  const allowed = new net.BlockList();
  for (const entry of allowPrivate) {
    const [addr, prefix] = entry.split('/') as [string, string | undefined];
    const family = familyOf(addr);
    if (prefix === undefined) allowed.addAddress(addr, family);
    else allowed.addSubnet(addr, Number(prefix), family);
  }
  return (ip) => isPublicAddress(ip) || (net.isIP(ip) !== 0 && allowed.check(ip, familyOf(ip)));
}
