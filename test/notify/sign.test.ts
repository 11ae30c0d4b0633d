import { createHmac, randomBytes } from 'node:crypto';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { createWebhookSecret, isWebhookSecret, webhookSecretBytes } from '../../src/notify/secret.js';
import { signWebhook } from '../../src/notify/sign.js';

const body = JSON.stringify({ id: 'g1.4.0', type: 'turn.started', timestamp: '2026-01-02T03:04:05.000Z', data: { seat: 1 } });

describe('createWebhookSecret', () => {
  it('encodes the injected bytes after whsec_, 32 bytes by default, 24 on request', () => {
    const asked: number[] = [];
    const bytes = (size: number) => {
      asked.push(size);
      return Uint8Array.from({ length: size }, (_, i) => i);
    };
    const secret32 = createWebhookSecret(bytes);
    const secret24 = createWebhookSecret(bytes, 24);
    expect(asked).toEqual([32, 24]);
    expect(secret32).toBe(`whsec_${Buffer.from(Uint8Array.from({ length: 32 }, (_, i) => i)).toString('base64')}`);
    expect(webhookSecretBytes(secret24)).toEqual(Buffer.from(Uint8Array.from({ length: 24 }, (_, i) => i)));
  });

  it('makes secrets that differ and that the library accepts', () => {
    const a = createWebhookSecret();
    const b = createWebhookSecret();
    expect(a).not.toBe(b);
    expect(isWebhookSecret(a)).toBe(true);
    expect(() => new Webhook(a)).not.toThrow();
  });

  it('refuses a random source that gives the wrong number of bytes', () => {
    expect(() => createWebhookSecret(() => new Uint8Array(16))).toThrow(RangeError);
  });
});

describe('isWebhookSecret', () => {
  const b64 = (n: number) => Buffer.alloc(n, 0xab).toString('base64');
  it.each([
    [`whsec_${b64(24)}`, true],
    [`whsec_${b64(32)}`, true],
    // The Standard Webhooks test vector's secret is 24 bytes.
    ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', true],
    [b64(32), false],
    [`whsk_${b64(32)}`, false],
    [`whsec_${b64(16)}`, false],
    [`whsec_${b64(33)}`, false],
    [`whsec_${b64(32).slice(0, -1)}`, false],
    [`whsec_${b64(32)} `, false],
    [`whsec_${Buffer.alloc(32, 0xfb).toString('base64url')}`, false],
    ['whsec_', false],
  ])('%s -> %s', (secret, valid) => {
    expect(isWebhookSecret(secret)).toBe(valid);
  });
});

describe('signWebhook', () => {
  it('reproduces the published Standard Webhooks test vector', () => {
    // From the specification's reference libraries (libraries/javascript/src/webhook.test.ts).
    const headers = signWebhook({
      id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      timestamp: new Date(1614265330 * 1000),
      body: '{"test": 2432232314}',
      secrets: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
    });
    expect(headers).toEqual({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
  });

  it('is HMAC-SHA256 of "<id>.<timestamp>.<body>" under the secret bytes, seconds rounded down', () => {
    const secret = createWebhookSecret();
    const headers = signWebhook({ id: 'g1.4.0', timestamp: new Date(1_700_000_000_999), body, secrets: [secret] });
    const expected = createHmac('sha256', webhookSecretBytes(secret)!).update(`g1.4.0.1700000000.${body}`).digest('base64');
    expect(headers['webhook-timestamp']).toBe('1700000000');
    expect(headers['webhook-signature']).toBe(`v1,${expected}`);
  });

  it('signs with every secret during a rotation, and verify accepts each secret on its own', () => {
    const [oldSecret, newSecret, stranger] = [createWebhookSecret(), createWebhookSecret(undefined, 24), createWebhookSecret()];
    const headers = signWebhook({ id: 'g1.4.0', timestamp: new Date(), body, secrets: [newSecret, oldSecret] });
    const signatures = headers['webhook-signature'].split(' ');
    expect(signatures).toHaveLength(2);
    expect(signatures.every((s) => s.startsWith('v1,'))).toBe(true);
    expect(new Webhook(oldSecret).verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(new Webhook(newSecret).verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(() => new Webhook(stranger).verify(body, { ...headers })).toThrow(WebhookVerificationError);
    expect(() => new Webhook(oldSecret).verify(`${body} `, { ...headers })).toThrow(WebhookVerificationError);
  });

  it.each([
    ['an empty id', { id: '' }],
    ['an id with a space', { id: 'a b' }],
    ['an id with a comma', { id: 'a,b' }],
    ['an id with a line break', { id: 'a\nb' }],
    ['no secret', { secrets: [] }],
    ['a secret without its prefix', { secrets: [randomBytes(32).toString('base64')] }],
    ['an invalid date', { timestamp: new Date(Number.NaN) }],
  ])('refuses %s', (_, change) => {
    const input = { id: 'g1.4.0', timestamp: new Date(), body, secrets: [createWebhookSecret()], ...change };
    expect(() => signWebhook(input)).toThrow(TypeError);
  });
});
