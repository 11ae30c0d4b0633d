import { OpenAPIHono } from '@hono/zod-openapi';
import pkg from '../../package.json' with { type: 'json' };
import type { App, AppEnv } from '../edge/index.js';
import { docsRoutes } from './docs.js';
import { validationHook } from './env.js';
import type { LazyGroup } from './lazy-groups.js';
import { lazyRoutes, once } from './lazy-routes.js';
import { gameRoutes } from './routes/games.js';
import { hintRoutes } from './routes/hints.js';
import { invitationRoutes } from './routes/invitations.js';
import { listRoutes } from './routes/lists.js';
import { playerRoutes } from './routes/players.js';
import { rulesetRoutes } from './routes/rulesets.js';
import { KEEPALIVE_MS, eventRoutes } from './routes/events.js';

export const API_INFO = {
  title: 'Yamb API',
  version: pkg.version,
  license: { name: 'MIT', identifier: 'MIT' },
  description:
    'Asynchronous Yamb-family dice games (yamb-classic, jamb, yams-5, yams-6) for apps, bots and chat integrations. Every game read carries an ETag; every write takes If-Match and Idempotency-Key. Errors are RFC 9457 problems with a stable `code`.',
};

export interface RestOptions {
  /** How often an idle event stream sends a comment line. */
  readonly keepaliveMs?: number;
  /** How long an export waits for its reader before it hangs up (contract's FAIR_USE_LIMITS by default). */
  readonly exportStallMs?: number;
}

/**
 * REST's route groups under /v1, in the router's order (which the document keeps): the groups
 * of a game's moves and reads are loaded with the app, the others (lazy-groups.ts) on the first
 * request to any of them.
 */
export const V1_GROUPS = ['players', 'rulesets', 'records', 'games', 'invitations', 'hints', 'lists', 'sheets', 'webhooks', 'push', 'ratings', 'tournaments', 'tokens', 'oauth', 'events'] as const;
type V1Group = (typeof V1_GROUPS)[number];

/** The groups the app loads with it (`events` is served by eventRoutes and documented by event-docs.ts). */
export const EAGER_GROUPS = { players: playerRoutes, rulesets: rulesetRoutes, games: gameRoutes, invitations: invitationRoutes, hints: hintRoutes, lists: listRoutes } satisfies Partial<Record<V1Group, (app: App) => void>>;
export const isEager = (group: V1Group): group is keyof typeof EAGER_GROUPS => group in EAGER_GROUPS;

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
