import type { Keyring, KeyringEntry, KeyringSource } from '../notify/index.js';
import { KeyringError, SEAL_KEY_BYTES, createKeyring, parseKeyring } from '../notify/index.js';

/*
 * The deployed functions' keyring for sealing webhook secrets. On AWS it is read, once per
 * instance, from the Secrets Manager secret named by
 * WEBHOOK_KEYS_SECRET_ARN, so the key never sits in the function's configuration (where
 * anyone allowed to read that configuration would see it) and a changed secret reaches each
 * instance at its next start without a deploy. WEBHOOK_KEYS (the `id:base64` list the local
 * server reads) still works, for tests and for deployments that set it themselves.
 *
 * The secret is a JSON object: `seal` names the key that seals, every other member is a key
 * id with its 32-byte key as 64 hex digits or as canonical base64. The stack generates
 * `{"seal":"k1","k1":"<64 hex digits>"}` (Secrets Manager generates hex digits exactly, and
 * base64 of exactly 32 bytes not at all). To rotate: add `"k2": "<openssl rand -hex 32>"`,
 * set `"seal": "k2"`, let the functions restart, reseal, then remove `k1`.
 */

/** The member of the secret that names the sealing key; no key may have this id. */
const SEAL = 'seal';
const HEX_KEY = /^[0-9a-fA-F]{64}$/;

/** Reads a secret's string value by ARN or name. */
export type SecretReader = (secretId: string) => Promise<string>;

/** Parses the keyring secret (see above); errors name key ids at most, never key material. */
export function parseKeyringSecret(text: string, name = 'the webhook keyring secret'): Keyring {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // JSON.parse quotes the text it failed on: its message is not passed on.
    throw new KeyringError(`${name} is not JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new KeyringError(`${name} must be a JSON object of key ids and keys`);
  const members = value as Record<string, unknown>;
  const seal = members[SEAL];
  const entries = Object.entries(members)
    .filter(([id]) => id !== SEAL)
    .map(([id, encoded]): KeyringEntry => ({ id, key: keyBytes(id, encoded, name) }));
  if (typeof seal !== 'string' || !entries.some((e) => e.id === seal)) throw new KeyringError(`${name}: "${SEAL}" must name one of its keys`);
  try {
    return createKeyring([...entries.filter((e) => e.id === seal), ...entries.filter((e) => e.id !== seal)]);
  } catch (error) {
    throw new KeyringError(`${name}: ${(error as Error).message}`);
  }
}

function keyBytes(id: string, encoded: unknown, name: string): Buffer {
  const where = `${name}: key ${/^[A-Za-z0-9_-]{1,32}$/.test(id) ? id : '(an invalid id)'}`;
  if (typeof encoded !== 'string') throw new KeyringError(`${where} is not a string`);
  if (HEX_KEY.test(encoded)) return Buffer.from(encoded, 'hex');
  const key = Buffer.from(encoded, 'base64');
  if (key.toString('base64') !== encoded || key.length !== SEAL_KEY_BYTES) throw new KeyringError(`${where} is neither 64 hex digits nor the canonical base64 of ${SEAL_KEY_BYTES} bytes`);
  return key;
}

/**
 * Secrets Manager's answer for one secret, with bounded waits (a function start or a request
 * should not hang on it). Its client loads with the first read: the HTTP functions read a
 * secret only when a request needs it, so their cold starts do not load it.
 */
export const readSecretString: SecretReader = async (secretId) => {
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient({ requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000, throwOnRequestTimeout: true } });
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    if (SecretString === undefined) throw new KeyringError(`the secret ${secretId} has no string value`);
    return SecretString;
  } finally {
    client.destroy();
  }
};

/**
 * The keyring the environment configures: WEBHOOK_KEYS (parsed now), or the secret
 * WEBHOOK_KEYS_SECRET_ARN names (read with `read` when first needed: a function that seals
 * or opens no webhook secret never reads it); null when neither is set (the API then has no
 * webhooks). A function that must have it at start (the webhook functions) reads it then.
 */
export function keyringFromEnv(env: Readonly<Record<string, string | undefined>>, read: SecretReader = readSecretString): KeyringSource | null {
  const inline = env.WEBHOOK_KEYS?.trim();
  const secret = env.WEBHOOK_KEYS_SECRET_ARN?.trim();
  if (inline && secret) throw new KeyringError('set WEBHOOK_KEYS or WEBHOOK_KEYS_SECRET_ARN, not both');
  if (inline) return parseKeyring(inline);
  if (secret) return async () => parseKeyringSecret(await read(secret), `the secret ${secret}`);
  return null;
}
