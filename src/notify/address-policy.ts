import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which resolved addresses a webhook may be sent to, when private ones are not allowed.
 *
 * IPv4: only what ipaddr.js calls `unicast`, that is outside every special range it lists:
 * 0.0.0.0/8, 10/8, 100.64/10 (CGNAT), 127/8, 169.254/16, 172.16/12, 192.0.0/24, 192.0.2/24,
 * 192.88.99/24, 192.168/16, 198.18/15, 198.51.100/24, 203.0.113/24, 224/4 (multicast),
 * 240/4 (reserved), 255.255.255.255, and the AS112 and AMT ranges.
 *
 * IPv6: only global unicast, 2000::/3, and inside it only what ipaddr.js calls `unicast`
 * (not documentation 2001:db8::/32 or 3fff::/20, Teredo 2001::/32, 6to4 2002::/16,
 * benchmarking, ORCHID and the rest). Everything outside 2000::/3 is refused: ::1, ::,
 * fe80::/10, fc00::/7, ff00::/8, fec0::/10, 100::/64, IPv4-compatible ::a.b.c.d, and so on.
 * Two forms that carry an IPv4 address are judged by that address instead: IPv4-mapped
 * ::ffff:a.b.c.d (a dual-stack socket connects to the IPv4 address) and the NAT64
 * well-known prefix 64:ff9b::/96 (what DNS64 returns in an IPv6-only network; the
 * translator connects to the IPv4 address, private or not).
 */

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
const EMBEDDED_IPV4: readonly (readonly [string, [ipaddr.IPv6, number]])[] = [
  ['ipv4Mapped', ipaddr.IPv6.parseCIDR('::ffff:0:0/96')],
  ['nat64', ipaddr.IPv6.parseCIDR('64:ff9b::/96')],
];

/** What `addressRange` calls an address webhooks may reach. */
export const PUBLIC_RANGE = 'public';

/**
 * The range an address falls in: `public` for one a webhook may reach, otherwise the
 * special range's name (`loopback`, `private`, `linkLocal`, `uniqueLocal`,
 * `carrierGradeNat`, `reserved`, `ipv4Mapped loopback`, ..., or `invalid` for a string
 * that is not an address). An IPv6 zone (`%eth0`) is ignored.
 */
export function addressRange(address: string): string {
  const ip = parseAddress(address);
  if (ip === null) return 'invalid';
  if (ip.kind() === 'ipv4') return ip.range() === 'unicast' ? PUBLIC_RANGE : ip.range();
  const v6 = ip as ipaddr.IPv6;
  for (const [name, [prefix, bits]] of EMBEDDED_IPV4) {
    if (v6.match(prefix, bits)) {
      const inner = addressRange(ipaddr.fromByteArray(v6.toByteArray().slice(12)).toString());
      return inner === PUBLIC_RANGE ? PUBLIC_RANGE : `${name} ${inner}`;
    }
  }
  const range = v6.range();
  if (range !== 'unicast') return range;
  return v6.match(GLOBAL_UNICAST) ? PUBLIC_RANGE : 'reserved';
}

/** True when a webhook may be sent to this address (see `addressRange`). */
export function isPublicAddress(address: string): boolean {
  return addressRange(address) === PUBLIC_RANGE;
}

function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const bare = address.replace(/%.*$/s, '');
  // node:net decides what is an address, as the socket will; ipaddr.js only classifies.
  const family = isIP(bare);
  if (family === 4) return ipaddr.IPv4.parse(bare);
  if (family !== 6) return null;
  // ipaddr.js reads any dotted tail as IPv4-mapped (::127.0.0.1 as ::ffff:127.0.0.1); the
  // socket reads it as the last 32 bits. Hex groups make both agree.
  const hex = bare.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a: string, b: string, c: string, d: string) =>
    `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`,
  );
  return ipaddr.IPv6.parse(hex);
}
