/**
 * Reads as one player's history grows, and the local server's memory as games are played.
 *
 * 1. Two embedded stores each hold one player ("Hero") with a history of finished games
 *    (history/world.ts: copies of games played through the service, written through the store
 *    layer with their memberships and the players' sums; about one in four yams-6, the rest
 *    yams-5; five active games and three open public jamb games beside). The anchor store keeps
 *    the smallest history (SIZES[0] games); the grown store is given each of SIZES in turn.
 *    At each size every read endpoint is asked ROUNDS times through the app, each time by a
 *    fresh service (no list head kept in memory), of both stores back to back (in alternating
 *    order, so a busier moment of the machine weighs on both). The benchmark prints the store
 *    calls and the read units of one request of the grown store, and its median time, and as
 *    the ratio to the anchor the median of the rounds' time ratios; then, per endpoint, the
 *    ratios at the largest size. Target: calls, units and time each at most 1.5x the anchor.
 * 2. The local server (`npm start`, the embedded store on disk, heap capped at 160 MB) plays
 *    MEMORY_GAMES (8,000) two-seat games of random bots sent over HTTP; its resident memory
 *    is printed after every 1,000. Target: at most 100 MB more at the end than after 2,000.
 *
 *   npm run bench:history      (SIZES=100,1600,6400 ROUNDS=31 MEMORY_GAMES=8000; MEMORY_GAMES=0 skips part 2, SIZES= skips part 1)
 */
import { createApp } from '../src/app/index.js';
import { silentLogger } from '../src/log.js';
import { createService } from '../src/service/index.js';
import { localServerMemory } from './history/memory.js';
import type { World } from './history/world.js';
import { createWorld } from './history/world.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const SIZES = (process.env.SIZES ?? '100,1600,6400').split(',').filter(Boolean).map(Number);
const ROUNDS = Number(process.env.ROUNDS ?? 31);
const MEMORY_GAMES = Number(process.env.MEMORY_GAMES ?? 8_000);
const TARGET = 1.5;
const MEMORY_TARGET_MB = 100;

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

interface Request {
  readonly path: string;
  readonly method?: string;
  readonly body?: string;
  readonly token?: boolean;
}
const graphql = (query: string): Request => ({ method: 'POST', path: '/graphql', body: JSON.stringify({ query }) });
const statsField = (id: string) => `player(id: "${id}") { stats { rulesets { played mean } } }`;
const ENDPOINTS: { name: string; request: (w: World) => Request }[] = [
  { name: 'GET /v1/players/{id}/stats', request: (w) => ({ path: `/v1/players/${w.heroId}/stats` }) },
  { name: 'GET /v1/players/{id}', request: (w) => ({ path: `/v1/players/${w.heroId}` }) },
  { name: 'GET /v1/games?player=', request: (w) => ({ path: `/v1/games?player=${w.heroId}` }) },
  { name: 'GET /v1/games?player=&ruleset=yams-6', request: (w) => ({ path: `/v1/games?player=${w.heroId}&ruleset=yams-6` }) },
  { name: 'GET /v1/games?player=&ruleset=jamb (never played)', request: (w) => ({ path: `/v1/games?player=${w.heroId}&ruleset=jamb` }) },
  { name: 'GET /v1/games?player=&status=active&ruleset=yams-5', request: (w) => ({ path: `/v1/games?player=${w.heroId}&status=active&ruleset=yams-5` }) },
  { name: 'GET /v1/players/me/turns', request: () => ({ path: '/v1/players/me/turns', token: true }) },
  { name: 'GET /v1/leaderboards/yams-5', request: () => ({ path: '/v1/leaderboards/yams-5' }) },
  { name: 'GET /v1/lobby', request: () => ({ path: '/v1/lobby' }) },
  { name: 'GET /v1/games/export?player=&limit=25', request: (w) => ({ path: `/v1/games/export?player=${w.heroId}&limit=25` }) },
  { name: 'GraphQL player { stats }', request: (w) => graphql(`{ ${statsField(w.heroId)} }`) },
  { name: 'GraphQL 25 aliases of player { stats }', request: (w) => graphql(`{ ${Array.from({ length: 25 }, (_, i) => `p${i}: ${statsField(w.heroId)}`).join(' ')} }`) },
];

interface Measured {
  readonly calls: number;
  readonly units: number;
  readonly ms: number;
  /** Calls and units of the anchor store's request, and the median of the rounds' time ratios to it. */
  readonly anchor: { readonly calls: number; readonly units: number; readonly time: number };
}

class Unavailable extends Error {}
/** Rounds run again because a request was answered 503 (the store's deadline passed on a loaded machine). */
let repeated = 0;

