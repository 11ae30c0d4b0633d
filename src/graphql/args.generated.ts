/*
 * The arguments of every field of the GraphQL schema's object types, as resolvers receive them.
 * Written by `npm run schema` from the Pothos schema (src/graphql/schema.ts): do not edit
 * (a test fails while this file is stale).
 */

/** A field without arguments. */
export type NoArgs = Record<string, never>;

export type AnnounceWindow = "afterFirstRoll" | "beforeSecondRoll";

export type BotLevel = "greedy" | "random" | "strong";

export type Category = "chance" | "fives" | "fours" | "fullHouse" | "largeStraight" | "max" | "min" | "ones" | "poker" | "sixes" | "smallStraight" | "square" | "straight" | "threeOfAKind" | "threes" | "trips" | "twoTriples" | "twos" | "yamb" | "yams" | "yamsSix";

export type Column = "announce" | "down" | "free" | "up";

export type ColumnOrder = "announce" | "down" | "free" | "up";

export type ErrorCode = "ALREADY_SEATED" | "FORBIDDEN" | "GAME_FULL" | "GAME_NOT_ACTIVE" | "GAME_NOT_FINISHED" | "GAME_NOT_OPEN" | "IDEMPOTENCY_KEY_REUSED" | "ILLEGAL_MOVE" | "INSUFFICIENT_SCOPE" | "INTERNAL" | "INVITATION_REQUIRED" | "LIMIT_REACHED" | "METHOD_NOT_ALLOWED" | "NOT_ACCEPTABLE" | "NOT_FOUND" | "NOT_YOUR_TURN" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "TOURNAMENT_CLOSED" | "UNAUTHENTICATED" | "UNAVAILABLE" | "UNSUPPORTED_MEDIA_TYPE" | "VALIDATION_FAILED" | "VERSION_CONFLICT";

export type ErrorReason = "ALREADY_INVITED" | "ANNOUNCE_NOT_ALLOWED" | "ANNOUNCE_TOO_LATE" | "BOX_FILLED" | "BOX_NOT_AVAILABLE" | "INVALID_KEEP" | "MUST_ANNOUNCE" | "MUST_ROLL_FIRST" | "NO_ROLLS_LEFT" | "TURN_TIMED_OUT" | "UNKNOWN_CATEGORY" | "UNKNOWN_COLUMN";

export type GameStatus = "active" | "cancelled" | "finished" | "open";

export interface GamesFilter {
  player?: string | null;
  ruleset?: string | null;
  status?: GameStatus | null;
}

export type HintActionType = "announce" | "roll" | "score";

export type LeaderboardBoard = "bots" | "players";

export type MoveType = "announce" | "create" | "decline" | "invite" | "join" | "leave" | "resign" | "roll" | "score" | "timeout";

export interface PushSubscriptionInput {
  endpoint: string;
  expirationTime?: number | null;
  keys: PushSubscriptionKeysInput;
}

export interface PushSubscriptionKeysInput {
  auth: string;
  p256dh: string;
}

export type ScoreBasis = "allDice" | "fixed" | "matching";

export type ScoringKind = "face" | "fullHouse" | "ofAKind" | "straight" | "sum" | "twoTriples";

export type Section = "lower" | "middle" | "upper";

export type TotalsKind = "sections" | "sum";

export type TournamentStatus = "finished" | "running" | "upcoming";

export type UpperBonusWhen = "complete" | "reached";

export type Visibility = "private" | "public";

