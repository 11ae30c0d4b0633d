import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../src/entry/api.js';
import { silentLogger } from '../../src/log.js';
import { startEmbeddedDynamo, type EmbeddedDynamo } from '../../src/entry/embedded-dynamo.js';

/*
 * CORS is the app's, once for every path: REST and GraphQL answer a browser by the same
 * origin list (CORS_ORIGINS), and nothing beside it adds CORS headers of its own.
 */
const ALLOWED = 'https://app.example';
const OTHER = 'https://elsewhere.example';

let dynamo: EmbeddedDynamo;
beforeAll(async () => {
  dynamo = await startEmbeddedDynamo({ tableName: 'cors-test' });
});
afterAll(() => dynamo.close());

const app = (corsOrigins?: readonly string[]) => createApi({ client: dynamo.client, tableName: dynamo.tableName, logger: silentLogger, rateLimit: null, ...(corsOrigins && { corsOrigins }) });
const cors = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => name.startsWith('access-control-') || name === 'vary'));

const graphql = (origin: string) =>
  new Request('http://localhost/graphql', { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ rulesets { id } }' }) });
const rest = (origin: string) => new Request('http://localhost/v1/rulesets', { headers: { origin } });
const preflight = (path: string, origin: string) =>
  new Request(`http://localhost${path}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' } });

describe('CORS with a list of origins', () => {
  const api = () => app([ALLOWED]);

  it.each([
    ['REST', rest],
    ['GraphQL', graphql],
  ])('%s: an allowed origin is named, once, and varies the answer; no credentials are claimed', async (_, request) => {
    const response = await api().fetch(request(ALLOWED));
    expect(response.status).toBe(200);
    expect(cors(response)).toMatchObject({ 'access-control-allow-origin': ALLOWED, vary: 'Origin' });
    expect(response.headers.has('access-control-allow-credentials')).toBe(false);
  });

  it.each([
    ['REST', rest],
    ['GraphQL', graphql],
  ])('%s: another origin is not allowed, whatever the path', async (_, request) => {
    const response = await api().fetch(request(OTHER));
    expect(response.headers.has('access-control-allow-origin')).toBe(false);
    expect(response.headers.has('access-control-allow-credentials')).toBe(false);
  });

  it.each(['/v1/games', '/graphql'])('a preflight to %s allows the listed origin only', async (path) => {
    const allowed = await api().fetch(preflight(path, ALLOWED));
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    const other = await api().fetch(preflight(path, OTHER));
    expect(other.headers.has('access-control-allow-origin')).toBe(false);
  });
});

describe('CORS the deployed API leaves to the app (API Gateway has no CORS of its own)', () => {
  const api = () => app([ALLOWED]);
  const ask = (path: string, origin: string, method: string) =>
    new Request(`http://localhost${path}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization' } });

  it('a preflight for DELETE (tokens, webhooks, push subscriptions) allows it for the listed origin', async () => {
    const answer = await api().fetch(ask('/v1/tokens/0000000000000000', ALLOWED, 'DELETE'));
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(answer.headers.get('access-control-allow-methods')).toContain('DELETE');
  });

  it.each(['/oauth/token', '/oauth/revoke'])('a preflight to %s allows any origin, whatever the list (apps in browsers are public clients)', async (path) => {
    const answer = await api().fetch(ask(path, OTHER, 'POST'));
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('an answer exposes the quota and challenge headers to the browser', async () => {
    const response = await api().fetch(rest(ALLOWED));
    expect(response.headers.get('access-control-expose-headers')?.toLowerCase().split(',')).toEqual(expect.arrayContaining(['ratelimit', 'ratelimit-policy', 'www-authenticate', 'etag']));
  });
});

describe('CORS without a list', () => {
  it.each([
    ['REST', rest],
    ['GraphQL', graphql],
  ])('%s: every origin, as "*" (bearer tokens, no cookies), and no credentials', async (_, request) => {
    const response = await app().fetch(request(OTHER));
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.has('access-control-allow-credentials')).toBe(false);
  });
});
