/**
 * Game actions per second and latency through HTTP, REST and GraphQL, as ratios to an anchor
 * measured in the same run: a minimal Hono app that does what an action must do at the
 * least (parse the body, GetItem strongly, conditional PutItem of a game-sized item, answer
 * JSON) with the same SDK client on the same store.
 *
 * Store, servers and load are processes of their own (a dynalite process; the real app and
 * the anchor each on a loopback port; the load generator), as deployed. Rounds interleave
 * the paths, the order rotating each round; each round's ratio is the path's rate over the
 * anchor's in that round, and the figure is the median of the rounds. Beside it, the same
 * ratio by CPU time per action of the three processes together. Both servers run one module
 * built with the deployed functions' esbuild options (support/bundle.ts); TSX=1 runs them by
 * tsx instead, which charges the project's code, and only it, for keeping function names.
 *
 * `scoped` is the REST path with a personal token that holds only `games:play` instead of the
 * account token: what checking a scope on the request path costs, as the ratio of their times
 * per action in the same round (target at most 1.05).
 *
 * `answered` is the anchor answering what a REST action answers (the game's view, the app's
 * headers, copied from one real reply): what the reply costs by itself, and so how much CPU
 * REST's target leaves the action's own work (authentication, validation, the rules, the
 * item's codec, the events, building the view).
 *
 * The app keeps its games as `npm start` does (a game cache: an action's write starts from
 * the last, unread); GAME_CACHE_SIZE=0 measures it as a deployed function, which reads the
 * game for every action.
 *
 *   npm run bench:api [-- rounds]      (ROUNDS, ACTIONS to change the size; TSX=1; GAME_CACHE_SIZE)
 */
import { LOCAL_GAME_CACHE, gameCacheFrom } from '../src/entry/service.js';
import type { Part } from './support/processes.js';
import { bundlePart } from './support/bundle.js';
import { startPart } from './support/processes.js';
import type { Answer, Path, RunResult } from './api/load-process.js';