export interface FieldArgs {
  AccountToken: {
    accessToken: NoArgs;
  };
  AnnounceRule: {
    binding: NoArgs;
    window: NoArgs;
  };
  AvailableBox: {
    category: NoArgs;
    column: NoArgs;
    score: NoArgs;
  };
  Box: {
    category: NoArgs;
    score: NoArgs;
  };
  CreatedToken: {
    accessToken: NoArgs;
    token: NoArgs;
  };
  DeliveryAttempt: {
    at: NoArgs;
    attempt: NoArgs;
    durationMs: NoArgs;
    error: NoArgs;
    eventId: NoArgs;
    nextRetryAt: NoArgs;
    status: NoArgs;
    type: NoArgs;
  };
  DeliveryAttemptConnection: {
    edges: NoArgs;
    pageInfo: NoArgs;
  };
  DeliveryAttemptEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  Dice: {
    commitment: NoArgs;
    scheme: NoArgs;
  };
  Event: {
    data: NoArgs;
    id: NoArgs;
    timestamp: NoArgs;
    type: NoArgs;
  };
  FaceScoring: {
    face: NoArgs;
    kind: NoArgs;
  };
  FullHouseScoring: {
    exact: NoArgs;
    kind: NoArgs;
    points: NoArgs;
    score: NoArgs;
  };
  Game: {
    createdAt: NoArgs;
    dice: NoArgs;
    hint: NoArgs;
    id: NoArgs;
    invitation: NoArgs;
    lastMove: NoArgs;
    moves: NoArgs;
    options: NoArgs;
    proof: NoArgs;
    ruleset: NoArgs;
    seats: NoArgs;
    sheetUrl: NoArgs;
    status: NoArgs;
    tournament: NoArgs;
    turn: NoArgs;
    updatedAt: NoArgs;
    version: NoArgs;
    winners: NoArgs;
  };
  GameConnection: {
    edges: NoArgs;
    pageInfo: NoArgs;
  };
  GameEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  GameOptions: {
    hints: NoArgs;
    rated: NoArgs;
    turnSeconds: NoArgs;
    visibility: NoArgs;
  };
  GameSummary: {
    createdAt: NoArgs;
    game: NoArgs;
    id: NoArgs;
    ruleset: NoArgs;
    seats: NoArgs;
    status: NoArgs;
    you: NoArgs;
  };
  GameSummaryConnection: {
    edges: NoArgs;
    pageInfo: NoArgs;
  };
  GameSummaryEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  GameTournament: {
    id: NoArgs;
    round: NoArgs;
    table: NoArgs;
  };
  Hint: {
    best: NoArgs;
    exact: NoArgs;
    options: NoArgs;
  };
  HintAction: {
    category: NoArgs;
    column: NoArgs;
    keep: NoArgs;
    type: NoArgs;
  };
  HintOption: {
    action: NoArgs;
    value: NoArgs;
  };
  Invitation: {
    code: NoArgs;
    url: NoArgs;
  };
  LeaderboardConnection: {
    edges: NoArgs;
    pageInfo: NoArgs;
  };
  LeaderboardEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  LeaderboardEntry: {
    bot: NoArgs;
    finishedAt: NoArgs;
    game: NoArgs;
    gameId: NoArgs;
    player: NoArgs;
    rank: NoArgs;
    seats: NoArgs;
    total: NoArgs;
  };
  Move: {
    announced: NoArgs;
    at: NoArgs;
    category: NoArgs;
    column: NoArgs;
    dice: NoArgs;
    invited: NoArgs;
    keep: NoArgs;
    player: NoArgs;
    rematchOf: NoArgs;
    resigned: NoArgs;
    rolled: NoArgs;
    ruleset: NoArgs;
    score: NoArgs;
    seat: NoArgs;
    seats: NoArgs;
    turn: NoArgs;
    type: NoArgs;
    version: NoArgs;
  };
  Mutation: {
    announce: {
      category: Category;
      expectedVersion?: number | null;
      gameId: string;
      idempotencyKey?: string | null;
    };
    createGame: {
      bots?: readonly BotLevel[] | null;
      clientSeed?: string | null;
      hints?: boolean | null;
      idempotencyKey?: string | null;
      rated?: boolean | null;
      ruleset: string;
      seats: number;
      turnSeconds?: number | null;
      visibility?: Visibility | null;
    };
    createPushSubscription: {
      events?: readonly string[] | null;
      subscription: PushSubscriptionInput;
    };
    createToken: {
      expiresInSeconds?: number | null;
      name: string;
      scopes: readonly string[];
    };
    createTournament: {
      maxPlayers?: number | null;
      name: string;
      rated?: boolean | null;
      rounds: number;
      ruleset: string;
      startsAt: string;
      tableSize: number;
      turnSeconds: number;
    };
    declineInvitation: {
      gameId: string;
    };
    deletePushSubscription: {
      subscriptionId: string;
    };
    deleteWebhook: {
      webhookId: string;
    };
    invitePlayer: {
      expectedVersion?: number | null;
      gameId: string;
      idempotencyKey?: string | null;
      player: string;
    };
    joinGame: {
      clientSeed?: string | null;
      expectedVersion?: number | null;
      gameId: string;
      idempotencyKey?: string | null;
      invitation?: string | null;
    };
    joinTournament: {
      tournamentId: string;
    };
    leaveGame: {
      expectedVersion?: number | null;
      gameId: string;
      idempotencyKey?: string | null;
    };
    leaveTournament: {
      tournamentId: string;
    };
    registerPlayer: {
      name: string;
    };
    registerWebhook: {
      events?: readonly string[] | null;
      url: string;
    };
    rematch: {
      clientSeed?: string | null;
      gameId: string;
    };
    replaceAccountToken: NoArgs;
    resign: {
      expectedVersion?: number | null;
      gameId: string;
      idempotencyKey?: string | null;
    };
    revokeCurrentToken: NoArgs;
    revokeToken: {
      tokenId: string;
    };
    roll: {
      expectedVersion?: number | null;
      gameId: string;
      idempotencyKey?: string | null;
      keep?: readonly number[] | null;
    };
    rotateWebhookSecret: {
      webhookId: string;
    };
    score: {
      category: Category;
      column: Column;
      expectedVersion?: number | null;
      gameId: string;
      idempotencyKey?: string | null;
    };
    testWebhook: {
      webhookId: string;
    };
  };
  OfAKindScoring: {
    count: NoArgs;
    kind: NoArgs;
    points: NoArgs;
    score: NoArgs;
  };
  PageInfo: {
    endCursor: NoArgs;
    hasNextPage: NoArgs;
    hasPreviousPage: NoArgs;
    startCursor: NoArgs;
  };
  Player: {
    createdAt: NoArgs;
    id: NoArgs;
    name: NoArgs;
    ratings: NoArgs;
    stats: NoArgs;
  };
  PlayerRating: {
    games: NoArgs;
    mu: NoArgs;
    rank: NoArgs;
    rating: NoArgs;
    ruleset: NoArgs;
    sigma: NoArgs;
  };
  PlayerRef: {
    id: NoArgs;
    name: NoArgs;
    profile: NoArgs;
  };
  PlayerStats: {
    player: NoArgs;
    rulesets: NoArgs;
  };
  Proof: {
    clientSeeds: NoArgs;
    commitment: NoArgs;
    scheme: NoArgs;
    serverSeed: NoArgs;
  };
  PushKey: {
    publicKey: NoArgs;
  };
  PushSubscription: {
    createdAt: NoArgs;
    endpoint: NoArgs;
    events: NoArgs;
    id: NoArgs;
  };
  Query: {
    game: {
      id: string;
    };
    games: {
      after?: string | null;
      filter?: GamesFilter | null;
      first?: number | null;
    };
    leaderboard: {
      after?: string | null;
      board?: LeaderboardBoard | null;
      first?: number | null;
      ruleset: string;
    };
    lobby: {
      after?: string | null;
      first?: number | null;
      ruleset?: string | null;
    };
    me: NoArgs;
    myInvitations: {
      after?: string | null;
      first?: number | null;
    };
    myTurns: {
      after?: string | null;
      first?: number | null;
    };
    player: {
      id: string;
    };
    pushKey: NoArgs;
    pushSubscriptions: NoArgs;
    ratings: {
      after?: string | null;
      first?: number | null;
      ruleset: string;
    };
    ruleset: {
      id: string;
    };
    rulesets: NoArgs;
    testTokens: {
      tokens: readonly string[];
    };
    tokens: NoArgs;
    tournament: {
      id: string;
    };
    tournaments: {
      after?: string | null;
      first?: number | null;
      status?: TournamentStatus | null;
    };
    webhookDeliveries: {
      after?: string | null;
      first?: number | null;
      webhookId: string;
    };
    webhooks: NoArgs;
  };
  Rating: {
    mu: NoArgs;
    rating: NoArgs;
    sigma: NoArgs;
  };
  RatingConnection: {
    edges: NoArgs;
    pageInfo: NoArgs;
  };
  RatingEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  RatingEntry: {
    games: NoArgs;
    mu: NoArgs;
    player: NoArgs;
    rank: NoArgs;
    rating: NoArgs;
    sigma: NoArgs;
  };
  RegisteredWebhook: {
    secret: NoArgs;
    webhook: NoArgs;
  };
  Registration: {
    player: NoArgs;
    token: NoArgs;
  };
  Ruleset: {
    announce: NoArgs;
    boxesPerSheet: NoArgs;
    categories: NoArgs;
    columns: NoArgs;
    commonRules: NoArgs;
    decisions: NoArgs;
    dice: NoArgs;
    id: NoArgs;
    name: NoArgs;
    rollsPerTurn: NoArgs;
    sheetUrl: NoArgs;
    source: NoArgs;
    totals: NoArgs;
    turnsPerPlayer: NoArgs;
  };
  RulesetCategory: {
    description: NoArgs;
    id: NoArgs;
    label: NoArgs;
    scoring: NoArgs;
    section: NoArgs;
  };
  RulesetColumn: {
    description: NoArgs;
    id: NoArgs;
    name: NoArgs;
    order: NoArgs;
  };
  RulesetStats: {
    best: NoArgs;
    finished: NoArgs;
    mean: NoArgs;
    played: NoArgs;
    resigned: NoArgs;
    ruleset: NoArgs;
    upperBonusRate: NoArgs;
    won: NoArgs;
    worst: NoArgs;
  };
  Seat: {
    bot: NoArgs;
    place: NoArgs;
    player: NoArgs;
    ratingAfter: NoArgs;
    ratingBefore: NoArgs;
    resigned: NoArgs;
    seat: NoArgs;
    sheet: NoArgs;
    total: NoArgs;
  };
  SheetColumn: {
    bonus: NoArgs;
    boxes: NoArgs;
    column: NoArgs;
    lower: NoArgs;
    middle: NoArgs;
    total: NoArgs;
    upper: NoArgs;
  };
  Standing: {
    byes: NoArgs;
    games: NoArgs;
    player: NoArgs;
    points: NoArgs;
    rank: NoArgs;
    tiebreak: NoArgs;
  };
  StraightRun: {
    from: NoArgs;
    length: NoArgs;
    points: NoArgs;
  };
  StraightScoring: {
    kind: NoArgs;
    runs: NoArgs;
  };
  Subscription: {
    gameEvents: {
      after?: string | null;
      gameId: string;
    };
    myEvents: {
      after?: string | null;
    };
    tournamentEvents: {
      after?: string | null;
      tournamentId: string;
    };
  };
  SumScoring: {
    dice: NoArgs;
    kind: NoArgs;
  };
  SummarySeat: {
    place: NoArgs;
    resigned: NoArgs;
    seat: NoArgs;
    total: NoArgs;
  };
  TableResult: {
    place: NoArgs;
    player: NoArgs;
    points: NoArgs;
    total: NoArgs;
  };
  Token: {
    client: NoArgs;
    createdAt: NoArgs;
    expiresAt: NoArgs;
    id: NoArgs;
    lastUsedAt: NoArgs;
    name: NoArgs;
    scopes: NoArgs;
  };
  TokenTestResult: {
    active: NoArgs;
    client: NoArgs;
    expiresAt: NoArgs;
    playerId: NoArgs;
    scopes: NoArgs;
  };
  Totals: {
    kind: NoArgs;
    middle: NoArgs;
    upperBonus: NoArgs;
  };
  Tournament: {
    createdAt: NoArgs;
    createdBy: NoArgs;
    currentRound: NoArgs;
    finishedAt: NoArgs;
    id: NoArgs;
    name: NoArgs;
    players: NoArgs;
    rounds: NoArgs;
    ruleset: NoArgs;
    settings: NoArgs;
    standings: NoArgs;
    startsAt: NoArgs;
    status: NoArgs;
    version: NoArgs;
  };
  TournamentConnection: {
    edges: NoArgs;
    pageInfo: NoArgs;
  };
  TournamentEdge: {
    cursor: NoArgs;
    node: NoArgs;
  };
  TournamentPlayer: {
    player: NoArgs;
    rating: NoArgs;
  };
  TournamentRound: {
    bye: NoArgs;
    round: NoArgs;
    startedAt: NoArgs;
    tables: NoArgs;
  };
  TournamentSettings: {
    maxPlayers: NoArgs;
    rated: NoArgs;
    rounds: NoArgs;
    tableSize: NoArgs;
    turnSeconds: NoArgs;
  };
  TournamentSummary: {
    createdAt: NoArgs;
    createdBy: NoArgs;
    currentRound: NoArgs;
    id: NoArgs;
    name: NoArgs;
    playerCount: NoArgs;
    ruleset: NoArgs;
    settings: NoArgs;
    startsAt: NoArgs;
    status: NoArgs;
    tournament: NoArgs;
    version: NoArgs;
  };
  TournamentTable: {
    gameId: NoArgs;
    players: NoArgs;
    results: NoArgs;
    table: NoArgs;
  };
  Turn: {
    announceable: NoArgs;
    announced: NoArgs;
    available: NoArgs;
    canRoll: NoArgs;
    deadline: NoArgs;
    dice: NoArgs;
    mustAnnounce: NoArgs;
    number: NoArgs;
    player: NoArgs;
    rollsLeft: NoArgs;
    rollsUsed: NoArgs;
    seat: NoArgs;
  };
  TwoTriplesScoring: {
    kind: NoArgs;
    points: NoArgs;
  };
  UpperBonus: {
    points: NoArgs;
    threshold: NoArgs;
    when: NoArgs;
  };
  Webhook: {
    createdAt: NoArgs;
    disabled: NoArgs;
    events: NoArgs;
    grantId: NoArgs;
    id: NoArgs;
    secretRotation: NoArgs;
    url: NoArgs;
  };
  WebhookDisabled: {
    at: NoArgs;
    reason: NoArgs;
  };
  WebhookSecretRotation: {
    previousValidUntil: NoArgs;
  };
  Winner: {
    player: NoArgs;
    seat: NoArgs;
  };
}
