/**
 * What an open event stream costs on a deployed function, where streams poll the table (the
 * streams function, src/entry/streams-lambda.ts): read units per poll, counted by the store's
 * capacity meter, for a game stream idle and while a two-seat `jamb` game is played, for a
 * player stream idle with 0, 1 and 4 open or active games, and what a reconnect's replay reads.
 * Per minute is per poll times the polls a minute makes at the deployed interval (2 s).
 *
 *   npm run bench:streams
 *
 * Units are what the embedded engine reports (strong reads ceil(size / 4 KB), eventually
 * consistent reads half of that, queries by the size of what they read), with DynamoDB's
 * minimum for a query that finds nothing (see `billed`). The polls run faster
 * here (POLL_MS) than deployed; a poll reads the same whatever the interval.
 */
import type { EventView } from '../src/contract/events.js';
import { DEFAULT_STREAM_SETTINGS } from '../src/entry/stream-function.js';
import { silentLogger } from '../src/log.js';
import type { PlayerView } from '../src/service/index.js';
import { createService } from '../src/service/index.js';
import type { CapacityReading } from '../src/store/capacity.js';
import { createDynamoStore } from '../src/store/dynamo-store.js';
import { startEmbeddedDynamo } from '../src/entry/embedded-dynamo.js';
import { chooseAction, prng } from '../test/support/play.js';
import { seededRandom } from '../test/support/random.js';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const POLL_MS = 20;
const IDLE_POLLS = 50;
const POLLS_PER_MINUTE = 60 / DEFAULT_STREAM_SETTINGS.pollSeconds;
// The prices of docs/deploy.md, Scale and cost (bench:capacity): DynamoDB on demand $0.25 per million read units,
// Lambda arm64 $0.0000133334 per GB-second and $0.20 per million requests.
const READ_UNIT_DOLLARS = 0.25 / 1e6;
const LAMBDA_GB_SECOND_DOLLARS = 0.0000133334;
const LAMBDA_REQUEST_DOLLARS = 0.2 / 1e6;
// The streams function's memory (infra/constructs/streams.ts), and invocations a minute per open stream.
const STREAMS_GB = 256 / 1024;
const INVOCATIONS_PER_MINUTE = 60 / DEFAULT_STREAM_SETTINGS.lifetimeSeconds;

const db = await startEmbeddedDynamo();
const readings: CapacityReading[] = [];
// The streams' store is metered; the writer (the API function) is not.
const streams = createService({
  store: createDynamoStore({ client: db.client, tableName: db.tableName, meter: (r) => readings.push(r) }),
  log: silentLogger,
  streams: { mode: 'poll', pollMs: POLL_MS, maxDurationMs: 60 * 60_000 },
}).streams;
const writer = createService({ store: createDynamoStore({ client: db.client, tableName: db.tableName }), random: seededRandom('bench-streams'), log: silentLogger });

const running: Promise<void>[] = [];

/** Drains a stream in the background; `until(n)` waits for its n-th event. */
function consume(stream: AsyncGenerator<EventView>) {
  const got: EventView[] = [];
  let wake = null as (() => void) | null;
  const finished = (async () => {
    for await (const event of stream) {
      got.push(event);
      wake?.();
    }
  })();
  running.push(finished);
  return {
    got,
    async until(n: number) {
      while (got.length < n) await new Promise<void>((resolve) => (wake = resolve));
    },
  };
}

/**
 * Units as DynamoDB bills them: the embedded engine reports 0 for a query that finds nothing,
 * where DynamoDB bills its minimum, half a unit for an eventually consistent query (the
 * membership lists read an index) and one for a strong read.
 */
const billed = (r: CapacityReading) => (r.read > 0 ? r.read : r.operation === 'getGame' || r.operation === 'archivedEntries' ? 1 : 0.5);

