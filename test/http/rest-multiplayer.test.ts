import { describe, expect, it } from 'vitest';
import type { GameView } from '../../src/service/index.js';
import { useRestApp } from '../support/rest.js';

const api = useRestApp();

type Problem = { type: string; status: number; code: string; detail: string; reason?: string; currentVersion?: number };

async function problem(res: Response, status: number, code: string): Promise<Problem> {
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  const body = (await res.json()) as Problem;
  expect({ status: res.status, code: body.code, bodyStatus: body.status }).toEqual({ status, code, bodyStatus: status });
  expect(body.detail.length).toBeGreaterThan(0);
  return body;
}

async function twoSeatGame() {
  const ana = await api.register('Ana');
  const ben = await api.register('Ben');
  const created = await api.call('POST', '/v1/games', { token: ana.token, body: { ruleset: 'jamb', seats: 2 } });
  const game = (await created.json()) as GameView;
  return { ana, ben, game };
}

const act = (token: string, gameId: string, body: unknown, headers?: Record<string, string>) =>
  api.call('POST', `/v1/games/${gameId}/actions`, { token, body, ...(headers && { headers }) });

describe('a two-seat game over REST', () => {
  it('opens, fills on join, and then alternates turns', async () => {
    const { ana, ben, game } = await twoSeatGame();
    expect(game.status).toBe('open');
    expect(game.seats.map((s) => s.player?.id ?? null)).toEqual([ana.id, null]);
    await problem(await act(ana.token, game.id, { type: 'roll' }), 409, 'GAME_NOT_ACTIVE');

    const joined = (await (await api.call('POST', `/v1/games/${game.id}/join`, { token: ben.token, body: { invitation: game.invitation!.code } })).json()) as GameView;
    expect(joined.status).toBe('active');
    expect(joined.seats[1]!.player?.id).toBe(ben.id);
    expect(joined.turn?.player.id).toBe(ana.id);

    await problem(await act(ben.token, game.id, { type: 'roll' }), 409, 'NOT_YOUR_TURN');
    const rolled = (await (await act(ana.token, game.id, { type: 'roll' })).json()) as GameView;
    const box = rolled.turn!.available[0]!;
    const scored = (await (await act(ana.token, game.id, { type: 'score', column: box.column, category: box.category })).json()) as GameView;
    expect(scored.turn?.player.id).toBe(ben.id);
    expect(scored.lastMove).toMatchObject({ type: 'score', column: box.column, category: box.category, score: box.score });

    const anasTurns = (await (await api.call('GET', '/v1/players/me/turns', { token: ana.token })).json()) as { items: GameView[] };
    const bensTurns = (await (await api.call('GET', '/v1/players/me/turns', { token: ben.token })).json()) as { items: GameView[] };
    expect(anasTurns.items.map((g) => g.id)).not.toContain(game.id);
    expect(bensTurns.items.map((g) => g.id)).toContain(game.id);
  });

  it('refuses outsiders, strangers, a third player and a second seat', async () => {
    const { ana, ben, game } = await twoSeatGame();
    const eve = await api.register('Eve');
    await problem(await api.call('POST', `/v1/games/${game.id}/join`, { token: ana.token }), 409, 'ALREADY_SEATED');
    await api.call('POST', `/v1/games/${game.id}/join`, { token: ben.token, body: { invitation: game.invitation!.code } });
    await problem(await api.call('POST', `/v1/games/${game.id}/join`, { token: eve.token }), 409, 'GAME_FULL');
    await problem(await act(eve.token, game.id, { type: 'resign' }), 403, 'FORBIDDEN');
    await problem(await act('', game.id, { type: 'roll' }), 401, 'UNAUTHENTICATED');
    await problem(await act(`${ana.token.slice(0, -1)}A`, game.id, { type: 'roll' }), 401, 'UNAUTHENTICATED');
    const unchanged = (await (await api.call('GET', `/v1/games/${game.id}`)).json()) as GameView;
    expect(unchanged.version).toBe(2);
  });

  it('reports rule violations as ILLEGAL_MOVE with the rule as reason', async () => {
    const { ana, ben, game } = await twoSeatGame();
    await api.call('POST', `/v1/games/${game.id}/join`, { token: ben.token, body: { invitation: game.invitation!.code } });
    expect((await problem(await act(ana.token, game.id, { type: 'score', column: 'free', category: 'ones' }), 422, 'ILLEGAL_MOVE')).reason).toBe('MUST_ROLL_FIRST');
    await act(ana.token, game.id, { type: 'roll' });
    expect((await problem(await act(ana.token, game.id, { type: 'score', column: 'down', category: 'sixes' }), 422, 'ILLEGAL_MOVE')).reason).toBe('BOX_NOT_AVAILABLE');
    await act(ana.token, game.id, { type: 'roll', keep: [0] });
    expect((await problem(await act(ana.token, game.id, { type: 'announce', category: 'poker' }), 422, 'ILLEGAL_MOVE')).reason).toBe('ANNOUNCE_TOO_LATE');
    await act(ana.token, game.id, { type: 'roll', keep: [0] });
    expect((await problem(await act(ana.token, game.id, { type: 'roll', keep: [0] }), 422, 'ILLEGAL_MOVE')).reason).toBe('NO_ROLLS_LEFT');
    await act(ana.token, game.id, { type: 'score', column: 'free', category: 'ones' });
    await act(ben.token, game.id, { type: 'roll' });
    await act(ben.token, game.id, { type: 'score', column: 'free', category: 'ones' });
    await act(ana.token, game.id, { type: 'roll' });
    expect((await problem(await act(ana.token, game.id, { type: 'score', column: 'free', category: 'ones' }), 422, 'ILLEGAL_MOVE')).reason).toBe('BOX_FILLED');
    expect((await problem(await act(ana.token, game.id, { type: 'roll', keep: [7] }), 400, 'VALIDATION_FAILED')).code).toBe('VALIDATION_FAILED');
  });

  it('finishes when the other player resigns and ranks the resigned seat last', async () => {
    const { ana, ben, game } = await twoSeatGame();
    await api.call('POST', `/v1/games/${game.id}/join`, { token: ben.token, body: { invitation: game.invitation!.code } });
    const resigned = (await (await act(ana.token, game.id, { type: 'resign' })).json()) as GameView;
    expect(resigned.status).toBe('active');
    expect(resigned.turn?.player.id).toBe(ben.id);
    await problem(await act(ana.token, game.id, { type: 'resign' }), 409, 'GAME_NOT_ACTIVE');
    const left = (await (await api.call('GET', `/v1/games?status=active`, { token: ben.token })).json()) as { items: { id: string }[] };
    expect(left.items.map((g) => g.id)).toContain(game.id);
  });
});

