import { Webhook } from 'standardwebhooks';
import { isWebhookSecret } from './secret.js';

/** The three Standard Webhooks headers of one delivery attempt. */
export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** What one attempt signs. */
export interface SignInput {
  /** The event id; the same on every retry, so receivers can drop duplicates. */
  id: string;
  /** When this attempt is made (not when the event happened); sent as Unix seconds. */
  timestamp: Date;
  /** The exact bytes that will be sent as the body. */
  body: string;
  /** Every secret that signs: one, or the old and the new one while a secret rotates. */
  secrets: readonly string[];
}

// Header-safe, and no space or comma, which separate signatures in webhook-signature.
const ID_PATTERN = /^[\x21-\x2b\x2d-\x7e]{1,255}$/;

/**
 * Signs one delivery attempt exactly as Standard Webhooks 1.0 defines it, with the
 * `standardwebhooks` library itself: `webhook-signature` holds `v1,<base64 HMAC-SHA256 of
 * "<id>.<timestamp>.<body>">` for each secret, space-separated, in the order given, so that
 * `new Webhook(secret).verify(body, headers)` accepts the attempt with any one of them.
 * Throws a TypeError for an id that cannot travel in a header, no secrets, or a string that
 * is not a `whsec_` secret (see `isWebhookSecret`).
 */
export function signWebhook({ id, timestamp, body, secrets }: SignInput): WebhookHeaders {
  if (!ID_PATTERN.test(id)) throw new TypeError('webhook id must be 1 to 255 visible ASCII characters without spaces or commas');
  if (secrets.length === 0) throw new TypeError('at least one webhook secret must sign');
  const seconds = Math.floor(timestamp.getTime() / 1000);
  if (!Number.isSafeInteger(seconds)) throw new TypeError('webhook timestamp is not a valid date');
  const signatures = secrets.map((secret, i) => {
    if (!isWebhookSecret(secret)) throw new TypeError(`webhook secret ${i + 1} is not a whsec_ secret of 24 or 32 bytes`);
    return new Webhook(secret).sign(id, timestamp, body);
  });
  return {
    'webhook-id': id,
    'webhook-timestamp': String(seconds),
    'webhook-signature': signatures.join(' '),
  };
}
