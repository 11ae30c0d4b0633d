import { type components, createYambClient, ifMatch, type YambClient } from 'yamb-client';

/*
 * The only module that knows the API client: every page calls the API through these functions,
 * which return the answer's data or throw an ApiFailure. The client is the `yamb-client`
 * package of this repository's workspace, imported exactly as a third party would.
 */

type Schemas = components['schemas'];
export type Game = Schemas['Game'];
export type Seat = Schemas['Seat'];
export type Turn = Schemas['Turn'];
export type Move = Schemas['Move'];
export type Ruleset = Schemas['Ruleset'];
export type RulesetId = Schemas['RulesetId'];
export type CategoryId = Schemas['CategoryId'];
export type ColumnId = Schemas['ColumnId'];
export type Player = Schemas['Player'];
export type PlayerRef = Schemas['PlayerRef'];
export type PlayerStats = Schemas['PlayerStats'];
export type GameSummary = Schemas['GameSummary'];
export type Hint = Schemas['Hint'];
export type Action = Schemas['Action'];
export type CreateGame = Schemas['CreateGame'];
export type BotLevel = NonNullable<Schemas['BotLevel']>;
export type Problem = Schemas['Problem'];
export type ProblemCode = Problem['code'];
export type GameEvent = Schemas['Event'];
export type PushSubscriptionJson = Schemas['PushSubscriptionJson'];
export type Rating = Schemas['Rating'];
export type PlayerRatings = Schemas['PlayerRatings'];
export type Tournament = Schemas['Tournament'];
export type TournamentSummary = Schemas['TournamentSummary'];
export type CreateTournament = Schemas['CreateTournament'];
export type Scope = Schemas['Scope'];
export type Token = Schemas['Token'];
export type CreateToken = Schemas['CreateToken'];
export type AuthorizationParams = Schemas['AuthorizationParams'];
export type AuthorizationCheck = Schemas['AuthorizationCheck'];

/** Where the API is: its origin, and the origin of its event streams (another one in AWS). */
export interface ApiConfig {
  readonly apiOrigin: string;
  readonly streamsOrigin: string;
}

/** A refused or failed request: the API's problem (code, detail) or a network failure (status 0). */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: ProblemCode | 'NETWORK',
    readonly detail: string,
    readonly problem?: Problem,
  ) {
    super(detail);
    this.name = 'ApiFailure';
  }
}

type Answer<T> = { data?: T; error?: unknown; response: Response };

async function settle<T>(call: Promise<Answer<T>>): Promise<T> {
  let answer: Answer<T>;
  try {
    answer = await call;
  } catch (error) {
    throw new ApiFailure(0, 'NETWORK', error instanceof Error ? error.message : String(error));
  }
  // A 204 (a deletion) has no body: its answer is `undefined`.
  if (answer.response.ok && (answer.data !== undefined || answer.response.status === 204)) return answer.data as T;
  const problem = answer.error as Problem | undefined;
  if (problem && typeof problem === 'object' && 'code' in problem) throw new ApiFailure(answer.response.status, problem.code, problem.detail, problem);
  throw new ApiFailure(answer.response.status, 'INTERNAL', `the server answered ${answer.response.status} ${answer.response.statusText}`.trim());
}

/** A call answered 204 No Content. */
async function settleEmpty(call: Promise<Answer<unknown>>): Promise<void> {
  const answer = await call.catch((error: unknown) => {
    throw new ApiFailure(0, 'NETWORK', error instanceof Error ? error.message : String(error));
  });
  if (answer.response.ok) return;
  await settle(Promise.resolve(answer));
}

/** A fresh Idempotency-Key per intended write, so a retried request is never applied twice. */
const once = () => ({ 'idempotency-key': crypto.randomUUID() });

