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

/**
 * The tokens of round 3 name the item they belong to, so one read finds it: a personal token,
 * an app's access and refresh tokens (items of one grant) and an authorization code are
 * "yamb_<kind>_<playerId>_<itemId>_<secret>". The prefix tells a secret scanner, and a person,
 * what a leaked value is.
 */
export const ITEM_TOKEN_KINDS = { pat: 'personal', oat: 'access', ort: 'refresh', oac: 'code' } as const;
export type ItemTokenPrefix = keyof typeof ITEM_TOKEN_KINDS;
export type ItemTokenKind = (typeof ITEM_TOKEN_KINDS)[ItemTokenPrefix];

const ITEM_TOKEN_PATTERN = /^yamb_(pat|oat|ort|oac)_([0-9a-hjkmnp-tv-z]{16})_([0-9a-hjkmnp-tv-z]{16})_([A-Za-z0-9_-]{43})$/;

export function newItemToken(prefix: ItemTokenPrefix, playerId: string, itemId: string, random: RandomBytes): { token: string; hash: string } {
  const secret = Buffer.from(random(32)).toString('base64url');
  return { token: `yamb_${prefix}_${playerId}_${itemId}_${secret}`, hash: tokenHash(secret) };
}

/** What a well-formed token of round 3 names, with the hash of its secret; null for anything else. */
export function parseItemToken(token: string): { kind: ItemTokenKind; playerId: string; itemId: string; hash: string } | null {
  const match = ITEM_TOKEN_PATTERN.exec(token);
  return match ? { kind: ITEM_TOKEN_KINDS[match[1] as ItemTokenPrefix], playerId: match[2]!, itemId: match[3]!, hash: tokenHash(match[4]!) } : null;
}

/** PKCE's S256 (RFC 7636 4.2): BASE64URL(SHA-256(ASCII(code_verifier))). */
export const pkceChallenge = (verifier: string) => sha256(verifier).toString('base64url');
