/**
 * The keys that seal webhook secrets at rest (see seal.ts).
 *
 * Locally and in tests the keyring comes from one setting, `WEBHOOK_KEYS`:
 * `"<id>:<base64 of 32 bytes>,<id>:<base64 of 32 bytes>,..."`. The first key seals, every key
 * opens, so a key rotates by putting the new one first, resealing what `needsReseal` names,
 * then dropping the old one. A key is made with `openssl rand -base64 32`.
 *
 * In production the key should not sit in the function's environment in the clear. The
 * intended set-up is envelope encryption with KMS: `GenerateDataKey` (KeySpec `AES_256`) once
 * per key version; the `CiphertextBlob` is stored in configuration (an SSM parameter or an
 * environment variable) and the plaintext thrown away; at cold start the function calls
 * `Decrypt` on the blob (its role may decrypt with that KMS key and nothing else) and passes
 * the 32 bytes to `createKeyring`. The sealed format stays exactly the same, so the table
 * needs no migration, and rotation works as above with one blob per key id. A dump of the
 * table then forges nothing without also calling KMS with the function's role.
 */

/** A key id: short, and no `.` or `:`, which separate the parts of the setting and the seal. */
export const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** AES-256 keys. */
export const SEAL_KEY_BYTES = 32;

/** One key of a keyring. */
export interface KeyringEntry {
  id: string;
  key: Uint8Array;
}

/**
 * Keys by id. The key bytes are reachable only through `key(id)`, so logging or
 * serialising a keyring shows its ids and nothing else.
 */
export interface Keyring {
  /** The id of the key that seals; the first one given. */
  readonly sealingKeyId: string;
  /** Every key id, the sealing key first. */
  readonly keyIds: readonly string[];
  /** The key of that id, or undefined. */
  key(id: string): Buffer | undefined;
}

/**
 * A keyring, or how to read it when it is first needed: a deployed HTTP function reads its
 * secret on the first request that seals or opens a webhook secret, not in every cold start.
 */
export type KeyringSource = Keyring | (() => Promise<Keyring>);

/**
 * The keyring of `source`, read once when first asked for. A failed read is not kept: the
 * next use reads again (a secret store that failed once may answer the next time).
 */
export function keyringLoader(source: KeyringSource): () => Promise<Keyring> {
  if (typeof source !== 'function') return () => Promise.resolve(source);
  let loading: Promise<Keyring> | undefined;
  return () =>
    (loading ??= source().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** A keyring setting or entry that cannot be used; the message never contains key material. */
export class KeyringError extends Error {
  override readonly name = 'KeyringError';
}

/** Builds a keyring from keys already in memory (for example data keys decrypted by KMS). */
export function createKeyring(entries: readonly KeyringEntry[]): Keyring {
  const first = entries[0];
  if (first === undefined) throw new KeyringError('a keyring needs at least one key');
  const keys = new Map<string, Buffer>();
  for (const [i, { id, key }] of entries.entries()) {
    // An id that fails the pattern is not echoed: it may be a key pasted in the wrong place.
    if (!KEY_ID_PATTERN.test(id)) throw new KeyringError(`key ${i + 1}: its id must be 1 to 32 letters, digits, _ or -`);
    if (keys.has(id)) throw new KeyringError(`key id ${id} appears twice`);
    if (key.length !== SEAL_KEY_BYTES) throw new KeyringError(`key ${id} has ${key.length} bytes; it must have ${SEAL_KEY_BYTES}`);
    keys.set(id, Buffer.from(key));
  }
  const keyIds = Object.freeze([...keys.keys()]);
  return Object.freeze({
    sealingKeyId: first.id,
    keyIds,
    key: (id: string) => keys.get(id),
    toJSON: () => ({ sealingKeyId: first.id, keyIds }),
  });
}

/**
 * Parses `"<id>:<base64 of 32 bytes>,..."` (spaces around entries allowed) into a keyring
 * whose first key seals. `name` is the setting's name, used in error messages.
 */
export function parseKeyring(text: string | undefined, name = 'WEBHOOK_KEYS'): Keyring {
  if (text === undefined || text.trim() === '') throw new KeyringError(`${name} is not set`);
  const entries = text.split(',').map((part, i): KeyringEntry => {
    const entry = part.trim();
    const colon = entry.indexOf(':');
    if (colon <= 0) throw new KeyringError(`${name} entry ${i + 1} is not <id>:<base64 key>`);
    const id = entry.slice(0, colon);
    const encoded = entry.slice(colon + 1);
    const key = Buffer.from(encoded, 'base64');
    if (key.toString('base64') !== encoded) {
      throw new KeyringError(`${name} entry ${i + 1}${KEY_ID_PATTERN.test(id) ? ` (${id})` : ''}: the key is not canonical base64`);
    }
    return { id, key };
  });
  try {
    return createKeyring(entries);
  } catch (error) {
    throw new KeyringError(`${name}: ${(error as Error).message}`);
  }
}
