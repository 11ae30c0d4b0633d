/**
 * Engine benchmark: `npm run bench:engine`.
 *
 * Raw rates depend on the machine, so every figure is a ratio to an anchor measured in the same
 * run: the plain reference scorer (test/engine/reference-scoring.ts) rating one roll of five
 * random dice in all 13 jamb categories. Rounds are interleaved (the anchor, then every
 * operation of every ruleset, then the anchor again...) and each figure is the median of its
 * per-round ratios, so a burst of other work on the machine moves one round, not the result.
 *
 * Target: `turnOptions` for one roll costs at most 4x the anchor (bots call it thousands of
 * times a turn). The other figures are for information.
 */
import { cpus } from 'node:os';
import type { DiceSource, Face, GameState, PlayAction, RulesetId } from '../src/engine/index.js';
import { RULESETS, RULESET_IDS, applyAction, createGame, joinGame, rollScores, sheetTotals, standings, toFace, turnOptions } from '../src/engine/index.js';
import { REFERENCE_RULES, referenceScore } from '../test/engine/reference-scoring.js';
import { prng } from '../test/support/play.js';

const TARGET = 4;
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const ROUND_MS = Number(process.env.ROUND_MS ?? 120);

type Rand = () => number;
const below = (rand: Rand, n: number) => Math.floor(rand() * n);
const pick = <T>(rand: Rand, items: readonly T[]): T => items[below(rand, items.length)] as T;
const diceFrom = (rand: Rand): DiceSource => ({ roll: (count) => Array.from({ length: count }, () => toFace(1 + below(rand, 6))) });

/** Plays one game to its end with random legal moves; `onRolled` sees every state right after a roll. */
function randomGame(ruleset: RulesetId, seats: number, rand: Rand, onRolled?: (state: GameState) => void): GameState {
  const created = createGame({ ruleset, seats, creator: { id: 'p0', name: 'P0' } });
  if (!created.ok) throw new Error(created.error.code);
  let state = created.value.state;
  for (let i = 1; i < seats; i++) {
    const joined = joinGame(state, { id: `p${i}`, name: `P${i}` });
    if (!joined.ok) throw new Error(joined.error.code);
    state = joined.value.state;
  }
  const dice = diceFrom(rand);
  const count = RULESETS[ruleset].dice;
  while (state.status === 'active' && state.turn) {
    const turn = state.turn;
    const options = turnOptions(state);
    const moves: (() => PlayAction)[] = [];
    if (options.canRoll) {
      moves.push(() => {
        if (turn.rollsUsed === 0) return { type: 'roll' };
        const keep = Array.from({ length: count }, (_, i) => i).filter(() => rand() < 0.5);
        return { type: 'roll', keep: keep.length === count ? [] : keep };
      });
    }
    if (options.announceable.length > 0 && turn.rollsUsed > 0) moves.push(() => ({ type: 'announce', category: pick(rand, options.announceable) }));
    if (options.boxes.length > 0) {
      moves.push(() => {
        const box = pick(rand, options.boxes);
        return { type: 'score', column: box.column, category: box.category };
      });
    }
    const action = pick(rand, moves)();
    const result = applyAction(state, `p${turn.seat}`, action, dice);
    if (!result.ok) throw new Error(`legal move refused: ${result.error.code}`);
    state = result.value.state;
    if (action.type === 'roll') onRolled?.(state);
  }
  return state;
}

/** Microseconds per call of `op`, over about `ms` milliseconds, in batches to keep the clock out of the loop. */
function microsPerOp(op: () => void, ms: number): number {
  let n = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 32; i++) op();
    n += 32;
    now = performance.now();
  }
  return ((now - start) * 1000) / n;
}

let sink = 0;

function anchor(): () => void {
  const rand = prng(7);
  const categories = Object.keys(REFERENCE_RULES.jamb);
  return () => {
    const dice = [1, 2, 3, 4, 5].map(() => 1 + below(rand, 6));
    for (const category of categories) sink += referenceScore('jamb', category, dice);
  };
}

/** The states right after a roll in a few games, from first to last turn, so early and late sheets both count. */
function rolledStates(ruleset: RulesetId, seats: number, games: number, seed: number): GameState[] {
  const rolled: GameState[] = [];
  const rand = prng(seed);
  for (let i = 0; i < games; i++) randomGame(ruleset, seats, rand, (s) => rolled.push(s));
  return rolled;
}

