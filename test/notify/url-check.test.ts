import { describe, expect, it } from 'vitest';
import { checkUrlShape, checkWebhookUrl, type Resolve, type ResolvedAddress } from '../../src/notify/url-check.js';

/** A resolver over a fixed table that records what it was asked. */
function tableResolver(table: Record<string, readonly string[]>): Resolve & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (hostname: string): Promise<readonly ResolvedAddress[]> => {
    asked.push(hostname);
    const addresses = table[hostname];
    if (addresses === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { asked });
}

const resolve = tableResolver({
  'hooks.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'v6only.example.com': ['2001:4860:4860::8888'],
  'localhost': ['127.0.0.1', '::1'],
  'internal.example.com': ['10.0.0.12'],
  'metadata.example.com': ['169.254.169.254'],
  'mixed.example.com': ['93.184.215.14', '192.168.0.10'],
  'mapped.example.com': ['::ffff:127.0.0.1'],
  'nat64.example.com': ['64:ff9b::a9fe:a9fe'],
  'cgnat.example.com': ['100.64.1.1'],
  'ula.example.com': ['fd12:3456::1'],
  'empty.example.com': [],
});

describe('checkWebhookUrl without allowPrivate', () => {
  it.each([
    ['https://hooks.example.com/yamb', ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c']],
    ['https://HOOKS.example.com:8443/a?b=c#frag', ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c']],
    ['https://v6only.example.com/', ['2001:4860:4860::8888']],
    ['https://8.8.8.8/hook', ['8.8.8.8']],
    ['https://[2001:4860:4860::8888]/hook', ['2001:4860:4860::8888']],
  ])('accepts %s', async (url, addresses) => {
    const result = await checkWebhookUrl(url, { resolve });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.addresses.map((a) => a.address)).toEqual(addresses);
  });

  it.each([
    ['not a url', 'INVALID_URL'],
    ['/relative/path', 'INVALID_URL'],
    [`https://hooks.example.com/${'a'.repeat(2048)}`, 'INVALID_URL'],
    ['http://hooks.example.com/', 'NOT_HTTPS'],
    ['ftp://hooks.example.com/', 'NOT_HTTPS'],
    ['file:///etc/passwd', 'NOT_HTTPS'],
    ['javascript:alert(1)', 'NOT_HTTPS'],
    ['https://user:pass@hooks.example.com/', 'USERINFO'],
    ['https://user@hooks.example.com/', 'USERINFO'],
    ['https://hooks.example.com:25/', 'BLOCKED_PORT'],
    ['https://hooks.example.com:22/', 'BLOCKED_PORT'],
    ['https://hooks.example.com:6667/', 'BLOCKED_PORT'],
    ['https://hooks.example.com:0/', 'BLOCKED_PORT'],
    ['https://hooks.example.com:65536/', 'INVALID_URL'],
    ['https://localhost/', 'PRIVATE_ADDRESS'],
    ['https://internal.example.com/', 'PRIVATE_ADDRESS'],
    ['https://metadata.example.com/latest/meta-data/', 'PRIVATE_ADDRESS'],
    ['https://mixed.example.com/', 'PRIVATE_ADDRESS'],
    ['https://mapped.example.com/', 'PRIVATE_ADDRESS'],
    ['https://nat64.example.com/', 'PRIVATE_ADDRESS'],
    ['https://cgnat.example.com/', 'PRIVATE_ADDRESS'],
    ['https://ula.example.com/', 'PRIVATE_ADDRESS'],
    ['https://127.0.0.1/', 'PRIVATE_ADDRESS'],
    // The URL parser turns every IPv4 notation into dotted decimal before the check.
    ['https://127.1/', 'PRIVATE_ADDRESS'],
    ['https://0x7f.0.0.1/', 'PRIVATE_ADDRESS'],
    ['https://2130706433/', 'PRIVATE_ADDRESS'],
    ['https://0177.0.0.1/', 'PRIVATE_ADDRESS'],
    ['https://0/', 'PRIVATE_ADDRESS'],
    ['https://169.254.169.254/', 'PRIVATE_ADDRESS'],
    ['https://[::1]/', 'PRIVATE_ADDRESS'],
    ['https://[::ffff:127.0.0.1]/', 'PRIVATE_ADDRESS'],
    ['https://[::ffff:a00:1]/', 'PRIVATE_ADDRESS'],
    ['https://[fe80::1]/', 'PRIVATE_ADDRESS'],
    ['https://[fd00:ec2::254]/', 'PRIVATE_ADDRESS'],
    ['https://[::]/', 'PRIVATE_ADDRESS'],
    ['https://nowhere.example.com/', 'UNRESOLVABLE'],
    ['https://empty.example.com/', 'UNRESOLVABLE'],
  ])('refuses %s: %s', async (url, reason) => {
    const result = await checkWebhookUrl(url, { resolve });
    expect(result).toMatchObject({ ok: false, reason });
    if (!result.ok) expect(result.detail.length).toBeGreaterThan(0);
  });

  it('names the host in the refusal, never the addresses it resolved to', async () => {
    expect(await checkWebhookUrl('https://mixed.example.com/', { resolve })).toEqual({
      ok: false,
      reason: 'PRIVATE_ADDRESS',
      detail: 'mixed.example.com resolves to an address that is not public',
    });
  });

  it('names an IP literal of the URL and its range: the URL owner wrote it', async () => {
    expect(await checkWebhookUrl('https://192.168.0.10/', { resolve })).toEqual({ ok: false, reason: 'PRIVATE_ADDRESS', detail: '192.168.0.10 is not a public address (private)' });
  });

  it('does not resolve an IP literal, and resolves a name once', async () => {
    const local = tableResolver({ 'hooks.example.com': ['93.184.215.14'] });
    await checkWebhookUrl('https://8.8.8.8/', { resolve: local });
    await checkWebhookUrl('https://[::1]/', { resolve: local });
    await checkWebhookUrl('https://hooks.example.com/', { resolve: local });
    expect(local.asked).toEqual(['hooks.example.com']);
  });

  it('refuses the URL shape before any DNS', async () => {
    const local = tableResolver({});
    await checkWebhookUrl('http://hooks.example.com/', { resolve: local });
    await checkWebhookUrl('https://a:b@hooks.example.com/', { resolve: local });
    expect(local.asked).toEqual([]);
  });
});

describe('checkWebhookUrl with allowPrivate', () => {
  it.each([
    'http://localhost:3000/hook',
    'https://localhost/hook',
    'http://127.0.0.1:8080/',
    'http://[::1]:8080/',
    'https://internal.example.com/',
    'https://mixed.example.com/',
  ])('accepts %s', async (url) => {
    expect((await checkWebhookUrl(url, { resolve, allowPrivate: true })).ok).toBe(true);
  });

  it.each([
    ['ftp://localhost/', 'NOT_HTTPS'],
    ['http://user:pass@localhost/', 'USERINFO'],
    ['http://localhost:25/', 'BLOCKED_PORT'],
    ['http://nowhere.example.com/', 'UNRESOLVABLE'],
  ])('still refuses %s: %s', async (url, reason) => {
    expect(await checkWebhookUrl(url, { resolve, allowPrivate: true })).toMatchObject({ ok: false, reason });
  });
});

describe('checkUrlShape', () => {
  it('gives the host without brackets and the literal address', () => {
    expect(checkUrlShape('https://[2001:4860:4860::8888]:8443/x')).toMatchObject({
      ok: true,
      hostname: '2001:4860:4860::8888',
      literal: { address: '2001:4860:4860::8888', family: 6 },
    });
    const named = checkUrlShape('https://Hooks.Example.com/x');
    expect(named).toMatchObject({ ok: true, hostname: 'hooks.example.com' });
    expect(named.ok && named.literal).toBeUndefined();
  });
});

describe('the system resolver', () => {
  it('is used by default (localhost resolves from the hosts file, without a network)', async () => {
    expect(await checkWebhookUrl('https://localhost/')).toMatchObject({ ok: false, reason: 'PRIVATE_ADDRESS' });
    const local = await checkWebhookUrl('http://localhost/', { allowPrivate: true });
    expect(local.ok && local.addresses.some(({ address }) => address === '127.0.0.1' || address === '::1')).toBe(true);
  });
});