describe('concurrency and caching headers', () => {
  it('refuses a stale If-Match with 412 VERSION_CONFLICT and the current version', async () => {
    const { token } = await api.register('Solo');
    const game = (await (await api.call('POST', '/v1/games', { token, body: { ruleset: 'yams-5' } })).json()) as GameView;
    expect((await act(token, game.id, { type: 'roll' }, { 'if-match': `"${game.version}"` })).status).toBe(200);
    const stale = await problem(await act(token, game.id, { type: 'roll', keep: [0] }, { 'if-match': `"${game.version}"` }), 412, 'VERSION_CONFLICT');
    expect(stale.currentVersion).toBe(game.version + 1);
    await problem(await act(token, game.id, { type: 'roll' }, { 'if-match': 'yesterday' }), 400, 'VALIDATION_FAILED');
  });

  it('replays an idempotent roll: same dice, same version, nothing applied again', async () => {
    const { token } = await api.register('Solo');
    const game = (await (await api.call('POST', '/v1/games', { token, body: { ruleset: 'jamb' } })).json()) as GameView;
    const key = { 'idempotency-key': 'roll-1' };
    const first = (await (await act(token, game.id, { type: 'roll' }, key)).json()) as GameView;
    const again = (await (await act(token, game.id, { type: 'roll' }, key)).json()) as GameView;
    expect(again.turn?.dice).toEqual(first.turn?.dice);
    expect(again.version).toBe(first.version);
    await act(token, game.id, { type: 'roll', keep: [0, 1] });
    const later = (await (await act(token, game.id, { type: 'roll' }, key)).json()) as GameView;
    expect({ dice: later.turn?.dice, version: later.version }).toEqual({ dice: first.turn?.dice, version: first.version });
    await problem(await act(token, game.id, { type: 'resign' }, key), 422, 'IDEMPOTENCY_KEY_REUSED');
    const current = (await (await api.call('GET', `/v1/games/${game.id}`)).json()) as GameView;
    expect(current.version).toBe(first.version + 1);
  });

  it('answers 304 to If-None-Match while the version is unchanged', async () => {
    const { token } = await api.register('Solo');
    const game = (await (await api.call('POST', '/v1/games', { token, body: { ruleset: 'yams-6' } })).json()) as GameView;
    const read = await api.call('GET', `/v1/games/${game.id}`);
    const tag = read.headers.get('etag')!;
    expect(tag).toBe(`"${game.version}"`);
    const cached = await api.call('GET', `/v1/games/${game.id}`, { headers: { 'if-none-match': tag } });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');
    await act(token, game.id, { type: 'roll' });
    expect((await api.call('GET', `/v1/games/${game.id}`, { headers: { 'if-none-match': tag } })).status).toBe(200);
    expect((await api.call('GET', `/v1/games/${game.id}/moves`, { headers: { 'if-none-match': `"${game.version + 1}"` } })).status).toBe(304);
  });
});
