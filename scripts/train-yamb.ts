/**
 * `npm run train:yamb [-- ruleset] [--rounds N] [--games N] ...`: learns the value of the
 * strong jamb and yamb-classic player by self-play (see src/strategy/yamb-train.ts) and writes
 * it to src/strategy/tables/yamb-<ruleset>.ts.
 *
 * Rounds: play `games` games with the current weights, keep their turns' samples (the last
 * `replay` rounds'), fit the weights to them for `epochs` epochs, and measure the statistics the
 * features read from the games' final sheets (in the first `statsRounds` rounds). Then play
 * `check` games with the final weights as shipped (rounded) and report their mean.
 *
 * Runs one ruleset after the other in this one process (the machine's other core stays free).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpus } from 'node:os';
import { PROJECT_ROOT } from '../infra/paths.js';
import { RULESETS } from '../src/engine/index.js';
import { sheetLayout } from '../src/strategy/yamb-sheet.js';
import type { Params, Samples, Stats } from '../src/strategy/yamb-train.js';
import { decodeWeights, encodeWeights, roundWeights } from '../src/strategy/yamb-value-codec.js';
import { base64Module } from './build-strategy.js';
import { AdamState, fit, initialParams, initialStats, measureStats, selfPlay, toWeights } from '../src/strategy/yamb-train.js';

const YAMB = ['jamb', 'yamb-classic'] as const;
type YambId = (typeof YAMB)[number];

export interface TrainOptions {
  readonly seed: number;
  readonly hidden: number;
  readonly rounds: number;
  readonly games: number;
  readonly replay: number;
  readonly epochs: number;
  readonly batch: number;
  /** Adam's step, from `rate` in the first round down to `rate * finalRate` in the last, geometrically. */
  readonly rate: number;
  readonly finalRate: number;
  readonly lambda: number;
  readonly statsRounds: number;
  readonly check: number;
  /** Exploration in the training games (see `Explore` in yamb-selfplay.ts); 0: none. */
  readonly explore: number;
  readonly margin: number;
  /** The weights shipped: the mean of the last `average` rounds' (1: the last round's alone). */
  readonly average: number;
}

export const DEFAULTS: TrainOptions = {
  seed: 1,
  hidden: 128,
  rounds: 40,
  games: 1000,
  replay: 4,
  epochs: 2,
  batch: 64,
  rate: 1e-3,
  finalRate: 0.1,
  lambda: 1,
  statsRounds: 10,
  check: 2000,
  explore: 0,
  margin: 10,
  average: 1,
};

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;
const meanAndError = (xs: ArrayLike<number>) => {
  let s = 0;
  let q = 0;
  for (let i = 0; i < xs.length; i++) {
    s += xs[i]!;
    q += xs[i]! * xs[i]!;
  }
  const m = s / xs.length;
  return { mean: m, se: Math.sqrt((q / xs.length - m * m) / Math.max(1, xs.length - 1)) };
};

export function train(
  id: YambId,
  o: TrainOptions,
  log: (line: string) => void = console.log,
  from?: { params: Params; stats: Stats },
  save?: (state: { params: Params; stats: Stats }) => void,
): { params: Params; stats: Stats } {
  const layout = sheetLayout(RULESETS[id]);
  const started = performance.now();
  const params = from?.params ?? initialParams(layout, o.hidden, o.seed);
  let stats = from?.stats ?? initialStats(layout);
  const adam = new AdamState(params.theta.length);
  const buffer: Samples[] = [];
  // The mean of the last rounds' weights: each round's fit moves them by about as much as the noise of its games.
  const sum = new Float64Array(params.theta.length);
  const averaged = Math.max(1, Math.min(o.average, o.rounds));
  for (let round = 0; round < o.rounds; round++) {
    const explore = o.explore > 0 ? { rate: o.explore, margin: o.margin } : undefined;
    const played = selfPlay(layout, toWeights(params, stats), o.games, o.seed * 1_000_003 + round, o.lambda, explore);
    buffer.push(played.samples);
    if (buffer.length > o.replay) buffer.shift();
    if (round < o.statsRounds) stats = measureStats(layout, played.finals, stats, round === 0 ? 1 : 0.5);
    const rate = o.rate * o.finalRate ** (round / Math.max(1, o.rounds - 1));
    const mse = fit(params, buffer, { epochs: o.epochs, batch: o.batch, rate, seed: o.seed + round }, adam);
    const { mean, se } = meanAndError(played.totals);
    log(`${id} round ${round + 1}: ${o.games} games ${mean.toFixed(1)} ± ${se.toFixed(1)}, value bias ${played.bias.toFixed(1)}, fit rmse ${Math.sqrt(mse).toFixed(1)} (${seconds(started)})`);
    if (round >= o.rounds - averaged) for (let i = 0; i < sum.length; i++) sum[i]! += params.theta[i]!;
    save?.({ params, stats });
  }
  if (averaged === 1) return { params, stats };
  return { params: { ...params, theta: sum.map((x) => x / averaged) }, stats };
}

