import type { NotifyStore } from '../store/index.js';
import type { Credentials } from './auth.js';
import type { EventStreams } from './streams.js';
import type { GameService, GameServiceDeps } from './game-service.js';
import type { HintService } from './hint-service.js';
import { createHintService } from './hint-service.js';
import type { ListService } from './list-service.js';
import { createListService } from './list-service.js';
import type { ExportService } from './export-service.js';
import type { RecordService } from './record-service.js';
import { createRecordService } from './record-service.js';
import type { PlayerService, PlayerServiceDeps } from './player-service.js';
import type { Meter } from './rate-limit.js';
import type { ReadCache } from './read-cache.js';
import type { WebhookService } from './webhook-service.js';
import type { PushService } from './push-service.js';
import type { TournamentService } from './tournament-service.js';
import type { RatingService } from './rating-service.js';
import type { TokenService } from './token-service.js';
import type { OAuthService } from './oauth-service.js';
import { createOAuthService } from './oauth-service.js';

/** What every service is made from: the store it uses and the service options. */
export type Over = Omit<GameServiceDeps, 'onCommitted' | 'minTurnSeconds' | 'cache' | 'metrics'> &
  PlayerServiceDeps & {
    /** The list heads this instance keeps (read-cache.ts). */
    readonly heads?: ReadCache;
  };

export interface Makers {
  readonly players: (over: Over) => PlayerService;
  readonly games: (over: Over) => GameService;
  readonly webhooks: (notify: NotifyStore | null) => WebhookService | null;
  readonly exports: (over: Over) => ExportService;
  readonly push: (notify: NotifyStore | null) => PushService | null;
  readonly streams: EventStreams;
  readonly tournaments: (over: Over) => TournamentService;
  readonly ratings: (over: Over) => RatingService;
  readonly tokens: (over: Over) => TokenService;
}

/**
 * The services of one store, each made when first used: a request pays only for those it
 * calls. A class, not an object literal of getters, which V8 builds property by property.
 */
export class ServicesOver implements RequestServices {
  #players?: PlayerService;
  #games?: GameService;
  #lists?: ListService;
  #records?: RecordService;
  #exports?: ExportService;
  #hints?: HintService;
  #webhooks?: WebhookService | null;
  #push?: PushService | null;
  #tournaments?: TournamentService;
  #ratings?: RatingService;
  #tokens?: TokenService;
  #oauth?: OAuthService;
  readonly streams: EventStreams;
  constructor(
    private readonly make: Makers,
    private readonly over: Over,
    private readonly notify: NotifyStore | null,
  ) {
    this.streams = make.streams;
  }
  get players() { return (this.#players ??= this.make.players(this.over)); }
  get games() { return (this.#games ??= this.make.games(this.over)); }
  get lists() { return (this.#lists ??= createListService(this.over)); }
  get records() { return (this.#records ??= createRecordService(this.over)); }
  get exports() { return (this.#exports ??= this.make.exports(this.over)); }
  get hints() { return (this.#hints ??= createHintService(this.over)); }
  get webhooks() { return this.#webhooks === undefined ? (this.#webhooks = this.make.webhooks(this.notify)) : this.#webhooks; }
  get meter() { return this.over.meter ?? null; }
  get push() { return this.#push === undefined ? (this.#push = this.make.push(this.notify)) : this.#push; }
  get tournaments() { return (this.#tournaments ??= this.make.tournaments(this.over)); }
  get ratings() { return (this.#ratings ??= this.make.ratings(this.over)); }
  get tokens() { return (this.#tokens ??= this.make.tokens(this.over)); }
  get oauth() { return (this.#oauth ??= createOAuthService({ ...this.over, tokens: this.tokens })); }

  readGameAhead(credentials: Credentials, gameId: string): void {
    if (this.players.readsToCheck(credentials)) this.games.readAhead(gameId);
  }
}

/** What a request may call: the services over its deadline, and the event streams. */
export interface RequestServices {
  readonly players: PlayerService;
  readonly games: GameService;
  readonly lists: ListService;
  readonly records: RecordService;
  readonly exports: ExportService;
  readonly hints: HintService;
  readonly webhooks: WebhookService | null;
  /** Web Push subscriptions; null where the server sends no pushes. */
  readonly push: PushService | null;
  readonly streams: EventStreams;
  /** What the request costs, in cost units (rate-limit.ts); null outside a request. */
  readonly meter: Meter | null;
  readonly tournaments: TournamentService;
  readonly ratings: RatingService;
  readonly tokens: TokenService;
  readonly oauth: OAuthService;
  /**
   * Before authenticating a write of game `gameId` (an operation with `writesGame`): when
   * checking the credentials reads the store (a token this instance has not kept), the game
   * is read at the same time, for the write to take (game-context.ts, ReadAhead).
   */
  readGameAhead(credentials: Credentials, gameId: string): void;
}
