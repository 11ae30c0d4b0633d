import { beforeAll, expect } from 'vitest';
import { createApp } from '../../src/app/index.js';
import type { App } from '../../src/app/index.js';
import { silentLogger } from '../../src/log.js';
import { createService } from '../../src/service/index.js';
import { seededRandom } from './random.js';
import type { TestStore } from './store.js';
import { useEmbeddedStore } from './store.js';

export interface RestClient {
  app: App;
  store: TestStore;
  /** A request to the app; `token` sets the bearer header, `body` is sent as JSON. */
  call(method: string, path: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<Response>;
  /** Registers a player and returns its id and token. */
  register(name?: string): Promise<{ id: string; token: string }>;
}

/** The REST app over a fresh embedded store, for one test file. */
export function useRestApp(): RestClient {
  const store = useEmbeddedStore();
  const client = { store } as RestClient;
  beforeAll(() => {
    client.app = createApp({ service: createService({ store: store.store, authCacheMs: 0, random: seededRandom(expect.getState().testPath ?? 'rest'), log: silentLogger }), logger: silentLogger });
  });
  client.call = (method, path, { token, body, headers = {} } = {}) =>
    Promise.resolve(
      client.app.request(path, {
        method,
        headers: {
          ...(token && { authorization: `Bearer ${token}` }),
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      }),
    );
  client.register = async (name = 'Player') => {
    const res = await client.call('POST', '/v1/players', { body: { name } });
    const json = (await res.json()) as { player: { id: string }; token: string };
    return { id: json.player.id, token: json.token };
  };
  return client;
}
