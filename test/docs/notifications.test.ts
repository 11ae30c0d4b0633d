import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameEventSchema } from '../../src/contract/events.js';
import { silentLogger } from '../../src/log.js';
import { createKeyring } from '../../src/notify/index.js';
import { createService } from '../../src/service/index.js';
import { createNotifyStore } from '../../src/store/notify-store.js';
import { useEmbeddedStore } from '../support/store.js';

/*
 * docs/notifications.md as written: every example event matches the schema of
 * its type, and the three signature checks (Node with standardwebhooks, Python, a shell with
 * openssl) accept a real delivery and refuse a tampered one.
 */

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;
const page = readFileSync(join(root, 'docs', 'notifications.md'), 'utf8');
const block = (name: string) => {
  const match = new RegExp(`<!-- ${name}:start -->\\n\`\`\`\\w+\\n([\\s\\S]*?)\`\`\`\\n<!-- ${name}:end -->`).exec(page);
  if (!match) throw new Error(`docs/notifications.md has no ${name} block`);
  return match[1]!;
};

const ctx = useEmbeddedStore();
let delivery: { headers: Record<string, string>; body: string; secret: string };
const scratch = mkdtempSync(join(root, 'node_modules', '.readme-'));

beforeAll(async () => {
  let captured: { headers: Record<string, string>; body: string } | undefined;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      captured = { headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])), body: Buffer.concat(chunks).toString('utf8') };
      res.writeHead(204).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const service = createService({
    store: ctx.store,
    log: silentLogger,
    notifications: { store: createNotifyStore({ client: ctx.db.client, tableName: ctx.db.tableName }), keyring: createKeyring([{ id: 'k', key: Buffer.alloc(32, 9) }]), allowPrivate: true, feed: 'stream' },
  });
  const ana = await service.players.register('Ana');
  const { webhook, secret } = await service.webhooks!.register(ana.player.id, { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook` });
  expect((await service.webhooks!.test(ana.player.id, webhook.id)).status).toBe(204);
  server.close();
  delivery = { ...captured!, secret };
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const envOf = (body: string) => ({
  ...process.env,
  BODY: body,
  WEBHOOK_ID: delivery.headers['webhook-id']!,
  WEBHOOK_TIMESTAMP: delivery.headers['webhook-timestamp']!,
  WEBHOOK_SIGNATURE: delivery.headers['webhook-signature']!,
  WEBHOOK_SECRET: delivery.secret,
});

describe('the notifications page', () => {
  it('shows one valid example of every event type', () => {
    const lines = block('events').trim().split('\n');
    const types = new Set<string>();
    for (const line of lines) {
      const parsed = GameEventSchema.safeParse(JSON.parse(line));
      expect(parsed.success, `${line}\n${parsed.success ? '' : JSON.stringify(parsed.error.issues)}`).toBe(true);
      types.add(JSON.parse(line).type);
    }
    expect([...types].sort()).toEqual(GameEventSchema.options.map((o) => o.shape.type.value).sort());
  });

  it.each([
    ['Node (standardwebhooks)', async (body: string) => {
      const file = join(scratch, 'verify.mjs');
      writeFileSync(file, block('verify-node'));
      return (await run(process.execPath, [file], { env: envOf(body), cwd: root })).stdout;
    }],
    ['Python', async (body: string) => (await run('python3', ['-c', block('verify-python')], { env: envOf(body) })).stdout],
    ['a shell with openssl', async (body: string) => (await run('bash', ['--norc', '--noprofile', '-c', block('verify-shell')], { env: envOf(body) })).stdout],
  ])('%s: accepts a real delivery and refuses a tampered one', async (_, verify) => {
    expect((await verify(delivery.body)).trim()).toMatch(/^valid/);
    expect((await verify(delivery.body.replace('webhook.test', 'webhook.tost'))).trim()).toBe('invalid');
  });
});
