import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyringFromEnv, parseKeyringSecret } from '../../src/entry/webhook-keys.js';
import { KeyringError, keyringLoader, openSecret, sealSecret } from '../../src/notify/index.js';

const hex = () => randomBytes(32).toString('hex');
const base64 = () => randomBytes(32).toString('base64');

describe('the keyring secret', () => {
  it('reads the generated shape: seal names the one key, given as 64 hex digits', () => {
    const key = hex();
    const keyring = parseKeyringSecret(JSON.stringify({ seal: 'k1', k1: key }));
    expect(keyring.sealingKeyId).toBe('k1');
    expect(keyring.key('k1')).toEqual(Buffer.from(key, 'hex'));
  });

  it('puts the sealing key first whatever the order, takes base64 keys too, and every key opens', () => {
    const old = parseKeyringSecret(JSON.stringify({ seal: 'k1', k1: hex() }));
    const k1 = old.key('k1')!.toString('base64');
    const rotated = parseKeyringSecret(JSON.stringify({ k1, k2: base64(), seal: 'k2' }));
    expect(rotated.keyIds).toEqual(['k2', 'k1']);
    const sealedBefore = sealSecret('whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0', old, { context: 'w1' });
    expect(openSecret(sealedBefore, rotated, { context: 'w1' })).toBe('whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0');
  });

  it.each([
    // [secret text, what is wrong]
    ['not json', /not JSON/],
    ['["k1"]', /JSON object/],
    [JSON.stringify({ k1: hex() }), /seal/],
    [JSON.stringify({ seal: 'k2', k1: hex() }), /seal/],
    [JSON.stringify({ seal: 'k1', k1: hex().slice(2) }), /k1 is neither/],
    [JSON.stringify({ seal: 'k1', k1: randomBytes(16).toString('base64') }), /k1 is neither/],
    [JSON.stringify({ seal: 'k1', k1: 5 }), /k1 is not a string/],
    [JSON.stringify({ seal: 'k.1', 'k.1': hex() }), /id/],
  ])('refuses %s', (text, message) => {
    expect(() => parseKeyringSecret(text)).toThrow(KeyringError);
    expect(() => parseKeyringSecret(text)).toThrow(message);
  });

  it('never repeats key material in an error', () => {
    const key = hex();
    for (const text of [`{"seal":"k1","k1":"${key}"`, JSON.stringify({ seal: 'k1', k1: `${key}00` }), JSON.stringify({ seal: 'x', [key]: key })]) {
      expect(() => parseKeyringSecret(text)).toThrow(KeyringError);
      try {
        parseKeyringSecret(text);
      } catch (error) {
        expect((error as Error).message).not.toContain(key.slice(0, 16));
      }
    }
  });
});

describe('the keyring from the environment', () => {
  it('reads the secret WEBHOOK_KEYS_SECRET_ARN names when first needed, once, and again after a failed read', async () => {
    const reads: string[] = [];
    let answer: () => string = () => {
      throw new Error('Secrets Manager is unreachable');
    };
    const source = keyringFromEnv({ WEBHOOK_KEYS_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:keys' }, async (id) => (reads.push(id), answer()));
    expect(typeof source).toBe('function');
    expect(reads).toEqual([]);
    const keyring = keyringLoader(source!);
    await expect(keyring()).rejects.toThrow(/unreachable/);
    answer = () => JSON.stringify({ seal: 'k9', k9: hex() });
    const [first, second] = await Promise.all([keyring(), keyring()]);
    expect(first.sealingKeyId).toBe('k9');
    expect(second).toBe(first);
    expect((await keyring()).sealingKeyId).toBe('k9');
    expect(reads).toEqual(['arn:aws:secretsmanager:eu-west-1:123456789012:secret:keys', 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:keys']);
  });

  it('takes WEBHOOK_KEYS as the local server does, refuses both at once, and is null without either', async () => {
    const never = async (): Promise<string> => {
      throw new Error('no secret should be read');
    };
    expect((await keyringLoader(keyringFromEnv({ WEBHOOK_KEYS: `a:${base64()}` }, never)!)()).sealingKeyId).toBe('a');
    expect(() => keyringFromEnv({ WEBHOOK_KEYS: `a:${base64()}`, WEBHOOK_KEYS_SECRET_ARN: 'arn' }, never)).toThrow(/not both/);
    expect(keyringFromEnv({}, never)).toBeNull();
  });
});
