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
