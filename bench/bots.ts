/**
 * Bot benchmark: `npm run bench:bots [-- --scale 0.1] [--only jamb,yamb-classic] [--levels strong]`.
 *
 * For each ruleset and level: solitaire games with fixed seeds played through the engine, their
 * mean final total with its standard error, and the time of one bot decision (botAction alone,
 * the engine's work not counted). Raw times depend on the machine, so an anchor measured in the
 * same run (the engine's `turnOptions` on states right after a roll) is printed too, and every
 * time also as a ratio to it.
 *
 * `strong` on yams-5 and yams-6 is the exact strategy: its mean must come out within the
 * standard error of the optimal expectation from the shipped table, printed beside it. On jamb
 * and yamb-classic it is printed beside the reference player's mean (an exact within-turn
 * search against fitted box values: 1,121 and 1,101 over 5,000 games), and the hints' estimate
 * is checked against the games: at the start of every turn of the strong games, the best hint
 * value (the estimated final total) less the total the game ended with.
 *
 * Then a strong bot turn against a REST action of the same game (bots-rest.ts), and the time a
 * game of four strong bots takes to play to its end.
 */
import { cpus } from 'node:os';
import type { GameState, RulesetId } from '../src/engine/index.js';
import { RULESETS, RULESET_IDS, sheetTotals, turnOptions } from '../src/engine/index.js';
import type { BotLevel } from '../src/strategy/index.js';
import { BOT_LEVELS, botAction, hintFor, loadStrategy } from '../src/strategy/index.js';
import { prng } from '../src/strategy/random.js';
import { playGame } from '../src/strategy/simulate.js';
import { exactTable, isExact } from '../src/strategy/yams-tables.js';
import { restVersusBot } from './bots-rest.js';

const scaleArg = process.argv.indexOf('--scale');
const SCALE = scaleArg > 0 ? Number(process.argv[scaleArg + 1]) : 1;
/** `--only jamb,yamb-classic` and `--levels strong` measure those alone (the four-bot games too). */
const listArg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? (process.argv[i + 1] ?? '').split(',') : null;
};
const RULESETS_RUN = RULESET_IDS.filter((id) => listArg('--only')?.includes(id) ?? true);
const LEVELS_RUN = BOT_LEVELS.filter((level) => listArg('--levels')?.includes(level) ?? true);

/** Games per level and ruleset at scale 1: enough for a standard error near 0.25 for strong yams, near 2 for strong jamb. */
const GAMES: Readonly<Record<BotLevel, Readonly<Record<RulesetId, number>>>> = {
  random: { 'yamb-classic': 2000, jamb: 2000, 'yams-5': 10_000, 'yams-6': 10_000 },
  greedy: { 'yamb-classic': 2000, jamb: 2000, 'yams-5': 10_000, 'yams-6': 10_000 },
  strong: { 'yamb-classic': 2000, jamb: 2000, 'yams-5': 40_000, 'yams-6': 40_000 },
};

/** The reference player's means (5,000 games each) that the strong player must beat. */
const REFERENCE: Partial<Record<RulesetId, number>> = { jamb: 1121, 'yamb-classic': 1101 };

interface Row {
  readonly games: number;
  readonly mean: number;
  readonly standardError: number;
  readonly microsPerDecision: number;
  /** The hints' estimate at each turn's start less the final total (strong jamb and yamb-classic): by turn, summed, and over every turn. */
  readonly errors: { readonly byTurn: Float64Array; readonly absolute: Float64Array; readonly all: Stats } | null;
}

interface Stats {
  readonly mean: number;
  readonly standardError: number;
  readonly meanAbsolute: number;
}

function stats(values: readonly number[]): Stats {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / Math.max(1, values.length - 1);
  return { mean, standardError: Math.sqrt(variance / values.length), meanAbsolute: values.reduce((a, v) => a + Math.abs(v), 0) / values.length };
}

