import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import { V1_GROUPS, isEager } from '../../src/http/groups.js';
import { LAZY_ROUTES } from '../../src/http/lazy-routes.generated.js';
import { once } from '../../src/once.js';
import { silentLogger } from '../../src/log.js';
import { DEFAULT_RATE_LIMIT, createService } from '../../src/service/index.js';
import { useRestApp } from '../support/rest.js';

/*
 * The route groups the app loads on the first request to any of them (src/http/lazy-routes.ts):
 * on a fresh app, their first requests at once, each answered by its own route in the
 * request's own context (the guard that authenticates and prices it, the validator, the
 * handler, the quota headers the edge adds from what the guard found); a HEAD of a GET; and
 * every route of every lazy group mounted.
 */
const rest = useRestApp();
beforeAll(() => {
  // With quotas, whose headers the edge adds from the principal the route's guard found.
  rest.app = createApp({ service: createService({ store: rest.store.store, rateLimit: DEFAULT_RATE_LIMIT, log: silentLogger }), logger: silentLogger });
});

describe('the lazy route groups', () => {
  it('answer their first requests, many at once on a fresh app, each by its own route in its own context', async () => {
    const ana = await rest.register('Ana');
    const answers = await Promise.all([
      rest.call('GET', '/v1/tokens', { token: ana.token }),
      rest.call('GET', '/v1/tokens'),
      rest.call('POST', '/v1/tokens', { token: ana.token, body: { name: 'x', scopes: ['no-such-scope'] } }),
      rest.call('GET', `/v1/players/${ana.id}/stats`),
      rest.call('GET', '/v1/webhooks', { token: ana.token }),
      rest.call('GET', '/v1/tournaments'),
      rest.call('GET', '/v1/rulesets/jamb/sheet.svg'),
      rest.call('GET', '/.well-known/oauth-authorization-server'),
      rest.call('GET', '/v1/games/export', { token: ana.token }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 401, 400, 200, 404, 200, 200, 200, 400]);
    const [tokens, anonymous, invalid] = answers;
    // The guard's principal reached the edge: the quota headers of Ana's requests.
    expect(tokens!.headers.get('ratelimit')).toMatch(/^"default";r=\d+;t=\d+$/);
    expect(((await anonymous!.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
    const problem = (await invalid!.json()) as { code: string; errors: { path: string }[] };
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.errors[0]!.path).toMatch(/^json\.scopes/);
    // This app delivers no webhooks: the handler says so (not the router).
    expect(((await answers[4]!.json()) as { detail: string }).detail).toBe('this server delivers no webhooks');
    expect(answers[6]!.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('answer a HEAD of a GET route as the router does', async () => {
    const head = await rest.call('HEAD', '/v1/rulesets/yams-5/sheet.svg');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await head.text()).toBe('');
  });

  it('are mounted route by route: every route of every lazy group is served by its group, none answers 404 for want of a route or 500 for want of its handlers', async () => {
    const lazy = V1_GROUPS.filter((g) => g !== 'events' && !isEager(g));
    expect(Object.keys(LAZY_ROUTES).sort()).toEqual([...lazy, 'oauthEndpoints'].sort());
    for (const [group, routes] of Object.entries(LAZY_ROUTES)) {
      for (const [method, path] of routes) {
        const url = `${group === 'oauthEndpoints' ? '' : '/v1'}${path.replace(/:(\w+)/g, 'zzzzzzzzzzzzzzzz')}`;
        const answer = await rest.call(method, url);
        const body = answer.headers.get('content-type')?.includes('json') ? ((await answer.json()) as { code?: string; detail?: string }) : {};
        // Answered by its own route: not the router's 404, and not a 500 for a route the loaded groups lack.
        expect(`${method} ${url} ${answer.status} ${body.detail ?? ''}`).not.toMatch(/no route for| 5\d\d /);
      }
    }
  });
});

describe('a load run once', () => {
  it('runs once for callers at once, and again after it failed', async () => {
    let runs = 0;
    let fail = true;
    const load = once(async () => {
      runs += 1;
      if (fail) throw new Error('not yet');
      return runs;
    });
    await expect(Promise.all([load(), load()])).rejects.toThrow('not yet');
    expect(runs).toBe(1);
    fail = false;
    expect(await Promise.all([load(), load(), load()])).toEqual([2, 2, 2]);
    expect(await load()).toBe(2);
    expect(runs).toBe(2);
  });
});
