import { once } from 'node:events';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.js';
import { useRestartableServer } from '../support/local-server.js';
import { HANG, startPushService } from '../support/push-service.js';

/*
 * Fault model: the process dies between the move and its push. The local server (`npm start`,
 * a real process with its store on disk) accepts a move whose push is in flight (the push
 * service holds it, unanswered) and is killed with SIGKILL; started again on the same data, it
 * pushes the move again, with the same eventId, signed with the same VAPID key it generated on
 * its first start and kept beside the data.
 */

const restartable = useRestartableServer('push-restart', { WEBHOOK_RETRY_SECONDS: '0,0,0,0' });
const startServer = (port: number) => restartable.start(port);
const { dataDir } = restartable;

describe('a server killed between a move and its push', () => {
  it('pushes it after it is started again, with the same eventId and the same key', async () => {
    const port = await freePort();
    const api = `http://127.0.0.1:${port}`;
    const call = async (method: string, path: string, token?: string, body?: unknown) => {
      const res = await fetch(`${api}${path}`, { method, headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, ...(body !== undefined && { body: JSON.stringify(body) }) });
      return { status: res.status, json: (await res.json()) as any };
    };
    const pushService = await startPushService();
    let server = await startServer(port);
    const { json: key } = await call('GET', '/v1/push/key');
    // Kept beside the data, for its owner only.
    expect(statSync(join(dataDir, 'vapid-key')).mode & 0o777).toBe(0o600);

    const { json: ana } = await call('POST', '/v1/players', undefined, { name: 'Ana' });
    const phone = pushService.browser();
    expect((await call('POST', '/v1/push-subscriptions', ana.token, { subscription: phone.subscription })).status).toBe(201);
    pushService.scripts.set(phone.path, [HANG]);
    const created = await call('POST', '/v1/games', ana.token, { ruleset: 'jamb', seats: 1 });
    expect(created.status).toBe(201);
    // The push of Ana's first turn is in flight: the push service holds it.
    await expect.poll(() => pushService.to(phone).length).toBe(1);
    server.kill('SIGKILL');
    await once(server, 'exit');

    server = await startServer(port);
    await expect.poll(() => pushService.to(phone).length, { timeout: 20_000 }).toBe(2);
    const [first, again] = pushService.to(phone) as [(typeof pushService.messages)[number], (typeof pushService.messages)[number]];
    expect(first.payload).toMatchObject({ title: 'Your turn', eventId: `${created.json.id}.1.2`, url: `/games/${created.json.id}` });
    expect(again).toMatchObject({ status: 201, payload: first.payload, vapidKey: key.publicKey });
    expect((await call('GET', '/v1/push/key')).json).toEqual(key);
    expect(pushService.refused).toEqual([]);
    server.kill('SIGTERM');
    pushService.release();
    await pushService.close();
  });
});
