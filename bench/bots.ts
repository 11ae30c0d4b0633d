/**
 * Bot benchmark: `npm run bench:bots [-- --scale 0.1]`.
 *
 * For each ruleset and level: solitaire games with fixed seeds, their mean final total with its
 * standard error, and the time of one bot decision (botAction alone, the engine's work not
 * counted). Raw times depend on the machine, so an anchor measured in the same run (the
 * engine's `turnOptions` on states right after a roll) is printed too, and every time also as a
 * ratio to it. Then the time a game of four strong bots takes to play to its end.
 *
 * `strong` on yams-5 and yams-6 is the exact strategy: its mean must come out within the
 * standard error of the optimal expectation from the shipped table, printed beside it.
 */
import { cpus } from 'node:os';
import type { GameState, RulesetId } from '../src/engine/index.js';
import { RULESETS, RULESET_IDS, sheetTotals, turnOptions } from '../src/engine/index.js';
import type { BotLevel } from '../src/strategy/index.js';
import { BOT_LEVELS, botAction, loadStrategy } from '../src/strategy/index.js';
import { prng } from '../src/strategy/random.js';
import { playGame } from '../src/strategy/simulate.js';
import { exactTable, isExact } from '../src/strategy/yams-tables.js';

const scaleArg = process.argv.indexOf('--scale');
const SCALE = scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : 1;
/** `--only jamb,yamb-classic` and `--levels strong` measure those alone (the four-bot games too). */
const listArg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? (process.argv[i + 1] ?? '').split(',') : null;
};
const RULESETS_RUN = RULESET_IDS.filter((id) => listArg('--only')?.includes(id) ?? true);
const LEVELS_RUN = BOT_LEVELS.filter((level) => listArg('--levels')?.includes(level) ?? true);

/** Games per level and ruleset at scale 1: enough for a standard error near 0.25 for strong yams. */
const GAMES: Readonly<Record<BotLevel, Readonly<Record<RulesetId, number>>>> = {
  random: { 'yamb-classic': 2000, jamb: 2000, 'yams-5': 10_000, 'yams-6': 10_000 },
  greedy: { 'yamb-classic': 2000, jamb: 2000, 'yams-5': 10_000, 'yams-6': 10_000 },
  strong: { 'yamb-classic': 1000, jamb: 1000, 'yams-5': 40_000, 'yams-6': 40_000 },
};

interface Row {
  readonly games: number;
  readonly mean: number;
  readonly standardError: number;
  readonly microsPerDecision: number;
}

function play(id: RulesetId, level: BotLevel, games: number): Row {
  const random = prng(1_000 + id.length * 10 + level.length);
  let total = 0;
  let squares = 0;
  let decisions = 0;
  let spent = 0;
  const bot = (state: GameState) => {
    const started = performance.now();
    const action = botAction(state, level, random);
    spent += performance.now() - started;
    decisions++;
    return action;
  };
  for (let g = 0; g < games; g++) {
    const { state } = playGame(id, [bot], random);
    const t = sheetTotals(RULESETS[id], state.seats[0]!.boxes).total;
    total += t;
    squares += t * t;
  }
  const mean = total / games;
  const variance = ((squares / games - mean * mean) * games) / Math.max(1, games - 1);
  return { games, mean, standardError: Math.sqrt(variance / games), microsPerDecision: (spent * 1000) / decisions };
}

/** The engine's turnOptions on states right after a roll, from a few random games: µs per call (fastest of 3 rounds). */
function anchor(): number {
  const random = prng(5);
  const rolled: GameState[] = [];
  for (const id of RULESET_IDS) {
    playGame(id, [(s) => botAction(s, 'random', random)], random, { onAction: (_, a, after) => a.type === 'roll' && after.status === 'active' && rolled.push(after) });
  }
  let sink = 0;
  const round = () => {
    const started = performance.now();
    let n = 0;
    while (performance.now() - started < 300) {
      for (const s of rolled) sink += turnOptions(s).boxes.length;
      n += rolled.length;
    }
    return ((performance.now() - started) * 1000) / n;
  };
  round();
  const best = Math.min(round(), round(), round());
  if (sink < 0) console.log(sink);
  return best;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const pad = (cells: readonly string[], widths: readonly number[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');

console.log(`bot benchmark: node ${process.version}, ${cpus()[0]?.model ?? 'unknown cpu'} x${cpus().length}, scale ${SCALE}`);
// The strategies' data, loaded before anything is timed.
await Promise.all(RULESET_IDS.map(loadStrategy));
const base = anchor();
console.log(`anchor: engine turnOptions after a roll, ${fmt(base, 2)} µs per call; "x anchor" = decision time / anchor\n`);

const widths = [13, 7, 7, 10, 7, 12, 10, 20];
console.log(pad(['ruleset', 'level', 'games', 'mean', 'se', 'µs/decision', 'x anchor', 'optimum (exact)'], widths));
console.log(pad(widths.map((w) => '-'.repeat(w)), widths));
for (const id of RULESETS_RUN) {
  for (const level of LEVELS_RUN) {
    const games = Math.max(10, Math.round(GAMES[level][id] * SCALE));
    const row = play(id, level, games);
    const exact = level === 'strong' && isExact(id) ? exactTable(id).start : null;
    const versus = exact === null ? '' : `${fmt(exact, 2)} (${row.mean >= exact ? '+' : ''}${fmt(row.mean - exact, 2)})`;
    console.log(
      pad([id, level, fmt(games), fmt(row.mean, 1), fmt(row.standardError, 2), fmt(row.microsPerDecision, 1), fmt(row.microsPerDecision / base, 1), versus], widths),
    );
  }
}

console.log('\nfour strong bots, one game to the end (mean of 3 games):');
for (const id of RULESETS_RUN) {
  const random = prng(77);
  const started = performance.now();
  let actions = 0;
  for (let g = 0; g < 3; g++) actions += playGame(id, [0, 1, 2, 3].map(() => (s: GameState) => botAction(s, 'strong', random)), random).actions;
  const ms = (performance.now() - started) / 3;
  console.log(`  ${id.padEnd(13)} ${fmt(ms, 0)} ms per game, ${fmt(actions / 3, 0)} actions (${fmt(ms / base / 1e-3, 0)} x anchor)`);
}
