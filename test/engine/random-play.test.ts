import type { GeneratorValue } from 'fast-check';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DiceSource, GameEvent, GameState, PlayAction, RulesetId } from '../../src/engine/index.js';
import { RULESET_IDS, RULESETS, applyAction, createGame, joinGame, replay, sheetTotals, standings, toFace, turnOptions, winners } from '../../src/engine/index.js';
import { REFERENCE_COLUMNS, REFERENCE_RULES, referenceScore } from './reference-scoring.js';

// RULES.md: "A sheet has 48 boxes" (yamb-classic), "52 turns" (jamb), "13 turns" (yams-5, yams-6).
const BOXES_PER_SHEET: Readonly<Record<RulesetId, number>> = { 'yamb-classic': 48, jamb: 52, 'yams-5': 13, 'yams-6': 13 };

interface PlayedGame {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
  readonly scoringTurns: number;
  /** Every state the game went through, after each event. */
  readonly history: readonly GameState[];
}

/** Plays one game to its end with random legal choices taken from `turnOptions`, dice and choices drawn from `g`. */
function playRandomGame(ruleset: RulesetId, seats: number, g: GeneratorValue): PlayedGame {
  const below = (n: number) => g(fc.integer, { min: 0, max: n - 1 });
  const pick = <T>(items: readonly T[]): T => items[below(items.length)] as T;
  const dice: DiceSource = { roll: (count) => Array.from({ length: count }, () => toFace(g(fc.integer, { min: 1, max: 6 }))) };
  const players = Array.from({ length: seats }, (_, i) => ({ id: `p${i}`, name: `Player ${i}` }));

  const created = createGame({ ruleset, seats, creator: players[0] ?? { id: 'p0', name: '' } });
  if (!created.ok) throw new Error(created.error.code);
  let state = created.value.state;
  const events: GameEvent[] = [created.value.event];
  const history: GameState[] = [state];
  for (const player of players.slice(1)) {
    expect(state.status).toBe('open');
    const joined = joinGame(state, player);
    if (!joined.ok) throw new Error(joined.error.code);
    ({ state } = joined.value);
    events.push(joined.value.event);
    history.push(state);
  }

  let scoringTurns = 0;
  const maxActions = BOXES_PER_SHEET[ruleset] * seats * 6;
  while (state.status === 'active') {
    if (events.length > maxActions) throw new Error('the game does not end');
    const turn = state.turn;
    if (!turn) throw new Error('an active game without a turn');
    expect(turn.number).toBe(scoringTurns + 1);
    const options = turnOptions(state);
    const moves: (() => PlayAction)[] = [];
    if (options.canRoll) {
      moves.push(() => {
        if (turn.rollsUsed === 0) return { type: 'roll' };
        const keep = Array.from({ length: RULESETS[ruleset].dice }, (_, i) => i).filter(() => g(fc.boolean));
        return { type: 'roll', keep: keep.length === RULESETS[ruleset].dice ? keep.slice(1) : keep };
      });
    }
    // Announcing before the first roll is rarer, so that announce columns also fill by later announcements.
    if (options.announceable.length > 0 && (turn.rollsUsed > 0 || below(5) === 0)) {
      moves.push(() => ({ type: 'announce', category: pick(options.announceable) }));
    }
    if (options.boxes.length > 0) {
      moves.push(() => {
        const box = pick(options.boxes);
        return { type: 'score', column: box.column, category: box.category };
      });
    }
    if (moves.length === 0) throw new Error(`no legal move in ${JSON.stringify(state.turn)}`);

    const action = pick(moves)();
    const result = applyAction(state, state.seats[turn.seat]?.player?.id ?? '', action, dice);
    if (!result.ok) throw new Error(`legal move ${JSON.stringify(action)} refused: ${result.error.code}`);
    expect(result.value.state.version).toBe(state.version + 1);
    const { event } = result.value;
    if (event.type === 'score') {
      scoringTurns++;
      const offered = options.boxes.find((b) => b.column === event.column && b.category === event.category);
      expect(event.score).toBe(offered?.score);
      expect(event.score).toBe(referenceScore(ruleset, event.category, event.dice));
    }
    state = result.value.state;
    events.push(event);
    history.push(state);
  }
  return { state, events, scoringTurns, history };
}

