import { beforeAll, describe, expect, it } from 'vitest';
import type { GameState, RulesetId } from '../../src/engine/index.js';
import { RULESETS, RULESET_IDS, createGame, isSheetFull, joinGame } from '../../src/engine/index.js';
import type { BotLevel } from '../../src/strategy/index.js';
import { BOT_LEVELS, botAction, botTurn, hint, loadStrategy } from '../../src/strategy/index.js';
import { choiceList, legalChoices } from '../../src/strategy/actions.js';
import { prng } from '../../src/strategy/random.js';
import { diceFrom, playGame } from '../../src/strategy/simulate.js';
import { strongMove } from '../../src/strategy/yamb-play.js';
import { accepted, position } from './support.js';

// Games per ruleset and level: thousands in all; the turn-exact jamb and yamb-classic player costs most.
const GAMES: Readonly<Record<BotLevel, Readonly<Record<RulesetId, number>>>> = {
  random: { 'yamb-classic': 200, jamb: 200, 'yams-5': 500, 'yams-6': 500 },
  greedy: { 'yamb-classic': 200, jamb: 200, 'yams-5': 500, 'yams-6': 500 },
  strong: { 'yamb-classic': 8, jamb: 8, 'yams-5': 200, 'yams-6': 150 },
};

const bot = (level: BotLevel, random: () => number) => (state: GameState) => botAction(state, level, random);

beforeAll(() => Promise.all(RULESET_IDS.map(loadStrategy)));

