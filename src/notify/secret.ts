import { randomBytes as systemRandomBytes } from 'node:crypto';

/** The prefix Standard Webhooks gives symmetric signing secrets. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** Secret sizes in bytes: Standard Webhooks asks for at least 24; 32 matches the HMAC-SHA256 block of work. */
export const WEBHOOK_SECRET_SIZES = [24, 32] as const;
export type WebhookSecretSize = (typeof WEBHOOK_SECRET_SIZES)[number];

/** A source of random bytes, injected so tests can make known secrets. */
export type RandomBytes = (size: number) => Uint8Array;

/**
 * Makes a new signing secret, `whsec_<base64 of size random bytes>`, the form shown to the
 * endpoint's owner once and given to `standardwebhooks`' `new Webhook(secret)`.
 */
export function createWebhookSecret(
  randomBytes: RandomBytes = systemRandomBytes,
  size: WebhookSecretSize = 32,
): string {
  const bytes = randomBytes(size);
  if (bytes.length !== size) throw new RangeError(`the random source gave ${bytes.length} bytes, not ${size}`);
  return WEBHOOK_SECRET_PREFIX + Buffer.from(bytes).toString('base64');
}

/**
 * The key bytes of a `whsec_` secret of 24 or 32 bytes, or null when the string is not one
 * (wrong prefix, not canonical base64, another size).
 */
export function webhookSecretBytes(secret: string): Buffer | null {
  if (!secret.startsWith(WEBHOOK_SECRET_PREFIX)) return null;
  const encoded = secret.slice(WEBHOOK_SECRET_PREFIX.length);
  // Buffer's decoder skips characters it does not know; re-encoding catches every such typo.
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.toString('base64') !== encoded) return null;
  return (WEBHOOK_SECRET_SIZES as readonly number[]).includes(bytes.length) ? bytes : null;
}

/** True when `secret` is a `whsec_` secret of 24 or 32 bytes in canonical base64. */
export function isWebhookSecret(secret: string): boolean {
  return webhookSecretBytes(secret) !== null;
}