const cycle = <T>(items: readonly T[]) => {
  let i = 0;
  return () => items[i++ % items.length] as T;
};

interface Operation {
  readonly name: string;
  readonly op: () => void;
}

function operations(ruleset: RulesetId): Operation[] {
  const def = RULESETS[ruleset];
  const solo = cycle(rolledStates(ruleset, 1, 8, 99));
  const quartet = cycle(rolledStates(ruleset, 4, 2, 98));
  const sheets = cycle(rolledStates(ruleset, 1, 8, 97).map((s) => s.seats[0]?.boxes ?? []));
  const rand = prng(11);
  const template = Array.from({ length: def.dice }, (_, i) => i);
  const gameRand = prng(42);
  return [
    { name: 'turnOptions', op: () => void (sink += turnOptions(solo()).boxes.length) },
    { name: 'rollScores', op: () => void (sink += rollScores(def, template.map(() => (1 + below(rand, 6)) as Face))[0] ?? 0) },
    { name: 'sheetTotals', op: () => void (sink += sheetTotals(def, sheets()).total) },
    { name: 'standings/4', op: () => void (sink += standings(quartet()).length) },
    { name: 'game', op: () => void (sink += randomGame(ruleset, 1, gameRand).version) },
  ];
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const base = anchor();
const suites = RULESET_IDS.map((id) => ({ id, ops: operations(id) }));
const anchorMicros: number[] = [];
/** ratios[ruleset][operation] = the per-round ratios to the anchor; micros likewise in µs. */
const ratios = suites.map((s) => s.ops.map((): number[] => []));
const micros = suites.map((s) => s.ops.map((): number[] => []));

// One short round first, so that every path is compiled before the measured rounds.
for (const suite of suites) for (const { op } of suite.ops) microsPerOp(op, 20);
for (let round = 0; round < ROUNDS; round++) {
  const a = microsPerOp(base, ROUND_MS);
  anchorMicros.push(a);
  suites.forEach((suite, s) =>
    suite.ops.forEach(({ op, name }, o) => {
      const t = microsPerOp(op, name === 'game' ? 2 * ROUND_MS : ROUND_MS);
      micros[s]?.[o]?.push(t);
      ratios[s]?.[o]?.push(t / a);
    }),
  );
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const anchorMedian = median(anchorMicros);
console.log(`engine benchmark: node ${process.version}, ${cpus()[0]?.model ?? 'unknown cpu'} x${cpus().length}; median of ${ROUNDS} interleaved rounds`);
console.log(
  `anchor: the reference scorer on 5 random dice in all 13 jamb categories, ${fmt(anchorMedian, 3)} µs (${fmt(1e6 / anchorMedian)} rolls/s; ` +
    `${fmt(Math.min(...anchorMicros), 3)} to ${fmt(Math.max(...anchorMicros), 3)} µs over the rounds)`,
);
console.log(`target: turnOptions for one roll at most ${TARGET}x the anchor\n`);

const header = ['ruleset', 'turnOptions', 'rollScores', 'sheetTotals', 'standings/4', 'game', 'target'];
const widths = [13, 16, 16, 16, 16, 18, 8];
const row = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
console.log(row(header));
console.log(row(widths.map((w) => '-'.repeat(w))));
suites.forEach((suite, s) => {
  const cells = suite.ops.map((_, o) => {
    const ratio = median(ratios[s]?.[o] ?? []);
    const us = median(micros[s]?.[o] ?? []);
    return us >= 1000 ? `${fmt(ratio)}x (${fmt(us / 1000, 2)} ms)` : `${fmt(ratio, 2)}x (${fmt(us, 2)} µs)`;
  });
  const options = median(ratios[s]?.[0] ?? []);
  console.log(row([suite.id, ...cells, options <= TARGET ? 'met' : 'MISSED']));
});
console.log('\nEach cell: the median time of one call as a multiple of the anchor (lower is faster; comparable across machines), and in absolute time.');
console.log('turnOptions and rollScores: one roll right after it is made; sheetTotals: one sheet; standings/4: a 4-seat game; game: a whole solo game of random legal moves.');
if (sink === Number.MIN_SAFE_INTEGER) console.log(sink);
