import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameState, PlayAction, RulesetId, TurnOptions } from '../../src/engine/index.js';
import { CATEGORY_IDS, COLUMN_IDS, RULESET_IDS, RULESETS, applyAction, createGame, joinGame, scriptedDice, toFace, turnOptions } from '../../src/engine/index.js';
import { prng } from '../support/play.js';

// The engine's contract (queries.ts): `turnOptions` offers exactly the actions `applyAction`
// accepts. Checked in every state of random legal games, solo and multi-seat, with announce
// turns and resignations, over every candidate action: a roll with each subset of dice kept
// (and with `keep` left out), an announcement of each category id, a score in each column id x
// category id. The runs are seeded: a failure prints its seed and path and replays with them.

/** Every action a client could send for the turn, whatever the rules say. */
function candidates(dice: number): PlayAction[] {
  const subsets = Array.from({ length: 2 ** dice }, (_, mask) => Array.from({ length: dice }, (_, i) => i).filter((i) => (mask >> i) & 1));
  return [
    { type: 'roll' },
    ...subsets.map((keep): PlayAction => ({ type: 'roll', keep })),
    ...CATEGORY_IDS.map((category): PlayAction => ({ type: 'announce', category })),
    ...COLUMN_IDS.flatMap((column) => CATEGORY_IDS.map((category): PlayAction => ({ type: 'score', column, category }))),
  ];
}

/**
 * Whether `options` offers `action`. A roll is offered by `canRoll`, with the keeps RULES.md
 * allows: none on the first roll, afterwards any positions but not every die.
 */
function offers(options: TurnOptions, rollsUsed: number, dice: number, action: PlayAction): boolean {
  switch (action.type) {
    case 'roll': {
      const kept = action.keep?.length ?? 0;
      return options.canRoll && (rollsUsed === 0 ? kept === 0 : kept < dice);
    }
    case 'announce':
      return options.announceable.includes(action.category as never);
    case 'score':
      return options.boxes.some((b) => b.column === action.column && b.category === action.category);
    case 'resign':
      return true;
  }
}

interface Mismatch {
  readonly action: PlayAction;
  readonly offered: boolean;
  readonly refusal: string | null;
}

/** The actions on which `turnOptions` and `applyAction` disagree in `state` (empty when they agree). */
function disagreements(state: GameState, all: readonly PlayAction[]): Mismatch[] {
  const turn = state.turn;
  if (!turn) throw new Error('no turn');
  const actor = state.seats[turn.seat]?.player?.id ?? '';
  const options = turnOptions(state);
  const dice = RULESETS[state.ruleset].dice;
  const mismatches: Mismatch[] = [];
  for (const action of all) {
    const offered = offers(options, turn.rollsUsed, dice, action);
    const result = applyAction(state, actor, action, scriptedDice([6, 6, 6, 6, 6, 6]));
    if (result.ok !== offered) mismatches.push({ action, offered, refusal: result.ok ? null : result.error.code });
    if (result.ok && result.value.event.type === 'score') {
      const { column, category, score } = result.value.event;
      const box = options.boxes.find((b) => b.column === column && b.category === category);
      if (box?.score !== score) mismatches.push({ action, offered: true, refusal: `offered score ${box?.score}, scored ${score}` });
    }
  }
  return mismatches;
}

/** What the runs reached, so that a generator drifting into trivial games fails loudly. */
interface Seen {
  states: number;
  afterRoll: number;
  announced: number;
  announceOnlyLeft: number;
  mustAnnounce: number;
  resigned: number;
}

/**
 * Plays a random legal game (dice and moves drawn with a PRNG seeded by `seed`, the moves from
 * the candidates applyAction accepts),
 * checking every state. `eagerness`: the percent chance of announcing when announcing is legal
 * and something else is too, so that some games fill the announce column early and some last.
 */
