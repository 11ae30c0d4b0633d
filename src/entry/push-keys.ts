import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PUSH_SUBJECT, KeyringError, VapidKeyError, generateVapidKeys, parseVapidPrivateKey } from '../notify/index.js';
import type { VapidKeys } from '../notify/index.js';
import type { PushSigning } from '../service/index.js';
import type { SecretReader } from './webhook-keys.js';
import { readSecretString } from './webhook-keys.js';
import { once } from '../once.js';

type Env = Readonly<Record<string, string | undefined>>;

/*
 * The server's VAPID key (Web Push, RFC 8292) and the contact push services see. Browsers
 * subscribe with its public half, so it must outlive every subscription: generated once and
 * kept. Locally it is generated on the first start and kept beside the data
 * (`<DATA_DIR>/vapid-key`, readable by its owner only); on AWS the stack creates a Secrets
 * Manager secret once, `{"privateKey":"<64 hex digits>"}` (32 random bytes, which Secrets
 * Manager can generate), named by PUSH_KEYS_SECRET_ARN, and the key is read from it when a
 * function first needs it (the API for `GET /v1/push/key`, the dispatcher and the sweeper for
 * a push), never at start. VAPID_PRIVATE_KEY (64 hex digits or base64url) sets it directly.
 * PUSH_SUBJECT is the contact (`mailto:` or `https:`).
 */


function subjectFrom(env: Env): string {
  const subject = env.PUSH_SUBJECT?.trim() || DEFAULT_PUSH_SUBJECT;
  if (!/^(mailto:.+|https:\/\/.+)/.test(subject)) throw new VapidKeyError(`PUSH_SUBJECT must be a mailto: or https: URL; got "${subject}"`);
  return subject;
}

/** Parses the push key secret (see above); errors never quote the key. */
export function parsePushKeySecret(text: string, name = 'the push key secret'): VapidKeys {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new KeyringError(`${name} is not JSON`);
  }
  const privateKey = (value as { privateKey?: unknown } | null)?.privateKey;
  if (typeof privateKey !== 'string') throw new KeyringError(`${name} must be a JSON object with "privateKey"`);
  try {
    return parseVapidPrivateKey(privateKey);
  } catch (error) {
    throw new KeyringError(`${name}: ${(error as Error).message}`);
  }
}

/** The signing of a deployed function: VAPID_PRIVATE_KEY, or the secret PUSH_KEYS_SECRET_ARN names; null when neither is set (no pushes). */
export function pushSigningFromEnv(env: Env, read: SecretReader = readSecretString): PushSigning | null {
  const inline = env.VAPID_PRIVATE_KEY?.trim();
  const secret = env.PUSH_KEYS_SECRET_ARN?.trim();
  if (inline && secret) throw new KeyringError('set VAPID_PRIVATE_KEY or PUSH_KEYS_SECRET_ARN, not both');
  if (inline) {
    const keys = parseVapidPrivateKey(inline);
    return { keys: () => Promise.resolve(keys), subject: subjectFrom(env) };
  }
  if (secret) return { keys: once(async () => parsePushKeySecret(await read(secret), `the secret ${secret}`)), subject: subjectFrom(env) };
  return null;
}

/** The local server's signing: VAPID_PRIVATE_KEY when set, otherwise a key generated on the first start and kept in `dataDir`. */
export function localPushSigning(env: Env, dataDir: string): PushSigning {
  if (env.VAPID_PRIVATE_KEY?.trim() || env.PUSH_KEYS_SECRET_ARN?.trim()) return pushSigningFromEnv(env)!;
  const file = join(dataDir, 'vapid-key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${generateVapidKeys().privateKey}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  const keys = parseVapidPrivateKey(readFileSync(file, 'utf8').trim());
  return { keys: () => Promise.resolve(keys), subject: subjectFrom(env) };
}