const ROUNDS = Number(process.argv[2] ?? process.env.ROUNDS ?? 15);
const ACTIONS = Number(process.env.ACTIONS ?? 0);
const CONFIGS = [
  { clients: 1, actionsPerClient: ACTIONS || 80 },
  { clients: 8, actionsPerClient: ACTIONS || 50 },
];
const TARGETS = { restVsAnchor: 0.9, graphqlVsRest: 0.95, scopedVsAccount: 1.05 };
const PATHS: readonly Path[] = ['anchor', 'answered', 'rest', 'scoped', 'graphql', 'bare'];
const LABELS: Record<Path, string> = { anchor: 'minimal Hono (anchor)', answered: "anchor, REST's answer", rest: 'REST actions', scoped: 'REST, scoped token', graphql: 'GraphQL mutations', bare: 'bare SDK pairs (load)' };

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length === 0 ? 0 : s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const percentile = (xs: readonly number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

/** Median CPU microseconds per action of one process over the rounds. */
const cpu = (samples: Map<Path, number[]>, path: Path) => `${median(samples.get(path)!).toFixed(0)} µs`;

const parts: Part[] = [];
try {
  const store = await startPart('store', 'support/store-process.ts');
  parts.push(store);
  const { endpoint, tableName } = store.ready as { endpoint: string; tableName: string };
  const serverModule = process.env.TSX ? 'api/server-process.ts' : await bundlePart('api/server-process.ts');
  const [server, anchor] = await Promise.all([
    startPart('app server', serverModule, ['app', endpoint, tableName]),
    startPart('anchor server', serverModule, ['anchor', endpoint, tableName]),
  ]);
  parts.push(server, anchor);
  const maxClients = Math.max(...CONFIGS.map((c) => c.clients));
  const load = await startPart('load', 'api/load-process.ts', [String(server.ready.base), String(anchor.ready.base), endpoint, tableName, String(maxClients)]);
  parts.push(load);
  const { templateBytes, answer } = await load.call<{ templateBytes: number; answer: Answer }>({ type: 'setup' });
  await anchor.call({ type: 'answer', answer });

  // Warm-up: every path, every client count, so the JIT and the connection pools have settled.
  for (const { clients } of CONFIGS) for (const path of PATHS) await load.call({ path, clients, actions: 40 });

  console.log(`API actions through HTTP, node ${process.version}, separate processes for the store (dynalite), the app, the anchor and the load`);
  console.log(`servers ${process.env.TSX ? 'run by tsx' : 'bundled as the functions are'}`);
  const gameCache = gameCacheFrom(process.env, LOCAL_GAME_CACHE);
  console.log(gameCache > 0 ? `the app keeps ${gameCache} games (as npm start): an action's write starts from the last, unread` : 'the app keeps no games (as a deployed function): every action reads its game');
  console.log(`solo jamb games; anchor item ${templateBytes} bytes as JSON; median of ${ROUNDS} interleaved rounds, ratios per round\n`);
  let allMet = true;
  for (const { clients, actionsPerClient } of CONFIGS) {
    const rates = new Map<Path, number[]>(PATHS.map((p) => [p, []]));
    const ratios = new Map<Path, number[]>(PATHS.map((p) => [p, []]));
    const latencies = new Map<Path, number[]>(PATHS.map((p) => [p, []]));
    const gqlVsRest: number[] = [];
    // Time per action with a scoped personal token over time per action with the account token, per round.
    const scopedVsAccount: number[] = [];
    const serverCpu = new Map<Path, number[]>(PATHS.map((p) => [p, []]));
    const storeCpu = new Map<Path, number[]>(PATHS.map((p) => [p, []]));
    const loadCpu = new Map<Path, number[]>(PATHS.map((p) => [p, []]));
    // Per round: the anchor's CPU per action (all three processes) over the path's, the rate
    // the path would have relative to the anchor where the machine is theirs alone and they
    // are CPU-bound; a busy machine moves it much less than it moves the rates.
    const cpuRatios = new Map<Path, number[]>(PATHS.map((p) => [p, []]));
    for (let round = 0; round < ROUNDS; round++) {
      const order = PATHS.map((_, i) => PATHS[(i + round) % PATHS.length]!);
      const results = new Map<Path, RunResult>();
      for (const path of order) {
        // Each client's next game is made before the round: a round times actions, not creations.
        await load.call({ type: 'prepare', path, clients });
        const serving = path === 'anchor' || path === 'answered' ? anchor : path === 'bare' ? null : server;
        const cpuNow = () => Promise.all([serving?.call<number>({ type: 'cpu' }) ?? 0, store.call<number>({ type: 'cpu' }), load.call<number>({ type: 'cpu' })]);
        const [serverBefore, storeBefore, loadBefore] = await cpuNow();
        const result = await load.call<RunResult>({ path, clients, actions: actionsPerClient });
        const [serverAfter, storeAfter, loadAfter] = await cpuNow();
        results.set(path, result);
        serverCpu.get(path)!.push((serverAfter - serverBefore) / result.latencies.length);
        storeCpu.get(path)!.push((storeAfter - storeBefore) / result.latencies.length);
        loadCpu.get(path)!.push((loadAfter - loadBefore) / result.latencies.length);
      }
      const rate = (path: Path) => results.get(path)!.latencies.length / results.get(path)!.seconds;
      for (const path of PATHS) {
        rates.get(path)!.push(rate(path));
        ratios.get(path)!.push(rate(path) / rate('anchor'));
        latencies.get(path)!.push(...results.get(path)!.latencies);
      }
      gqlVsRest.push(rate('graphql') / rate('rest'));
      scopedVsAccount.push(rate('rest') / rate('scoped'));
      const cpuOf = (path: Path) => serverCpu.get(path)!.at(-1)! + storeCpu.get(path)!.at(-1)! + loadCpu.get(path)!.at(-1)!;
      for (const path of PATHS) cpuRatios.get(path)!.push(cpuOf('anchor') / cpuOf(path));
    }
    console.log(`${clients} client(s), ${clients * actionsPerClient} actions per path per round`);
    console.log(`  ${'path'.padEnd(24)}${'actions/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'server CPU'.padStart(12)}${'store CPU'.padStart(11)}${'load CPU'.padStart(10)}   ratio to anchor (range)   by CPU (range)`);
    for (const path of PATHS) {
      const r = ratios.get(path)!;
      const c = cpuRatios.get(path)!;
      const l = latencies.get(path)!;
      console.log(
        `  ${LABELS[path].padEnd(24)}${median(rates.get(path)!).toFixed(0).padStart(10)}${percentile(l, 50).toFixed(2).padStart(9)}${percentile(l, 99).toFixed(2).padStart(9)}${(path === 'bare' ? '-' : cpu(serverCpu, path)).padStart(12)}${cpu(storeCpu, path).padStart(11)}${cpu(loadCpu, path).padStart(10)}   ${`${median(r).toFixed(2)} (${Math.min(...r).toFixed(2)}-${Math.max(...r).toFixed(2)})`.padEnd(26)}${median(c).toFixed(2)} (${Math.min(...c).toFixed(2)}-${Math.max(...c).toFixed(2)})`,
      );
    }
    const restRatio = median(ratios.get('rest')!);
    const gqlRatio = median(gqlVsRest);
    const verdict = (ok: boolean) => (ok ? 'MET' : 'NOT MET');
    const scopedRatio = median(scopedVsAccount);
    allMet &&= restRatio >= TARGETS.restVsAnchor && gqlRatio >= TARGETS.graphqlVsRest && scopedRatio <= TARGETS.scopedVsAccount;
    // The medians of each process's CPU per action, summed: steadier than the median of the rounds' ratios.
    const cpuPerAction = (path: Path) => [serverCpu, storeCpu, loadCpu].reduce((sum, samples) => sum + median(samples.get(path)!), 0);
    console.log(
      `  REST / anchor ${restRatio.toFixed(2)}: ${verdict(restRatio >= TARGETS.restVsAnchor)} (target at least ${TARGETS.restVsAnchor}); by CPU ${median(cpuRatios.get('rest')!).toFixed(2)}, by median CPU per action ${(cpuPerAction('anchor') / cpuPerAction('rest')).toFixed(2)} (${(cpuPerAction('anchor') / 1000).toFixed(2)} / ${(cpuPerAction('rest') / 1000).toFixed(2)} ms)`,
    );
    console.log(
      `  scoped token / account token, time per action ${scopedRatio.toFixed(3)} (${Math.min(...scopedVsAccount).toFixed(2)}-${Math.max(...scopedVsAccount).toFixed(2)}): ${verdict(scopedRatio <= TARGETS.scopedVsAccount)} (target at most ${TARGETS.scopedVsAccount}); by median CPU per action ${(cpuPerAction('scoped') / cpuPerAction('rest')).toFixed(3)}`,
    );
    const answered = median(ratios.get('answered')!);
    const allowed = cpuPerAction('anchor') / TARGETS.restVsAnchor - cpuPerAction('answered');
    const spent = cpuPerAction('rest') - cpuPerAction('answered');
    console.log(
      `  the anchor answering REST's reply (the game's view, the app's headers) runs at ${answered.toFixed(2)} of the anchor (by median CPU per action ${(cpuPerAction('anchor') / cpuPerAction('answered')).toFixed(2)}): REST's target allows an action ${allowed.toFixed(0)} µs of CPU more than it; REST spends ${Math.abs(spent).toFixed(0)} µs ${spent >= 0 ? 'more' : 'less'}`,
    );
    console.log(`  GraphQL / REST ${gqlRatio.toFixed(2)} (${Math.min(...gqlVsRest).toFixed(2)}-${Math.max(...gqlVsRest).toFixed(2)}): ${verdict(gqlRatio >= TARGETS.graphqlVsRest)} (target at least ${TARGETS.graphqlVsRest})\n`);
  }
  console.log(allMet ? 'All targets met.' : 'Some targets not met.');
} finally {
  await Promise.all(parts.map((p) => p.stop()));
}