/** A seat's grand total from the RULES.md formulas, reading the sheet column-major (state.ts `Seat.boxes`). */
function expectedTotal(ruleset: RulesetId, boxes: readonly (number | null)[]): number {
  const categories = Object.keys(REFERENCE_RULES[ruleset]);
  const columnTotal = (c: number): number => {
    const box = (category: string): number => {
      const value = boxes[c * categories.length + categories.indexOf(category)];
      if (typeof value !== 'number') throw new Error(`box ${c}/${category} is empty`);
      return value;
    };
    const sum = (ids: readonly string[]) => ids.reduce((total, id) => total + box(id), 0);
    const upper = sum(['ones', 'twos', 'threes', 'fours', 'fives', 'sixes']);
    const rest = sum(categories.slice(6));
    switch (ruleset) {
      case 'yamb-classic':
        return upper + rest;
      case 'jamb':
        return upper + (upper >= 60 ? 30 : 0) + box('ones') * (box('max') - box('min')) + sum(['trips', 'straight', 'fullHouse', 'poker', 'yamb']);
      case 'yams-5':
        return upper + (upper >= 63 ? 35 : 0) + rest;
      case 'yams-6':
        return upper + (upper >= 70 ? 35 : 0) + rest;
    }
  };
  return REFERENCE_COLUMNS[ruleset].reduce((total, _, c) => total + columnTotal(c), 0);
}

const SEAT_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8];
/** Each shrink replays a whole game: a failure should report quickly rather than shrink for minutes. */
const MAX_SHRINKS = 30;

describe.each(RULESET_IDS.map((id, i) => [id, i] as const))('random legal play of %s', (ruleset, r) => {
  it.each(SEAT_COUNTS)('with %i seats ends after boxes x seats scoring turns, every box filled, totals per RULES.md', (seats) => {
    fc.assert(
      fc.property(fc.limitShrink(fc.gen(), MAX_SHRINKS), (g) => {
        const { state, scoringTurns } = playRandomGame(ruleset, seats, g);
        expect(state).toMatchObject({ status: 'finished', turn: null });
        expect(scoringTurns).toBe(BOXES_PER_SHEET[ruleset] * seats);
        for (const seat of state.seats) {
          expect(seat.boxes).toHaveLength(BOXES_PER_SHEET[ruleset]);
          expect(seat.boxes.every((b) => typeof b === 'number')).toBe(true);
        }
        const expected = state.seats.map((s) => expectedTotal(ruleset, s.boxes));
        expect(state.seats.map((s) => sheetTotals(RULESETS[ruleset], s.boxes).total)).toEqual(expected);
        expect(standings(state).map((s) => s.total)).toEqual(expected);
        const best = Math.max(...expected);
        expect(winners(state)).toEqual(expected.flatMap((t, i) => (t === best ? [i] : [])));
      }),
      { seed: 1000 + 10 * r + seats, numRuns: seats <= 2 ? 4 : 2 },
    );
  });

  it('replay(events) of a random game equals its final state, and every prefix its state at that point', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.limitShrink(fc.gen(), MAX_SHRINKS), (seats, g) => {
        const { state, events, history } = playRandomGame(ruleset, seats, g);
        const replayed = replay(events);
        expect(replayed).toStrictEqual({ ok: true, value: state });
        const cut = g(fc.integer, { min: 1, max: events.length });
        expect(replay(events.slice(0, cut))).toStrictEqual({ ok: true, value: history[cut - 1] });
      }),
      { seed: 2000 + r, numRuns: 6 },
    );
  });
});
