import { describe, expect, it } from 'vitest';
import { parseGame, replay } from '../../src/engine/index.js';
import { useRestApp } from '../support/rest.js';

// The record routes over REST: the paged move log (compatible with clients that send no limit) and the notation text.

const api = useRestApp();

async function playSome(): Promise<{ id: string; token: string }> {
  const { token } = await api.register('Ana');
  const id = ((await (await api.call('POST', '/v1/games', { token, body: { ruleset: 'yams-5' } })).json()) as { id: string }).id;
  for (let turn = 0; turn < 4; turn++) {
    await api.call('POST', `/v1/games/${id}/actions`, { token, body: { type: 'roll' } });
    const view = (await (await api.call('POST', `/v1/games/${id}/actions`, { token, body: { type: 'roll', keep: [0] } })).json()) as { turn: { available: { column: string; category: string }[] } };
    const box = view.turn.available[0]!;
    await api.call('POST', `/v1/games/${id}/actions`, { token, body: { type: 'score', column: box.column, category: box.category } });
  }
  return { id, token };
}

describe('the move log', () => {
  it('is whole without a limit, and paged with one: the pages add up to it, the last has no nextCursor', async () => {
    const { id } = await playSome();
    const whole = (await (await api.call('GET', `/v1/games/${id}/moves`)).json()) as { items: { version: number }[]; nextCursor: string | null };
    expect(whole.items.map((m) => m.version)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    expect(whole.nextCursor).toBeNull();
    const versions: number[] = [];
    let cursor = '';
    for (let n = 0; n < 10; n++) {
      const res = await api.call('GET', `/v1/games/${id}/moves?limit=5${cursor && `&cursor=${cursor}`}`);
      expect(res.headers.get('etag')).toBe('"13"');
      const page = (await res.json()) as { items: { version: number }[]; nextCursor: string | null };
      versions.push(...page.items.map((m) => m.version));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(versions).toEqual(whole.items.map((m) => m.version));
    for (const bad of ['limit=0', 'limit=2501', 'cursor=nope']) expect((await api.call('GET', `/v1/games/${id}/moves?${bad}`)).status, bad).toBe(400);
  });
});

describe('the notation text', () => {
  it('is served as text/plain that parses and replays to the game, with an ETag', async () => {
    const { id } = await playSome();
    const res = await api.call('GET', `/v1/games/${id}/notation.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    const parsed = parseGame(text);
    expect(parsed.ok && parsed.value.id).toBe(id);
    const state = parsed.ok ? replay(parsed.value.moves.map((m) => m.event)) : null;
    const game = (await (await api.call('GET', `/v1/games/${id}`)).json()) as { version: number; seats: { total: number }[] };
    expect(state?.ok && state.value.version).toBe(game.version);
    expect((await api.call('GET', `/v1/games/${id}/notation.txt`, { headers: { 'if-none-match': `"${game.version}"` } })).status).toBe(304);
    expect((await api.call('GET', '/v1/games/k3v9x2m7q1w8e4r6/notation.txt')).status).toBe(404);
  });
});

describe('statistics', () => {
  it('are the same over REST and GraphQL, and a 404 for nobody', async () => {
    const { id, token } = await playSome();
    await api.call('POST', `/v1/games/${id}/actions`, { token, body: { type: 'resign' } });
    const me = (await (await api.call('GET', '/v1/players/me', { token })).json()) as { id: string };
    const rest = (await (await api.call('GET', `/v1/players/${me.id}/stats`)).json()) as { rulesets: { ruleset: string; played: number; finished: number; resigned: number }[] };
    expect(rest.rulesets).toMatchObject([{ ruleset: 'yams-5', played: 1, finished: 1, resigned: 1, mean: null }]);
    const query = '{ me { stats { player { id name } rulesets { ruleset played finished won resigned mean best worst upperBonusRate } } } }';
    const gql = (await (await api.call('POST', '/graphql', { token, body: { query } })).json()) as { data: { me: { stats: unknown } } };
    expect(gql.data.me.stats).toEqual(rest);
    expect((await api.call('GET', '/v1/players/k3v9x2m7q1w8e4r6/stats')).status).toBe(404);
  });
});
