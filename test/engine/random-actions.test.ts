import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState, Outcome, PlayAction, Result, RulesetId } from '../../src/engine/index.js';
import {
  CATEGORY_IDS,
  COLUMN_IDS,
  RULE_ERROR_CODES,
  RULESET_IDS,
  RULESETS,
  applyAction,
  createGame,
  joinGame,
  replay,
  scriptedDice,
  turnOptions,
} from '../../src/engine/index.js';

// The engine's contract (state.ts, result.ts): an action is refused with a stable code and no
// change, or accepted with exactly one more version; the log replays to the same game.

const ACTORS = ['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'outsider', ''];

type Command =
  | { readonly kind: 'act'; readonly actor: string; readonly action: PlayAction; readonly faces: readonly number[] }
  | { readonly kind: 'join'; readonly actor: string }
  /** A legal move of whoever is to move, chosen by `choice`, so that games get somewhere. */
  | { readonly kind: 'legal'; readonly choice: number; readonly faces: readonly number[] };

/** Mostly the ruleset's own names, sometimes another ruleset's, sometimes anything. */
const name = (own: readonly string[], all: readonly string[]) =>
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...own) }, { weight: 1, arbitrary: fc.constantFrom(...all) }, { weight: 1, arbitrary: fc.string({ maxLength: 6 }) });
const keep = fc.oneof(
  fc.constant(undefined),
  fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { maxLength: 6 }),
  fc.array(fc.oneof(fc.integer({ min: -2, max: 7 }), fc.constantFrom(0.5, -0, Number.NaN, Number.POSITIVE_INFINITY)), { maxLength: 7 }),
  fc.constantFrom<unknown>('0', null, {}, [[0]], ['1']),
);
const faces = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 6, maxLength: 6 });

function commandFor(ruleset: RulesetId): fc.Arbitrary<Command> {
  const columns = name(RULESETS[ruleset].columns.map((c) => c.id), [...COLUMN_IDS, 'diagonal', '__proto__']);
  const categories = name(RULESETS[ruleset].categories.map((c) => c.id), [...CATEGORY_IDS, 'Yamb', 'toString']);
  const action: fc.Arbitrary<PlayAction> = fc.oneof(
    { weight: 3, arbitrary: keep.map((k) => ({ type: 'roll', keep: k }) as PlayAction) },
    { weight: 2, arbitrary: categories.map((category) => ({ type: 'announce', category }) as const) },
    { weight: 4, arbitrary: fc.tuple(columns, categories).map(([column, category]) => ({ type: 'score', column, category }) as const) },
    { weight: 1, arbitrary: fc.constant({ type: 'resign' } as const) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>({ type: 'dance' }, { type: 'score' }, { type: 'announce' }, { type: 7 }).map((a) => a as PlayAction) },
  );
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('act' as const), actor: fc.constantFrom(...ACTORS), action, faces }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('join' as const), actor: fc.constantFrom(...ACTORS) }) },
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('legal' as const), choice: fc.nat(), faces }) },
  );
}

/** The legal moves of the player to move (or the next player's join), in a fixed order. */
function legalMoves(state: GameState): ((choice: number) => [string, PlayAction | 'join'])[] {
  if (state.status === 'open') return [() => [`p${state.seats.findIndex((s) => s.player === null)}`, 'join']];
  const turn = state.turn;
  if (!turn) return [];
  const actor = state.seats[turn.seat]?.player?.id ?? '';
  const options = turnOptions(state);
  const dice = RULESETS[state.ruleset].dice;
  return [
    ...(options.canRoll
      ? [(choice: number): [string, PlayAction] => {
          const keep = turn.rollsUsed === 0 ? [] : Array.from({ length: dice }, (_, i) => i).filter((i) => (choice >> i) & 1);
          return [actor, { type: 'roll', keep: keep.length === dice ? [] : keep }];
        }]
      : []),
    ...options.announceable.map((category) => (): [string, PlayAction] => [actor, { type: 'announce', category }]),
    ...options.boxes.map((b) => (): [string, PlayAction] => [actor, { type: 'score', column: b.column, category: b.category }]),
  ];
}

function run(state: GameState, cmd: Command): Result<Outcome> {
  if (cmd.kind === 'join') return joinGame(state, { id: cmd.actor, name: cmd.actor });
  if (cmd.kind === 'act') return applyAction(state, cmd.actor, cmd.action, scriptedDice(cmd.faces));
  const moves = legalMoves(state);
  const move = moves[cmd.choice % Math.max(moves.length, 1)];
  if (!move) return applyAction(state, 'p0', { type: 'roll' }, scriptedDice(cmd.faces));
  const [actor, action] = move(cmd.choice);
  return action === 'join'
    ? joinGame(state, { id: actor, name: actor })
    : applyAction(state, actor, action, scriptedDice(cmd.faces));
}

describe.each(RULESET_IDS.map((id, i) => [id, i] as const))('random actions on %s', (ruleset: RulesetId, r) => {
  it('never corrupt the game: refused actions change nothing, accepted ones add one version, the log replays', () => {
    // What the runs reached, so that a generator drifting into trivial games fails loudly.
    const seen = { codes: new Set<string>(), events: new Set<string>(), finished: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.limitShrink(fc.array(commandFor(ruleset), { maxLength: 200, size: 'max' }), 300), (seats, commands) => {
        const created = createGame({ ruleset, seats, creator: { id: 'p0', name: 'p0' } });
        if (!created.ok) throw new Error(created.error.code);
        let state = created.value.state;
        const events: GameEvent[] = [created.value.event];
        for (const cmd of commands) {
          const before = structuredClone(state);
          const result = run(state, cmd);
          expect(state).toStrictEqual(before);
          if (!result.ok) {
            expect(RULE_ERROR_CODES).toContain(result.error.code);
            seen.codes.add(result.error.code);
            continue;
          }
          seen.events.add(result.value.event.type);
          expect(result.value.state.version).toBe(state.version + 1);
          expect(result.value.state.turn === null).toBe(result.value.state.status !== 'active');
          state = result.value.state;
          events.push(result.value.event);
        }
        expect(replay(events)).toStrictEqual({ ok: true, value: state });
        if (state.status === 'finished') seen.finished++;
      }),
      { seed: 3000 + r, numRuns: 60 },
    );
    expect(seen.finished).toBeGreaterThan(0);
    expect([...seen.events].sort()).toEqual(RULESETS[ruleset].announce ? ['announce', 'join', 'resign', 'roll', 'score'] : ['join', 'resign', 'roll', 'score']);
    for (const code of ['NOT_SEATED', 'NOT_YOUR_TURN', 'INVALID_KEEP', 'UNKNOWN_CATEGORY', 'UNKNOWN_COLUMN', 'UNKNOWN_ACTION', 'BOX_FILLED', 'GAME_NOT_ACTIVE', 'GAME_FULL']) {
      expect(seen.codes).toContain(code);
    }
  });
});
