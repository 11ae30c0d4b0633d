import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A push service on the loopback, as a browser's (RFC 8030) would be, with browsers of its own:
 * each `browser()` is a subscription with its own P-256 key and auth secret, whose endpoint is
 * a path of this service. Every message is checked as a push service and a browser together
 * would check it: the VAPID JWT (RFC 8292: ES256 over the server's key in `k=`, audience the
 * service's origin, an expiry within a day, a contact) and the content decrypted with the
 * browser's keys (RFC 8291, `aes128gcm`). Both are this file's own implementation over
 * node:crypto, not the web-push library's: a message the server built wrongly does not decrypt
 * here. A message that fails either check is answered 400 (or 401/403) and kept with its error.
 */

export interface PushedMessage {
  /** The browser's path. */
  readonly path: string;
  readonly ttl: number;
  readonly urgency: string | null;
  readonly contentEncoding: string | null;
  /** The VAPID public key the JWT was checked with (`k=`), and its claims. */
  readonly vapidKey: string;
  readonly claims: { aud: string; exp: number; sub: string };
  /** The decrypted payload as it came (what a browser's push service hands its service worker), and parsed. */
  readonly text: string;
  readonly payload: { title: string; body: string; url: string; tag: string; eventId: string; reminder?: true };
  /** What the service answered. */
  readonly status: number;
}

export interface Browser {
  readonly path: string;
  /** As `PushSubscription.toJSON()` gives it. */
  readonly subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

/** A scripted answer: a status, or HANG (no answer until `release`). */
export const HANG = -1;

const b64u = (bytes: Buffer) => bytes.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 section 3.4 and RFC 8188: the plaintext of an `aes128gcm` body for the browser holding `ecdh` and `auth`. */
export function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const senderKey = body.subarray(21, 21 + idlen);
  const records = body.subarray(21 + idlen);
  if (idlen !== 65 || records.length > rs) throw new Error(`unexpected header: idlen ${idlen}, rs ${rs}, ${records.length} bytes of records`);
  const receiverKey = ecdh.getPublicKey();
  const ecdhSecret = ecdh.computeSecret(senderKey);
  // HKDF-Extract(auth, ecdh_secret), then HKDF-Expand with "WebPush: info" || 0 || ua_public || as_public.
  const prkKey = hmac(auth, ecdhSecret);
  const ikm = hmac(prkKey, Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.concat([Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.concat([Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])])).subarray(0, 12);
  // One record (the sequence number 0 leaves the nonce as it is); the tag is its last 16 bytes.
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record's delimiter is 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** RFC 8292: the claims of `vapid t=<jwt>, k=<key>` once its ES256 signature verifies with `k`. */
export function verifyVapid(authorization: string | undefined, origin: string, now = Date.now()): { key: string; claims: PushedMessage['claims'] } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a vapid authorization: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33, 65)) }, format: 'jwk' });
  const [header, payload, signature] = token.split('.') as [string, string, string];
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  const signed = verify('sha256', Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as PushedMessage['claims'];
  if (claims.aud !== origin) throw new Error(`audience ${claims.aud}, not ${origin}`);
  if (!(claims.exp * 1000 > now && claims.exp * 1000 <= now + 86_400_000)) throw new Error(`expiry ${claims.exp} not within a day`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`no contact: ${claims.sub}`);
  return { key, claims };
}

export async function startPushService() {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const messages: PushedMessage[] = [];
  const refused: { path: string; error: string }[] = [];
  const scripts = new Map<string, number[]>();
  const held: http.ServerResponse[] = [];
  let origin = '';
  let count = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const path = request.url ?? '';
      const browser = browsers.get(path);
      if (!browser) return void response.writeHead(404).end();
      let vapid: ReturnType<typeof verifyVapid>;
      let text: string;
      let payload: PushedMessage['payload'];
      try {
        vapid = verifyVapid(request.headers.authorization, origin);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        text = decryptAes128gcm(Buffer.concat(chunks), browser.ecdh, browser.auth).toString('utf8');
        payload = JSON.parse(text) as PushedMessage['payload'];
      } catch (error) {
        refused.push({ path, error: (error as Error).message });
        return void response.writeHead(400).end();
      }
      const status = scripts.get(path)?.shift() ?? 201;
      messages.push({
        path,
        ttl: Number(request.headers.ttl),
        urgency: (request.headers.urgency as string | undefined) ?? null,
        contentEncoding: (request.headers['content-encoding'] as string | undefined) ?? null,
        vapidKey: vapid.key,
        claims: vapid.claims,
        text,
        payload,
        status,
      });
      if (status === HANG) held.push(response);
      else response.writeHead(status).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    messages,
    refused,
    scripts,
    /** A new browser subscribed at this service: its keys stay here, its subscription goes to the server. */
    browser(): Browser {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${++count}`;
      browsers.set(path, { ecdh, auth });
      return { path, subscription: { endpoint: `${origin}${path}`, expirationTime: null, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } } };
    },
    /** The messages a browser was sent (every attempt), in order. */
    to: (browser: Browser) => messages.filter((m) => m.path === browser.path),
    /** Answers every held message with `status`. */
    release(status = 201) {
      for (const response of held.splice(0)) if (!response.destroyed) response.writeHead(status).end();
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}