describe.each(RULESET_IDS)('bots on %s', (id) => {
  it.each(BOT_LEVELS)('%s plays seeded solitaire games to the end with moves the engine accepts', (level) => {
    // playGame throws on the first refused action.
    const random = prng(id.length * 31 + level.length);
    for (let g = 0; g < GAMES[level][id]; g++) {
      const { state } = playGame(id, [bot(level, random)], random);
      expect(state.status).toBe('finished');
      expect(isSheetFull(state.seats[0]!.boxes)).toBe(true);
    }
  });

  it('lists hint options the engine accepts, and the strong bot takes the best of them', () => {
    const random = prng(7);
    let checked = 0;
    const check = (state: GameState) => {
      const h = hint(state)!;
      const listed = choiceList(legalChoices(state)!);
      expect(h.options).toHaveLength(listed.length);
      for (const option of h.options) expect(accepted(state, option.action)).toBe(true);
      if (state.turn!.rollsUsed > 0) expect(botAction(state, 'strong', random)).toEqual(h.best);
      if (!id.startsWith('yams') && state.turn!.rollsUsed > 0) expect(strongMove(state)).toEqual(h.best);
      checked++;
    };
    const games = id.startsWith('yams') ? 4 : 1;
    for (let g = 0; g < games; g++) {
      playGame(id, [(state) => (random() < 0.3 && check(state), botAction(state, 'random', random))], random);
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('plays a game of four bots of every level to the end', () => {
    const random = prng(4);
    const { state } = playGame(id, [bot('strong', random), bot('greedy', random), bot('random', random), bot('strong', random)], random);
    expect(state.status).toBe('finished');
    for (const seat of state.seats) expect(isSheetFull(seat.boxes)).toBe(true);
  });

  it.each(BOT_LEVELS)('%s plays the same game again from the same seed', (level) => {
    // Two seats, so that the strong player's kept search of one seat's turn meets the other's sheet.
    const run = (seed: number) => {
      const random = prng(seed);
      const moves: string[] = [];
      playGame(id, [bot(level, random), bot(level, random)], random, { onAction: (_, action) => moves.push(JSON.stringify(action)) });
      return moves;
    };
    const first = run(99);
    expect(run(99)).toEqual(first);
    // A game in between leaves nothing behind that changes the next.
    run(100);
    expect(run(99)).toEqual(first);
    expect(run(100)).not.toEqual(first);
  });
});

describe('what the levels do', () => {
  it('greedy scores the best-scoring available box after the first roll', () => {
    const state = position('yams-5', {}, { dice: [6, 6, 2, 6, 6], rollsUsed: 1 });
    // Luck 26 beats Sixes and Square (24 each).
    expect(botAction(state, 'greedy', () => 0)).toEqual({ type: 'score', column: 'free', category: 'chance' });
    expect(botAction(position('yams-5', {}), 'greedy', () => 0)).toEqual({ type: 'roll', keep: [] });
  });

  it('greedy announces the best-scoring category when only announce boxes are left', () => {
    const fill = Object.fromEntries(
      RULESETS.jamb.columns.filter((c) => c.id !== 'announce').flatMap((c) => RULESETS.jamb.categories.map((cat) => [`${c.id}/${cat.id}`, 0])),
    );
    const state = position('jamb', fill, { dice: [5, 5, 5, 5, 2], rollsUsed: 1 });
    // Poker: four 5s + 40 = 60, the best of the jamb categories for these dice.
    expect(botAction(state, 'greedy', () => 0)).toEqual({ type: 'announce', category: 'poker' });
  });

  it('random picks uniformly from the listed actions', () => {
    const state = position('yams-5', { ones: 1 }, { dice: [1, 2, 3, 4, 5], rollsUsed: 1 });
    const list = choiceList(legalChoices(state)!);
    expect(botAction(state, 'random', () => 0)).toEqual(list[0]);
    expect(botAction(state, 'random', () => 0.999999)).toEqual(list[list.length - 1]);
    expect(botAction(state, 'random', () => 0.5)).toEqual(list[Math.floor(list.length / 2)]);
  });

  it('hints a seat from its own sheet alone in a game of several', () => {
    const random = prng(3);
    // Two seats of jamb; stop when seat 1 is to move after its first roll.
    let found: GameState | null = null;
    try {
      playGame('jamb', [bot('greedy', random), bot('greedy', random)], random, {
        onAction: (_, __, after) => {
          if (after.turn?.seat === 1 && after.turn.rollsUsed === 1 && after.turn.number > 20) {
            found = after;
            throw new Error('found');
          }
        },
      });
    } catch (e) {
      if ((e as Error).message !== 'found') throw e;
    }
    const state = found as GameState | null;
    if (!state) throw new Error('no such position');
    const other = { ...state, seats: state.seats.map((s, i) => (i === 0 ? { ...s, boxes: s.boxes.map(() => null) } : s)) };
    expect(hint(other)).toEqual(hint(state));
  });
});

describe('botTurn', () => {
  it.each(RULESET_IDS)('plays whole %s turns of a two-seat game, each ending when the turn passes', (id) => {
    const random = prng(11);
    const dice = diceFrom(random);
    let state = twoSeats(id);
    let turns = 0;
    while (state.status === 'active') {
      const before = state.turn!;
      const steps = botTurn(state, turns % 2 === 0 ? 'strong' : 'random', random, () => dice);
      expect(steps.length).toBeGreaterThan(0);
      expect(steps.at(-1)!.action.type).toBe('score');
      // Every step but the last leaves the same seat to move in the same turn.
      for (const step of steps.slice(0, -1)) expect(step.outcome.state.turn).toMatchObject({ seat: before.seat, number: before.number });
      state = steps.at(-1)!.outcome.state;
      turns++;
    }
    expect(turns).toBe(2 * RULESETS[id].columns.length * RULESETS[id].categories.length);
    for (const seat of state.seats) expect(isSheetFull(seat.boxes)).toBe(true);
  });

  it('refuses a game with no turn to play', () => {
    const finished = { ...twoSeats('yams-5'), status: 'finished' as const, turn: null };
    expect(() => botTurn(finished, 'greedy', () => 0, () => diceFrom(() => 0))).toThrow(/no one is to move/);
  });
});

function twoSeats(id: RulesetId): GameState {
  const created = createGame({ ruleset: id, seats: 2, creator: { id: 'a', name: 'A' } });
  if (!created.ok) throw new Error(created.error.code);
  const joined = joinGame(created.value.state, { id: 'b', name: 'B' });
  if (!joined.ok) throw new Error(joined.error.code);
  return joined.value.state;
}
