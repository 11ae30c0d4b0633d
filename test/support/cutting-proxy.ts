import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/*
 * A TCP proxy in front of an HTTP server that breaks connections the way networks and load
 * balancers do, for real: `cut()` destroys every open connection mid-stream, and `refuse(n)`
 * answers the next n connections with a 503 of its own. It keeps each request's head, so a
 * test can see what a client sent when it reconnected.
 */
export interface CuttingProxy {
  readonly origin: string;
  /** The head (request line and headers, lower-cased) of every request, in order. */
  readonly requests: string[];
  /** Destroys every open connection, both ways. */
  cut(): void;
  /** Closes every open connection, and answers the next `count` ones with `503` and `Retry-After: 0`, without reaching the server. */
  refuse(count: number): void;
  close(): Promise<void>;
}

export async function startCuttingProxy(target: string): Promise<CuttingProxy> {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  const requests: string[] = [];
  let refusals = 0;
  const server = createServer((client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => undefined);
    if (refusals > 0) {
      refusals -= 1;
      client.once('data', () => client.end('HTTP/1.1 503 Service Unavailable\r\nretry-after: 0\r\ncontent-length: 0\r\nconnection: close\r\n\r\n'));
      return;
    }
    const upstream = connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    open.add(upstream);
    upstream.once('close', () => (open.delete(upstream), client.destroy()));
    upstream.on('error', () => client.destroy());
    client.once('close', () => upstream.destroy());
    let head = '';
    client.on('data', (chunk: Buffer) => {
      if (!head.includes('\r\n\r\n')) {
        head += chunk.toString('latin1');
        if (head.includes('\r\n\r\n')) requests.push(head.slice(0, head.indexOf('\r\n\r\n')).toLowerCase());
      }
    });
    client.pipe(upstream).pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    cut: () => {
      for (const socket of open) socket.destroy();
    },
    refuse: (count) => {
      refusals = count;
      // A client's pooled connection would carry its next request past the refusals.
      for (const socket of open) socket.destroy();
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
