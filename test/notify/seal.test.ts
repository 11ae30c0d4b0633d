import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeyring, KeyringError, parseKeyring } from '../../src/notify/keyring.js';
import { needsReseal, openSecret, SealError, sealedKeyId, sealSecret } from '../../src/notify/seal.js';
import { createWebhookSecret } from '../../src/notify/secret.js';

const key = () => randomBytes(32).toString('base64');
const [k1, k2] = [key(), key()];
const secret = createWebhookSecret();

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SealError);
    return (error as SealError).code;
  }
  throw new Error('expected a SealError');
}

/** The same sealed secret with one byte of its data flipped. */
function flip(sealed: string, index: number): string {
  const [version, keyId, data] = sealed.split('.') as [string, string, string];
  const bytes = Buffer.from(data, 'base64url');
  bytes[(index + bytes.length) % bytes.length]! ^= 0x01;
  return `${version}.${keyId}.${bytes.toString('base64url')}`;
}

describe('parseKeyring', () => {
  it('reads ids and keys; the first seals, all are kept', () => {
    const keyring = parseKeyring(` k2:${k2} , k1:${k1}`);
    expect(keyring.sealingKeyId).toBe('k2');
    expect(keyring.keyIds).toEqual(['k2', 'k1']);
    expect(keyring.key('k1')).toEqual(Buffer.from(k1, 'base64'));
    expect(keyring.key('k3')).toBeUndefined();
  });

  it('never shows key material when logged or serialised', () => {
    const keyring = parseKeyring(`k2:${k2},k1:${k1}`);
    expect(JSON.stringify(keyring)).toBe('{"sealingKeyId":"k2","keyIds":["k2","k1"]}');
    expect(JSON.stringify(keyring)).not.toContain(k1.slice(0, 12));
  });

  it.each([
    ['unset', undefined],
    ['empty', ' '],
    ['an entry without an id', k1],
    ['an empty id', `:${k1}`],
    ['an id with a dot', `k.1:${k1}`],
    ['a 16-byte key', `k1:${randomBytes(16).toString('base64')}`],
    ['a 33-byte key', `k1:${randomBytes(33).toString('base64')}`],
    ['a key with a typo', `k1:${k1.slice(0, 10)}*${k1.slice(11)}`],
    ['base64url instead of base64', `k1:${Buffer.alloc(32, 0xfb).toString('base64url')}`],
    ['a repeated id', `k1:${k1},k1:${k2}`],
    ['an empty entry', `k1:${k1},`],
  ])('refuses %s with a KeyringError that holds no key material', (_, text) => {
    let error: unknown;
    try {
      parseKeyring(text);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(KeyringError);
    const message = (error as Error).message;
    expect(message).toMatch(/^WEBHOOK_KEYS/);
    for (const material of [k1, k2]) expect(message).not.toContain(material.slice(0, 12));
  });
});

describe('sealSecret and openSecret', () => {
  const keyring = parseKeyring(`k1:${k1}`);

  it('round-trips, in the compact form v1.<keyId>.<base64url>, different every time', () => {
    const sealed = sealSecret(secret, keyring, { context: 'wh_1' });
    expect(sealed).toMatch(/^v1\.k1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(secret.slice(6, 20));
    expect(openSecret(sealed, keyring, { context: 'wh_1' })).toBe(secret);
    expect(sealSecret(secret, keyring, { context: 'wh_1' })).not.toBe(sealed);
    expect(sealedKeyId(sealed)).toBe('k1');
  });

  it('uses the injected random source for the IV', () => {
    const iv = Buffer.alloc(12, 7);
    const sealed = sealSecret(secret, keyring, { randomBytes: () => iv });
    expect(Buffer.from(sealed.split('.')[2]!, 'base64url').subarray(0, 12)).toEqual(iv);
    expect(sealSecret(secret, keyring, { randomBytes: () => iv })).toBe(sealed);
  });

  it('fails TAMPERED when any byte of the IV, ciphertext or tag changes', () => {
    const sealed = sealSecret(secret, keyring);
    const length = Buffer.from(sealed.split('.')[2]!, 'base64url').length;
    for (let i = 0; i < length; i++) expect(codeOf(() => openSecret(flip(sealed, i), keyring))).toBe('TAMPERED');
  });

  it('fails TAMPERED under another key of the same id, or with another context', () => {
    const sealed = sealSecret(secret, keyring, { context: 'wh_1' });
    expect(codeOf(() => openSecret(sealed, parseKeyring(`k1:${k2}`), { context: 'wh_1' }))).toBe('TAMPERED');
    expect(codeOf(() => openSecret(sealed, keyring, { context: 'wh_2' }))).toBe('TAMPERED');
    expect(codeOf(() => openSecret(sealed, keyring))).toBe('TAMPERED');
  });

  it('fails when the key id is changed: UNKNOWN_KEY if the keyring lacks it, TAMPERED if it holds it', () => {
    const both = parseKeyring(`k1:${k1},k2:${k1}`);
    const sealed = sealSecret(secret, both);
    expect(codeOf(() => openSecret(sealed.replace('v1.k1.', 'v1.k9.'), both))).toBe('UNKNOWN_KEY');
    // Even when k2 holds the very same key bytes, the key id is authenticated.
    expect(codeOf(() => openSecret(sealed.replace('v1.k1.', 'v1.k2.'), both))).toBe('TAMPERED');
  });

  it.each([
    ['an empty string', ''],
    ['the secret itself', secret],
    ['another version', (s: string) => s.replace(/^v1\./, 'v2.')],
    ['a missing part', (s: string) => s.split('.').slice(0, 2).join('.')],
    ['an extra part', (s: string) => `${s}.x`],
    ['data that is not base64url', (s: string) => `${s.slice(0, -2)}+/`],
    ['data too short for an IV and a tag', (s: string) => s.slice(0, 'v1.k1.'.length + 20)],
  ])('fails MALFORMED on %s', (_, make) => {
    const sealed = typeof make === 'string' ? make : make(sealSecret(secret, keyring));
    expect(codeOf(() => openSecret(sealed, keyring))).toBe('MALFORMED');
  });
});

describe('key rotation', () => {
  it('seals with the new key, opens what the old one sealed, and names what to reseal', () => {
    const before = parseKeyring(`k1:${k1}`);
    const during = parseKeyring(`k2:${k2},k1:${k1}`);
    const after = parseKeyring(`k2:${k2}`);
    const old = sealSecret(secret, before, { context: 'wh_1' });
    expect(openSecret(old, during, { context: 'wh_1' })).toBe(secret);
    expect(needsReseal(old, during)).toBe(true);
    const resealed = sealSecret(openSecret(old, during, { context: 'wh_1' }), during, { context: 'wh_1' });
    expect(sealedKeyId(resealed)).toBe('k2');
    expect(needsReseal(resealed, during)).toBe(false);
    expect(openSecret(resealed, after, { context: 'wh_1' })).toBe(secret);
    expect(codeOf(() => openSecret(old, after, { context: 'wh_1' }))).toBe('UNKNOWN_KEY');
  });

  it('works the same with keys given in memory, as a KMS data key would be', () => {
    const keyring = createKeyring([{ id: 'kms-2026', key: randomBytes(32) }]);
    expect(openSecret(sealSecret(secret, keyring), keyring)).toBe(secret);
    expect(() => createKeyring([])).toThrow(KeyringError);
    expect(() => createKeyring([{ id: 'k', key: new Uint8Array(31) }])).toThrow(KeyringError);
  });
});