/** The API's operations the client uses, for one player (or nobody, without a token). */
export function createApi(config: ApiConfig, token: string | null) {
  const client: YambClient = createYambClient({ baseUrl: config.apiOrigin, token: token ?? undefined });
  const game = (gameId: string) => ({ params: { path: { gameId } } });
  return {
    register: (name: string) => settle(client.POST('/v1/players', { body: { name } })),
    me: () => settle(client.GET('/v1/players/me')),
    player: (playerId: string) => settle(client.GET('/v1/players/{playerId}', { params: { path: { playerId } } })),
    stats: (playerId: string) => settle(client.GET('/v1/players/{playerId}/stats', { params: { path: { playerId } } })),
    rulesets: async () => (await settle(client.GET('/v1/rulesets'))).items,
    ruleset: (rulesetId: RulesetId) => settle(client.GET('/v1/rulesets/{rulesetId}', { params: { path: { rulesetId } } })),

    game: (gameId: string) => settle(client.GET('/v1/games/{gameId}', game(gameId))),
    moves: async (gameId: string) => (await settle(client.GET('/v1/games/{gameId}/moves', game(gameId)))).items,
    hint: (gameId: string) => settle(client.GET('/v1/games/{gameId}/hint', game(gameId))),
    createGame: (body: CreateGame) => settle(client.POST('/v1/games', { body, params: { header: once() } })),
    /** Takes a seat; a private game's needs its invitation code, unless the player was invited by id. */
    join: (gameId: string, invitation?: string) => settle(client.POST('/v1/games/{gameId}/join', { params: { path: { gameId }, header: once() }, ...(invitation && { body: { invitation } }) })),
    invite: (gameId: string, player: string) => settle(client.POST('/v1/games/{gameId}/invitations', { params: { path: { gameId }, header: once() }, body: { player } })),
    decline: (gameId: string) => settleEmpty(client.DELETE('/v1/players/me/invitations/{gameId}', game(gameId))),
    leave: (gameId: string) => settle(client.POST('/v1/games/{gameId}/leave', { params: { path: { gameId }, header: once() } })),
    rematch: (gameId: string) => settle(client.POST('/v1/games/{gameId}/rematch', game(gameId))),
    /** An action on the game as the player saw it: refused with VERSION_CONFLICT if it moved on since. */
    act: (gameId: string, version: number, body: Action) =>
      settle(client.POST('/v1/games/{gameId}/actions', { params: { path: { gameId }, header: { 'if-match': ifMatch(version), ...once() } }, body })),

    myTurns: async () => (await settle(client.GET('/v1/players/me/turns'))).items,
    invitations: async () => (await settle(client.GET('/v1/players/me/invitations'))).items,
    lobby: async () => (await settle(client.GET('/v1/lobby'))).items,
    games: async (query: { player?: string; status?: Game['status']; ruleset?: RulesetId; limit?: number }) => (await settle(client.GET('/v1/games', { params: { query } }))).items,

    /** Web Push: the server's VAPID key, and the player's browsers registered for pushes (web/src/push/). */
    pushKey: async () => (await settle(client.GET('/v1/push/key'))).publicKey,
    subscribePush: (subscription: PushSubscriptionJson) => settle(client.POST('/v1/push-subscriptions', { body: { subscription } })),
    pushSubscriptions: async () => (await settle(client.GET('/v1/push-subscriptions'))).items,
    unsubscribePush: (subscriptionId: string) => settle(client.DELETE('/v1/push-subscriptions/{subscriptionId}', { params: { path: { subscriptionId } } })),
    ratings: (playerId: string) => settle(client.GET('/v1/players/{playerId}/ratings', { params: { path: { playerId } } })),
    tournament: (tournamentId: string) => settle(client.GET('/v1/tournaments/{tournamentId}', { params: { path: { tournamentId } } })),
    tournaments: async (status: TournamentSummary['status']) => (await settle(client.GET('/v1/tournaments', { params: { query: { status } } }))).items,
    createTournament: (body: CreateTournament) => settle(client.POST('/v1/tournaments', { body })),
    joinTournament: (tournamentId: string) => settle(client.POST('/v1/tournaments/{tournamentId}/join', { params: { path: { tournamentId } } })),
    leaveTournament: (tournamentId: string) => settle(client.POST('/v1/tournaments/{tournamentId}/leave', { params: { path: { tournamentId } } })),
    /** A tournament's event stream: every change worth showing (a start, a round, the end). */
    tournamentEventsUrl: (tournamentId: string) => `${config.streamsOrigin}/v1/tournaments/${encodeURIComponent(tournamentId)}/events`,
    tokens: async () => (await settle(client.GET('/v1/tokens'))).items,
    createToken: (body: CreateToken) => settle(client.POST('/v1/tokens', { body })),
    revokeToken: (tokenId: string) => settleEmpty(client.DELETE('/v1/tokens/{tokenId}', { params: { path: { tokenId } } })),
    /** An app's authorization request, checked: what the consent page shows, or the error the app must get. */
    checkAuthorization: (query: AuthorizationParams) => settle(client.GET('/v1/oauth/authorize', { params: { query } })),
    authorizeApp: (params: AuthorizationParams, decision: 'approve' | 'deny') => settle(client.POST('/v1/oauth/authorize', { body: { ...params, decision } })),

    /** A game's event stream (server-sent events; see live/event-stream.ts). */
    eventsUrl: (gameId: string) => `${config.streamsOrigin}/v1/games/${encodeURIComponent(gameId)}/events`,
    sheetUrl: (gameId: string) => `${config.apiOrigin}/v1/games/${encodeURIComponent(gameId)}/sheet.svg`,
    proofUrl: (gameId: string) => `${config.apiOrigin}/v1/games/${encodeURIComponent(gameId)}/proof`,
  };
}

export type Api = ReturnType<typeof createApi>;
