import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './openapi.js';
import { type RetryPolicy, retryingFetch } from './retry.js';

/*
 * yamb-client, the package's front door: a typed client for the REST API, openapi-fetch over
 * the types generated from schema/openapi.json (`npm run schema`), and the event-stream
 * reader. Helpers with dependencies of their own a browser app may not want live behind
 * subpaths: `yamb-client/webhooks` (signature checks; standardwebhooks, an optional peer) and
 * `yamb-client/oauth` (an app signing a player in: PKCE, the consent page's address, the code
 * exchange and refresh).
 * Calls are addressed by path and method, so the client follows the document without
 * depending on operation ids:
 *
 *   const yamb = createYambClient({ baseUrl: 'http://localhost:3000', token });
 *   const { data, error } = await yamb.POST('/v1/games/{gameId}/actions', {
 *     params: { path: { gameId }, header: { 'if-match': ifMatch(game.version), 'idempotency-key': randomUUID() } },
 *     body: { type: 'roll' },
 *   });
 */

export type { paths, components } from './openapi.js';
export { type RetryPolicy, retryingFetch } from './retry.js';
export { type EventStreamOptions, type GameEvent, type ReconnectInfo, EventStreamError, gameEvents, playerEvents, readEventStream } from './events.js';

export type YambClient = Client<paths>;

type JsonContent<R> = R extends { content: { 'application/json': infer T } } ? T : never;

/** The whole game view every game read and every action returns. */
export type Game = JsonContent<paths['/v1/games/{gameId}']['get']['responses'][200]>;
/** An action's body: roll, announce, score or resign. */
export type Action = JsonContent<paths['/v1/games/{gameId}/actions']['post']['requestBody']>;
/** A ruleset id: yamb-classic, jamb, yams-5, yams-6. */
export type RulesetId = JsonContent<paths['/v1/games']['post']['requestBody']>['ruleset'];
/** A registered player and its bearer token (shown only once). */
export type RegisteredPlayer = JsonContent<paths['/v1/players']['post']['responses'][201]>;

export interface YambClientOptions {
  /** The API's origin, e.g. http://localhost:3000 (no /v1). */
  readonly baseUrl: string;
  /** The player's bearer token; leave it out for reads and registration. */
  readonly token?: string | undefined;
  /** Repeats what is safe to repeat (see retry.ts); `false` sends every request once. */
  readonly retry?: RetryPolicy | false;
  /** The fetch to send requests with; globalThis.fetch by default. */
  readonly fetch?: (request: Request) => Promise<Response>;
}

/** A client of one API for one player (or for nobody, with no token). */
export function createYambClient({ baseUrl, token, retry = {}, fetch = (request) => globalThis.fetch(request) }: YambClientOptions): YambClient {
  return createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    fetch: retry === false ? fetch : retryingFetch(fetch, retry),
  });
}

/** The `If-Match` value that acts only on `version`: the game's ETag, a quoted version. */
export const ifMatch = (version: number): string => `"${version}"`;