function play(id: RulesetId, level: BotLevel, games: number): Row {
  const random = prng(1_000 + id.length * 10 + level.length);
  const totals: number[] = [];
  let decisions = 0;
  let spent = 0;
  const checked = level === 'strong' && !isExact(id);
  const turns = RULESETS[id].columns.length * RULESETS[id].categories.length;
  const byTurn = new Float64Array(turns);
  const absolute = new Float64Array(turns);
  const errors: number[] = [];
  for (let g = 0; g < games; g++) {
    const estimates: number[] = [];
    const bot = (state: GameState) => {
      // Not timed: the hint shares the decision's search, so it would make the next decision look cheaper.
      if (checked && state.turn?.rollsUsed === 0) estimates.push(hintFor(state)!.options[0]!.value);
      const started = performance.now();
      const action = botAction(state, level, random);
      spent += performance.now() - started;
      decisions++;
      return action;
    };
    const { state } = playGame(id, [bot], random);
    const total = sheetTotals(RULESETS[id], state.seats[0]!.boxes).total;
    totals.push(total);
    estimates.forEach((e, t) => {
      byTurn[t]! += e - total;
      absolute[t]! += Math.abs(e - total);
      errors.push(e - total);
    });
  }
  const { mean, standardError } = stats(totals);
  return { games, mean, standardError, microsPerDecision: (spent * 1000) / decisions, errors: checked ? { byTurn, absolute, all: stats(errors) } : null };
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

const widths = [13, 7, 7, 10, 7, 12, 10, 22];
console.log(pad(['ruleset', 'level', 'games', 'mean', 'se', 'µs/decision', 'x anchor', 'optimum or reference'], widths));
console.log(pad(widths.map((w) => '-'.repeat(w)), widths));
const estimates: [RulesetId, NonNullable<Row['errors']>][] = [];
for (const id of RULESETS_RUN) {
  for (const level of LEVELS_RUN) {
    const games = Math.max(10, Math.round(GAMES[level][id] * SCALE));
    const row = play(id, level, games);
    const exact = level === 'strong' && isExact(id) ? exactTable(id).start : null;
    const reference = level === 'strong' ? REFERENCE[id] : undefined;
    const versus =
      exact !== null
        ? `${fmt(exact, 2)} (${row.mean >= exact ? '+' : ''}${fmt(row.mean - exact, 2)})`
        : reference !== undefined
          ? `${fmt(reference)} (${row.mean >= reference ? '+' : ''}${fmt(row.mean - reference, 1)}, ${fmt((row.mean - reference) / row.standardError, 1)} se)`
          : '';
    console.log(
      pad([id, level, fmt(games), fmt(row.mean, 1), fmt(row.standardError, 2), fmt(row.microsPerDecision, 1), fmt(row.microsPerDecision / base, 1), versus], widths),
    );
    if (row.errors) estimates.push([id, row.errors]);
  }
}

if (estimates.length > 0) {
  console.log('\nstrong hints: the estimated final total at the start of a turn less the final total (mean error ± se, mean absolute error):');
  for (const [id, e] of estimates) {
    const games = Math.max(10, Math.round(GAMES.strong[id] * SCALE));
    const at = (t: number) => `turn ${t + 1}: ${fmt(e.byTurn[t]! / games, 1)} (${fmt(e.absolute[t]! / games, 1)})`;
    const n = e.byTurn.length;
    console.log(`  ${id.padEnd(13)} all turns ${fmt(e.all.mean, 2)} ± ${fmt(e.all.standardError, 2)} (${fmt(e.all.meanAbsolute, 1)}); ${[0, n / 4, n / 2, (3 * n) / 4, n - 1].map((t) => at(Math.floor(t))).join(', ')}`);
  }
}

const yambRuns = RULESETS_RUN.filter((id) => !isExact(id));
if (yambRuns.length > 0 && LEVELS_RUN.includes('strong')) {
  console.log('\nstrong bot turn against a REST action of the same solo game (wall clock, means):');
  for (const r of await restVersusBot(yambRuns, Math.max(1, Math.round(3 * SCALE)))) {
    console.log(`  ${r.ruleset.padEnd(13)} REST action ${fmt(r.restMs, 2)} ms (${fmt(r.actions)}), strong bot turn ${fmt(r.botTurnMs, 2)} ms (${fmt(r.turns)}): ${fmt(r.botTurnMs / r.restMs, 2)} of an action`);
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
