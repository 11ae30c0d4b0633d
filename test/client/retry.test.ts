import { describe, expect, it } from 'vitest';
import { createYambClient, retryingFetch } from 'yamb-client';
import { useApiServer } from '../support/api-server.js';

/*
 * The client's retry policy (the README's table): 429 always, 503 and network errors only
 * for reads and keyed writes, after Retry-After, and never more than `attempts` sends.
 */

type Answer = number | 'network';

/** A fetch that answers each send with the next status of `answers` (and records what it got). */
function scripted(answers: Answer[]) {
  const sent: { method: string; key: string | null; body: string }[] = [];
  const fetch = async (request: Request) => {
    sent.push({ method: request.method, key: request.headers.get('idempotency-key'), body: await request.text() });
    const answer = answers.shift() ?? 200;
    if (answer === 'network') throw new TypeError('fetch failed');
    return new Response(answer === 200 ? '{}' : null, { status: answer, headers: answer === 200 ? {} : { 'retry-after': '2' } });
  };
  return { fetch, sent };
}

function run(answers: Answer[], init: RequestInit, attempts = 5) {
  const { fetch, sent } = scripted(answers);
  const waits: number[] = [];
  const wrapped = retryingFetch(fetch, { attempts, sleep: async (ms) => void waits.push(ms) });
  return { result: wrapped(new Request('http://api.test/v1/games/g/actions', init)), sent, waits };
}

const keyed = { method: 'POST', headers: { 'idempotency-key': 'k1', 'content-type': 'application/json' }, body: '{"type":"roll"}' };
const keyless = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"type":"roll"}' };

describe('retryingFetch', () => {
  it('repeats a keyed write after 503s and network errors with the same key and body, waiting Retry-After', async () => {
    const { result, sent, waits } = run([503, 'network', 200], keyed);
    expect((await result).status).toBe(200);
    expect(sent).toEqual(Array(3).fill({ method: 'POST', key: 'k1', body: '{"type":"roll"}' }));
    expect(waits).toEqual([2000, 1000]);
  });

  it('does not repeat a keyless write whose outcome is unknown', async () => {
    const refused = run([503], keyless);
    expect((await refused.result).status).toBe(503);
    expect(refused.sent).toHaveLength(1);
    const failed = run(['network'], keyless);
    await expect(failed.result).rejects.toThrow('fetch failed');
    expect(failed.sent).toHaveLength(1);
  });

  it('repeats any request refused with 429, and reads after 503', async () => {
    const limited = run([429, 429, 200], keyless);
    expect((await limited.result).status).toBe(200);
    expect(limited.sent).toHaveLength(3);
    const read = run([503, 200], { method: 'GET' });
    expect((await read.result).status).toBe(200);
    expect(read.sent).toHaveLength(2);
  });

  it('gives up after `attempts` sends and returns the last answer', async () => {
    const { result, sent, waits } = run([503, 503, 503, 503], keyed, 3);
    expect((await result).status).toBe(503);
    expect(sent).toHaveLength(3);
    expect(waits).toHaveLength(2);
  });

  it('leaves other refusals alone', async () => {
    for (const status of [400, 401, 409, 412, 422, 500]) {
      const { result, sent } = run([status], keyed);
      expect((await result).status).toBe(status);
      expect(sent).toHaveLength(1);
    }
  });
});

describe('the client against a rate-limited server', () => {
  const api = useApiServer({ rateLimit: { perSecond: 1, burst: 3 } });

  it('waits out a real 429 and gets its answer', async () => {
    const anonymous = createYambClient({ baseUrl: api.origin });
    const { data: registered } = await anonymous.POST('/v1/players', { body: { name: 'Ana' } });
    const retries: string[] = [];
    const ana = createYambClient({ baseUrl: api.origin, token: registered!.token, retry: { onRetry: ({ reason }) => retries.push(reason) } });
    const once = createYambClient({ baseUrl: api.origin, token: registered!.token, retry: false });
    for (let i = 0; i < 3; i++) expect((await ana.GET('/v1/players/me')).response.status).toBe(200);
    expect(retries).toEqual([]);
    // The bucket is empty: without retries the answer is the 429 itself; with them, the player.
    const refused = await once.GET('/v1/players/me');
    expect(refused.response.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'RATE_LIMITED' });
    const me = await ana.GET('/v1/players/me');
    expect(me.response.status).toBe(200);
    expect(me.data?.id).toBe(registered!.player.id);
    expect(retries.length).toBeGreaterThanOrEqual(1);
    expect(retries.every((r) => r === '429')).toBe(true);
  });
});
