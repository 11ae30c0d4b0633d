import { describe, expect, it } from 'vitest';
import { RULESET_IDS, boxesPerSheet, RULESETS, replay, standings } from '../../src/engine/index.js';
import type { GameView, MoveView } from '../../src/service/index.js';
import { toEvent } from '../support/moves.js';
import { chooseAction, prng } from '../support/play.js';
import { useRestApp } from '../support/rest.js';

const api = useRestApp();

describe('a full solo game over REST', () => {
  it.each(RULESET_IDS)('%s is played to the end and its totals equal a replay of its move log', async (ruleset) => {
    const { token } = await api.register('Solo');
    const created = await api.call('POST', '/v1/games', { token, body: { ruleset, seats: 1 } });
    expect(created.status).toBe(201);
    let game = (await created.json()) as GameView;
    expect(created.headers.get('location')).toBe(`/v1/games/${game.id}`);
    const random = prng(RULESET_IDS.indexOf(ruleset) + 1);
    let scores = 0;
    while (game.status === 'active') {
      const action = chooseAction(game.turn!, random);
      const res = await api.call('POST', `/v1/games/${game.id}/actions`, { token, body: action });
      expect(res.status).toBe(200);
      const next = (await res.json()) as GameView;
      expect(next.version).toBe(game.version + 1);
      expect(res.headers.get('etag')).toBe(`"${next.version}"`);
      if (action.type === 'score') scores++;
      game = next;
    }
    expect(game.status).toBe('finished');
    expect(scores).toBe(boxesPerSheet(RULESETS[ruleset]));
    expect(game.seats[0]!.sheet.every((c) => c.boxes.every((b) => b.score !== null))).toBe(true);
    expect(game.winners).toEqual([{ seat: 0, player: game.seats[0]!.player }]);

    const moves = (await (await api.call('GET', `/v1/games/${game.id}/moves`)).json()) as { items: MoveView[] };
    expect(moves.items.map((m) => m.version)).toEqual(Array.from({ length: game.version }, (_, i) => i + 1));
    const replayed = replay(moves.items.map(toEvent));
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    expect(standings(replayed.value).map((s) => s.total)).toEqual(game.seats.map((s) => s.total));
    expect(game.seats[0]!.total).toBe(game.seats[0]!.sheet.reduce((sum, c) => sum + c.total, 0));
  });
});