/** The units of each poll since `from`: a poll starts with the first of its `first` readings (the read of the game, or the two membership queries). */
function polls(from: number, starts: (r: CapacityReading) => boolean, first = 1): number[] {
  const groups: number[] = [];
  let seen = 0;
  for (const r of readings.slice(from)) {
    if (starts(r) && seen++ % first === 0) groups.push(0);
    if (groups.length > 0) groups[groups.length - 1]! += billed(r);
  }
  return groups;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
const gamePoll = (r: CapacityReading) => r.operation === 'getGame';
const playerPoll = (r: CapacityReading) => r.operation === 'listMemberships';
let playerCount = 0;
const player = async (): Promise<PlayerView> => (await writer.players.register(`P${++playerCount}`)).player;

// A game stream, idle: each poll reads the game item.
const ana = await player();
const ben = await player();
let view = await writer.games.create(ana, { ruleset: 'jamb', seats: 2 });
view = await writer.games.join(ben, view.id, { invitation: view.invitation!.code });
const stop = new AbortController();
const game = consume(streams.game(view.id, {}, stop.signal));
await game.until(4);
let mark = readings.length;
await sleep(IDLE_POLLS * POLL_MS);
const idle = polls(mark, gamePoll).slice(1, -1);

// While the game is played to the end, one action per poll interval: a poll mostly sees one
// new version, whose events the game item itself holds; one that sees several (two actions
// landed between two polls) reads the log's archived chunks to catch up.
mark = readings.length;
const people = new Map([[ana.id, ana], [ben.id, ben]]);
const rand = prng(7);
let actions = 0;
while (view.status === 'active' && view.turn) {
  const before = game.got.length;
  view = await writer.games.act(people.get(view.turn.player.id)!, view.id, chooseAction(view.turn, rand));
  actions += 1;
  await game.until(before + 1);
  await sleep(POLL_MS);
}
await sleep(3 * POLL_MS);
const played = polls(mark, gamePoll);
const catchUps = readings.slice(mark).filter((r) => r.operation === 'archivedEntries').length;
stop.abort();

// A reconnect at the end of the game: the game item and its whole log (the archived chunks).
mark = readings.length;
const again = new AbortController();
const replay = consume(streams.game(view.id, { eventId: game.got[Math.floor(game.got.length / 2)]!.id }, again.signal));
await replay.until(1);
// Every read of the replay is made before its first event; the first poll comes POLL_MS later.
const reconnect = readings.slice(mark).reduce((s, r) => s + billed(r), 0);
again.abort();

// Player streams, idle, with 0, 1 and 4 open or active games.
const playerRows: { games: number; perPoll: number }[] = [];
for (const count of [0, 1, 4]) {
  const me = await player();
  for (let i = 0; i < count; i++) await writer.games.create(me, { ruleset: 'jamb', seats: 2 });
  const done = new AbortController();
  consume(streams.player(me.id, undefined, done.signal));
  await sleep(2 * POLL_MS);
  mark = readings.length;
  await sleep(IDLE_POLLS * POLL_MS);
  done.abort();
  playerRows.push({ games: count, perPoll: mean(polls(mark, playerPoll, 2).slice(1, -1)) });
}
await Promise.all(running);
await db.close();

const row = (what: string, perPoll: number) =>
  `| ${what} | ${perPoll.toFixed(2)} | ${(perPoll * POLLS_PER_MINUTE).toFixed(1)} | $${(perPoll * POLLS_PER_MINUTE * READ_UNIT_DOLLARS).toFixed(7)} |`;
console.log(`poll every ${DEFAULT_STREAM_SETTINGS.pollSeconds} s deployed (${POLLS_PER_MINUTE} polls a minute), ${POLL_MS} ms here; ${idle.length} idle polls, a two-seat jamb game of ${actions} actions over ${played.length} polls\n`);
console.log('| open stream | RCU per poll | RCU per minute | DynamoDB $ per minute |');
console.log('|---|---|---|---|');
console.log(row('game stream, idle', mean(idle)));
console.log(row('game stream, while played (an action every poll or two)', mean(played)));
for (const r of playerRows) console.log(row(`player stream, ${r.games} open or active games`, r.perPoll));
const lambda = 60 * STREAMS_GB * LAMBDA_GB_SECOND_DOLLARS + INVOCATIONS_PER_MINUTE * LAMBDA_REQUEST_DOLLARS;
console.log(`\nLambda per open stream (computed, not measured): 60 s at 256 MB arm64 and ${INVOCATIONS_PER_MINUTE} invocations a minute, $${lambda.toFixed(7)} a minute, whether the client is still reading or not`);
console.log(`${catchUps} of the ${played.length} polls while played caught up on several versions (largest poll ${Math.max(...played).toFixed(2)} RCU); a reconnect at the end of the game (the game and its whole log): ${reconnect.toFixed(2)} RCU`);
