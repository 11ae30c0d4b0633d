import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { type ApiConfig, createApi } from '../../src/entry/api.js';
import { silentLogger } from '../../src/log.js';
import { type EmbeddedDynamo, startEmbeddedDynamo } from '../../src/entry/embedded-dynamo.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export interface ApiServer {
  /** http://127.0.0.1:<port>, filled in `beforeAll`. */
  readonly origin: string;
  readonly db: EmbeddedDynamo;
}

/**
 * The real API (the composition both entry points use) over a fresh in-memory embedded store,
 * served on 127.0.0.1 and a free port for the calling test file, and stopped after it.
 */
export function useApiServer(options: Pick<ApiConfig, 'rateLimit'> = {}): ApiServer {
  const ctx = { origin: '' } as { origin: string; db: EmbeddedDynamo };
  let server: ServerType | undefined;
  beforeAll(async () => {
    ctx.db = await startEmbeddedDynamo();
    const app = createApi({ client: ctx.db.client, tableName: ctx.db.tableName, logger: silentLogger, ...options });
    const port = await new Promise<number>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(info.port));
    });
    ctx.origin = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await ctx.db?.close();
  });
  return ctx;
}
