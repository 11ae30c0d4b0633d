import { getConnInfo } from '@hono/node-server/conninfo';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { createApi } from '../../src/entry/api.js';
import { LOCAL_GAME_CACHE, gameCacheFrom } from '../../src/entry/service.js';
import { silentLogger } from '../../src/log.js';
import { cpuMicros, servePart } from '../support/processes.js';
import { getPut, resending, storeClient } from '../support/store-client.js';
import type { Answer } from './load-process.js';

/*
 * A benchmark part: an HTTP server on a loopback port, talking to the store at `endpoint`.
 *   app     the API as `npm start` serves it (rate limit off, request lines not written; its
 *           game cache as GAME_CACHE_SIZE says, 0 for none as on Lambda)
 *   anchor  the least an action can be over HTTP with the same libraries: a minimal Hono app
 *           that parses the JSON body, reads the game item strongly and writes it back on its
 *           version (the same store client as the app's, Get and conditional Put, resent on
 *           transient faults as the store resends), and answers JSON
 *           (`/anchor/:id`); at `/answered/:id` the same, answering what a REST action answers:
 *           the game's view and the app's headers, as the load copied them from a real reply
 *           (given by the `answer` message), with the version, ETag and request id of this one
 */
const [kind, endpoint, tableName] = process.argv.slice(2) as ['app' | 'anchor', string, string];
const client = storeClient(endpoint);
const send = resending(client);

let answer: Answer | null = null;

function anchor(): Hono {
  const app = new Hono();
  app.post('/anchor/:id', async (c) => {
    const action = (await c.req.json()) as { type?: unknown };
    const Key = { pk: `G#${c.req.param('id')}`, sk: 'G' };
    const version = await getPut(send, tableName, Key);
    if (version === null) return c.json({ error: 'no such item' }, 404);
    return c.json({ id: c.req.param('id'), version, type: action.type });
  });
  app.post('/answered/:id', async (c) => {
    await c.req.json();
    const version = await getPut(send, tableName, { pk: `G#${c.req.param('id')}`, sk: 'G' });
    if (version === null || !answer) return c.json({ error: 'no such item, or no answer given' }, 404);
    for (const [name, value] of Object.entries(answer.headers)) c.header(name, value);
    c.header('etag', `"${version}"`);
    c.header('x-request-id', randomUUID());
    return c.json({ ...answer.view, version });
  });
  return app;
}

const app =
  kind === 'anchor'
    ? anchor()
    : createApi({ client, tableName, logger: silentLogger, rateLimit: null, gameCache: gameCacheFrom(process.env, LOCAL_GAME_CACHE), clientAddress: (c) => getConnInfo(c).remote.address });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
// `cpu`: the CPU time used so far, in microseconds. `clock`: the monotonic clock in
// microseconds, the clock of a V8 CPU profile's timestamps (to profile a window of the run).
// `answer`: what the anchor's `/answered` route sends back.
servePart({ base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }, async (request) =>
  request.type === 'answer' ? ((answer = request.answer as Answer), null) : request.type === 'clock' ? Number(process.hrtime.bigint() / 1000n) : cpuMicros(),
);
