import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Keyring } from '../notify/index.js';
import { parseKeyring } from '../notify/index.js';

/**
 * The local server's key for sealing webhook secrets: WEBHOOK_KEYS when set (as in
 * production), otherwise one generated on first start and kept beside the data
 * (`<DATA_DIR>/webhook-keys`, readable by its owner only), so sealed secrets open again after
 * a restart.
 */
export function localKeyring(env: Readonly<Record<string, string | undefined>>, dataDir: string): Keyring {
  if (env.WEBHOOK_KEYS) return parseKeyring(env.WEBHOOK_KEYS);
  const file = join(dataDir, 'webhook-keys');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `local:${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return parseKeyring(readFileSync(file, 'utf8').trim(), file);
}
