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

describe('GraphQL runs only from JSON', () => {
  const mutation = 'mutation { registerPlayer(name: "Formy") { token } }';
  it.each([
    ['a form', 'application/x-www-form-urlencoded', `query=${encodeURIComponent(mutation)}`],
    ['raw GraphQL', 'application/graphql', mutation],
    ['multipart', 'multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query: mutation })}\r\n--x--\r\n`],
    ['text', 'text/plain', JSON.stringify({ query: mutation })],
  ])('refuses %s with 415, and runs nothing', async (_, contentType, body) => {
    const before = api.store.readings.filter((r) => r.operation === 'createPlayer').length;
    const res = await api.app.request('/graphql', { method: 'POST', headers: { 'content-type': contentType }, body });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(api.store.readings.filter((r) => r.operation === 'createPlayer').length).toBe(before);
  });

  it('accepts JSON with a charset', async () => {
    const res = await api.app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify({ query: '{ rulesets { id } }' }) });
    expect(res.status).toBe(200);
  });
});

describe('documents nested deeply enough to overflow the parser', () => {
  it.each([
    ['selections', `{ ${'a {'.repeat(2_500)} b ${'}'.repeat(2_500)} }`],
    ['list values', `{ game(id: ${'['.repeat(3_000)}${']'.repeat(3_000)}) { id } }`],
    ['object values', `{ game(id: ${'{a:'.repeat(2_500)}1${'}'.repeat(2_500)}) { id } }`],
  ])('%s under the body limit: 400 VALIDATION_FAILED from the token limit, never a 500', async (_, query) => {
    const body = JSON.stringify({ query });
    expect(body.length).toBeLessThan(16 * 1024);
    const res = await api.app.request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' }, body });
    expect(res.status).toBe(400);
    const error = ((await res.json()) as { errors: { message: string; extensions: { code: string } }[] }).errors[0]!;
    expect(error.extensions.code).toBe('VALIDATION_FAILED');
    expect(error.message).toContain('more that 1000 tokens');
  });
});
