import { OpenAPIHono } from '@hono/zod-openapi';
import type { App, AppEnv } from './env.js';
import { validationHook } from './env.js';
import { oauthEndpoints, oauthRoutes } from './routes/oauth.js';
import { pushRoutes } from './routes/push.js';
import { ratingRoutes } from './routes/ratings.js';
import { recordRoutes } from './routes/records.js';
import { sheetRoutes } from './routes/sheets.js';
import { tokenRoutes } from './routes/tokens.js';
import { tournamentRoutes } from './routes/tournaments.js';
import { webhookRoutes } from './routes/webhooks.js';

/*
 * The route groups a game's moves never use: records (move logs, notation, export, proofs,
 * statistics), sheets, webhooks, push, ratings, tournaments, tokens and OAuth. They are a chunk
 * of their own, with the contract's schemas only they use, built on the first request to any
 * of them (lazy-routes.ts), so a cold start loads none of it. Each group registers itself as
 * it always has; the router of the app runs what it registered (its guards, its validators,
 * its handler) in the request's own context.
 */

export interface LazyOptions {
  /** How long an export waits for its reader before it hangs up. */
  readonly exportStallMs?: number | undefined;
}

/** Each group by name, as it registers itself on REST's /v1 (`oauthEndpoints`: at the root). */
export const LAZY_GROUPS = {
  records: (app: App, { exportStallMs }: LazyOptions) => recordRoutes(app, exportStallMs),
  sheets: sheetRoutes,
  webhooks: webhookRoutes,
  push: pushRoutes,
  ratings: ratingRoutes,
  tournaments: tournamentRoutes,
  tokens: tokenRoutes,
  oauth: oauthRoutes,
  oauthEndpoints,
} satisfies Record<string, (app: App, options: LazyOptions) => void>;

export type LazyGroup = keyof typeof LAZY_GROUPS;
const GROUPS = Object.entries(LAZY_GROUPS) as [LazyGroup, (app: App, options: LazyOptions) => void][];

/** Which groups live at the root rather than under /v1. */
export const ROOT_GROUPS: ReadonlySet<LazyGroup> = new Set(['oauthEndpoints']);

/** Every lazy group on one app, under /v1 and at the root as served: what their requests run. */
export function lazyGroupsApp(options: LazyOptions): App {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const v1 = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  for (const [name, register] of GROUPS) register(ROOT_GROUPS.has(name) ? app : v1, options);
  app.route('/v1', v1);
  return app;
}

/** Each group's routes, method and path as the router matches them (what `npm run schema` writes into lazy-routes.generated.ts). */
export function lazyRouteTable(): Record<LazyGroup, [string, string][]> {
  return Object.fromEntries(
    GROUPS.map(([name, register]) => {
      const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
      register(app, {});
      const routes = new Map(app.routes.filter((r) => r.method !== 'ALL').map((r) => [`${r.method} ${r.path}`, [r.method, r.path] as [string, string]]));
      return [name, [...routes.values()]];
    }),
  ) as Record<LazyGroup, [string, string][]>;
}
