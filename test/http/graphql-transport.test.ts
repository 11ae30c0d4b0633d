import { describe, expect, it } from 'vitest';
import { useRestApp } from '../support/rest.js';

const api = useRestApp();

describe('GraphQL through the app', () => {
  it('serves operations at /graphql', async () => {
    const res = await api.call('POST', '/graphql', { body: { query: '{ rulesets { id } }' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { rulesets: { id: string }[] } }).data.rulesets.map((r) => r.id)).toEqual(['yamb-classic', 'jamb', 'yams-5', 'yams-6']);
  });

  it.each([
    ['an unsupported Content-Type', { 'content-type': 'text/plain' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['an Accept header without JSON', { 'content-type': 'application/json', accept: 'text/csv' }, 406, 'NOT_ACCEPTABLE'],
  ])('answers %s with an error body and a code', async (_, headers, status, code) => {
    const res = await api.app.request('/graphql', { method: 'POST', headers, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(res.status).toBe(status);
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string; status: number } }[] };
    expect(body.errors[0]!.extensions).toEqual({ code, status });
    expect(body.errors[0]!.message.length).toBeGreaterThan(0);
  });
});
