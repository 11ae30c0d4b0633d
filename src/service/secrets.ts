import { hash, randomBytes, randomFillSync, timingSafeEqual } from 'node:crypto';

/*
 * Ids, tokens and digests. Player and game ids are 16 characters of lowercase base 32
 * (80 random bits); a token is "yamb_<playerId>_<secret>" with a 256-bit secret of which only
 * the SHA-256 digest is stored.
 */

const BASE32 = '0123456789abcdefghjkmnpqrstvwxyz';
export const ID_PATTERN = /^[0-9a-hjkmnp-tv-z]{16}$/;

function base32(bytes: Uint8Array, length: number): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

export type RandomBytes = (size: number) => Uint8Array;

/**
 * Random bytes are drawn from the system 4 KiB at a time and handed out once each, as Node's
 * own randomUUID does: each draw is a system call (20-30 µs on the benchmark machine, whatever
 * its size), and every write takes a nonce.
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let drawn = 0;
export const secureRandom: RandomBytes = (size) => {
  if (size > POOL_BYTES) return randomBytes(size);
  if (drawn + size > pool.length) {
    pool = randomFillSync(Buffer.allocUnsafe(POOL_BYTES));
    drawn = 0;
  }
  const bytes = Uint8Array.prototype.slice.call(pool, drawn, drawn + size);
  drawn += size;
  return bytes;
};

export const newId = (random: RandomBytes) => base32(random(10), 16);

/** A tag for what one request writes: 48 random bits, enough to tell racing writers of one game apart. */
export const newNonce = (random: RandomBytes) => Buffer.from(random(6)).toString('base64url');

/** A game id derived from the creator and their idempotency key, so a retried create finds the first game. */
export const idFromKey = (playerId: string, key: string) => base32(sha256(`${playerId}\n${key}`), 16);

const sha256 = (text: string) => hash('sha256', text, 'buffer');

/** The stored form of a client idempotency key: 72 bits of its SHA-256, base64url. */
export const keyDigest = (key: string) => sha256(key).toString('base64url').slice(0, 12);

const TOKEN_PATTERN = /^yamb_([0-9a-hjkmnp-tv-z]{16})_([A-Za-z0-9_-]{43})$/;

export function newToken(playerId: string, random: RandomBytes): { token: string; hash: string } {
  const secret = Buffer.from(random(32)).toString('base64url');
  return { token: `yamb_${playerId}_${secret}`, hash: tokenHash(secret) };
}

export const tokenHash = (secret: string) => sha256(secret).toString('base64url');

/** The player id and secret of a well-formed token, or null. */
export function parseToken(token: string): { playerId: string; secret: string } | null {
  const match = TOKEN_PATTERN.exec(token);
  return match ? { playerId: match[1]!, secret: match[2]! } : null;
}

/** Compares digests in constant time, so response timing says nothing about how much matched. */
export function sameDigest(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}
