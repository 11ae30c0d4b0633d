import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateVapidKeys, parseVapidPrivateKey } from '../../src/notify/vapid.js';

describe('VAPID keys', () => {
  it('are generated with a private scalar of 32 bytes every time, also when it starts with a zero byte (one in 256)', () => {
    // Node's ECDH gives a scalar without its leading zero bytes: 3,000 keys meet about a dozen such.
    let short = 0;
    for (let i = 0; i < 3_000; i++) {
      const keys = generateVapidKeys();
      const scalar = Buffer.from(keys.privateKey, 'base64url');
      expect(scalar).toHaveLength(32);
      if (scalar[0] === 0) short++;
      expect(parseVapidPrivateKey(keys.privateKey)).toEqual(keys);
    }
    expect(short).toBeGreaterThan(0);
  });

  it('read a private key with a leading zero byte as the same key Node derives', () => {
    const ecdh = createECDH('prime256v1');
    const scalar = Buffer.alloc(32, 7);
    scalar[0] = 0;
    ecdh.setPrivateKey(scalar);
    expect(parseVapidPrivateKey(scalar.toString('hex')).publicKey).toBe(ecdh.getPublicKey().toString('base64url'));
  });
});