function playChecked(ruleset: RulesetId, seats: number, eagerness: number, seed: number, seen: Seen): void {
  const def = RULESETS[ruleset];
  const all = candidates(def.dice);
  const random = prng(seed);
  const below = (n: number) => Math.floor(random() * n);
  const dice = { roll: (count: number) => Array.from({ length: count }, () => toFace(1 + below(6))) };
  const players = Array.from({ length: seats }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
  const created = createGame({ ruleset, seats, creator: players[0] ?? { id: 'p0', name: 'P0' } });
  if (!created.ok) throw new Error(created.error.code);
  let state = created.value.state;
  for (const player of players.slice(1)) {
    const joined = joinGame(state, player);
    if (!joined.ok) throw new Error(joined.error.code);
    state = joined.value.state;
  }

  // In a multi-seat game the player to move resigns once, at a random turn, so that later turns skip a seat.
  const resignAt = seats > 1 ? 1 + below(def.columns.length * def.categories.length * seats) : 0;
  while (state.status === 'active' && state.turn) {
    const turn = state.turn;
    seen.states++;
    if (turn.rollsUsed > 0) seen.afterRoll++;
    if (turn.announced) seen.announced++;
    const announceColumn = def.columns.findIndex((c) => c.order === 'announce');
    const boxes = state.seats[turn.seat]?.boxes ?? [];
    if (announceColumn >= 0 && boxes.every((b, i) => b !== null || Math.floor(i / def.categories.length) === announceColumn)) seen.announceOnlyLeft++;

    expect(disagreements(state, all)).toEqual([]);
    // `mustAnnounce` says in one flag what `canRoll` and `boxes` imply: announce or nothing.
    const options = turnOptions(state);
    expect(options.mustAnnounce).toBe(turn.rollsUsed > 0 && !options.canRoll && options.boxes.length === 0);
    if (options.mustAnnounce) {
      seen.mustAnnounce++;
      expect(options.announceable.length).toBeGreaterThan(0);
      expect(applyAction(state, state.seats[turn.seat]?.player?.id ?? '', { type: 'roll', keep: [] }, scriptedDice([1, 1, 1, 1, 1, 1]))).toMatchObject({
        ok: false,
        error: { code: 'MUST_ANNOUNCE' },
      });
    }

    const actor = state.seats[turn.seat]?.player?.id ?? '';
    const legal = all.filter((action) => applyAction(state, actor, action, scriptedDice([1, 1, 1, 1, 1, 1])).ok);
    expect(legal.length).toBeGreaterThan(0);
    // A move kind first, then a move of that kind.
    const kinds = [...new Set(legal.map((a) => a.type))];
    const others = kinds.filter((k) => k !== 'announce');
    const announcing = kinds.includes('announce') && (others.length === 0 || below(100) < eagerness);
    const kind = announcing ? 'announce' : others[below(others.length)];
    const ofKind = legal.filter((a) => a.type === kind);
    const action: PlayAction = turn.number === resignAt ? { type: 'resign' } : (ofKind[below(ofKind.length)] as PlayAction);
    const result = applyAction(state, actor, action, dice);
    if (!result.ok) throw new Error(`legal move ${JSON.stringify(action)} refused: ${result.error.code}`);
    if (action.type === 'resign') seen.resigned++;
    state = result.value.state;
  }
}

describe.each(RULESET_IDS.map((id, i) => [id, i] as const))('turnOptions and applyAction agree on %s', (ruleset, r) => {
  it('in every state of random legal games, every offered action is accepted and every accepted action offered', () => {
    const seen: Seen = { states: 0, afterRoll: 0, announced: 0, announceOnlyLeft: 0, mustAnnounce: 0, resigned: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.constantFrom(1, 10, 50), fc.integer(), (seats, eagerness, seed) =>
        playChecked(ruleset, seats, eagerness, seed, seen),
      ),
      { seed: 5000 + r, numRuns: 6 },
    );
    expect(seen.afterRoll).toBeGreaterThan(seen.states / 2);
    expect(seen.resigned).toBeGreaterThan(0);
    if (RULESETS[ruleset].announce) {
      expect(seen.announced).toBeGreaterThan(0);
      expect(seen.announceOnlyLeft).toBeGreaterThan(0);
      expect(seen.mustAnnounce).toBeGreaterThan(0);
    } else {
      expect(seen.mustAnnounce).toBe(0);
    }
  });
});
