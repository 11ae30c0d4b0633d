import type { Context, Handler, Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.js';
import type { LazyGroup, LazyOptions } from './lazy-groups.js';
import { LAZY_ROUTES } from './lazy-routes.generated.js';
import { once } from '../once.js';

/*
 * The rarely used route groups (lazy-groups.ts) mounted without loading them: each of their
 * routes is registered on the app, at the group's place in REST's order, by the method and path
 * `npm run schema` wrote down (lazy-routes.generated.ts, checked against the groups by a test);
 * the first request to any of them loads the groups, and every request runs what its route
 * registered there (guards, validators, handler) in its own context, as the router would.
 */

type Chains = Map<string, MiddlewareHandler[]>;

/** Runs `handlers` in order as Hono's router runs a route's: each may call the next, a returned response is the answer. */
async function run(c: Context<AppEnv>, handlers: readonly MiddlewareHandler[]): Promise<Response> {
  const dispatch = async (i: number): Promise<void> => {
    const handler = handlers[i];
    if (!handler) return;
    const response = await handler(c, () => dispatch(i + 1));
    if (response instanceof Response && !c.finalized) c.res = response;
  };
  await dispatch(0);
  return c.res;
}

/** Mounts the lazy groups: `mount(app, group, prefix)` registers a group's routes where it stands among the others. */
export function lazyRoutes(options: LazyOptions) {
  const load = once(() =>
    import('./lazy-groups.js').then(({ lazyGroupsApp }) => {
      const chains: Chains = new Map();
      for (const route of lazyGroupsApp(options).routes) {
        const key = `${route.method} ${route.path}`;
        chains.set(key, [...(chains.get(key) ?? []), route.handler as MiddlewareHandler]);
      }
      return chains;
    }),
  );
  return {
    mount(app: Hono<AppEnv>, group: LazyGroup, prefix: '' | '/v1'): void {
      for (const [method, path] of LAZY_ROUTES[group]) {
        const key = `${method} ${prefix}${path}`;
        const handler: Handler<AppEnv> = async (c) => {
          const chain = (await load()).get(key);
          if (!chain) throw new Error(`the lazy route groups have no ${key}`);
          return run(c, chain);
        };
        app.on(method, path, handler);
      }
    },
  };
}
