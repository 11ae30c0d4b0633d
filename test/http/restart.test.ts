import { EventEmitter, once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.js';
import { useRestartableServer } from '../support/local-server.js';

/*
 * Fault model: the process dies right after a write. The local server (`npm start`, a real
 * process on a real port with the store on disk) accepts moves whose events it is still
 * dispatching when it is killed with SIGKILL; started again on the same data, it dispatches
 * them: every event reaches the webhook, with the id it had, in order.
 */

const restartable = useRestartableServer('restart', { WEBHOOK_RETRY_SECONDS: '0,0,0,0' });
const startServer = (port: number) => restartable.start(port);

/** A receiver that holds every request without answering until `answer` is set, then answers 200. */
async function startReceiver() {
  const received: { id: string; body: string; headers: Record<string, string> }[] = [];
  const arrivals = new EventEmitter();
  let answering = false;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({ id: String(request.headers['webhook-id']), body: Buffer.concat(chunks).toString('utf8'), headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])) });
      if (answering) response.writeHead(200).end();
      arrivals.emit('delivery');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    /** Resolves once a delivery arrives for which `done` holds (at once if one has). */
    until: (done: () => boolean) =>
      new Promise<void>((resolve) => {
        const check = () => done() && (arrivals.off('delivery', check), resolve());
        arrivals.on('delivery', check);
        check();
      }),
    answer: () => (answering = true),
    close: () => (server.closeAllConnections(), new Promise<void>((r) => server.close(() => r()))),
  };
}

describe('a server killed right after a write', () => {
  it('delivers the events of that write after it is started again', async () => {
    const port = await freePort();
    const api = `http://127.0.0.1:${port}`;
    const call = async (method: string, path: string, token?: string, body?: unknown) => {
      const res = await fetch(`${api}${path}`, { method, headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, ...(body !== undefined && { body: JSON.stringify(body) }) });
      return { status: res.status, json: (await res.json()) as any };
    };
    const receiver = await startReceiver();
    let server = await startServer(port);

    const { json: ana } = await call('POST', '/v1/players', undefined, { name: 'Ana' });
    const { json: hook } = await call('POST', '/v1/webhooks', ana.token, { url: receiver.url });
    const created = await call('POST', '/v1/games', ana.token, { ruleset: 'yams-5', seats: 1 });
    expect(created.status).toBe(201);
    const rolled = await call('POST', `/v1/games/${created.json.id}/actions`, ana.token, { type: 'roll' });
    expect(rolled.status).toBe(200);
    // The first delivery is in flight (the receiver holds it), the roll's events wait behind it.
    await receiver.until(() => receiver.received.length > 0);
    expect(receiver.received.map((r) => r.id)).toEqual([`${created.json.id}.1.0`]);
    server.kill('SIGKILL');
    await once(server, 'exit');

    receiver.answer();
    server = await startServer(port);
    const expected = [1, 1, 1, 2].map((v, i) => `${created.json.id}.${v}.${[0, 1, 2, 0][i]}`);
    await receiver.until(() => new Set(receiver.received.slice(1).map((r) => r.id)).size >= expected.length);
    const after = receiver.received.slice(1);
    expect(after.map((r) => r.id)).toEqual(expected);
    for (const delivery of after) new Webhook(hook.secret).verify(delivery.body, delivery.headers);
    expect(JSON.parse(after.at(-1)!.body)).toMatchObject({ type: 'move.rolled', data: { version: 2, dice: rolled.json.turn.dice } });
    server.kill('SIGTERM');
    await receiver.close();
  });
});
