import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_USER_AGENT, deliver, MAX_RESPONSE_BYTES, type WebhookEvent } from '../../src/notify/deliver.js';
import { createWebhookSecret } from '../../src/notify/secret.js';
import { startReceiver, type Receiver } from './receiver.js';

const oldSecret = createWebhookSecret();
const newSecret = createWebhookSecret();
const event: WebhookEvent = {
  id: 'g7h8j9k0m1n2p3q4.12.1',
  type: 'turn.started',
  timestamp: '2026-03-04T05:06:07.000Z',
  data: { gameId: 'g7h8j9k0m1n2p3q4', version: 12, seat: 1, player: { id: 'p1', name: 'Ana' }, deadline: null },
};
// The local server's setting: loopback receivers over plain http.
const local = { allowPrivate: true } as const;

let receiver: Receiver;
let oldOnly: Receiver;
let newOnly: Receiver;
let bodyWrites: { finished: boolean | null; written: number };
/** A monotonic clock for `deliver`, in ms, which the receiver moves on while it answers `/timed`. */
let monotonicMs = 0;

beforeAll(async () => {
  bodyWrites = { finished: null, written: 0 };
  receiver = await startReceiver(
    {
      '/ok': (_, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks'),
      '/timed': (_, res) => {
        monotonicMs += 250;
        res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
      },
      '/accepted': (_, res) => res.writeHead(204).end(),
      '/fail': (_, res) => res.writeHead(500).end('oops'),
      '/gone': (_, res) => res.writeHead(410).end(),
      '/busy': (_, res) => res.writeHead(503, { 'retry-after': '120' }).end(),
      '/redirect': (_, res) => res.writeHead(302, { location: '/ok' }).end(),
      '/permanent-redirect': (_, res) => res.writeHead(308, { location: '/ok' }).end(),
      '/hang': () => {},
      '/stall-after-status': (_, res) => {
        res.writeHead(200);
        res.write('partial');
      },
      '/big': (_, res) => {
        // Up to 64 MB, written as fast as the client reads; it should stop reading long before.
        res.writeHead(200);
        const chunk = Buffer.alloc(64 * 1024, 0x61);
        res.on('close', () => (bodyWrites.finished = res.writableFinished));
        const pump = () => {
          while (bodyWrites.written < 64 * 1024 * 1024) {
            bodyWrites.written += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        pump();
      },
    },
    { secrets: [newSecret, oldSecret] },
  );
  oldOnly = await startReceiver({ '/ok': (_, res) => res.writeHead(200).end() }, { secrets: [oldSecret] });
  newOnly = await startReceiver({ '/ok': (_, res) => res.writeHead(200).end() }, { secrets: [newSecret] });
});

afterAll(async () => {
  await Promise.all([receiver.close(), oldOnly.close(), newOnly.close()]);
});

function last(r: Receiver) {
  const entry = r.received.at(-1);
  if (entry === undefined) throw new Error('the receiver got nothing');
  return entry;
}

describe('deliver to a receiver on the loopback', () => {
  it('POSTs the envelope as JSON with the Standard Webhooks headers; a 200 is success', async () => {
    const at = new Date();
    monotonicMs = 1_000;
    const result = await deliver({ url: `${receiver.origin}/timed`, secrets: [newSecret], event }, { ...local, now: () => at, monotonic: () => monotonicMs });
    expect(result).toMatchObject({ ok: true, status: 200, remoteAddress: '127.0.0.1' });
    expect(result.error).toBeUndefined();
    // Measured from before the request to after the answer: exactly the 250 ms the receiver's answer took on the clock given.
    expect(result.durationMs).toBe(250);
    const got = last(receiver);
    expect(got.verifiedWith).toBe(newSecret);
    expect(JSON.parse(got.body)).toEqual(event);
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['content-length']).toBe(String(Buffer.byteLength(got.body)));
    expect(got.headers['user-agent']).toBe(DEFAULT_USER_AGENT);
    expect(got.headers['webhook-id']).toBe(event.id);
    expect(got.headers['webhook-timestamp']).toBe(String(Math.floor(at.getTime() / 1000)));
    expect(got.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
  });

  it('any 2xx is success', async () => {
    expect(await deliver({ url: `${receiver.origin}/accepted`, secrets: [newSecret], event }, local)).toMatchObject({ ok: true, status: 204 });
  });

  it('during a rotation, receivers that know only the old or only the new secret both verify it', async () => {
    const target = { secrets: [newSecret, oldSecret], event };
    expect(await deliver({ ...target, url: `${oldOnly.origin}/ok` }, local)).toMatchObject({ ok: true, status: 200 });
    expect(await deliver({ ...target, url: `${newOnly.origin}/ok` }, local)).toMatchObject({ ok: true, status: 200 });
    expect(last(oldOnly).verifiedWith).toBe(oldSecret);
    expect(last(newOnly).verifiedWith).toBe(newSecret);
    expect(String(last(oldOnly).headers['webhook-signature']).split(' ')).toHaveLength(2);
  });

  it('a receiver refuses what another secret signed (the receiver is really checking)', async () => {
    const result = await deliver({ url: `${oldOnly.origin}/ok`, secrets: [newSecret], event }, local);
    expect(result).toMatchObject({ ok: false, status: 401, error: 'HTTP_STATUS' });
    expect(last(oldOnly).verifiedWith).toBeNull();
  });

  it('a retry carries the same webhook-id and body, with the new attempt time', async () => {
    const url = `${receiver.origin}/fail`;
    await deliver({ url, secrets: [newSecret], event }, { ...local, now: () => new Date(Date.now() - 60_000) });
    await deliver({ url, secrets: [newSecret], event }, local);
    const [first, second] = receiver.received.slice(-2);
    expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    expect(second?.body).toBe(first?.body);
    expect(Number(second?.headers['webhook-timestamp'])).toBeGreaterThan(Number(first?.headers['webhook-timestamp']));
    expect([first?.verifiedWith, second?.verifiedWith]).toEqual([newSecret, newSecret]);
  });

  it('a 500 is a failure with its status', async () => {
    expect(await deliver({ url: `${receiver.origin}/fail`, secrets: [newSecret], event }, local)).toMatchObject({
      ok: false,
      status: 500,
      error: 'HTTP_STATUS',
    });
  });

  it('410 Gone is reported as GONE, for the caller to disable the endpoint', async () => {
    expect(await deliver({ url: `${receiver.origin}/gone`, secrets: [newSecret], event }, local)).toMatchObject({
      ok: false,
      status: 410,
      error: 'GONE',
    });
  });

  it('passes on Retry-After', async () => {
    expect(await deliver({ url: `${receiver.origin}/busy`, secrets: [newSecret], event }, local)).toMatchObject({
      ok: false,
      status: 503,
      error: 'HTTP_STATUS',
      retryAfterSeconds: 120,
    });
  });

  it.each([
    ['/redirect', 302],
    ['/permanent-redirect', 308],
  ])('does not follow a redirect (%s): it is a failure', async (path, status) => {
    const before = receiver.received.filter((r) => r.path === '/ok').length;
    const result = await deliver({ url: `${receiver.origin}${path}`, secrets: [newSecret], event }, local);
    expect(result).toMatchObject({ ok: false, status, error: 'REDIRECT' });
    expect(receiver.received.filter((r) => r.path === '/ok').length).toBe(before);
  });

  it('an endpoint that never answers is a TIMEOUT', async () => {
    const result = await deliver({ url: `${receiver.origin}/hang`, secrets: [newSecret], event }, { ...local, timeoutMs: 300 });
    expect(result).toMatchObject({ ok: false, error: 'TIMEOUT' });
    expect(result.status).toBeUndefined();
    expect(last(receiver).path).toBe('/hang');
  });

  it('a status followed by a body that stalls is still the answer', async () => {
    const result = await deliver({ url: `${receiver.origin}/stall-after-status`, secrets: [newSecret], event }, { ...local, timeoutMs: 300 });
    expect(result).toMatchObject({ ok: true, status: 200 });
  });

  it(`reads at most ${MAX_RESPONSE_BYTES} bytes of the answer and hangs up`, async () => {
    const result = await deliver({ url: `${receiver.origin}/big`, secrets: [newSecret], event }, local);
    expect(result).toMatchObject({ ok: true, status: 200 });
    await expect.poll(() => bodyWrites.finished).not.toBeNull();
    expect(bodyWrites.finished).toBe(false);
    expect(bodyWrites.written).toBeLessThan(64 * 1024 * 1024);
  });

  it('a refused connection is a NETWORK failure with its code', async () => {
    const server = net.createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as net.AddressInfo;
    server.close();
    await once(server, 'close');
    expect(await deliver({ url: `http://127.0.0.1:${port}/`, secrets: [newSecret], event }, local)).toMatchObject({
      ok: false,
      error: 'NETWORK',
      detail: 'ECONNREFUSED',
    });
  });

  it('a URL refused by its shape is never connected to', async () => {
    const before = receiver.connections();
    const cases = [
      [`${receiver.origin}/ok`, 'NOT_HTTPS'],
      [`https://127.0.0.1:${receiver.port}/ok`, 'PRIVATE_ADDRESS'],
      [`https://[::ffff:127.0.0.1]:${receiver.port}/ok`, 'PRIVATE_ADDRESS'],
      [`http://user:pw@127.0.0.1:${receiver.port}/ok`, 'USERINFO'],
      ['not a url', 'INVALID_URL'],
    ] as const;
    for (const [url, error] of cases) {
      expect(await deliver({ url, secrets: [newSecret], event }, { allowPrivate: url.startsWith('http://user') })).toMatchObject({ ok: false, error });
    }
    expect(receiver.connections()).toBe(before);
  });

  it('throws for a caller mistake', async () => {
    await expect(deliver({ url: `${receiver.origin}/ok`, secrets: [], event }, local)).rejects.toThrow(TypeError);
    await expect(deliver({ url: `${receiver.origin}/ok`, secrets: ['secret'], event }, local)).rejects.toThrow(TypeError);
    await expect(deliver({ url: `${receiver.origin}/ok`, secrets: [newSecret], event: { ...event, id: 'a b' } }, local)).rejects.toThrow(TypeError);
    await expect(deliver({ url: `${receiver.origin}/ok`, secrets: [newSecret], event }, { ...local, timeoutMs: 0 })).rejects.toThrow(TypeError);
  });
});
