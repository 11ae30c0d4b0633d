import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { createServer, request } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/*
 * An HTTP proxy between the API and the store that fails the way networks do, for real: the
 * SDK talks to it over a socket as it would to DynamoDB. It forwards each request, and for a
 * chosen share of them lets the store answer, then drops the connection before the reply
 * reaches the client: the write landed, its reply was lost. In `stalled` mode it accepts
 * connections and never answers, like a store that stopped.
 */

/** The DynamoDB operation of a request, from its `X-Amz-Target` header: 'PutItem', 'GetItem'... */
export const operationOf = (req: IncomingMessage) => String(req.headers['x-amz-target'] ?? '').split('.').pop() ?? '';

export interface LossyProxyOptions {
  /** The store's endpoint, e.g. http://127.0.0.1:8000. */
  readonly target: string;
  /** Whether to lose the reply of this request (called once per request, after the store answered). */
  readonly lose?: (operation: string) => boolean;
  /**
   * Replies of one call (requests with the same body: a resend) lost in a row at most; the
   * next resend gets through. A store that loses every resend is unreachable, not lossy.
   */
  readonly maxLostInARow?: number;
}

export interface LossyProxy {
  readonly endpoint: string;
  /** Requests forwarded, by operation. */
  readonly forwarded: Record<string, number>;
  /** Replies dropped after the store answered, by operation. */
  readonly lost: Record<string, number>;
  /** Requests held without an answer while stalled. */
  readonly held: number;
  /** Hold every request from now on (or stop holding), for the operations given (all when absent). */
  stall(on: boolean, operations?: readonly string[]): void;
  close(): Promise<void>;
}

export async function startLossyProxy({ target, lose = () => false, maxLostInARow = Infinity }: LossyProxyOptions): Promise<LossyProxy> {
  const upstream = new URL(target);
  const forwarded: Record<string, number> = {};
  const lost: Record<string, number> = {};
  const sockets = new Set<Socket>();
  const inARow = new Map<string, number>();
  let stalled: { readonly operations: ReadonlySet<string> | null } | null = null;
  let held = 0;
  const count = (into: Record<string, number>, op: string) => (into[op] = (into[op] ?? 0) + 1);

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const op = operationOf(req);
    if (stalled && (!stalled.operations || stalled.operations.has(op))) {
      held += 1;
      req.resume(); // read the body, answer nothing
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      count(forwarded, op);
      const out = request(
        // A fresh upstream connection per request: a pooled one the store closed meanwhile
        // would fail the request in a way this proxy did not choose.
        { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers, agent: false },
        (reply) => {
          const body: Buffer[] = [];
          reply.on('data', (chunk: Buffer) => body.push(chunk));
          reply.on('end', () => {
            const call = createHash('sha256').update(op).update(Buffer.concat(chunks)).digest('base64');
            const row = inARow.get(call) ?? 0;
            if (row < maxLostInARow && lose(op)) {
              inARow.set(call, row + 1);
              count(lost, op);
              req.socket.destroy(); // the store has done the work; the client never hears of it
              return;
            }
            inARow.delete(call);
            res.writeHead(reply.statusCode ?? 500, reply.headers);
            res.end(Buffer.concat(body));
          });
        },
      );
      out.on('error', () => req.socket.destroy());
      out.end(Buffer.concat(chunks));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    forwarded,
    lost,
    get held() {
      return held;
    },
    stall(on, operations) {
      stalled = on ? { operations: operations ? new Set(operations) : null } : null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
