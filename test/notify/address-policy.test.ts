import { describe, expect, it } from 'vitest';
import { addressRange, isPublicAddress } from '../../src/notify/address-policy.js';

// Ranges from the IANA IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890 and
// successors); public examples are well-known resolvers.
const IPV4: readonly [string, string][] = [
  ['8.8.8.8', 'public'],
  ['1.1.1.1', 'public'],
  ['93.184.215.14', 'public'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'], // 0.0.0.0/8, "this network"
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['172.32.0.1', 'public'], // just past 172.16/12
  ['172.15.255.255', 'public'],
  ['192.168.1.1', 'private'],
  ['169.254.169.254', 'linkLocal'], // cloud instance metadata
  ['100.64.0.1', 'carrierGradeNat'],
  ['100.127.255.255', 'carrierGradeNat'],
  ['100.128.0.1', 'public'],
  ['192.0.0.8', 'reserved'], // IETF protocol assignments
  ['192.0.2.1', 'reserved'], // TEST-NET-1
  ['198.51.100.1', 'reserved'], // TEST-NET-2
  ['203.0.113.1', 'reserved'], // TEST-NET-3
  ['198.18.0.1', 'reserved'], // benchmarking
  ['198.19.255.255', 'reserved'],
  ['192.88.99.1', 'reserved'], // 6to4 relay anycast
  ['240.0.0.1', 'reserved'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['255.255.255.255', 'broadcast'],
];

const IPV6: readonly [string, string][] = [
  ['2001:4860:4860::8888', 'public'],
  ['2606:4700:4700::1111', 'public'],
  ['2a00:1450:4001:82b::200e', 'public'],
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback'],
  ['fe80::1', 'linkLocal'],
  ['fe80::1%eth0', 'linkLocal'],
  ['febf:ffff::1', 'linkLocal'],
  ['fc00::1', 'uniqueLocal'],
  ['fd00:ec2::254', 'uniqueLocal'], // the IPv6 instance metadata address
  ['ff02::1', 'multicast'],
  ['fec0::1', 'deprecatedSiteLocal'],
  ['100::1', 'discard'],
  ['2001:db8::1', 'reserved'], // documentation
  ['3fff::1', 'reserved'], // documentation (RFC 9637)
  ['2001::1', 'teredo'],
  ['2002:7f00:1::1', '6to4'], // 6to4 of 127.0.0.1
  ['2001:2::1', 'benchmarking'],
  ['4000::1', 'reserved'], // outside global unicast 2000::/3
  ['5f00::1', 'segmentRouting'],
  // IPv4-mapped: judged by the IPv4 address inside.
  ['::ffff:8.8.8.8', 'public'],
  ['::ffff:127.0.0.1', 'ipv4Mapped loopback'],
  ['::ffff:7f00:1', 'ipv4Mapped loopback'],
  ['0:0:0:0:0:ffff:a00:1', 'ipv4Mapped private'],
  ['::ffff:169.254.169.254', 'ipv4Mapped linkLocal'],
  ['::ffff:0.0.0.0', 'ipv4Mapped unspecified'],
  ['::FFFF:192.168.0.1', 'ipv4Mapped private'],
  // NAT64 well-known prefix: the translator connects to the IPv4 address inside.
  ['64:ff9b::8.8.8.8', 'public'],
  ['64:ff9b::10.0.0.1', 'nat64 private'],
  ['64:ff9b::7f00:1', 'nat64 loopback'],
  ['64:ff9b:1::a00:1', 'rfc6052'], // local-use NAT64, whose translator is private
  // IPv4-compatible (deprecated) and IPv4-translated forms: never public.
  ['::127.0.0.1', 'reserved'],
  ['::8.8.8.8', 'reserved'],
  ['::7f00:1', 'reserved'],
  ['::ffff:0:7f00:1', 'rfc6145'],
];

const NOT_ADDRESSES = ['', 'localhost', '127.1', '0x7f.0.0.1', '0177.0.0.1', '2130706433', '1.2.3.4.5', '256.0.0.1', '::ffff:127.1', '[::1]', '::1::'];

describe('addressRange', () => {
  it.each(IPV4)('IPv4 %s is %s', (address, range) => {
    expect(addressRange(address)).toBe(range);
    expect(isPublicAddress(address)).toBe(range === 'public');
  });

  it.each(IPV6)('IPv6 %s is %s', (address, range) => {
    expect(addressRange(address)).toBe(range);
    expect(isPublicAddress(address)).toBe(range === 'public');
  });

  it.each(NOT_ADDRESSES)('%j is not an address, so not public', (text) => {
    expect(addressRange(text)).toBe('invalid');
    expect(isPublicAddress(text)).toBe(false);
  });

  it('refuses every private IPv4 address in its mapped and NAT64 forms too', () => {
    for (const [address, range] of IPV4) {
      const [a, b, c, d] = address.split('.').map(Number) as [number, number, number, number];
      const hex = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
      for (const form of [`::ffff:${address}`, `::ffff:${hex}`, `64:ff9b::${address}`, `64:ff9b::${hex}`]) {
        expect(isPublicAddress(form), form).toBe(range === 'public');
      }
    }
  });
});
