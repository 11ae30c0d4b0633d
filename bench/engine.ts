/**
 * Engine benchmark: `npm run bench:engine`.
 *
 * For each ruleset: whole solo games of random legal play per second, and the cost of
 * `turnOptions` for the current roll. Raw rates depend on the machine, so a baseline measured
 * in the same run (the plain reference scorer rating one roll of five dice in all 13 jamb
 * categories) is printed too, and every figure also as a ratio to it: how many baseline
 * operations take as long as one game or one call.
 */
import { cpus } from 'node:os';
import type { DiceSource, GameState, PlayAction, RulesetId } from '../src/engine/index.js';
import { RULESETS, RULESET_IDS, applyAction, createGame, toFace, turnOptions } from '../src/engine/index.js';
import { REFERENCE_RULES, referenceScore } from '../test/engine/reference-scoring.js';
import { prng } from '../test/support/play.js';

type Rand = () => number;
const below = (rand: Rand, n: number) => Math.floor(rand() * n);
const pick = <T>(rand: Rand, items: readonly T[]): T => items[below(rand, items.length)] as T;
const diceFrom = (rand: Rand): DiceSource => ({ roll: (count) => Array.from({ length: count }, () => toFace(1 + below(rand, 6))) });

/** Plays one solo game to its end with random legal moves; `onRolled` sees every state right after a roll. */
function randomSoloGame(ruleset: RulesetId, rand: Rand, onRolled?: (state: GameState) => void): GameState {
  const created = createGame({ ruleset, seats: 1, creator: { id: 'solo', name: 'Solo' } });
  if (!created.ok) throw new Error(created.error.code);
  let state = created.value.state;
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
    const result = applyAction(state, 'solo', action, dice);
    if (!result.ok) throw new Error(`legal move refused: ${result.error.code}`);
    state = result.value.state;
    if (action.type === 'roll') onRolled?.(state);
  }
  return state;
}

interface Rate {
  readonly perSecond: number;
  readonly meanMicros: number;
}

/**
 * Runs `op` in rounds of about `ms` milliseconds after a short warm-up, in batches to keep the
 * clock out of the loop, and keeps the fastest round: other work on the machine only slows a
 * round down, so the fastest is the least disturbed.
 */
function measure(op: () => void, ms = 300, rounds = 3): Rate {
  const round = (duration: number) => {
    let n = 0;
    const start = performance.now();
    let now = start;
    while (now - start < duration) {
      for (let i = 0; i < 16; i++) op();
      n += 16;
      now = performance.now();
    }
    return (now - start) / n;
  };
  round(ms / 3);
  const msPerOp = Math.min(...Array.from({ length: rounds }, () => round(ms)));
  return { perSecond: 1000 / msPerOp, meanMicros: msPerOp * 1000 };
}

function baseline(): Rate {
  const rand = prng(7);
  const categories = Object.keys(REFERENCE_RULES.jamb);
  let sink = 0;
  const rate = measure(() => {
    const dice = [1, 2, 3, 4, 5].map(() => 1 + below(rand, 6));
    for (const category of categories) sink += referenceScore('jamb', category, dice);
  });
  if (sink < 0) console.log(sink);
  return rate;
}

function gamesPerSecond(ruleset: RulesetId): Rate {
  const rand = prng(42);
  return measure(() => randomSoloGame(ruleset, rand), 600);
}

function turnOptionsRate(ruleset: RulesetId): Rate {
  // States right after a roll, from the start to the end of a few games, so early and late sheets both count.
  const rolled: GameState[] = [];
  const rand = prng(99);
  for (let i = 0; i < 8; i++) randomSoloGame(ruleset, rand, (s) => rolled.push(s));
  let i = 0;
  let sink = 0;
  const rate = measure(() => {
    sink += turnOptions(rolled[i++ % rolled.length] as GameState).boxes.length;
  });
  if (sink < 0) console.log(sink);
  return rate;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** The time of one operation in baseline operations. */
const inBaseline = (rate: Rate) => `${fmt(rate.meanMicros / base.meanMicros, rate.meanMicros >= 100 * base.meanMicros ? 0 : 1)} x`;

function row(cells: readonly string[], widths: readonly number[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
}

const base = baseline();
console.log(`engine benchmark: node ${process.version}, ${cpus()[0]?.model ?? 'unknown cpu'} x${cpus().length}`);
console.log(
  `baseline: the reference scorer on 5 random dice in all 13 jamb categories: ${fmt(base.perSecond)} rolls/s (${fmt(base.meanMicros, 3)} µs each)`,
);
console.log('"x baseline": one game or one call takes as long as that many baseline rolls (lower is faster; comparable across machines)\n');

const widths = [13, 8, 9, 12, 19, 16, 12];
console.log(row(['ruleset', 'games/s', 'ms/game', 'x baseline', 'turnOptions call/s', 'turnOptions µs', 'x baseline'], widths));
console.log(row(widths.map((w) => '-'.repeat(w)), widths));
for (const id of RULESET_IDS) {
  const games = gamesPerSecond(id);
  const options = turnOptionsRate(id);
  console.log(
    row(
      [id, fmt(games.perSecond), fmt(games.meanMicros / 1000, 2), inBaseline(games), fmt(options.perSecond), fmt(options.meanMicros, 2), inBaseline(options)],
      widths,
    ),
  );
}
