import { Agent, request } from 'node:http';

/*
 * The load's HTTP client: node:http over kept-alive connections, the lightest client Node
 * has, so that the load process takes as little of the machine from the server as it can.
 */

export interface HttpClient {
  post(path: string, body: unknown, token?: string): Promise<unknown>;
  close(): void;
}

export function httpClient(base: string, sockets: number): HttpClient {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port } = new URL(base);
  const post = (path: string, body: unknown, token?: string, resent = false): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = request(
        {
          agent,
          hostname,
          port,
          path,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'content-length': Buffer.byteLength(payload),
            ...(token && { authorization: `Bearer ${token}` }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if ((res.statusCode ?? 500) >= 400) return reject(new Error(`${path}: ${res.statusCode} ${text}`));
            try {
              resolve(JSON.parse(text));
            } catch (error) {
              reject(error as Error);
            }
          });
          res.on('error', reject);
        },
      );
      // A kept-alive connection the server closed as idle just as it was reused: the request
      // never reached the server, so it is sent again once, on a fresh connection.
      req.on('error', (error: NodeJS.ErrnoException) => (req.reusedSocket && !resent && error.code === 'ECONNRESET' ? post(path, body, token, true).then(resolve, reject) : reject(error)));
      req.end(payload);
    });
  return { post, close: () => agent.destroy() };
}
