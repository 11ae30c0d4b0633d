import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardedAddress } from '../../src/edge/index.js';
import { MAX_BODY_BYTES, createApp } from '../../src/app/index.js';
import { silentLogger } from '../../src/log.js';
import { createService } from '../../src/service/index.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * The app behind @hono/node-server, as `npm start` serves it, over real keep-alive sockets:
 * a refused body must not poison the connection it came on, and the client address is the
 * socket's, whatever X-Forwarded-For says.
 */

const ctx = useEmbeddedStore();
let server: ReturnType<typeof serve>;
let port: number;
const seen: string[] = [];

beforeAll(async () => {
  const app = createApp({
    service: createService({ store: ctx.store, log: silentLogger }),
    logger: silentLogger,
    clientAddress: (c) => {
      const address = forwardedAddress(getConnInfo(c).remote.address, c.req.header('x-forwarded-for'), new Set());
      seen.push(address ?? '');
      return address;
    },
  });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One request on `agent`; resolves with the status and body, or the socket error. */
function call(agent: Agent, method: string, path: string, body?: string, headers: Record<string, string> = {}, chunked = false): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const length = body !== undefined && !chunked && { 'content-length': String(Buffer.byteLength(body)) };
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }), ...length } }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    req.end(body);
  });
}

describe('the local server', () => {
  it.each([
    [MAX_BODY_BYTES, false],
    [4 * 1024 * 1024, false],
    [MAX_BODY_BYTES, true],
    [4 * 1024 * 1024, true],
  ])('answers a body over the limit (%i bytes, chunked: %s) with 413, and the next requests on the pool work (node:http)', async (size, chunked) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await call(agent, 'GET', '/v1/rulesets')).toMatchObject({ status: 200 });
    const big = JSON.stringify({ name: 'x'.repeat(size) });
    const refused = await call(agent, 'POST', '/v1/players', big, {}, chunked);
    expect(refused).toMatchObject({ status: 413 });
    expect(JSON.parse((refused as { body: string }).body).code).toBe('PAYLOAD_TOO_LARGE');
    for (let i = 0; i < 3; i++) expect(await call(agent, 'GET', '/v1/rulesets')).toMatchObject({ status: 200 });
    agent.destroy();
  });

  it.each([MAX_BODY_BYTES + 1, 256 * 1024, 4 * 1024 * 1024])('answers %i bytes with 413, and the next requests of a fetch client work', async (size) => {
    const base = `http://127.0.0.1:${port}`;
    const status = async (init?: RequestInit, path = '/v1/rulesets') => {
      try {
        const res = await fetch(`${base}${path}`, init);
        await res.arrayBuffer();
        return res.status;
      } catch (error) {
        return `${(error as Error).message} ${String((error as { cause?: { code?: string } }).cause?.code)}`;
      }
    };
    expect(await status()).toBe(200);
    expect(await status({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x'.repeat(size) }) }, '/v1/players')).toBe(413);
    expect([await status(), await status(), await status()]).toEqual([200, 200, 200]);
  });

  it('takes the client address from the socket, not from X-Forwarded-For', async () => {
    const agent = new Agent({ keepAlive: false });
    seen.length = 0;
    await call(agent, 'GET', '/v1/rulesets', undefined, { 'x-forwarded-for': '203.0.113.7' });
    expect(seen).toEqual(['127.0.0.1']);
  });
});

describe('forwardedAddress', () => {
  const trusted = new Set(['10.0.0.1', '10.0.0.2']);
  it.each([
    ['a direct client, whatever it claims', '198.51.100.1', '203.0.113.7', '198.51.100.1'],
    ['behind one trusted proxy', '10.0.0.1', '203.0.113.7', '203.0.113.7'],
    ['behind two trusted proxies', '10.0.0.1', '203.0.113.7, 10.0.0.2', '203.0.113.7'],
    ['a forged entry left of the real one', '10.0.0.1', '192.0.2.66, 203.0.113.7', '203.0.113.7'],
    ['a trusted proxy without the header', '10.0.0.1', undefined, '10.0.0.1'],
  ])('%s', (_, remote, header, expected) => {
    expect(forwardedAddress(remote, header, trusted)).toBe(expected);
  });
});
