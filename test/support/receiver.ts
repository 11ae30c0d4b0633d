import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** A webhook receiver on the loopback whose answer per path is scripted: statuses in turn, then 200. */
export async function startReceiver() {
  const received: Delivery[] = [];
  const scripts = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])), body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(scripts.get(path)?.shift() ?? 200).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, scripts, close: () => new Promise<void>((r) => server.close(() => r())) };
}