/** One request through a fresh app and service over `world`'s store: its time, calls and units. */
async function once(world: World, endpoint: (typeof ENDPOINTS)[number]): Promise<{ ms: number; calls: number; units: number }> {
  const { path, method = 'GET', body, token } = endpoint.request(world);
  const app = createApp({ service: createService({ store: world.store, log: silentLogger }), logger: silentLogger });
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${world.heroToken}` }) };
  world.meter.reset();
  const start = performance.now();
  const res = await app.request(path, { method, headers, ...(body && { body }) });
  const text = await res.text();
  const ms = performance.now() - start;
  // A store that did not answer in time (a loaded machine) says so; the round is run again.
  if (res.status === 503 || text.includes('"UNAVAILABLE"')) throw new Unavailable();
  if (res.status !== 200 || text.includes('"errors"')) throw new Error(`${endpoint.name}: ${res.status} ${text.slice(0, 300)}`);
  return { ms, calls: world.meter.calls, units: world.meter.units };
}

/** One endpoint, the grown store against the anchor store, ROUNDS rounds after two to warm up. */
async function measure(grown: World, anchorWorld: World, endpoint: (typeof ENDPOINTS)[number]): Promise<Measured> {
  const times: number[] = [];
  const ratios: number[] = [];
  let last = { calls: 0, units: 0 };
  let anchor = { calls: 0, units: 0 };
  for (let round = -2; round < ROUNDS; round++) {
    const grownFirst = round % 2 === 0;
    const pair = async () => [await once(grownFirst ? grown : anchorWorld, endpoint), await once(grownFirst ? anchorWorld : grown, endpoint)] as const;
    const measured = await pair().catch((error: unknown) => {
      if (!(error instanceof Unavailable) || repeated >= 20) throw error;
      repeated++;
      return null;
    });
    if (measured === null) {
      round--;
      continue;
    }
    const [a, b] = measured;
    const [g, s] = grownFirst ? [a, b] : [b, a];
    if (round >= 0) times.push(g.ms);
    if (round >= 0) ratios.push(g.ms / s.ms);
    [last, anchor] = [g, s];
  }
  return { ...last, ms: median(times), anchor: { ...anchor, time: median(ratios) } };
}

const ratio = (x: number, y: number) => (y === 0 ? (x === 0 ? 1 : Number.POSITIVE_INFINITY) : x / y);

if (SIZES.length > 0) {
  const anchorWorld = await createWorld();
  const grown = await createWorld();
  await anchorWorld.grow(SIZES[0]!);
  const results = new Map<string, Measured[]>();
  for (const size of SIZES) {
    const started = performance.now();
    await grown.grow(size);
    console.log(`history of ${size} finished games (seeded in ${((performance.now() - started) / 1000).toFixed(0)} s); the anchor's: ${SIZES[0]}`);
    for (const endpoint of ENDPOINTS) {
      const m = await measure(grown, anchorWorld, endpoint);
      results.set(endpoint.name, [...(results.get(endpoint.name) ?? []), m]);
      console.log(`  ${endpoint.name.padEnd(52)} ${String(m.calls).padStart(3)} calls ${m.units.toFixed(1).padStart(6)} RCU ${m.ms.toFixed(2).padStart(8)} ms   time ${m.anchor.time.toFixed(2)}x the anchor's`);
    }
  }
  const [first, lastSize] = [SIZES[0]!, SIZES.at(-1)!];
  console.log(`\n| endpoint | store calls (${SIZES.join(' / ')} games) | read units | median ms | time / anchor's (${first} games) | at ${lastSize}: calls, units, time / anchor's |`);
  console.log('|---|---|---|---|---|---|');
  let met = true;
  for (const [name, ms] of results) {
    const z = ms.at(-1)!;
    const ratios = [ratio(z.calls, z.anchor.calls), ratio(z.units, z.anchor.units), z.anchor.time];
    if (ratios.some((r) => r > TARGET)) met = false;
    console.log(`| ${name} | ${ms.map((m) => m.calls).join(' / ')} | ${ms.map((m) => m.units.toFixed(1)).join(' / ')} | ${ms.map((m) => m.ms.toFixed(1)).join(' / ')} | ${ms.map((m) => m.anchor.time.toFixed(2)).join(' / ')} | ${ratios.map((r) => r.toFixed(2)).join(', ')} |`);
  }
  if (repeated > 0) console.log(`\n(${repeated} rounds run again after a 503: the store's deadline passed on a loaded machine)`);
  console.log(`\nevery read at ${lastSize} games within ${TARGET}x of the same read at ${first}: ${met ? 'met' : 'NOT met'}`);
  await Promise.all([anchorWorld.close(), grown.close()]);
}

if (MEMORY_GAMES > 0) {
  console.log(`\nthe local server's resident memory, ${MEMORY_GAMES} games of two random bots played through it:`);
  const samples = await localServerMemory(MEMORY_GAMES, 1_000);
  console.log('| games | RSS (MB) |\n|---|---|');
  for (const s of samples) console.log(`| ${s.games} | ${s.rssMb.toFixed(0)} |`);
  const at2000 = samples.find((s) => s.games === 2_000);
  const end = samples.at(-1)!;
  if (at2000 && end.games > 2_000) {
    const growth = end.rssMb - at2000.rssMb;
    console.log(`from 2,000 to ${end.games} games: ${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB (${(growth / ((end.games - 2_000) / 1_000)).toFixed(1)} MB per 1,000 games); within ${MEMORY_TARGET_MB} MB: ${growth <= MEMORY_TARGET_MB ? 'met' : 'NOT met'}`);
  }
}
