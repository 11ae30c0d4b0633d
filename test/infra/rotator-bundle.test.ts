import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROTATOR_ENTRY } from '../../infra/bundle.js';
import { buildBundle } from '../../scripts/build.js';
import type { RotationEvent } from '../../src/entry/rotate-keyring.js';
import { parseKeyringSecret } from '../../src/entry/webhook-keys.js';
import { startFakeSecretsManager } from './fake-secrets.js';

/*
 * The rotation function as deployed: its bundle, built with the shared options, loaded with
 * only the SDK's own environment (no setting of ours), run through a whole rotation against the
 * stand-in for Secrets Manager.
 */
const ENVIRONMENT = ['AWS_ENDPOINT_URL_SECRETS_MANAGER', 'AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] as const;
const saved = Object.fromEntries(ENVIRONMENT.map((k) => [k, process.env[k]]));
const ID = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:yamb-api/test/webhook-keys-Bun123';
const GENERATED = JSON.stringify({ seal: 'k1', k1: randomBytes(32).toString('hex') });

let dir: string;
let bundle: Awaited<ReturnType<typeof buildBundle>>;
let fake: Awaited<ReturnType<typeof startFakeSecretsManager>>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'yamb-rotator-'));
  bundle = await buildBundle(join(dir, 'rotator', 'index.mjs'), ROTATOR_ENTRY);
  fake = await startFakeSecretsManager({ [ID]: GENERATED });
  Object.assign(process.env, { AWS_ENDPOINT_URL_SECRETS_MANAGER: fake.endpoint, AWS_REGION: 'local', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });
});
afterAll(async () => {
  await fake?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  for (const key of ENVIRONMENT) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

describe('the rotation bundle', () => {
  it('holds the rotation and the keyring parser, and nothing of the service, the store or the app', () => {
    expect(bundle.inputs).toContain(ROTATOR_ENTRY);
    expect(bundle.inputs.some((p) => /^src\/(service|store|http|graphql)\//.test(p))).toBe(false);
  });

  it('rotates the keyring through the four steps', async () => {
    const { handler } = (await import(/* @vite-ignore */ pathToFileURL(bundle.file).href)) as { handler: (event: RotationEvent) => Promise<void> };
    fake.startRotation(ID, 'rotation-1');
    for (const Step of ['createSecret', 'setSecret', 'testSecret', 'finishSecret'] as const) await handler({ SecretId: ID, ClientRequestToken: 'rotation-1', Step });
    const current = fake.versions(ID)['rotation-1']!;
    expect(current.stages).toContain('AWSCURRENT');
    expect(parseKeyringSecret(current.value!).keyIds).toEqual(['k1', 'k2']);
  });
});
