import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { addressRange, PUBLIC_RANGE } from './address-policy.js';
import { BAD_PORTS } from './bad-ports.js';

/** One address a host name resolved to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has; rejects (or resolves to none) when it has none. */
export type Resolve = (hostname: string) => Promise<readonly ResolvedAddress[]>;

/** The system resolver: `dns.lookup` with `all: true`, what a plain connection would use. */
export const systemResolve: Resolve = async (hostname) =>
  (await lookup(hostname, { all: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

/** Why a webhook URL is refused; stable codes, for APIs and delivery logs. */
export const URL_REFUSAL_REASONS = [
  'INVALID_URL',
  'NOT_HTTPS',
  'USERINFO',
  'BLOCKED_PORT',
  'PRIVATE_ADDRESS',
  'UNRESOLVABLE',
] as const;
export type UrlRefusalReason = (typeof URL_REFUSAL_REASONS)[number];

/** A refused URL: the reason code and a sentence for people. */
export interface UrlRefusal {
  ok: false;
  reason: UrlRefusalReason;
  detail: string;
}

/** An accepted URL and the addresses that passed the check. */
export interface UrlAcceptance {
  ok: true;
  url: URL;
  addresses: readonly ResolvedAddress[];
}

/** Options of every check. */
export interface UrlCheckOptions {
  /**
   * Allow plain `http` and any address (loopback, private, ...): the local server's default
   * (`ALLOW_PRIVATE_WEBHOOKS=true`), never production's.
   */
  allowPrivate?: boolean;
  /** How host names are resolved; `systemResolve` by default. */
  resolve?: Resolve;
}

/** The longest URL accepted, the limit most HTTP stacks keep to. */
export const MAX_URL_LENGTH = 2048;

/** A URL that passed the checks that need no DNS; `literal` is set when the host is an address. */
export interface UrlShape {
  ok: true;
  url: URL;
  /** The host as a connection takes it: no brackets around an IPv6 address. */
  hostname: string;
  literal?: ResolvedAddress;
}

/**
 * The checks that need no DNS: a URL of at most 2,048 characters (INVALID_URL); `https`, or
 * `http` too with `allowPrivate` (NOT_HTTPS); no user name or password, which would be sent
 * to the endpoint's host in the clear of its logs (USERINFO); not a port browsers refuse
 * (BLOCKED_PORT, see bad-ports.ts); and, when the host is an IP address, a public one
 * (PRIVATE_ADDRESS) unless `allowPrivate`.
 */
export function checkUrlShape(input: string, options: Pick<UrlCheckOptions, 'allowPrivate'> = {}): UrlShape | UrlRefusal {
  if (input.length > MAX_URL_LENGTH) return refuse('INVALID_URL', `the URL is longer than ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return refuse('INVALID_URL', 'not an absolute URL');
  }
  const schemes = options.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) return refuse('NOT_HTTPS', `${url.protocol} URLs are not allowed; use https`);
  if (url.username !== '' || url.password !== '') return refuse('USERINFO', 'the URL must not contain a user name or password');
  // The URL parser drops a scheme's default port, so an empty port is 443 or 80.
  if (url.port !== '' && BAD_PORTS.has(Number(url.port))) return refuse('BLOCKED_PORT', `port ${url.port} is not allowed`);
  // The parser has already normalised IPv4 in any notation (0x7f.1, 2130706433) to dotted decimal.
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (hostname === '') return refuse('INVALID_URL', 'the URL has no host');
  const family = isIP(hostname);
  if (family === 0) return { ok: true, url, hostname };
  const literal: ResolvedAddress = { address: hostname, family: family === 6 ? 6 : 4 };
  const refusal = options.allowPrivate ? null : addressRefusal([literal]);
  return refusal ?? { ok: true, url, hostname, literal };
}

/**
 * Resolves a host name and keeps the answer only if every address is public (any address
 * with `allowPrivate`): one private address among public ones refuses the host, since the
 * connection could take any of them. UNRESOLVABLE when the name has no address.
 */
export async function resolveWebhookHost(
  hostname: string,
  options: UrlCheckOptions = {},
): Promise<{ ok: true; addresses: readonly ResolvedAddress[] } | UrlRefusal> {
  let addresses: readonly ResolvedAddress[];
  try {
    addresses = await (options.resolve ?? systemResolve)(hostname);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return refuse('UNRESOLVABLE', `${hostname} does not resolve${code ? ` (${code})` : ''}`);
  }
  if (addresses.length === 0) return refuse('UNRESOLVABLE', `${hostname} has no address`);
  // The sentence names the host, never what it resolved to: the answer of our resolver for an
  // internal name is not the URL owner's to learn (it would map a private network).
  const refused = options.allowPrivate ? false : addresses.some(({ address }) => addressRange(address) !== PUBLIC_RANGE);
  return refused ? refuse('PRIVATE_ADDRESS', `${hostname} resolves to an address that is not public`) : { ok: true, addresses };
}

/**
 * Checks a webhook URL as at registration: `checkUrlShape`, then, for a host name,
 * `resolveWebhookHost`. A delivery checks again when it connects (see deliver.ts), since
 * what a name resolves to can change at any time.
 */
export async function checkWebhookUrl(input: string, options: UrlCheckOptions = {}): Promise<UrlAcceptance | UrlRefusal> {
  const shape = checkUrlShape(input, options);
  if (!shape.ok) return shape;
  if (shape.literal) return { ok: true, url: shape.url, addresses: [shape.literal] };
  const resolved = await resolveWebhookHost(shape.hostname, options);
  return resolved.ok ? { ok: true, url: shape.url, addresses: resolved.addresses } : resolved;
}

/** An IP literal the URL itself holds: naming it and its range tells the owner nothing new. */
function addressRefusal(addresses: readonly ResolvedAddress[]): UrlRefusal | null {
  for (const { address } of addresses) {
    const range = addressRange(address);
    if (range !== PUBLIC_RANGE) return refuse('PRIVATE_ADDRESS', `${address} is not a public address (${range})`);
  }
  return null;
}

function refuse(reason: UrlRefusalReason, detail: string): UrlRefusal {
  return { ok: false, reason, detail };
}
