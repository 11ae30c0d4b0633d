import { createECDH } from 'node:crypto';

/*
 * The server's VAPID key pair (RFC 8292): a P-256 key whose public half browsers subscribe with
 * (`applicationServerKey`) and whose private half signs every push request. Both as web-push
 * and browsers take them: base64url of the uncompressed public point (65 bytes) and of the
 * private scalar (32 bytes). The public key is derived from the private one, so the private
 * scalar is all that is kept (a file of the local server, a secret on AWS).
 */

export interface VapidKeys {
  /** base64url of the 65-byte uncompressed point. */
  readonly publicKey: string;
  /** base64url of the 32-byte scalar. */
  readonly privateKey: string;
}

/** The VAPID contact when none is configured (PUSH_SUBJECT): push services may write to it about a server's pushes. */
export const DEFAULT_PUSH_SUBJECT = 'mailto:push@yamb.invalid';

export class VapidKeyError extends Error {
  override readonly name = 'VapidKeyError';
}

/** The pair of a private scalar (32 bytes, from 1 to the curve's order less 1). */
export function vapidKeysFrom(privateKey: Uint8Array): VapidKeys {
  if (privateKey.length !== 32) throw new VapidKeyError(`a VAPID private key is 32 bytes, not ${privateKey.length}`);
  const ecdh = createECDH('prime256v1');
  try {
    ecdh.setPrivateKey(privateKey);
  } catch {
    // 0 or at least the order: a chance of about 2^-32 for 32 random bytes.
    throw new VapidKeyError('the VAPID private key is not a valid P-256 scalar; generate another');
  }
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: Buffer.from(privateKey).toString('base64url') };
}

/** A new pair, from the system's cryptographic random source. */
export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // Node gives the scalar without its leading zero bytes (one key in 256 is shorter): it is padded back to 32.
  const scalar = ecdh.getPrivateKey();
  return vapidKeysFrom(Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]));
}

/** The pair of a private key written as 64 hex digits (as Secrets Manager generates it) or as base64url of 32 bytes. */
export function parseVapidPrivateKey(text: string): VapidKeys {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return vapidKeysFrom(Buffer.from(value, 'hex'));
  const bytes = Buffer.from(value, 'base64url');
  if (bytes.length !== 32 || bytes.toString('base64url') !== value.replace(/=+$/, '')) throw new VapidKeyError('a VAPID private key is 64 hex digits or the base64url of 32 bytes');
  return vapidKeysFrom(bytes);
}
