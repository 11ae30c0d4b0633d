import type { LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { resolveWebhookHost, type UrlCheckOptions, type UrlRefusalReason } from './url-check.js';

/** The connection's host did not pass the check when it was resolved for connecting. */
export class WebhookHostRefused extends Error {
  override readonly name = 'WebhookHostRefused';
  constructor(
    readonly reason: UrlRefusalReason,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A `lookup` for node:net (and so node:http and node:https) that resolves the host once,
 * checks every address with `resolveWebhookHost` and hands the socket only those addresses.
 * The check and the connection use the same answer, so a name that resolves to a public
 * address for the check and to a private one a moment later (DNS rebinding) cannot reach
 * the private one: there is no second resolution to rebind. A refusal fails the request
 * with a WebhookHostRefused error.
 *
 * IP literals never reach a lookup; `checkUrlShape` checks them.
 */
export function pinnedLookup(options: UrlCheckOptions): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    resolveWebhookHost(hostname, options).then(
      (result) => {
        if (!result.ok) {
          callback(new WebhookHostRefused(result.reason, result.detail), '', 0);
          return;
        }
        const wanted = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0;
        // The family comes from the address itself, not from what the resolver claims.
        const addresses: LookupAddress[] = result.addresses
          .map(({ address }) => ({ address, family: isIP(address) }))
          .filter(({ family }) => family !== 0 && (wanted === 0 || family === wanted));
        const first = addresses[0];
        if (first === undefined) {
          callback(new WebhookHostRefused('UNRESOLVABLE', `${hostname} has no usable address`), '', 0);
          return;
        }
        // Node 20 asks for every address when it races IPv4 and IPv6 (autoSelectFamily).
        if (lookupOptions.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}
