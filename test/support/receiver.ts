import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** What a scripted answer may be besides a status: hold the request open, answering nothing, until released. */
export const HANG = -1;

/**
 * A webhook receiver on the loopback whose answer per path is scripted: statuses in turn (or
 * HANG), then 200. A hanging request stays open until `release` (or `close`).
 */
export async function startReceiver() {
  const received: Delivery[] = [];
  const scripts = new Map<string, number[]>();
  const hanging = new Map<string, http.ServerResponse[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])), body: Buffer.concat(chunks).toString('utf8') });
      const status = scripts.get(path)?.shift() ?? 200;
      if (status !== HANG) return void response.writeHead(status).end();
      hanging.set(path, [...(hanging.get(path) ?? []), response]);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    scripts,
    /** Requests to `path` the receiver has not answered (held open, or given up on by their sender). */
    unanswered: (path: string) => (hanging.get(path) ?? []).length,
    /** Answers every request held open at `path` with `status`. */
    release(path: string, status = 200) {
      for (const response of hanging.get(path) ?? []) if (!response.destroyed) response.writeHead(status).end();
      hanging.delete(path);
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}
