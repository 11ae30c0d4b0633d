import { OpenAPIHono } from '@hono/zod-openapi';
import type { App, AppEnv } from '../edge/index.js';
import { docsRoutes } from './docs.js';
import { validationHook } from './env.js';
import { API_INFO, EAGER_GROUPS, V1_GROUPS, isEager } from './groups.js';
import type { LazyGroup } from './lazy-groups.js';
import { lazyRoutes } from './lazy-routes.js';
import { once } from '../once.js';
import { KEEPALIVE_MS, eventRoutes } from './routes/events.js';

export interface RestOptions {
  /** How often an idle event stream sends a comment line. */
  readonly keepaliveMs?: number;
  /** How long an export waits for its reader before it hangs up (contract's FAIR_USE_LIMITS by default). */
  readonly exportStallMs?: number;
}

/**
 * The REST API on `app`: every operation under /v1, the OpenAPI document at /openapi.json
 * (made on its first request, with every group, rest-document.ts) and its documentation at /docs.
 */
export function restApi(app: App, { keepaliveMs = KEEPALIVE_MS, exportStallMs }: RestOptions = {}): void {
  const lazy = lazyRoutes({ exportStallMs });
  const v1 = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  for (const group of V1_GROUPS) {
    if (group === 'events') eventRoutes(v1, keepaliveMs);
    else if (isEager(group)) EAGER_GROUPS[group](v1);
    else lazy.mount(v1, group satisfies LazyGroup, '/v1');
  }
  app.route('/v1', v1);
  lazy.mount(app, 'oauthEndpoints', '');
  const document = once(() => import('./rest-document.js').then(({ restDocument }) => restDocument()));
  app.get('/openapi.json', async (c) => c.json(await document()));
  docsRoutes(app, { title: API_INFO.title, openapiUrl: '/openapi.json' });
}
