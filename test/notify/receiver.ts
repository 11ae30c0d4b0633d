import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** What a receiver saw of one request. */
export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Which of the receiver's secrets verified it with `Webhook.verify`, or null. */
  verifiedWith: string | null;
}

export interface Receiver {
  /** `http://127.0.0.1:<port>` or `https://...`. */
  origin: string;
  port: number;
  received: Received[];
  /** TCP connections accepted, whether or not a request came. */
  connections: () => number;
  close: () => Promise<void>;
}

export type Behaviour = (request: http.IncomingMessage, response: http.ServerResponse, received: Received) => void;

/**
 * A webhook receiver on the loopback. It reads each request whole, verifies it as a
 * Standard Webhooks consumer would, with each of `secrets` in turn, and answers 401 when
 * none verifies it; otherwise the behaviour chosen by the request's path answers.
 */
export async function startReceiver(
  behaviours: Record<string, Behaviour>,
  options: { secrets?: readonly string[]; tls?: boolean } = {},
): Promise<Receiver> {
  const received: Received[] = [];
  let connections = 0;
  const handler: http.RequestListener = (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
      const verifiedWith = (options.secrets ?? []).find((secret) => {
        try {
          new Webhook(secret).verify(body, headers);
          return true;
        } catch {
          return false;
        }
      });
      const entry: Received = { path: request.url ?? '', headers: request.headers, body, verifiedWith: verifiedWith ?? null };
      received.push(entry);
      if (options.secrets !== undefined && verifiedWith === undefined) {
        response.writeHead(401).end('bad signature');
        return;
      }
      const behaviour = behaviours[entry.path];
      if (behaviour === undefined) response.writeHead(404).end();
      else behaviour(request, response, entry);
    });
  };
  const server = options.tls
    ? https.createServer({ cert: readFileSync(fixture('hooks-test.cert.pem')), key: readFileSync(fixture('hooks-test.key.pem')) }, handler)
    : http.createServer(handler);
  // TCP connections, for TLS too: a connection refused after the handshake still counts.
  server.on('connection', () => connections++);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    received,
    connections: () => connections,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** The test certificate (self-signed, for the name hooks.test only) and its key. */
export function fixture(name: string): string {
  return new URL(`./fixtures/${name}`, import.meta.url).pathname;
}