interface Cli {
  readonly ids: YambId[];
  readonly options: TrainOptions;
  /** Where the data modules go (src/strategy/tables by default). */
  readonly out: string | null;
  /** Where the weights go: `<ruleset>-state.json` after every round, `<ruleset>-shipped.json` at the end (none by default). */
  readonly save: string | null;
  /** Train on from the shipped weights an earlier run saved there, instead of from scratch. */
  readonly resume: string | null;
}

function parseArgs(argv: readonly string[]): Cli {
  const options: Record<string, number> = { ...DEFAULTS };
  const ids: YambId[] = [];
  const dirs: Record<'out' | 'save' | 'resume', string | null> = { out: null, save: null, resume: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const key = arg.slice(2);
    if (key in dirs) dirs[key as keyof typeof dirs] = argv[++i] ?? null;
    else if (arg.startsWith('--')) {
      if (!(key in DEFAULTS)) throw new Error(`unknown option ${arg}`);
      options[key] = Number(argv[++i]);
    } else if ((YAMB as readonly string[]).includes(arg)) ids.push(arg as YambId);
    else throw new Error(`unknown argument ${arg}`);
  }
  return { ids: ids.length ? ids : [...YAMB], options: options as unknown as TrainOptions, ...dirs };
}

/** The data module of a trained value, and the constant it exports (see src/strategy/yamb-models.ts). */
export const TABLE = {
  jamb: { file: 'yamb-jamb.ts', name: 'JAMB_VALUE' },
  'yamb-classic': { file: 'yamb-classic.ts', name: 'YAMB_CLASSIC_VALUE' },
} as const satisfies Record<YambId, { file: string; name: string }>;

/** Trains `id`, checks the rounded weights in `check` games of their own, and writes the data module. */
function build(id: YambId, options: TrainOptions, cli: Cli): void {
  const started = performance.now();
  const from = cli.resume ? loadState(join(cli.resume, `${id}-shipped.json`)) : undefined;
  const save = cli.save;
  const { params, stats } = train(id, options, console.log, from, save ? (s) => saveState(join(save, `${id}-state.json`), s) : undefined);
  if (save) saveState(join(save, `${id}-shipped.json`), { params, stats });
  const trained = seconds(started);
  const layout = sheetLayout(RULESETS[id]);
  const bytes = encodeWeights(id, roundWeights(toWeights(params, stats)));
  const weights = decodeWeights(id, bytes);
  const doc = `${id}: the learned value of a sheet between turns (${weights.inputs} features, ${weights.hidden} hidden units; see yamb-value.ts and yamb-value-codec.ts).`;
  const source = base64Module(TABLE[id].name, doc, bytes, '`npm run train:yamb` (scripts/train-yamb.ts)');
  writeFileSync(join(cli.out ?? join(PROJECT_ROOT, 'src/strategy/tables'), TABLE[id].file), source);
  let line = `${id}: trained in ${trained}; model ${(bytes.length / 1024).toFixed(1)} KiB (module ${(source.length / 1024).toFixed(1)} KiB)`;
  if (options.check > 0) {
    const { mean, se } = meanAndError(selfPlay(layout, weights, options.check, CHECK_SEED, 1).totals);
    line += `; ${options.check} games with the shipped weights: ${mean.toFixed(1)} ± ${se.toFixed(1)}`;
  }
  console.log(`${line} (${seconds(started)} in all)`);
}

function saveState(file: string, { params, stats }: { params: Params; stats: Stats }): void {
  writeFileSync(file, JSON.stringify({ hidden: params.hidden, inputs: params.inputs, theta: Array.from(params.theta), chances: Array.from(stats.chances), middle: Array.from(stats.middle) }));
}

/** Weights and statistics saved by an earlier run, to train on from there (experiments). */
function loadState(file: string): { params: Params; stats: Stats } {
  const j = JSON.parse(readFileSync(file, 'utf8')) as { hidden: number; inputs: number; theta: number[]; chances: number[]; middle: number[] };
  return { params: { hidden: j.hidden, inputs: j.inputs, theta: Float64Array.from(j.theta) }, stats: { chances: Float32Array.from(j.chances), middle: Float32Array.from(j.middle) } };
}

/** Dice of the check games, apart from every training round's. */
const CHECK_SEED = 0x5eed;

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const cli = parseArgs(process.argv.slice(2));
  console.log(`train:yamb ${cli.ids.join(', ')}: node ${process.version}, ${cpus()[0]?.model ?? 'unknown cpu'}, ${JSON.stringify(cli.options)}${cli.resume ? ', from the weights of an earlier run' : ''}`);
  for (const id of cli.ids) build(id, cli.options, cli);
}
