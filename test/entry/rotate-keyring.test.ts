import { PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRotationHandler, rotatedKeyringSecret, type RotationEvent } from '../../src/entry/rotate-keyring.js';
import { parseKeyringSecret } from '../../src/entry/webhook-keys.js';
import { openSecret, sealSecret } from '../../src/notify/index.js';
import { startFakeSecretsManager } from '../infra/fake-secrets.js';

/*
 * The keyring's rotation: what one rotation makes of the secret (a key seals only after a whole
 * period in the keyring, and none is lost), the four steps of Secrets Manager's protocol through
 * the SDK against a stand-in that keeps versions and labels, and the guarantee they exist for:
 * an instance started before a rotation opens what instances started after it seal, and back.
 */
const STEPS: RotationEvent['Step'][] = ['createSecret', 'setSecret', 'testSecret', 'finishSecret'];
const hex = () => randomBytes(32).toString('hex');
const members = (text: string) => JSON.parse(text) as Record<string, string>;

describe('one rotation of the keyring secret', () => {
  it('stages a new key at the first, then lets the staged key seal and stages the next, keeping every key as it was', () => {
    const generated = JSON.stringify({ seal: 'k1', k1: hex() });
    const first = rotatedKeyringSecret(generated);
    expect(members(first)).toEqual({ ...members(generated), k2: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const second = rotatedKeyringSecret(first);
    expect(members(second)).toEqual({ ...members(first), seal: 'k2', k3: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const third = rotatedKeyringSecret(second);
    expect(members(third)).toMatchObject({ ...members(second), seal: 'k3' });
    expect(Object.keys(members(third))).toEqual(['seal', 'k1', 'k2', 'k3', 'k4']);
    expect(parseKeyringSecret(third).sealingKeyId).toBe('k3');
  });

  it('lets a key added by hand after the sealing key seal next, and numbers the new key after the highest', () => {
    const byHand = JSON.stringify({ seal: 'k7', k7: hex(), spare: hex() });
    expect(members(rotatedKeyringSecret(byHand))).toMatchObject({ seal: 'spare', k8: expect.any(String) });
  });

  it('refuses a secret that is not a keyring, naming no key material', () => {
    const key = hex();
    expect(() => rotatedKeyringSecret(JSON.stringify({ seal: 'k2', k1: key }))).toThrow(/seal/);
    try {
      rotatedKeyringSecret(JSON.stringify({ seal: 'k1', k1: key.slice(1) }));
    } catch (error) {
      expect((error as Error).message).not.toContain(key.slice(1));
    }
  });
});

describe('the rotation function, step by step, through the SDK', () => {
  const ID = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:yamb-api/test/webhook-keys-Rot123';
  const GENERATED = JSON.stringify({ seal: 'k1', k1: hex() });
  let fake: Awaited<ReturnType<typeof startFakeSecretsManager>>;
  let client: SecretsManagerClient;
  beforeAll(async () => {
    fake = await startFakeSecretsManager({ [ID]: GENERATED });
    client = new SecretsManagerClient({ endpoint: fake.endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  });
  afterAll(async () => {
    client?.destroy();
    await fake?.close();
  });

  const rotate = async (token: string, handler = createRotationHandler(client)) => {
    fake.startRotation(ID, token);
    for (const Step of STEPS) await handler({ SecretId: ID, ClientRequestToken: token, Step });
  };

  it('makes the rotated keyring current, the old one previous, and does nothing more when a step is repeated', async () => {
    const handler = createRotationHandler(client);
    fake.startRotation(ID, 'r1');
    await handler({ SecretId: ID, ClientRequestToken: 'r1', Step: 'createSecret' });
    const pending = fake.versions(ID).r1!.value!;
    // A retried step finds its version made and keeps it.
    await handler({ SecretId: ID, ClientRequestToken: 'r1', Step: 'createSecret' });
    expect(fake.versions(ID).r1!.value).toBe(pending);
    for (const Step of STEPS.slice(1)) await handler({ SecretId: ID, ClientRequestToken: 'r1', Step });
    // AWSPENDING may stay on the new version beside AWSCURRENT, as on the service.
    expect(fake.versions(ID)).toEqual({ v1: { value: GENERATED, stages: ['AWSPREVIOUS'] }, r1: { value: pending, stages: ['AWSPENDING', 'AWSCURRENT'] } });
    expect(members(pending)).toMatchObject({ seal: 'k1', k1: members(GENERATED).k1, k2: expect.any(String) });
    // Secrets Manager calling once more after the rotation finished changes nothing.
    await handler({ SecretId: ID, ClientRequestToken: 'r1', Step: 'finishSecret' });
    expect(fake.versions(ID).r1!.stages).toEqual(['AWSPENDING', 'AWSCURRENT']);
  });

  it('keeps what each instance seals readable by the others across a rotation', async () => {
    // An instance started now holds the keyring as it is (k1 seals, k2 staged).
    const before = parseKeyringSecret(fake.versions(ID).r1!.value!);
    await rotate('r2');
    const after = parseKeyringSecret(fake.versions(ID).r2!.value!);
    expect([before.sealingKeyId, after.sealingKeyId]).toEqual(['k1', 'k2']);
    const sealedBefore = sealSecret('whsec_before', before, { context: 'wh1' });
    const sealedAfter = sealSecret('whsec_after', after, { context: 'wh2' });
    expect(openSecret(sealedBefore, after, { context: 'wh1' })).toBe('whsec_before');
    // The old instance opens what a new one sealed: the key it seals with was staged a period before.
    expect(openSecret(sealedAfter, before, { context: 'wh2' })).toBe('whsec_after');
  });

  it('refuses, at its test step, a pending keyring that lost or changed a key, and leaves the current one current', async () => {
    const handler = createRotationHandler(client);
    fake.startRotation(ID, 'bad');
    const current = members(fake.versions(ID).r2!.value!);
    await client.send(new PutSecretValueCommand({ SecretId: ID, ClientRequestToken: 'bad', SecretString: JSON.stringify({ ...current, k1: hex() }), VersionStages: ['AWSPENDING'] }));
    await expect(handler({ SecretId: ID, ClientRequestToken: 'bad', Step: 'testSecret' })).rejects.toThrow(/lost or changed key k1/);
    expect(fake.versions(ID).r2!.stages).toEqual(['AWSCURRENT']);
  });

  it('refuses a version that is not being rotated, and a secret whose rotation is off', async () => {
    await expect(createRotationHandler(client)({ SecretId: ID, ClientRequestToken: 'unknown', Step: 'createSecret' })).rejects.toThrow(/not being rotated/);
    const off = await startFakeSecretsManager({ [ID]: GENERATED }, { rotationEnabled: false });
    const offClient = new SecretsManagerClient({ endpoint: off.endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    try {
      off.startRotation(ID, 'r1');
      await expect(createRotationHandler(offClient)({ SecretId: ID, ClientRequestToken: 'r1', Step: 'createSecret' })).rejects.toThrow(/not enabled/);
    } finally {
      offClient.destroy();
      await off.close();
    }
  });
});
