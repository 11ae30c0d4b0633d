import { createCipheriv, createDecipheriv, randomBytes as systemRandomBytes } from 'node:crypto';
import { KEY_ID_PATTERN, type Keyring } from './keyring.js';
import type { RandomBytes } from './secret.js';

/**
 * Webhook secrets at rest: AES-256-GCM under a key of the keyring, so that a dump of the
 * table alone cannot sign a delivery.
 *
 * Sealed form: `v1.<keyId>.<base64url(iv ‖ ciphertext ‖ tag)>` with a random 96-bit IV and
 * a 128-bit tag. The additional authenticated data is `v1.<keyId>.<context>`, so changing
 * the key id, or moving a sealed secret to the row of another context, fails like any other
 * change. Pass the webhook's id as the context.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Why a sealed secret could not be opened. */
export type SealErrorCode = 'MALFORMED' | 'UNKNOWN_KEY' | 'TAMPERED';

/** A sealed secret that does not open; `code` says why. */
export class SealError extends Error {
  override readonly name = 'SealError';
  constructor(
    readonly code: SealErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Options of `sealSecret` and `openSecret`. */
export interface SealOptions {
  /** What the secret belongs to (the webhook id); opening needs the same context. */
  context?: string;
}

/** Seals `secret` under the keyring's sealing key. */
export function sealSecret(
  secret: string,
  keyring: Keyring,
  options: SealOptions & { randomBytes?: RandomBytes } = {},
): string {
  const keyId = keyring.sealingKeyId;
  const key = keyring.key(keyId);
  if (key === undefined) throw new SealError('UNKNOWN_KEY', `the sealing key ${keyId} is not in the keyring`);
  const iv = Buffer.from((options.randomBytes ?? systemRandomBytes)(IV_BYTES));
  if (iv.length !== IV_BYTES) throw new RangeError(`the random source gave ${iv.length} bytes, not ${IV_BYTES}`);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad(keyId, options.context));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const payload = Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url');
  return `${VERSION}.${keyId}.${payload}`;
}

/**
 * Opens a sealed secret with the key its seal names. Throws a SealError: MALFORMED (not a
 * sealed secret), UNKNOWN_KEY (its key is not in the keyring), TAMPERED (authentication
 * failed: the ciphertext, tag, key id or context changed, or the key of that id is another).
 */
export function openSecret(sealed: string, keyring: Keyring, options: SealOptions = {}): string {
  const { keyId, payload } = parseSealed(sealed);
  const key = keyring.key(keyId);
  if (key === undefined) throw new SealError('UNKNOWN_KEY', `sealed with key ${keyId}, which the keyring does not hold`);
  const iv = payload.subarray(0, IV_BYTES);
  const ciphertext = payload.subarray(IV_BYTES, payload.length - TAG_BYTES);
  const tag = payload.subarray(payload.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(aad(keyId, options.context));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    throw new SealError('TAMPERED', `sealed secret failed authentication under key ${keyId}: it was altered, belongs to another context, or was sealed with another key`);
  }
}

/** The id of the key a sealed secret was sealed with (throws MALFORMED if it is not one). */
export function sealedKeyId(sealed: string): string {
  return parseSealed(sealed).keyId;
}

/** True when the secret is sealed with a key other than the keyring's sealing key. */
export function needsReseal(sealed: string, keyring: Keyring): boolean {
  return sealedKeyId(sealed) !== keyring.sealingKeyId;
}

function parseSealed(sealed: string): { keyId: string; payload: Buffer } {
  const parts = sealed.split('.');
  const [version, keyId, encoded] = parts;
  if (parts.length !== 3 || version !== VERSION || keyId === undefined || !KEY_ID_PATTERN.test(keyId) || encoded === undefined) {
    throw new SealError('MALFORMED', `not a sealed secret (expected ${VERSION}.<keyId>.<data>)`);
  }
  const payload = Buffer.from(encoded, 'base64url');
  // Base64url decoding skips what it does not know; re-encoding catches it. The smallest
  // payload is an IV and a tag around an empty ciphertext.
  if (payload.toString('base64url') !== encoded || payload.length < IV_BYTES + TAG_BYTES) {
    throw new SealError('MALFORMED', 'sealed secret data is not base64url of an IV, a ciphertext and a tag');
  }
  return { keyId, payload };
}

function aad(keyId: string, context = ''): Buffer {
  return Buffer.from(`${VERSION}.${keyId}.${context}`, 'utf8');
}
