import { describe, expect, it } from 'vitest';
import type { GameView, MoveView } from '../../src/service/index.js';
import { gqlClient, ok } from '../graphql/client.js';
import { untilFinished } from '../support/events.js';
import { replayedView } from '../support/moves.js';
import { useRestApp } from '../support/rest.js';

/*
 * A person against a bot, played to the end as a client plays it: over REST, and over
 * GraphQL on the same app. Every answer to the person's move is the game after the bot's
 * turn (the person is to move again, or the game is over), and the log holds the bot's moves.
 * A game of bots only is answered active and played to its end in the background.
 */

const rest = useRestApp();

/** The move a simple client makes: the best box when one is open, else a roll (or an announcement). */
function nextAction(view: GameView): Record<string, unknown> {
  const turn = view.turn!;
  const best = [...turn.available].sort((a, b) => b.score - a.score)[0];
  if (best) return { type: 'score', column: best.column, category: best.category };
  if (turn.mustAnnounce || (!turn.canRoll && turn.announceable.length > 0)) return { type: 'announce', category: turn.announceable[0] };
  return { type: 'roll' };
}

describe('a person against a bot', () => {
  it('over REST: every answer is the game after the bot moved, to the end', async () => {
    const ana = await rest.register('Ana');
    let view = (await (await rest.call('POST', '/v1/games', { token: ana.token, body: { ruleset: 'yams-5', seats: 2, bots: [{ level: 'strong' }] } })).json()) as GameView;
    expect(view.seats[1]!.bot).toBe('strong');
    while (view.status === 'active') {
      expect(view.turn!.player.id).toBe(ana.id);
      const res = await rest.call('POST', `/v1/games/${view.id}/actions`, { token: ana.token, body: nextAction(view) });
      expect(res.status).toBe(200);
      view = (await res.json()) as GameView;
    }
    expect(view.status).toBe('finished');
    const moves = ((await (await rest.call('GET', `/v1/games/${view.id}/moves?limit=2500`)).json()) as { items: MoveView[] }).items;
    expect(moves.filter((m) => m.seat === 1 && m.type === 'score')).toHaveLength(13);
    expect(replayedView(view, moves)).toEqual(view);
  });

  it('over GraphQL: the same, and a game of bots only is answered active and finishes in the background', async () => {
    const gql = gqlClient(rest.app);
    const ana = await rest.register('Ana');
    const fields = 'id status version seats { bot player { id } } turn { player { id } canRoll mustAnnounce announceable available { column category score } rollsUsed }';
    let game = ok(await gql(`mutation { createGame(ruleset: "yams-6", seats: 2, bots: [greedy]) { ${fields} } }`, {}, ana.token)).createGame;
    while (game.status === 'active') {
      expect(game.turn.player.id).toBe(ana.id);
      const action = nextAction(game as GameView);
      const mutation =
        action.type === 'score'
          ? `score(gameId: $id, column: ${String(action.column)}, category: ${String(action.category)})`
          : action.type === 'announce'
            ? `announce(gameId: $id, category: ${String(action.category)})`
            : 'roll(gameId: $id)';
      const reply = ok(await gql(`mutation($id: ID!) { move: ${mutation} { ${fields} } }`, { id: game.id }, ana.token));
      game = reply.move;
    }
    expect(game.status).toBe('finished');
    const bots = ok(await gql(`mutation { createGame(ruleset: "jamb", seats: 2, bots: [strong, random]) { ${fields} } }`, {}, ana.token)).createGame;
    expect(bots.status).toBe('active');
    expect(bots.seats.map((s: { bot: string }) => s.bot)).toEqual(['strong', 'random']);
    const events = await untilFinished((path, init) => rest.app.request(path, init), bots.id);
    const finished = ok(await gql(`query($id: ID!) { game(id: $id) { ${fields} } }`, { id: bots.id }, ana.token)).game;
    expect(finished.status).toBe('finished');
    expect(finished.version).toBe(events.at(-1)!.data.version);
  });
});
