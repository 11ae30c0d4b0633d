import { createECDH } from 'node:crypto';

/*
 * The keys of a browser's push subscription, checked before it is stored (RFC 8291): `p256dh`
 * an uncompressed P-256 point that is on the curve (65 bytes, 0x04 first), `auth` 16 bytes,
 * both base64url as browsers give them. A key that fails here would make every message to the
 * browser fail.
 */

export type PushKeyRefusal = { ok: false; field: 'p256dh' | 'auth'; detail: string };

/** The bytes of base64url text (padding allowed), or null when it is not canonical base64url. */
function base64urlBytes(text: string): Buffer | null {
  const bare = text.replace(/={1,2}$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(bare)) return null;
  const bytes = Buffer.from(bare, 'base64url');
  return bytes.toString('base64url') === bare ? bytes : null;
}

export function checkPushKeys(keys: { p256dh: string; auth: string }): { ok: true } | PushKeyRefusal {
  const auth = base64urlBytes(keys.auth);
  if (!auth || auth.length !== 16) return { ok: false, field: 'auth', detail: 'the auth secret must be 16 bytes, base64url' };
  const point = base64urlBytes(keys.p256dh);
  if (!point || point.length !== 65 || point[0] !== 0x04) return { ok: false, field: 'p256dh', detail: 'the key must be an uncompressed P-256 point (65 bytes, base64url)' };
  try {
    // Deriving a secret with it checks that the point is on the curve.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(point);
  } catch {
    return { ok: false, field: 'p256dh', detail: 'the key is not a point of the P-256 curve' };
  }
  return { ok: true };
}
