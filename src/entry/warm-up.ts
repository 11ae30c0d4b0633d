import type { Context } from 'aws-lambda';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Logger } from '../log.js';
import { ALL_RULESETS, rollScores } from '../engine/index.js';
import { gameDice, exampleGame, exampleRecord } from '../service/index.js';
import { gameToItem, itemToGame } from '../store/index.js';
import type { AppMaker, FunctionApi, GatewayHandler } from './rehearsal.js';
import { gatewayEvent, rehearse } from './rehearsal.js';

/*
 * Work a function instance does in its init phase so that its first request does not.
 *
 * Every instance needs the same things made once: Node's fetch classes (the Request the
 * Lambda adapter builds loads Node's bundled undici on first use), the router's matcher, the
 * request edge, body validation, the error funnel and the GraphQL schema, Yoga and its
 * validation and execution, all built or compiled on first use; the SDK client's
 * configuration, credentials, endpoint, signing key and request serialisers, resolved on its
 * first sends; each ruleset's table of the scores of every distinct roll, which the engine
 * fills on first use; and the write path's own code (the engine's moves, the dice, the game
 * item's codec, the views and their JSON), run on the documentation's example game, and then
 * a player's first requests end to end on a table in memory (rehearsal.ts), which also runs
 * the SDK's response parsers that an aborted call never reaches; last, the garbage all this
 * leaves is collected (collectGarbage). At init they cost the same
 * CPU once, but off the first request's clock, and an instance Lambda initialises ahead of
 * demand pays none of it on a request.
 *
 * The table is read twice at once and never written: two GetItems of a key no item has,
 * eventually consistent (a read unit per instance), open the two connections the first request
 * would otherwise open (the TCP and TLS handshakes: a write by a token the instance has not
 * kept reads the token and the game at once, game-context.ts) and run the SDK's and Node's
 * HTTP send and receive paths; they give up after a second, and a failure only leaves that to
 * the first request. The conditional put is aborted before it is sent (the SDK checks the signal after
 * signing, just before the network), the action is refused for want of a token before the
 * service reads anything, and the GraphQL query asks only for the rulesets.
 */

/**
 * A performance mark an entry sets when its modules are loaded and the warm-up starts, with the
 * process's CPU time then (`process.cpuUsage()`) as its detail: what the init phase spends on
 * loading code and what it spends on warming up are measured apart (`npm run bench:coldstart`).
 */
export const LOADED_MARK = 'yamb:loaded';

/** The request id of the init phase's own requests: the app does not log them (see lambda.ts). */
export const WARM_UP_REQUEST_ID = 'init-warm-up';

/** A POST of `body` to `path` without a token, as API Gateway sends it. */
const warmUpEvent = (path: string, body: unknown) => gatewayEvent('POST', path, body, { 'x-request-id': WARM_UP_REQUEST_ID });

const NO_GAME = '0000000000000000';

/** How long the init phase waits for its reads of the table. */
const CONNECT_BUDGET_MS = 1_000;

/** The init phase's own request to the function's real app: one that reads nothing. */
const PROBES: Record<FunctionApi, () => ReturnType<typeof warmUpEvent>> = {
  // Refused with UNAUTHENTICATED.
  rest: () => warmUpEvent(`/v1/games/${NO_GAME}/actions`, { type: 'roll' }),
  // Answered from the rulesets, which are data. Not a refused mutation: a GraphQL error copies
  // its cause's stack, and the first stack an instance formats under --enable-source-maps
  // decodes the bundle's whole source map (seconds on a small machine).
  graphql: () => warmUpEvent('/graphql', { query: 'query { rulesets { id dice } }' }),
};

export interface WarmUp {
  /** The API the function serves: its request paths are the ones run. */
  readonly api: FunctionApi;
  readonly handler: GatewayHandler;
  readonly client: DynamoDBDocumentClient;
  readonly tableName: string;
  /** How the function builds its app: the rehearsal builds one over a table in memory. */
  readonly rehearsalApp: AppMaker;
  /** Where the instance says it is ready (the function's log): the first line it writes, so no request pays for opening its output. */
  readonly log: Logger;
}

/**
 * A full garbage collection, the init phase's last step. Loading and warming up leave garbage
 * and a heap near the size at which V8 next collects it all; without this, that collection (a
 * few milliseconds to over ten on a small machine) lands in one of the first requests. Node
 * exposes `gc` only behind a flag, which a context made after setting it sees (as test runners
 * do to measure leaks).
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** Runs each request path of the function once and sets up the store client; failures are ignored (the first request then pays). */
export async function warmUp({ api, handler, client, tableName, rehearsalApp, log }: WarmUp): Promise<void> {
  const started = performance.now();
  for (const ruleset of ALL_RULESETS) rollScores(ruleset, new Array(ruleset.dice).fill(1));
  const record = itemToGame(gameToItem(exampleRecord()));
  gameDice(record, record.state.version).roll(5);
  JSON.stringify(exampleGame());
  const unsent = { abortSignal: AbortSignal.abort() };
  const Key = { pk: 'init', sk: 'init' };
  await Promise.allSettled([
    handler(PROBES[api](), {} as Context),
    ...[0, 1].map(() => client.send(new GetCommand({ TableName: tableName, Key, ConsistentRead: false }), { abortSignal: AbortSignal.timeout(CONNECT_BUDGET_MS) })),
    client.send(new PutCommand({ TableName: tableName, Item: { ...Key, v: 1 }, ConditionExpression: '#v = :v', ExpressionAttributeNames: { '#v': 'v' }, ExpressionAttributeValues: { ':v': 0 } }), unsent),
  ]);
  const rehearsed = await rehearse(api, rehearsalApp, tableName, WARM_UP_REQUEST_ID).then(
    () => true,
    () => false,
  );
  collectGarbage();
  const loaded = performance.getEntriesByName(LOADED_MARK)[0];
  log({ level: 'info', msg: 'instance ready', api, rehearsed, ...(loaded && { loadMs: Math.round(loaded.startTime) }), warmUpMs: Math.round(performance.now() - started) });
}
