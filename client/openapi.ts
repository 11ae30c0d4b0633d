/*
 * The REST API's types, generated from schema/openapi.json by openapi-typescript: do not
 * edit; run `npm run schema` after changing the API (a test fails while this file is stale).
 */

export interface paths {
    "/v1/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a player
         * @description Creates a player and returns its bearer token. The token is shown only in this response: store it.
         */
        post: operations["registerPlayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/players/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The authenticated player */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/players/{playerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player's public profile */
        get: operations["getPlayer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rulesets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every ruleset */
        get: operations["listRulesets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rulesets/{rulesetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One ruleset: columns, categories and how each scores, totals, announcements and the rules in words */
        get: operations["getRuleset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's games as NDJSON, one whole record per line
         * @description Each line is `{ game, moves, proof, notation? }`: the game view, every move, the proof once finished, and the notation text with `notation=true`. Oldest first (creation time, then id), streamed as the store is read. One response holds at most 10,000 lines (`limit`), 4 MiB, and reads no page after 4 s (what a function may answer). Resume with `after=<id of the last line>` until a response has no line.
         */
        get: operations["exportGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{gameId}/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The move log
         * @description Every accepted action in order: seat, player, type, arguments, the dice it produced or scored, the score written, the version it created and when. Paged like the other lists, but `limit` is 1 to 2500 and 2500 when absent, which holds every game whole.
         */
        get: operations["listMoves"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{gameId}/proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The proof of a finished game's dice
         * @description The server seed (its SHA-256 is the `dice.commitment` every view showed), the scheme and the client seeds: enough to recompute every die (`npm run verify-game -- <game URL>`). 409 GAME_NOT_FINISHED before the end.
         */
        get: operations["getProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{gameId}/notation.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The game as notation text (YGN 1)
         * @description A whole game as text, one line per move with its dice (docs/notation.md): the same bytes for the same game, readable back with the engine's parseGame.
         */
        get: operations["getNotation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/players/{playerId}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's statistics per ruleset
         * @description Games played, finished, won and resigned, mean, best and worst total, upper-bonus rate, per ruleset played; every game counts once, computed from the player's games.
         */
        get: operations["getPlayerStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's games, newest first
         * @description Filter by `status` and `ruleset`. `player` defaults to the authenticated caller. A page may hold fewer than `limit` items while `nextCursor` is set: keep following it.
         */
        get: operations["listGames"];
        put?: never;
        /**
         * Create a game
         * @description The creator takes seat 0. A one-seat game starts at once; otherwise it is `open` until every seat is taken. With an Idempotency-Key, repeating the request returns the same game.
         */
        post: operations["createGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{gameId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A game
         * @description Sends an ETag of the version; poll with If-None-Match to get 304 until something changes.
         */
        get: operations["getGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{gameId}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take the next free seat
         * @description The game starts when its last seat is taken. The body is optional: `{ "clientSeed": "..." }` adds your seed to the dice.
         */
        post: operations["joinGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{gameId}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave an open game
         * @description Before the game starts, a seated player leaves it and the seat is free again; when the creator leaves, the game is `cancelled`. A game that has started is left by resigning.
         */
        post: operations["leaveGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{gameId}/rematch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a rematch of a finished game
         * @description A new open game with the finished game's ruleset, seats and options, the caller seated, the other players invited (`GET /v1/players/me/invitations`). There is one rematch per game: `201` when this request created it, `200` when it existed already (the caller is then seated in it, if a seat was free).
         */
        post: operations["rematchGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{gameId}/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Roll, announce, score or resign
         * @description One action of the player to move (resign: any seated player, any time). Every accepted action adds 1 to the version. Send If-Match to act only on the version you saw, and an Idempotency-Key to retry safely.
         */
        post: operations["act"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{gameId}/hint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The best move for the player to move
         * @description For the player to move only: every legal action (each exactly a body for POST .../actions) with the seat's expected final grand total if it takes it and plays on as the hint does, best first. Exact for yams-5 and yams-6, the strong bot's estimate for jamb and yamb-classic. Refused with FORBIDDEN in games created with `hints: false`. The ETag is the game version the hint is for.
         */
        get: operations["getHint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/players/me/turns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Games waiting for the caller to move
         * @description The asynchronous player's inbox: every active game in which it is the caller's turn, the most urgent first (the nearest `turn.deadline`, then the oldest game).
         */
        get: operations["listMyTurns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lobby": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public games waiting for players
         * @description Open games created with `visibility: "public"` that have a free seat, newest first; join one with `POST /v1/games/{gameId}/join`. Filter by `ruleset`. The first page may be up to 2 s old (`Cache-Control`).
         */
        get: operations["listLobby"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/players/me/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rematches the caller was invited to
         * @description Open games made by `POST /v1/games/{gameId}/rematch` after a game the caller played, newest first, until the caller joins or the game starts or is cancelled.
         */
        get: operations["listMyInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/leaderboards/{rulesetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Best finished sheets of a ruleset
         * @description Highest grand total first; on equal totals the earlier finish first. Resigned seats are not listed. `board=players` (the default) ranks the sheets people played, `board=bots` those bots played. The first page may be up to 10 s old (`Cache-Control`).
         */
        get: operations["getLeaderboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rulesets/{rulesetId}/sheet.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A blank printable score sheet (A4 portrait) */
        get: operations["getBlankSheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{gameId}/sheet.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A game's score sheet (A4 portrait)
         * @description Every seat's scores, subtotals and totals, places when finished, the box just written and the seat to play. Cacheable by version (ETag).
         */
        get: operations["getGameSheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's webhooks */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook
         * @description Events of every game the caller is seated in are POSTed to `url`, signed with the secret returned here once. Production refuses URLs that are not `https` or resolve to private addresses.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's webhooks */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook
         * @description No event is delivered to it afterwards.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhookId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event now
         * @description Delivers one `webhook.test` event, signed like every other, and answers with the attempt (also in the delivery log).
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhookId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret
         * @description Returns a new secret, once. For 24 hours deliveries carry two signatures, one per secret, so the receiver can switch without missing any.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery log of a webhook
         * @description Every attempt, newest first: the event, when, the status or the error, and when it is tried again. Kept for 30 days.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/games/{gameId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A game's events, live (server-sent events)
         * @description Every event of the game after `Last-Event-ID` (or after version `after`; from the start without either), then each new one as it happens. Reconnect with the last id you received.
         */
        get: operations["streamGameEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/players/me/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's events, live (server-sent events)
         * @description The events of every game the caller is seated in, as they happen. With `Last-Event-ID`: first that game's later events and the other open and active games' events since it.
         */
        get: operations["streamMyEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        JoinGame: {
            /**
             * @description Your contribution to the dice (1 to 64 visible ASCII characters other than "|"): every roll of the game mixes in each seat's client seed, so the server's seed alone does not decide them. See the proof.
             * @example my-lucky-seed
             */
            clientSeed?: string;
        };
        RegisteredPlayer: {
            /** @description A player's public profile. */
            player: components["schemas"]["Player"];
            /**
             * @description The bearer token. Shown once: the server keeps only its hash.
             * @example yamb_k3v9x2m7q1w8e4r6_…
             */
            token: string;
        };
        /** @description A player's public profile. */
        Player: {
            /**
             * @description The player id.
             * @example k3v9x2m7q1w8e4r6
             */
            id: string;
            /** @description The display name, 1 to 40 characters. */
            name: string;
            /**
             * Format: date-time
             * @description When the player registered.
             * @example 2026-11-29T12:00:00.000Z
             */
            createdAt: string;
        };
        /** @description An RFC 9457 problem: `code` is stable, `detail` is for developers. */
        Problem: {
            type: string;
            title: string;
            status: number;
            detail: string;
            /** @enum {string} */
            code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "INSUFFICIENT_SCOPE" | "INVITATION_REQUIRED" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "NOT_ACCEPTABLE" | "NOT_YOUR_TURN" | "GAME_NOT_ACTIVE" | "GAME_NOT_OPEN" | "GAME_NOT_FINISHED" | "GAME_FULL" | "LIMIT_REACHED" | "TOURNAMENT_CLOSED" | "ALREADY_SEATED" | "VERSION_CONFLICT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ILLEGAL_MOVE" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "UNAVAILABLE";
            /** @description For ILLEGAL_MOVE: the rule that refused the move. */
            reason?: components["schemas"]["IllegalMoveReason"];
            /** @description For VERSION_CONFLICT: the version the game is at. */
            currentVersion?: number;
            errors?: {
                path: string;
                message: string;
            }[];
            requestId?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @description For ILLEGAL_MOVE: the rule that refused the move.
         * @enum {string}
         */
        IllegalMoveReason: "MUST_ROLL_FIRST" | "NO_ROLLS_LEFT" | "INVALID_KEEP" | "BOX_FILLED" | "BOX_NOT_AVAILABLE" | "ANNOUNCE_TOO_LATE" | "ANNOUNCE_NOT_ALLOWED" | "MUST_ANNOUNCE" | "UNKNOWN_CATEGORY" | "UNKNOWN_COLUMN";
        RegisterPlayer: {
            /**
             * @description Trimmed; no control characters.
             * @example Ana
             */
            name: string;
        };
        /** @description The rulesets. */
        RulesetList: {
            /** @description Every ruleset. */
            items: components["schemas"]["Ruleset"][];
        };
        Ruleset: {
            /** @description A ruleset id: `yamb-classic`, `jamb`, `yams-5` or `yams-6` (see the rulesets). GraphQL carries it as a String, because ids contain "-"; the server checks it. */
            id: components["schemas"]["RulesetId"];
            name: string;
            source: string;
            dice: number;
            rollsPerTurn: number;
            boxesPerSheet: number;
            turnsPerPlayer: number;
            columns: {
                id: components["schemas"]["ColumnId"];
                name: string;
                order: components["schemas"]["ColumnOrder"];
                description: string;
            }[];
            categories: {
                id: components["schemas"]["CategoryId"];
                label: string;
                section: components["schemas"]["Section"];
                scoring: components["schemas"]["Scoring"];
                description: string;
            }[];
            totals: {
                /** @enum {string} */
                kind: "sum";
            } | {
                /** @enum {string} */
                kind: "sections";
                upperBonus: {
                    threshold: number;
                    points: number;
                    when: components["schemas"]["UpperBonusWhen"];
                } | null;
                middle: boolean;
            };
            announce: {
                window: components["schemas"]["AnnounceWindow"];
                binding: boolean;
            } | null;
            /** @description Rule decisions where the source document is silent or ambiguous. */
            decisions: string[];
            /** @description The rules every ruleset shares (rolls, keeping dice, scoring, turns, the end and ranking), in words. */
            commonRules: string[];
        };
        /**
         * @description A ruleset id: `yamb-classic`, `jamb`, `yams-5` or `yams-6` (see the rulesets). GraphQL carries it as a String, because ids contain "-"; the server checks it.
         * @enum {string}
         */
        RulesetId: "yamb-classic" | "jamb" | "yams-5" | "yams-6";
        /**
         * @description A column of a score sheet. Which columns a game has, their names and fill order, depend on its ruleset.
         * @enum {string}
         */
        ColumnId: "down" | "up" | "free" | "announce";
        /**
         * @description How a column is filled.
         * @enum {string}
         */
        ColumnOrder: "down" | "up" | "free" | "announce";
        /**
         * @description A category (row) of a score sheet. Each ruleset uses a subset in its own order, with its own label and scoring.
         * @enum {string}
         */
        CategoryId: "ones" | "twos" | "threes" | "fours" | "fives" | "sixes" | "max" | "min" | "trips" | "threeOfAKind" | "square" | "straight" | "smallStraight" | "largeStraight" | "fullHouse" | "twoTriples" | "poker" | "chance" | "yamb" | "yams" | "yamsSix";
        /**
         * @description The part of a column a category belongs to; subtotals are per section.
         * @enum {string}
         */
        Section: "upper" | "middle" | "lower";
        Scoring: {
            /** @enum {string} */
            kind: "face";
            face: number;
        } | {
            /** @enum {string} */
            kind: "sum";
            dice: number;
        } | {
            /** @enum {string} */
            kind: "ofAKind";
            count: number;
            score: components["schemas"]["ScoreBasis"];
            points: number;
        } | {
            /** @enum {string} */
            kind: "fullHouse";
            exact: boolean;
            /** @enum {string} */
            score: "allDice" | "fixed";
            points: number;
        } | {
            /** @enum {string} */
            kind: "straight";
            runs: {
                from: number;
                length: number;
                points: number;
            }[];
        } | {
            /** @enum {string} */
            kind: "twoTriples";
            points: number;
        };
        /**
         * @description What a met combination scores.
         * @enum {string}
         */
        ScoreBasis: "matching" | "allDice" | "fixed";
        /**
         * @description When the upper bonus is decided.
         * @enum {string}
         */
        UpperBonusWhen: "complete" | "reached";
        /**
         * @description When a category may be announced. Never after the second roll.
         * @enum {string}
         */
        AnnounceWindow: "beforeSecondRoll" | "afterFirstRoll";
        /**
         * @description Only games with this status; `finished` when absent.
         * @enum {string}
         */
        GameStatus: "open" | "active" | "finished" | "cancelled";
        /**
         * @description A game's move log, or a page of it.
         * @example {
         *       "items": [
         *         {
         *           "version": 1,
         *           "at": "2026-11-29T18:00:00.000Z",
         *           "type": "create",
         *           "seat": 0,
         *           "player": {
         *             "id": "k3v9x2m7q1w8e4r6",
         *             "name": "Ana"
         *           },
         *           "turn": null,
         *           "ruleset": "jamb",
         *           "seats": 2
         *         },
         *         {
         *           "version": 2,
         *           "at": "2026-11-29T18:00:47.000Z",
         *           "type": "join",
         *           "seat": 1,
         *           "player": {
         *             "id": "p7q2w9e4r1t6y3u8",
         *             "name": "Ben"
         *           },
         *           "turn": null
         *         },
         *         {
         *           "version": 3,
         *           "at": "2026-11-29T18:01:34.000Z",
         *           "type": "roll",
         *           "seat": 0,
         *           "player": {
         *             "id": "k3v9x2m7q1w8e4r6",
         *             "name": "Ana"
         *           },
         *           "turn": 1,
         *           "keep": [],
         *           "dice": [
         *             5,
         *             2,
         *             5,
         *             1,
         *             5
         *           ]
         *         },
         *         {
         *           "version": 4,
         *           "at": "2026-11-29T18:02:21.000Z",
         *           "type": "roll",
         *           "seat": 0,
         *           "player": {
         *             "id": "k3v9x2m7q1w8e4r6",
         *             "name": "Ana"
         *           },
         *           "turn": 1,
         *           "keep": [
         *             0,
         *             2,
         *             4
         *           ],
         *           "dice": [
         *             5,
         *             5,
         *             5,
         *             6,
         *             5
         *           ]
         *         },
         *         {
         *           "version": 5,
         *           "at": "2026-11-29T18:03:08.000Z",
         *           "type": "score",
         *           "seat": 0,
         *           "player": {
         *             "id": "k3v9x2m7q1w8e4r6",
         *             "name": "Ana"
         *           },
         *           "turn": 1,
         *           "column": "free",
         *           "category": "fives",
         *           "dice": [
         *             5,
         *             5,
         *             5,
         *             6,
         *             5
         *           ],
         *           "score": 20
         *         },
         *         {
         *           "version": 6,
         *           "at": "2026-11-29T18:03:55.000Z",
         *           "type": "roll",
         *           "seat": 1,
         *           "player": {
         *             "id": "p7q2w9e4r1t6y3u8",
         *             "name": "Ben"
         *           },
         *           "turn": 2,
         *           "keep": [],
         *           "dice": [
         *             3,
         *             4,
         *             2,
         *             6,
         *             1
         *           ]
         *         },
         *         {
         *           "version": 7,
         *           "at": "2026-11-29T18:04:42.000Z",
         *           "type": "score",
         *           "seat": 1,
         *           "player": {
         *             "id": "p7q2w9e4r1t6y3u8",
         *             "name": "Ben"
         *           },
         *           "turn": 2,
         *           "column": "down",
         *           "category": "ones",
         *           "dice": [
         *             3,
         *             4,
         *             2,
         *             6,
         *             1
         *           ],
         *           "score": 1
         *         },
         *         {
         *           "version": 8,
         *           "at": "2026-11-29T18:05:29.000Z",
         *           "type": "roll",
         *           "seat": 0,
         *           "player": {
         *             "id": "k3v9x2m7q1w8e4r6",
         *             "name": "Ana"
         *           },
         *           "turn": 3,
         *           "keep": [],
         *           "dice": [
         *             6,
         *             6,
         *             3,
         *             6,
         *             2
         *           ]
         *         }
         *       ],
         *       "nextCursor": null
         *     }
         */
        MoveLog: {
            /** @description Accepted actions, oldest first. */
            items: components["schemas"]["Move"][];
            /** @description Pass as `cursor` for the moves after these; null when these are the last. */
            nextCursor: string | null;
        };
        /** @description One accepted action of a game. Fields that do not belong to the move's `type` are absent (GraphQL: null). */
        Move: {
            /** @description The game version this move created (the first move creates version 1). */
            version: number;
            /**
             * Format: date-time
             * @description When the move was accepted.
             * @example 2026-11-29T12:00:00.000Z
             */
            at: string;
            /** @description What the move did. */
            type: components["schemas"]["MoveType"];
            /** @description The seat that moved, from 0. */
            seat: number;
            /** @description The player of that seat. */
            player: components["schemas"]["PlayerRef"] | null;
            /** @description The turn number; null for create and join. */
            turn: number | null;
            /** @description roll: the positions of the dice kept from the previous roll. */
            keep?: number[];
            /** @description roll: the dice after the roll; score: the dice scored. */
            dice?: number[];
            /** @description score: the column written. */
            column?: components["schemas"]["ColumnId"];
            /** @description announce: the category announced; score: the category written. */
            category?: components["schemas"]["CategoryId"];
            /** @description score: the score written. */
            score?: number;
            /** @description create: the ruleset id. */
            ruleset?: components["schemas"]["RulesetId"];
            /** @description create: the number of seats. */
            seats?: number;
            /**
             * @description create, for a rematch: the finished game it replays.
             * @example k3v9x2m7q1w8e4r6
             */
            rematchOf?: string;
            /** @description create, for a rematch: the players invited to it. */
            invited?: (components["schemas"]["PlayerRef"] & unknown)[];
            /** @description timeout: the dice it rolled (every die), empty when the seat had rolled already. */
            rolled?: number[];
            /**
             * @description timeout: the category it announced (only when the announce column alone had room), or null.
             * @enum {string|null}
             */
            announced?: "ones" | "twos" | "threes" | "fours" | "fives" | "sixes" | "max" | "min" | "trips" | "threeOfAKind" | "square" | "straight" | "smallStraight" | "largeStraight" | "fullHouse" | "twoTriples" | "poker" | "chance" | "yamb" | "yams" | "yamsSix" | null;
            /** @description timeout: whether it was the seat's third in a row, which resigned it. */
            resigned?: boolean;
        };
        /**
         * @description What the move did.
         * @enum {string}
         */
        MoveType: "create" | "join" | "roll" | "announce" | "score" | "resign" | "leave" | "timeout";
        /** @description The player of that seat. */
        PlayerRef: {
            /**
             * @description The player id.
             * @example k3v9x2m7q1w8e4r6
             */
            id: string;
            /** @description The display name. */
            name: string;
        };
        /** @description What a finished game reveals so anyone can recompute every die: the roll that creates version v draws from HMAC-SHA256(seed, "roll:<v>:<block>:<clientSeeds joined by |>") (v0: "roll:<v>:<block>"), block 0, 1, ...; each byte below 252 is a die, byte mod 6 + 1; the dice fill the rerolled positions in ascending order. */
        Proof: {
            /**
             * @description How the dice are drawn from the seed: `hmac-sha256-v1` (the seats' client seeds count) or `hmac-sha256-v0` (games created before client seeds). A string: GraphQL enums cannot hold hyphens.
             * @example hmac-sha256-v1
             */
            scheme: string;
            /** @description The 32-byte server seed, lowercase hex. */
            serverSeed: string;
            /** @description Lowercase hex SHA-256 of the seed, as every view of the game showed it. */
            commitment: string;
            /** @description One string per seat in seat order, as each seat sent it at create or join; "" for none. */
            clientSeeds: string[];
        };
        /** @description A player's statistics per ruleset, computed from the player's games: each game counts once. */
        PlayerStats: {
            /** @description Whose statistics. */
            player: components["schemas"]["PlayerRef"];
            /** @description One entry per ruleset the player has played, in the API's ruleset order. */
            rulesets: components["schemas"]["RulesetStats"][];
        };
        /** @description A player's record in one ruleset. */
        RulesetStats: {
            /** @description The ruleset. */
            ruleset: components["schemas"]["RulesetId"];
            /** @description Games of this ruleset the player sat in that started (active or finished). */
            played: number;
            /** @description Of those, the finished ones. */
            finished: number;
            /** @description Finished games the player won (first place, not resigned; ties count for every winner). */
            won: number;
            /** @description Games the player resigned (or left by timing out). */
            resigned: number;
            /** @description Mean grand total of the finished games the player did not resign; null when none. */
            mean: number | null;
            /** @description Best such total; null when none. */
            best: number | null;
            /** @description Worst such total; null when none. */
            worst: number | null;
            /** @description Upper bonuses earned per upper section played (one per column with a bonus) over those sheets, 0 to 1; null for rulesets without a bonus or without such sheets. */
            upperBonusRate: number | null;
        };
        /**
         * @description A game as everyone may see it: seats, sheets with totals, the turn with its legal choices, and the winners once finished.
         * @example {
         *       "id": "h4n8c2x6v0b3m5q7",
         *       "ruleset": "jamb",
         *       "status": "active",
         *       "version": 8,
         *       "createdAt": "2026-11-29T18:00:00.000Z",
         *       "updatedAt": "2026-11-29T18:05:29.000Z",
         *       "seats": [
         *         {
         *           "seat": 0,
         *           "player": {
         *             "id": "k3v9x2m7q1w8e4r6",
         *             "name": "Ana"
         *           },
         *           "bot": null,
         *           "resigned": false,
         *           "sheet": [
         *             {
         *               "column": "down",
         *               "boxes": [
         *                 {
         *                   "category": "ones",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "twos",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "threes",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fours",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fives",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "sixes",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "max",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "min",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "trips",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "straight",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fullHouse",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "poker",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "yamb",
         *                   "score": null
         *                 }
         *               ],
         *               "upper": 0,
         *               "bonus": null,
         *               "middle": null,
         *               "lower": 0,
         *               "total": 0
         *             },
         *             {
         *               "column": "up",
         *               "boxes": [
         *                 {
         *                   "category": "ones",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "twos",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "threes",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fours",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fives",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "sixes",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "max",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "min",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "trips",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "straight",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fullHouse",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "poker",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "yamb",
         *                   "score": null
         *                 }
         *               ],
         *               "upper": 0,
         *               "bonus": null,
         *               "middle": null,
         *               "lower": 0,
         *               "total": 0
         *             },
         *             {
         *               "column": "free",
         *               "boxes": [
         *                 {
         *                   "category": "ones",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "twos",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "threes",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fours",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fives",
         *                   "score": 20
         *                 },
         *                 {
         *                   "category": "sixes",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "max",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "min",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "trips",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "straight",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fullHouse",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "poker",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "yamb",
         *                   "score": null
         *                 }
         *               ],
         *               "upper": 20,
         *               "bonus": null,
         *               "middle": null,
         *               "lower": 0,
         *               "total": 20
         *             },
         *             {
         *               "column": "announce",
         *               "boxes": [
         *                 {
         *                   "category": "ones",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "twos",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "threes",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fours",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fives",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "sixes",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "max",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "min",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "trips",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "straight",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fullHouse",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "poker",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "yamb",
         *                   "score": null
         *                 }
         *               ],
         *               "upper": 0,
         *               "bonus": null,
         *               "middle": null,
         *               "lower": 0,
         *               "total": 0
         *             }
         *           ],
         *           "total": 20,
         *           "place": null
         *         },
         *         {
         *           "seat": 1,
         *           "player": {
         *             "id": "p7q2w9e4r1t6y3u8",
         *             "name": "Ben"
         *           },
         *           "bot": null,
         *           "resigned": false,
         *           "sheet": [
         *             {
         *               "column": "down",
         *               "boxes": [
         *                 {
         *                   "category": "ones",
         *                   "score": 1
         *                 },
         *                 {
         *                   "category": "twos",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "threes",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fours",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fives",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "sixes",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "max",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "min",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "trips",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "straight",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fullHouse",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "poker",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "yamb",
         *                   "score": null
         *                 }
         *               ],
         *               "upper": 1,
         *               "bonus": null,
         *               "middle": null,
         *               "lower": 0,
         *               "total": 1
         *             },
         *             {
         *               "column": "up",
         *               "boxes": [
         *                 {
         *                   "category": "ones",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "twos",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "threes",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fours",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fives",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "sixes",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "max",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "min",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "trips",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "straight",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fullHouse",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "poker",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "yamb",
         *                   "score": null
         *                 }
         *               ],
         *               "upper": 0,
         *               "bonus": null,
         *               "middle": null,
         *               "lower": 0,
         *               "total": 0
         *             },
         *             {
         *               "column": "free",
         *               "boxes": [
         *                 {
         *                   "category": "ones",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "twos",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "threes",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fours",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fives",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "sixes",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "max",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "min",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "trips",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "straight",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fullHouse",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "poker",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "yamb",
         *                   "score": null
         *                 }
         *               ],
         *               "upper": 0,
         *               "bonus": null,
         *               "middle": null,
         *               "lower": 0,
         *               "total": 0
         *             },
         *             {
         *               "column": "announce",
         *               "boxes": [
         *                 {
         *                   "category": "ones",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "twos",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "threes",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fours",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fives",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "sixes",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "max",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "min",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "trips",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "straight",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "fullHouse",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "poker",
         *                   "score": null
         *                 },
         *                 {
         *                   "category": "yamb",
         *                   "score": null
         *                 }
         *               ],
         *               "upper": 0,
         *               "bonus": null,
         *               "middle": null,
         *               "lower": 0,
         *               "total": 0
         *             }
         *           ],
         *           "total": 1,
         *           "place": null
         *         }
         *       ],
         *       "options": {
         *         "turnSeconds": 86400,
         *         "visibility": "private",
         *         "hints": true
         *       },
         *       "dice": {
         *         "scheme": "hmac-sha256-v1",
         *         "commitment": "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925"
         *       },
         *       "turn": {
         *         "seat": 0,
         *         "player": {
         *           "id": "k3v9x2m7q1w8e4r6",
         *           "name": "Ana"
         *         },
         *         "number": 3,
         *         "rollsUsed": 1,
         *         "rollsLeft": 2,
         *         "dice": [
         *           6,
         *           6,
         *           3,
         *           6,
         *           2
         *         ],
         *         "announced": null,
         *         "canRoll": true,
         *         "mustAnnounce": false,
         *         "announceable": [
         *           "ones",
         *           "twos",
         *           "threes",
         *           "fours",
         *           "fives",
         *           "sixes",
         *           "max",
         *           "min",
         *           "trips",
         *           "straight",
         *           "fullHouse",
         *           "poker",
         *           "yamb"
         *         ],
         *         "available": [
         *           {
         *             "column": "down",
         *             "category": "ones",
         *             "score": 0
         *           },
         *           {
         *             "column": "up",
         *             "category": "yamb",
         *             "score": 0
         *           },
         *           {
         *             "column": "free",
         *             "category": "ones",
         *             "score": 0
         *           },
         *           {
         *             "column": "free",
         *             "category": "twos",
         *             "score": 2
         *           },
         *           {
         *             "column": "free",
         *             "category": "threes",
         *             "score": 3
         *           },
         *           {
         *             "column": "free",
         *             "category": "fours",
         *             "score": 0
         *           },
         *           {
         *             "column": "free",
         *             "category": "sixes",
         *             "score": 18
         *           },
         *           {
         *             "column": "free",
         *             "category": "max",
         *             "score": 23
         *           },
         *           {
         *             "column": "free",
         *             "category": "min",
         *             "score": 23
         *           },
         *           {
         *             "column": "free",
         *             "category": "trips",
         *             "score": 28
         *           },
         *           {
         *             "column": "free",
         *             "category": "straight",
         *             "score": 0
         *           },
         *           {
         *             "column": "free",
         *             "category": "fullHouse",
         *             "score": 0
         *           },
         *           {
         *             "column": "free",
         *             "category": "poker",
         *             "score": 0
         *           },
         *           {
         *             "column": "free",
         *             "category": "yamb",
         *             "score": 0
         *           }
         *         ],
         *         "deadline": "2026-11-30T18:05:29.000Z"
         *       },
         *       "winners": null,
         *       "lastMove": {
         *         "version": 8,
         *         "at": "2026-11-29T18:05:29.000Z",
         *         "type": "roll",
         *         "seat": 0,
         *         "player": {
         *           "id": "k3v9x2m7q1w8e4r6",
         *           "name": "Ana"
         *         },
         *         "turn": 3,
         *         "keep": [],
         *         "dice": [
         *           6,
         *           6,
         *           3,
         *           6,
         *           2
         *         ]
         *       }
         *     }
         */
        Game: {
            /**
             * @description The game id.
             * @example k3v9x2m7q1w8e4r6
             */
            id: string;
            /** @description The ruleset. */
            ruleset: components["schemas"]["RulesetId"];
            /** @description Open, active, finished or cancelled. */
            status: components["schemas"]["GameStatus"];
            /** @description Starts at 1; every accepted action adds exactly 1. It is the ETag; send it as If-Match (GraphQL: `expectedVersion`) to act only on this state. */
            version: number;
            /**
             * Format: date-time
             * @description When the game was created.
             * @example 2026-11-29T12:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the last move was accepted.
             * @example 2026-11-29T12:00:00.000Z
             */
            updatedAt: string;
            /** @description Every seat, in playing order. */
            seats: components["schemas"]["Seat"][];
            /** @description What the creator chose beside ruleset and seats. */
            options: components["schemas"]["GameOptions"];
            /** @description The commitment to the dice (SHA-256 of the secret seed), the same from creation to the end; GET /v1/games/{id}/proof reveals the seed once the game is finished. */
            dice: components["schemas"]["Dice"];
            /** @description The turn being played; null unless the game is active. */
            turn: components["schemas"]["Turn"] | null;
            /** @description Seats with the best total once finished (several on a tie, none if every player resigned); null before. */
            winners: components["schemas"]["Winner"][] | null;
            /** @description The move that created this version. */
            lastMove: components["schemas"]["Move"] | null;
        };
        /** @description A seat of a game: its player and score sheet. */
        Seat: {
            /** @description The seat number, from 0; seats play in this order. */
            seat: number;
            /** @description The player; null while the seat is free. */
            player: components["schemas"]["PlayerRef"] | null;
            /** @description The bot's level when a bot plays this seat (it moves at once, in the request that started its turn); null for a person. */
            bot: components["schemas"]["BotLevel"] | null;
            /** @description Whether the player resigned (it ranks last). */
            resigned: boolean;
            /** @description The score sheet, one entry per column in the ruleset's order. */
            sheet: components["schemas"]["SheetColumn"][];
            /** @description The grand total so far. */
            total: number;
            /** @description Once finished: 1 for the best total, equal totals share a place, resigned seats share the last. Null before. */
            place: number | null;
        };
        /**
         * @description The bot's level when a bot plays this seat (it moves at once, in the request that started its turn); null for a person.
         * @enum {string|null}
         */
        BotLevel: "random" | "greedy" | "strong" | null;
        /** @description One column of a sheet: its boxes in category order, its subtotals and total. */
        SheetColumn: {
            /** @description The column. */
            column: components["schemas"]["ColumnId"];
            /** @description Every box of the column, in the ruleset's category order. */
            boxes: components["schemas"]["Box"][];
            /** @description Sum of the number boxes filled so far. Absent (GraphQL: null) where the ruleset has no such row (see the ruleset's `totals`); null while it cannot be decided yet. */
            upper?: number;
            /** @description The upper bonus: its points, 0 once missed. Absent (GraphQL: null) where the ruleset has no such row (see the ruleset's `totals`); null while it cannot be decided yet. */
            bonus?: number | null;
            /** @description Ones x (Max - Min), once the three boxes are filled (may be negative). Absent (GraphQL: null) where the ruleset has no such row (see the ruleset's `totals`); null while it cannot be decided yet. */
            middle?: number | null;
            /** @description Sum of the combination boxes. Absent (GraphQL: null) where the ruleset has no such row (see the ruleset's `totals`); null while it cannot be decided yet. */
            lower?: number;
            /** @description The column total so far. */
            total: number;
        };
        /** @description One box of a sheet. */
        Box: {
            /** @description The category (row). */
            category: components["schemas"]["CategoryId"];
            /** @description The score written; null while the box is empty. */
            score: number | null;
        };
        /** @description What the creator chose beside ruleset and seats. */
        GameOptions: {
            /**
             * @description Seconds each turn may take (60 to 1209600); when one runs out the server plays a `timeout` for the seat. Null: no deadline.
             * @example 86400
             */
            turnSeconds: number | null;
            /** @description Who finds an open game: `private` (the default) is joined by its id; `public` is listed in the lobby while it has free seats. */
            visibility: components["schemas"]["Visibility"];
            /** @description Whether the player to move may ask for a hint (`GET /v1/games/{id}/hint`). */
            hints: boolean;
        };
        /**
         * @description Who finds an open game: `private` (the default) is joined by its id; `public` is listed in the lobby while it has free seats.
         * @enum {string}
         */
        Visibility: "private" | "public";
        /** @description The commitment to the dice (SHA-256 of the secret seed), the same from creation to the end; GET /v1/games/{id}/proof reveals the seed once the game is finished. */
        Dice: {
            /**
             * @description How the dice are drawn from the seed: `hmac-sha256-v1` (the seats' client seeds count) or `hmac-sha256-v0` (games created before client seeds). A string: GraphQL enums cannot hold hyphens.
             * @example hmac-sha256-v1
             */
            scheme: string;
            /**
             * @description Lowercase hex SHA-256 of the 32-byte server seed, fixed from the creation on. Note it when the game starts: the seed revealed at the end must hash to it.
             * @example 630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd
             */
            commitment: string;
        };
        /**
         * @description The turn being played; null unless the game is active.
         * @example {
         *       "seat": 0,
         *       "player": {
         *         "id": "k3v9x2m7q1w8e4r6",
         *         "name": "Ana"
         *       },
         *       "number": 3,
         *       "rollsUsed": 1,
         *       "rollsLeft": 2,
         *       "dice": [
         *         6,
         *         6,
         *         3,
         *         6,
         *         2
         *       ],
         *       "announced": null,
         *       "canRoll": true,
         *       "mustAnnounce": false,
         *       "announceable": [
         *         "ones",
         *         "twos",
         *         "threes",
         *         "fours",
         *         "fives",
         *         "sixes",
         *         "max",
         *         "min",
         *         "trips",
         *         "straight",
         *         "fullHouse",
         *         "poker",
         *         "yamb"
         *       ],
         *       "available": [
         *         {
         *           "column": "down",
         *           "category": "ones",
         *           "score": 0
         *         },
         *         {
         *           "column": "up",
         *           "category": "yamb",
         *           "score": 0
         *         },
         *         {
         *           "column": "free",
         *           "category": "ones",
         *           "score": 0
         *         },
         *         {
         *           "column": "free",
         *           "category": "twos",
         *           "score": 2
         *         },
         *         {
         *           "column": "free",
         *           "category": "threes",
         *           "score": 3
         *         },
         *         {
         *           "column": "free",
         *           "category": "fours",
         *           "score": 0
         *         },
         *         {
         *           "column": "free",
         *           "category": "sixes",
         *           "score": 18
         *         },
         *         {
         *           "column": "free",
         *           "category": "max",
         *           "score": 23
         *         },
         *         {
         *           "column": "free",
         *           "category": "min",
         *           "score": 23
         *         },
         *         {
         *           "column": "free",
         *           "category": "trips",
         *           "score": 28
         *         },
         *         {
         *           "column": "free",
         *           "category": "straight",
         *           "score": 0
         *         },
         *         {
         *           "column": "free",
         *           "category": "fullHouse",
         *           "score": 0
         *         },
         *         {
         *           "column": "free",
         *           "category": "poker",
         *           "score": 0
         *         },
         *         {
         *           "column": "free",
         *           "category": "yamb",
         *           "score": 0
         *         }
         *       ],
         *       "deadline": "2026-11-30T18:05:29.000Z"
         *     }
         */
        Turn: {
            /** @description The seat to move. */
            seat: number;
            /** @description The player to move. */
            player: components["schemas"]["PlayerRef"];
            /** @description The turn number, from 1, counting every seat's turns. */
            number: number;
            /** @description Rolls made this turn. */
            rollsUsed: number;
            /** @description Rolls still allowed this turn. */
            rollsLeft: number;
            /** @description The dice (faces 1 to 6) by position; empty before the first roll. `keep` names these positions. */
            dice: number[];
            /** @description The category announced this turn, if any. */
            announced: components["schemas"]["CategoryId"] | null;
            /** @description Whether `roll` is allowed now. */
            canRoll: boolean;
            /** @description True when the player may neither roll again nor score until they announce a category (only the announce column has room and nothing is announced yet): the next action must be `announce`. */
            mustAnnounce: boolean;
            /** @description Categories `announce` accepts now; empty when announcing is not possible. */
            announceable: components["schemas"]["CategoryId"][];
            /** @description Every box `score` accepts now, with its score; empty before the first roll. */
            available: components["schemas"]["AvailableBox"][];
            /**
             * Format: date-time
             * @description When this turn times out (games created with `turnSeconds`): the server then plays a `timeout` for the seat. Null without a deadline.
             * @example 2026-11-29T12:00:00.000Z
             */
            deadline: string | null;
        };
        /** @description A box the current dice may be scored in, with the score it would get. */
        AvailableBox: {
            /** @description The column. */
            column: components["schemas"]["ColumnId"];
            /** @description The category. */
            category: components["schemas"]["CategoryId"];
            /** @description What `score` would write now. */
            score: number;
        };
        /** @description A seat with the best total of a finished game. */
        Winner: {
            /** @description The seat. */
            seat: number;
            /** @description Its player. */
            player: components["schemas"]["PlayerRef"] | null;
        };
        CreateGame: {
            /** @description A ruleset id: `yamb-classic`, `jamb`, `yams-5` or `yams-6` (see the rulesets). GraphQL carries it as a String, because ids contain "-"; the server checks it. */
            ruleset: components["schemas"]["RulesetId"];
            /**
             * @description Players in the game; 1 starts a solo game at once.
             * @default 1
             * @example 2
             */
            seats: number;
            /**
             * @description Seconds each turn may take, 60 (one minute) to 1209600 (two weeks); absent for no deadline. When a turn runs out the server plays a `timeout` for the seat.
             * @example 86400
             */
            turnSeconds?: number;
            /** @description `private` (the default) or `public` (listed in the lobby). */
            visibility?: components["schemas"]["Visibility"];
            /** @description Whether players may ask for hints; true when absent. */
            hints?: boolean;
            /**
             * @description Your contribution to the dice (1 to 64 visible ASCII characters other than "|"): every roll of the game mixes in each seat's client seed, so the server's seed alone does not decide them. See the proof.
             * @example my-lucky-seed
             */
            clientSeed?: string;
            /**
             * @description Bots for the next free seats (`seats` counts them too). A bot plays its whole turn in the request that started it. When bots fill every seat the creator does not sit, and the game plays itself to its end in this request.
             * @example [
             *       {
             *         "level": "strong"
             *       }
             *     ]
             */
            bots?: {
                level: components["schemas"]["BotLevel"] & unknown;
            }[];
        };
        Action: components["schemas"]["RollAction"] | components["schemas"]["AnnounceAction"] | components["schemas"]["ScoreAction"] | components["schemas"]["ResignAction"];
        RollAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "roll";
            /**
             * @description Positions (0-based) of the dice to keep; empty or absent on the first roll.
             * @example [
             *       0,
             *       3
             *     ]
             */
            keep?: number[];
        };
        AnnounceAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "announce";
            /** @description A category (row) of a score sheet. Each ruleset uses a subset in its own order, with its own label and scoring. */
            category: components["schemas"]["CategoryId"];
        };
        ScoreAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "score";
            /** @description A column of a score sheet. Which columns a game has, their names and fill order, depend on its ruleset. */
            column: components["schemas"]["ColumnId"];
            /** @description A category (row) of a score sheet. Each ruleset uses a subset in its own order, with its own label and scoring. */
            category: components["schemas"]["CategoryId"];
        };
        ResignAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "resign";
        };
        /** @description The best action for the player to move and the value of each legal action. */
        Hint: {
            /** @description The action the hint recommends: the first option. */
            best: components["schemas"]["HintAction"];
            /** @description Every distinct legal action, best first: every available box, every category that may be announced, and the rolls (the first roll of a turn, or one per distinct set of dice kept, naming for each kept face the lowest positions showing it). */
            options: components["schemas"]["HintOption"][];
            /** @description True when the values are the exact optimum of solitaire play (yams-5, yams-6); false when they are the strong bot's estimate (jamb, yamb-classic). */
            exact: boolean;
        };
        /** @description The action the hint recommends: the first option. */
        HintAction: {
            /** @enum {string} */
            type: "roll";
            /** @description Positions (0-based) of the dice to keep; empty on the first roll of a turn. */
            keep: number[];
        } | {
            /** @enum {string} */
            type: "announce";
            category: components["schemas"]["CategoryId"];
        } | {
            /** @enum {string} */
            type: "score";
            column: components["schemas"]["ColumnId"];
            category: components["schemas"]["CategoryId"];
        };
        /** @description One legal action of the player to move and what it is worth. */
        HintOption: {
            /** @description The action, as a body of POST /v1/games/{id}/actions. */
            action: components["schemas"]["HintAction"];
            /**
             * @description The seat's expected final grand total if it takes this action and plays on as the hint does (its own sheet alone, as in solitaire).
             * @example 1078.4
             */
            value: number;
        };
        GameSummaryPage: {
            items: components["schemas"]["GameSummary"][];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
        };
        /** @description A game in a player's list of games, with that player's seat. */
        GameSummary: {
            /**
             * @description The game id.
             * @example k3v9x2m7q1w8e4r6
             */
            id: string;
            /** @description The ruleset. */
            ruleset: components["schemas"]["RulesetId"];
            /** @description Open, active, finished or cancelled. */
            status: components["schemas"]["GameStatus"];
            /** @description Number of seats. */
            seats: number;
            /**
             * Format: date-time
             * @description When the game was created.
             * @example 2026-11-29T12:00:00.000Z
             */
            createdAt: string;
            /** @description The listed player's seat (the `player` asked for, or the caller when absent). */
            you: components["schemas"]["SummarySeat"];
        };
        /** @description The listed player's seat (the `player` asked for, or the caller when absent). */
        SummarySeat: {
            /** @description The seat, from 0. */
            seat: number;
            /** @description Whether the player resigned. */
            resigned: boolean;
            /** @description The player's grand total once the game is finished; null before. */
            total: number | null;
            /** @description The player's place once the game is finished; null before. */
            place: number | null;
        };
        GamePage: {
            items: components["schemas"]["Game"][];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
        };
        LeaderboardPage: {
            items: components["schemas"]["LeaderboardEntry"][];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
        };
        /** @description One finished sheet on a leaderboard. */
        LeaderboardEntry: {
            /** @description 1 for the best total; equal totals share a rank and the next rank skips (1, 2, 2, 4), across pages too. */
            rank: number;
            /** @description Whose sheet. */
            player: components["schemas"]["PlayerRef"];
            /** @description The bot's level when a bot played this sheet; null for a person. */
            bot: components["schemas"]["BotLevel"] | null;
            /** @description The sheet's grand total. */
            total: number;
            /**
             * @description The game it was played in.
             * @example k3v9x2m7q1w8e4r6
             */
            gameId: string;
            /** @description Seats of that game. */
            seats: number;
            /**
             * Format: date-time
             * @description When the game finished.
             * @example 2026-11-29T12:00:00.000Z
             */
            finishedAt: string;
        };
        /**
         * @description Which leaderboard of a ruleset: the sheets people played, or the sheets bots played.
         * @enum {string}
         */
        LeaderboardBoard: "players" | "bots";
        /** @description A new webhook (or a rotated secret) and its secret. */
        RegisteredWebhook: {
            /** @description The webhook. */
            webhook: components["schemas"]["Webhook"];
            /**
             * @description The signing secret (`whsec_...`), shown this once: verify every delivery with it.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
        };
        /** @description The webhook. */
        Webhook: {
            /**
             * @description The webhook id.
             * @example k3v9x2m7q1w8e4r6
             */
            id: string;
            /**
             * @description Where events are POSTed.
             * @example https://bot.example.org/yamb
             */
            url: string;
            /** @description The event types delivered; every type when empty. */
            events: components["schemas"]["EventType"][];
            /**
             * Format: date-time
             * @description When it was registered; events from then on are delivered.
             * @example 2026-11-29T12:00:00.000Z
             */
            createdAt: string;
            /** @description Set once deliveries stopped for good (the endpoint answered 410 Gone); null while it receives events. */
            disabled: components["schemas"]["WebhookDisabled"] | null;
            /** @description While a rotated secret is still signing; null otherwise. */
            secretRotation: components["schemas"]["WebhookSecretRotation"] | null;
        };
        /**
         * @description `game.created`: A game was created; its creator sits in seat 0. `player.joined`: A player took a seat. `game.started`: Every seat is taken: the game is active. Sent with the join (or creation) that started it. `turn.started`: A turn began: the seat named is to move. Every turn begins with one, the first turn of the game included. `move.rolled`: The player to move rolled the dice not kept. `move.announced`: The player to move announced a category. `move.scored`: The player to move wrote the dice into a box, ending the turn. `player.resigned`: A player resigned (or let its third turn in a row time out): the others play on and it ranks last. `turn.timedOut`: A turn's time ran out: the server ended it by the timeout rule (the ruleset's common rules say how). `player.left`: A player left an open game: its seat is free again. `game.cancelled`: The creator left the open game: it is cancelled and never starts. `player.invited`: A player was invited to a rematch: sent to the invited player, who is not seated yet. `game.finished`: Every sheet is full (or every player resigned): the places are final.
         * @enum {string}
         */
        EventType: "game.created" | "player.joined" | "game.started" | "turn.started" | "move.rolled" | "move.announced" | "move.scored" | "player.resigned" | "turn.timedOut" | "player.left" | "game.cancelled" | "player.invited" | "game.finished";
        /** @description Set once deliveries stopped for good (the endpoint answered 410 Gone); null while it receives events. */
        WebhookDisabled: {
            /**
             * Format: date-time
             * @description When deliveries stopped.
             * @example 2026-11-29T12:00:00.000Z
             */
            at: string;
            /** @description Why. */
            reason: string;
        };
        /** @description While a rotated secret is still signing; null otherwise. */
        WebhookSecretRotation: {
            /**
             * Format: date-time
             * @description Until when the previous secret still signs, beside the new one.
             * @example 2026-11-29T12:00:00.000Z
             */
            previousValidUntil: string;
        };
        /** @description A webhook to register. */
        CreateWebhook: {
            /**
             * @description An `https` URL that resolves to public addresses (the local server also allows `http` and private ones).
             * @example https://bot.example.org/yamb
             */
            url: string;
            /**
             * @description The event types to deliver; all when absent or empty.
             * @example [
             *       "turn.started",
             *       "game.finished"
             *     ]
             */
            events?: components["schemas"]["EventType"][];
        };
        /** @description A player's webhooks. */
        WebhookList: {
            /** @description Oldest first. */
            items: (components["schemas"]["Webhook"] & unknown)[];
        };
        /** @description One attempt to deliver one event to a webhook. */
        DeliveryAttempt: {
            /** @description The event (its `webhook-id` header). */
            eventId: string;
            /** @description The event type. */
            type: string;
            /**
             * Format: date-time
             * @description When the attempt was made.
             * @example 2026-11-29T12:00:00.000Z
             */
            at: string;
            /** @description Which attempt at this event, from 1. */
            attempt: number;
            /** @description The endpoint's HTTP status; null when it gave none. */
            status: number | null;
            /** @description Why the attempt failed (TIMEOUT, NETWORK, HTTP_STATUS, GONE, REDIRECT, PRIVATE_ADDRESS...); null for a success. */
            error: string | null;
            /** @description How long the attempt took. */
            durationMs: number;
            /**
             * Format: date-time
             * @description When the event is tried again; null after a success or the last attempt.
             * @example 2026-11-29T12:00:00.000Z
             */
            nextRetryAt: string | null;
        };
        DeliveryAttemptPage: {
            items: components["schemas"]["DeliveryAttempt"][];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
        };
        /** @description Each `data:` line holds one event envelope as JSON. */
        Event: components["schemas"]["GameCreatedEvent"] | components["schemas"]["PlayerJoinedEvent"] | components["schemas"]["GameStartedEvent"] | components["schemas"]["TurnStartedEvent"] | components["schemas"]["MoveRolledEvent"] | components["schemas"]["MoveAnnouncedEvent"] | components["schemas"]["MoveScoredEvent"] | components["schemas"]["PlayerResignedEvent"] | components["schemas"]["TurnTimedOutEvent"] | components["schemas"]["PlayerLeftEvent"] | components["schemas"]["GameCancelledEvent"] | components["schemas"]["PlayerInvitedEvent"] | components["schemas"]["GameFinishedEvent"];
        /** @description A game was created; its creator sits in seat 0. */
        GameCreatedEvent: {
            /**
             * @description The event id, `<gameId>.<version>.<n>` (n counts the events of one version from 0): the same on every delivery and replay.
             * @example h4n8c2x6v0b3m5q7.9.1
             */
            id: string;
            /**
             * @description A game was created; its creator sits in seat 0. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "game.created";
            /**
             * Format: date-time
             * @description When the move that caused it was accepted.
             * @example 2026-11-29T12:00:00.000Z
             */
            timestamp: string;
            /** @description What a `game.created` event says. */
            data: components["schemas"]["GameCreatedData"];
        };
        /** @description What a `game.created` event says. */
        GameCreatedData: {
            /**
             * @description The game.
             * @example k3v9x2m7q1w8e4r6
             */
            gameId: string;
            /** @description The game version this event belongs to (the version the move created). */
            version: number;
            /** @description The ruleset. */
            ruleset: components["schemas"]["RulesetId"];
            /** @description Number of seats. */
            seats: number;
            /** @description The creator. */
            player: components["schemas"]["PlayerRef"];
        };
        /** @description A player took a seat. */
        PlayerJoinedEvent: {
            /**
             * @description The event id, `<gameId>.<version>.<n>` (n counts the events of one version from 0): the same on every delivery and replay.
             * @example h4n8c2x6v0b3m5q7.9.1
             */
            id: string;
            /**
             * @description A player took a seat. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "player.joined";
            /**
             * Format: date-time
             * @description When the move that caused it was accepted.
             * @example 2026-11-29T12:00:00.000Z
             */
            timestamp: string;
            /** @description What a `player.joined` event says. */
            data: components["schemas"]["PlayerJoinedData"];
        };
        /** @description What a `player.joined` event says. */
        PlayerJoinedData: {
            /**
             * @description The game.
             * @example k3v9x2m7q1w8e4r6
             */
            gameId: string;
            /** @description The game version this event belongs to (the version the move created). */
            version: number;
            /** @description The seat, from 0. */
            seat: number;
            /** @description The player of that seat. */
            player: components["schemas"]["PlayerRef"];
        };
        /** @description Every seat is taken: the game is active. Sent with the join (or creation) that started it. */
        GameStartedEvent: {
            /**
             * @description The event id, `<gameId>.<version>.<n>` (n counts the events of one version from 0): the same on every delivery and replay.
             * @example h4n8c2x6v0b3m5q7.9.1
             */
            id: string;
            /**
             * @description Every seat is taken: the game is active. Sent with the join (or creation) that started it. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "game.started";
            /**
             * Format: date-time
             * @description When the move that caused it was accepted.
             * @example 2026-11-29T12:00:00.000Z
             */
            timestamp: string;
            /** @description What a `game.started` event says. */
            data: components["schemas"]["GameStartedData"];
        };
        /** @description What a `game.started` event says. */
        GameStartedData: {
            /**
             * @description The game.
             * @example k3v9x2m7q1w8e4r6
             */
            gameId: string;
            /** @description The game version this event belongs to (the version the move created). */
            version: number;
            /** @description The players in seat order. */
            players: (components["schemas"]["PlayerRef"] & unknown)[];
        };
        /** @description A turn began: the seat named is to move. Every turn begins with one, the first turn of the game included. */
        TurnStartedEvent: {
            /**
             * @description The event id, `<gameId>.<version>.<n>` (n counts the events of one version from 0): the same on every delivery and replay.
             * @example h4n8c2x6v0b3m5q7.9.1
             */
            id: string;
            /**
             * @description A turn began: the seat named is to move. Every turn begins with one, the first turn of the game included. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "turn.started";
            /**
             * Format: date-time
             * @description When the move that caused it was accepted.
             * @example 2026-11-29T12:00:00.000Z
             */
            timestamp: string;
            /** @description What a `turn.started` event says. */
            data: components["schemas"]["TurnStartedData"];
        };
        /** @description What a `turn.started` event says. */
        TurnStartedData: {
            /**
             * @description The game.
             * @example k3v9x2m7q1w8e4r6
             */
            gameId: string;
            /** @description The game version this event belongs to (the version the move created). */
            version: number;
            /** @description The seat, from 0. */
            seat: number;
            /** @description The player of that seat. */
            player: components["schemas"]["PlayerRef"];
            /** @description The turn number, from 1, counting every seat's turns. */
            turn: number;
            /**
             * Format: date-time
             * @description When the turn times out; null without a turn deadline.
             * @example 2026-11-29T12:00:00.000Z
             */
            deadline: string | null;
        };
        /** @description The player to move rolled the dice not kept. */
        MoveRolledEvent: {
            /**
             * @description The event id, `<gameId>.<version>.<n>` (n counts the events of one version from 0): the same on every delivery and replay.
             * @example h4n8c2x6v0b3m5q7.9.1
             */
            id: string;
            /**
             * @description The player to move rolled the dice not kept. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "move.rolled";
            /**
             * Format: date-time
             * @description When the move that caused it was accepted.
             * @example 2026-11-29T12:00:00.000Z
             */
            timestamp: string;
            /** @description What a `move.rolled` event says. */
            data: components["schemas"]["MoveRolledData"];
        };
        /** @description What a `move.rolled` event says. */
        MoveRolledData: {
            /**
             * @description The game.
             * @example k3v9x2m7q1w8e4r6
             */
            gameId: string;
            /** @description The game version this event belongs to (the version the move created). */
            version: number;
            /** @description The seat, from 0. */
            seat: number;
            /** @description The player of that seat. */
            player: components["schemas"]["PlayerRef"];
            /** @description The turn number, from 1, counting every seat's turns. */
            turn: number;
            /** @description Positions of the dice kept from the previous roll. */
            keep: number[];
            /** @description The dice after the roll, by position. */
            dice: number[];
        };
        /** @description The player to move announced a category. */
        MoveAnnouncedEvent: {
            /**
             * @description The event id, `<gameId>.<version>.<n>` (n counts the events of one version from 0): the same on every delivery and replay.
             * @example h4n8c2x6v0b3m5q7.9.1
             */
            id: string;
            /**
             * @description The player to move announced a category. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "move.announced";
            /**
             * Format: date-time
             * @description When the move that caused it was accepted.
             * @example 2026-11-29T12:00:00.000Z
             */
            timestamp: string;
            /** @description What a `move.announced` event says. */
            data: components["schemas"]["MoveAnnouncedData"];
        };
        /** @description What a `move.announced` event says. */
        MoveAnnouncedData: {
            /**
             * @description The game.
             * @example k3v9x2m7q1w8e4r6
             */
            gameId: string;
            /** @description The game version this event belongs to (the version the move created). */
            version: number;
            /** @description The seat, from 0. */
            seat: number;
            /** @description The player of that seat. */
            player: components["schemas"]["PlayerRef"];
            /** @description The turn number, from 1, counting every seat's turns. */
            turn: number;
            /** @description The category announced. */
            category: components["schemas"]["CategoryId"];
        };
        /** @description The player to move wrote the dice into a box, ending the turn. */
        MoveScoredEvent: {
            /**
             * @description The event id, `<gameId>.<version>.<n>` (n counts the events of one version from 0): the same on every delivery and replay.
             * @example h4n8c2x6v0b3m5q7.9.1
             */
            id: string;
            /**
             * @description The player to move wrote the dice into a box, ending the turn. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "move.scored";
            /**
             * Format: date-time
             * @description When the move that caused it was accepted.
             * @example 2026-11-29T12:00:00.000Z
             */
            timestamp: string;
            /** @description What a `move.scored` event says. */
            data: components["schemas"]["MoveScoredData"];
        };
        /** @description What a `move.scored` event says. */
        MoveScoredData: {
            /**
             * @description The game.
             * @example k3v9x2m7q1w8e4r6
             */
            gameId: string;
            /** @description The game version this event belongs to (the version the move created). */
            version: number;
            /** @description The seat, from 0. */
            seat: number;
            /** @description The player of that seat. */
            player: components["schemas"]["PlayerRef"];
            /** @description The turn number, from 1, counting every seat's turns. */
            turn: number;
            /** @description The column written. */
            column: components["schemas"]["ColumnId"];
            /** @description The category written. */
            category: components["schemas"]["CategoryId"];
            /** @description The dice scored. */
            dice: number[];
            /** @description The score written. */
            score: number;
            /** @description The seat's grand total after it. */
            total: number;
        };
        /** @description A player resigned (or let its third turn in a row time out): the others play on and it ranks last. */
        PlayerResignedEvent: {
            /**
             * @description The event id, `<gameId>.<version>.<n>` (n counts the events of one version from 0): the same on every delivery and replay.
             * @example h4n8c2x6v0b3m5q7.9.1
             */
            id: string;
            /**
             * @description A player resigned (or let its third turn in a row time out): the others play on and it ranks last. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "player.resigned";
            /**
             * Format: date-time
             * @description When the move that caused it was accepted.
             * @example 2026-11-29T12:00:00.000Z
             */
            timestamp: string;
            /** @description What a `player.resigned` event says. */
            data: components["schemas"]["PlayerResignedData"];
        };
        /** @description What a `player.resigned` event says. */
        PlayerResignedData: {
            /**
             * @description The game.
             * @example k3v9x2m7q1w8e4r6
             */
            gameId: string;
            /** @description The game version this event belongs to (the version the move created). */
            version: number;
            /** @description The seat, from 0. */
            seat: number;
            /** @description The player of that seat. */
            player: components["schemas"]["PlayerRef"];
        };
        /** @description A turn's time ran out: the server ended it by the timeout rule (the ruleset's common rules say how). */
        TurnTimedOutEvent: {
            /**
             * @description The event id, `<gameId>.<version>.<n>` (n counts the events of one version from 0): the same on every delivery and replay.
             * @example h4n8c2x6v0b3m5q7.9.1
             */
            id: string;
            /**
             * @description A turn's time ran out: the server ended it by the timeout rule (the ruleset's common rules say how). (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "turn.timedOut";
            /**
             * Format: date-time
             * @description When the move that caused it was accepted.
             * @example 2026-11-29T12:00:00.000Z
             */
            timestamp: string;
            /** @description What a `turn.timedOut` event says. */
            data: components["schemas"]["TurnTimedOutData"];
        };
        /** @description What a `turn.timedOut` event says. */
        TurnTimedOutData: {
            /**
             * @description The game.
             * @example k3v9x2m7q1w8e4r6
             */
            gameId: string;
            /** @description The game version this event belongs to (the version the move created). */
            version: number;
            /** @description The seat, from 0. */
            seat: number;
            /** @description The player of that seat. */
            player: components["schemas"]["PlayerRef"];
            /** @description The turn number, from 1, counting every seat's turns. */
            turn: number;
            /** @description The dice it rolled (every die), empty when the seat had rolled already. */
            rolled: number[];
            /** @description The category it announced (only when the announce column alone had room), or null. */
            announced: components["schemas"]["CategoryId"] | null;
            /** @description The column written. */
            column: components["schemas"]["ColumnId"];
            /** @description The category written. */
            category: components["schemas"]["CategoryId"];
            /** @description The dice scored. */
            dice: number[];
            /** @description The score written. */
            score: number;
            /** @description Whether it was the seat's third timed-out turn in a row, which resigns it. */
            resigned: boolean;
        };
        /** @description A player left an open game: its seat is free again. */
        PlayerLeftEvent: {
            /**
             * @description The event id, `<gameId>.<version>.<n>` (n counts the events of one version from 0): the same on every delivery and replay.
             * @example h4n8c2x6v0b3m5q7.9.1
             */
            id: string;
            /**
             * @description A player left an open game: its seat is free again. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "player.left";
            /**
             * Format: date-time
             * @description When the move that caused it was accepted.
             * @example 2026-11-29T12:00:00.000Z
             */
            timestamp: string;
            /** @description What a `player.left` event says. */
            data: components["schemas"]["PlayerLeftData"];
        };
        /** @description What a `player.left` event says. */
        PlayerLeftData: {
            /**
             * @description The game.
             * @example k3v9x2m7q1w8e4r6
             */
            gameId: string;
            /** @description The game version this event belongs to (the version the move created). */
            version: number;
            /** @description The seat, from 0. */
            seat: number;
            /** @description The player of that seat. */
            player: components["schemas"]["PlayerRef"];
        };
        /** @description The creator left the open game: it is cancelled and never starts. */
        GameCancelledEvent: {
            /**
             * @description The event id, `<gameId>.<version>.<n>` (n counts the events of one version from 0): the same on every delivery and replay.
             * @example h4n8c2x6v0b3m5q7.9.1
             */
            id: string;
            /**
             * @description The creator left the open game: it is cancelled and never starts. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "game.cancelled";
            /**
             * Format: date-time
             * @description When the move that caused it was accepted.
             * @example 2026-11-29T12:00:00.000Z
             */
            timestamp: string;
            /** @description What a `game.cancelled` event says. */
            data: components["schemas"]["GameCancelledData"];
        };
        /** @description What a `game.cancelled` event says. */
        GameCancelledData: {
            /**
             * @description The game.
             * @example k3v9x2m7q1w8e4r6
             */
            gameId: string;
            /** @description The game version this event belongs to (the version the move created). */
            version: number;
            /** @description The creator, who left. */
            player: components["schemas"]["PlayerRef"];
        };
        /** @description A player was invited to a rematch: sent to the invited player, who is not seated yet. */
        PlayerInvitedEvent: {
            /**
             * @description The event id, `<gameId>.<version>.<n>` (n counts the events of one version from 0): the same on every delivery and replay.
             * @example h4n8c2x6v0b3m5q7.9.1
             */
            id: string;
            /**
             * @description A player was invited to a rematch: sent to the invited player, who is not seated yet. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "player.invited";
            /**
             * Format: date-time
             * @description When the move that caused it was accepted.
             * @example 2026-11-29T12:00:00.000Z
             */
            timestamp: string;
            /** @description What a `player.invited` event says. */
            data: components["schemas"]["PlayerInvitedData"];
        };
        /** @description What a `player.invited` event says. */
        PlayerInvitedData: {
            /**
             * @description The game.
             * @example k3v9x2m7q1w8e4r6
             */
            gameId: string;
            /** @description The game version this event belongs to (the version the move created). */
            version: number;
            /** @description The invited player. */
            player: components["schemas"]["PlayerRef"];
            /** @description The player who asked for the rematch (seat 0 of the new game). */
            by: components["schemas"]["PlayerRef"];
            /**
             * @description The finished game the rematch replays.
             * @example k3v9x2m7q1w8e4r6
             */
            rematchOf: string;
        };
        /** @description Every sheet is full (or every player resigned): the places are final. */
        GameFinishedEvent: {
            /**
             * @description The event id, `<gameId>.<version>.<n>` (n counts the events of one version from 0): the same on every delivery and replay.
             * @example h4n8c2x6v0b3m5q7.9.1
             */
            id: string;
            /**
             * @description Every sheet is full (or every player resigned): the places are final. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "game.finished";
            /**
             * Format: date-time
             * @description When the move that caused it was accepted.
             * @example 2026-11-29T12:00:00.000Z
             */
            timestamp: string;
            /** @description What a `game.finished` event says. */
            data: components["schemas"]["GameFinishedData"];
        };
        /** @description What a `game.finished` event says. */
        GameFinishedData: {
            /**
             * @description The game.
             * @example k3v9x2m7q1w8e4r6
             */
            gameId: string;
            /** @description The game version this event belongs to (the version the move created). */
            version: number;
            /** @description Every seat in seat order with its total and place. */
            places: components["schemas"]["Place"][];
            /** @description The seats with the best total (several on a tie; none when every player resigned). */
            winners: components["schemas"]["EventWinner"][];
        };
        /** @description A seat's final standing. */
        Place: {
            /** @description The seat, from 0. */
            seat: number;
            /** @description The player of that seat. */
            player: components["schemas"]["PlayerRef"] | null;
            /** @description The grand total. */
            total: number;
            /** @description 1 for the best; equal totals share a place; resigned seats share the last. */
            place: number;
        };
        /** @description A winning seat. */
        EventWinner: {
            /** @description The seat, from 0. */
            seat: number;
            /** @description Its player. */
            player: components["schemas"]["PlayerRef"] | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    registerPlayer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ana"
                 *     }
                 */
                "application/json": components["schemas"]["RegisterPlayer"];
            };
        };
        responses: {
            /** @description The new player and its token */
            201: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description The address of the resource created. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisteredPlayer"];
                };
            };
            /** @description `VALIDATION_FAILED`: The request is not valid. */
            400: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The request body must be JSON. */
            415: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"];
                };
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPlayer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A player id */
                playerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Player"];
                };
            };
            /** @description `NOT_FOUND`: Not found. */
            404: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listRulesets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rulesets */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RulesetList"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getRuleset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A ruleset id. */
                rulesetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ruleset */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ruleset"];
                };
            };
            /** @description `NOT_FOUND`: Not found. */
            404: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportGames: {
        parameters: {
            query: {
                /** @description Whose games (required). */
                player: string;
                /** @description A ruleset id: `yamb-classic`, `jamb`, `yams-5` or `yams-6` (see the rulesets). GraphQL carries it as a String, because ids contain "-"; the server checks it. */
                ruleset?: components["schemas"]["RulesetId"];
                /** @description Only games with this status; `finished` when absent. */
                status?: components["schemas"]["GameStatus"];
                /** @description Games created at or after this ISO-8601 time. */
                since?: string;
                /** @description Games created before this ISO-8601 time. */
                until?: string;
                /** @description The id of the last line of the previous response: continue after it. */
                after?: string;
                /** @description Lines at most, 1 to 10000. */
                limit?: number;
                /** @description Add each game's notation text (`notation`). */
                notation?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One JSON record per line */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/x-ndjson": string;
                };
            };
            /** @description `VALIDATION_FAILED`: The request is not valid. */
            400: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listMoves: {
        parameters: {
            query?: {
                /** @description 1 to 2500; 2500 when absent. */
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
            };
            header?: {
                /** @description The ETag of the copy you hold; 304 when the game has not changed since. */
                "if-none-match"?: string;
            };
            path: {
                /** @description A game id */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The move log */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description The game version as an entity tag, e.g. `"12"`: send it back as `If-None-Match` to poll (304 while unchanged), or as `If-Match` to act only on this version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MoveLog"];
                };
            };
            /** @description The game is still at the version named in If-None-Match. */
            304: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description The game version as an entity tag, e.g. `"12"`: send it back as `If-None-Match` to poll (304 while unchanged), or as `If-Match` to act only on this version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `VALIDATION_FAILED`: The request is not valid. */
            400: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `NOT_FOUND`: Not found. */
            404: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getProof: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A game id */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proof */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Proof"];
                };
            };
            /** @description `NOT_FOUND`: Not found. */
            404: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `GAME_NOT_FINISHED`: The game is not finished. */
            409: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getNotation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the copy you hold; 304 when the game has not changed since. */
                "if-none-match"?: string;
            };
            path: {
                /** @description A game id */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The game in YGN 1 */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description The game version as an entity tag, e.g. `"12"`: send it back as `If-None-Match` to poll (304 while unchanged), or as `If-Match` to act only on this version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The game is still at the version named in If-None-Match. */
            304: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description The game version as an entity tag, e.g. `"12"`: send it back as `If-None-Match` to poll (304 while unchanged), or as `If-Match` to act only on this version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `NOT_FOUND`: Not found. */
            404: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPlayerStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A player id */
                playerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerStats"];
                };
            };
            /** @description `NOT_FOUND`: Not found. */
            404: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listGames: {
        parameters: {
            query?: {
                /** @description 1 to 100; 20 when absent. */
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
                /** @description A player id; the caller when absent. */
                player?: string;
                /** @description `open`: waiting for players to take the free seats; `active`: being played; `finished`: every sheet is full (or every player resigned); `cancelled`: the creator left before it started. */
                status?: components["schemas"]["GameStatus"] & unknown;
                /** @description A ruleset id: `yamb-classic`, `jamb`, `yams-5` or `yams-6` (see the rulesets). GraphQL carries it as a String, because ids contain "-"; the server checks it. */
                ruleset?: components["schemas"]["RulesetId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of games */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameSummaryPage"];
                };
            };
            /** @description `VALIDATION_FAILED`: The request is not valid. */
            400: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description Repeat a request safely: the same key from the same player on the same game returns the first result and changes nothing. 1 to 255 visible ASCII characters, e.g. a UUID per intended action. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateGame"];
            };
        };
        responses: {
            /** @description The new game */
            201: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description The game version as an entity tag, e.g. `"12"`: send it back as `If-None-Match` to poll (304 while unchanged), or as `If-Match` to act only on this version. */
                    ETag?: string;
                    /** @description The address of the resource created. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Game"];
                };
            };
            /** @description `VALIDATION_FAILED`: The request is not valid. */
            400: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The request body must be JSON. */
            415: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `IDEMPOTENCY_KEY_REUSED`: This idempotency key was used for a different request. */
            422: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the copy you hold; 304 when the game has not changed since. */
                "if-none-match"?: string;
            };
            path: {
                /** @description A game id */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The game */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description The game version as an entity tag, e.g. `"12"`: send it back as `If-None-Match` to poll (304 while unchanged), or as `If-Match` to act only on this version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Game"];
                };
            };
            /** @description The game is still at the version named in If-None-Match. */
            304: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description The game version as an entity tag, e.g. `"12"`: send it back as `If-None-Match` to poll (304 while unchanged), or as `If-Match` to act only on this version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `NOT_FOUND`: Not found. */
            404: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    joinGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the game is still at this version, e.g. `"12"` (its ETag); otherwise 412 VERSION_CONFLICT. */
                "if-match"?: string;
                /** @description Repeat a request safely: the same key from the same player on the same game returns the first result and changes nothing. 1 to 255 visible ASCII characters, e.g. a UUID per intended action. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description A game id */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "clientSeed": "my-lucky-seed"
                 *     }
                 */
                "application/json": components["schemas"]["JoinGame"];
            };
        };
        responses: {
            /** @description The game with the caller seated */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description The game version as an entity tag, e.g. `"12"`: send it back as `If-None-Match` to poll (304 while unchanged), or as `If-Match` to act only on this version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Game"];
                };
            };
            /** @description `VALIDATION_FAILED`: The request is not valid. */
            400: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `NOT_FOUND`: Not found. */
            404: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `GAME_FULL`: The game has no free seat. `ALREADY_SEATED`: You already have a seat in this game. */
            409: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `VERSION_CONFLICT`: The game is no longer at the expected version. */
            412: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `IDEMPOTENCY_KEY_REUSED`: This idempotency key was used for a different request. */
            422: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    leaveGame: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the game is still at this version, e.g. `"12"` (its ETag); otherwise 412 VERSION_CONFLICT. */
                "if-match"?: string;
                /** @description Repeat a request safely: the same key from the same player on the same game returns the first result and changes nothing. 1 to 255 visible ASCII characters, e.g. a UUID per intended action. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description A game id */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The game without the caller */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description The game version as an entity tag, e.g. `"12"`: send it back as `If-None-Match` to poll (304 while unchanged), or as `If-Match` to act only on this version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Game"];
                };
            };
            /** @description `VALIDATION_FAILED`: The request is not valid. */
            400: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `FORBIDDEN`: You may not do this. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `NOT_FOUND`: Not found. */
            404: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `GAME_NOT_OPEN`: The game is no longer open. */
            409: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `VERSION_CONFLICT`: The game is no longer at the expected version. */
            412: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `IDEMPOTENCY_KEY_REUSED`: This idempotency key was used for a different request. */
            422: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rematchGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A game id */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "clientSeed": "my-lucky-seed"
                 *     }
                 */
                "application/json": components["schemas"]["JoinGame"];
            };
        };
        responses: {
            /** @description The rematch another player created, with the caller seated */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description The game version as an entity tag, e.g. `"12"`: send it back as `If-None-Match` to poll (304 while unchanged), or as `If-Match` to act only on this version. */
                    ETag?: string;
                    /** @description The address of the resource created. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Game"];
                };
            };
            /** @description The new game */
            201: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description The game version as an entity tag, e.g. `"12"`: send it back as `If-None-Match` to poll (304 while unchanged), or as `If-Match` to act only on this version. */
                    ETag?: string;
                    /** @description The address of the resource created. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Game"];
                };
            };
            /** @description `VALIDATION_FAILED`: The request is not valid. */
            400: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `FORBIDDEN`: You may not do this. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `NOT_FOUND`: Not found. */
            404: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `GAME_NOT_FINISHED`: The game is not finished. `GAME_FULL`: The game has no free seat. */
            409: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    act: {
        parameters: {
            query?: never;
            header?: {
                /** @description Apply only if the game is still at this version, e.g. `"12"` (its ETag); otherwise 412 VERSION_CONFLICT. */
                "if-match"?: string;
                /** @description Repeat a request safely: the same key from the same player on the same game returns the first result and changes nothing. 1 to 255 visible ASCII characters, e.g. a UUID per intended action. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description A game id */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Action"];
            };
        };
        responses: {
            /** @description The game after the action */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description The game version as an entity tag, e.g. `"12"`: send it back as `If-None-Match` to poll (304 while unchanged), or as `If-Match` to act only on this version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Game"];
                };
            };
            /** @description `VALIDATION_FAILED`: The request is not valid. */
            400: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `FORBIDDEN`: You may not do this. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `NOT_FOUND`: Not found. */
            404: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `NOT_YOUR_TURN`: It is not your turn. `GAME_NOT_ACTIVE`: The game is not active. */
            409: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `VERSION_CONFLICT`: The game is no longer at the expected version. */
            412: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The request body must be JSON. */
            415: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `IDEMPOTENCY_KEY_REUSED`: This idempotency key was used for a different request. `ILLEGAL_MOVE`: The rules do not allow this move. */
            422: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getHint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A game id */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hint */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description The game version as an entity tag, e.g. `"12"`: send it back as `If-None-Match` to poll (304 while unchanged), or as `If-Match` to act only on this version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Hint"];
                };
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `FORBIDDEN`: You may not do this. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `NOT_FOUND`: Not found. */
            404: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `GAME_NOT_ACTIVE`: The game is not active. `NOT_YOUR_TURN`: It is not your turn. */
            409: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listMyTurns: {
        parameters: {
            query?: {
                /** @description 1 to 100; 20 when absent. */
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of games */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GamePage"];
                };
            };
            /** @description `VALIDATION_FAILED`: The request is not valid. */
            400: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listLobby: {
        parameters: {
            query?: {
                /** @description 1 to 100; 20 when absent. */
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
                /** @description A ruleset id: `yamb-classic`, `jamb`, `yams-5` or `yams-6` (see the rulesets). GraphQL carries it as a String, because ids contain "-"; the server checks it. */
                ruleset?: components["schemas"]["RulesetId"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of open games */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GamePage"];
                };
            };
            /** @description `VALIDATION_FAILED`: The request is not valid. */
            400: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listMyInvitations: {
        parameters: {
            query?: {
                /** @description 1 to 100; 20 when absent. */
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of open games */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GamePage"];
                };
            };
            /** @description `VALIDATION_FAILED`: The request is not valid. */
            400: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getLeaderboard: {
        parameters: {
            query?: {
                /** @description 1 to 100; 20 when absent. */
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
                /** @description Which leaderboard of a ruleset: the sheets people played, or the sheets bots played. */
                board?: components["schemas"]["LeaderboardBoard"];
            };
            header?: never;
            path: {
                /** @description A ruleset id. */
                rulesetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sheets */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaderboardPage"];
                };
            };
            /** @description `VALIDATION_FAILED`: The request is not valid. */
            400: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `NOT_FOUND`: Not found. */
            404: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBlankSheet: {
        parameters: {
            query?: {
                /** @description Sheets on the page, 1 to 8. */
                players?: number;
            };
            header?: never;
            path: {
                /** @description A ruleset id. */
                rulesetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sheet as SVG */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description `VALIDATION_FAILED`: The request is not valid. */
            400: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `NOT_FOUND`: Not found. */
            404: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getGameSheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A game id */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sheet as SVG */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description The game version as an entity tag, e.g. `"12"`: send it back as `If-None-Match` to poll (304 while unchanged), or as `If-Match` to act only on this version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description The game is still at the version named in If-None-Match. */
            304: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description The game version as an entity tag, e.g. `"12"`: send it back as `If-None-Match` to poll (304 while unchanged), or as `If-Match` to act only on this version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `NOT_FOUND`: Not found. */
            404: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhooks */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhook"];
            };
        };
        responses: {
            /** @description The webhook and its secret */
            201: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description The address of the resource created. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisteredWebhook"];
                };
            };
            /** @description `VALIDATION_FAILED`: The request is not valid. */
            400: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `PAYLOAD_TOO_LARGE`: The request body is too large. */
            413: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNSUPPORTED_MEDIA_TYPE`: The request body must be JSON. */
            415: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A webhook id */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"] & unknown;
                };
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `NOT_FOUND`: Not found. */
            404: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A webhook id */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `NOT_FOUND`: Not found. */
            404: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A webhook id */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attempt */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryAttempt"];
                };
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `NOT_FOUND`: Not found. */
            404: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A webhook id */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook and its new secret */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisteredWebhook"];
                };
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `NOT_FOUND`: Not found. */
            404: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description 1 to 100; 20 when absent. */
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
            };
            header?: never;
            path: {
                /** @description A webhook id */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of attempts */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryAttemptPage"];
                };
            };
            /** @description `VALIDATION_FAILED`: The request is not valid. */
            400: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `NOT_FOUND`: Not found. */
            404: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    streamGameEvents: {
        parameters: {
            query?: {
                /** @description Replay only the events of versions after this one. */
                after?: number | null;
            };
            header?: {
                /** @description The id of the last event received: the stream replays every event after it. */
                "last-event-id"?: string;
            };
            path: {
                /** @description A game id */
                gameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["Event"];
                };
            };
            /** @description `VALIDATION_FAILED`: The request is not valid. */
            400: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `NOT_FOUND`: Not found. */
            404: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    streamMyEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the last event received: the stream replays every event after it. */
                "last-event-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["Event"];
                };
            };
            /** @description `VALIDATION_FAILED`: The request is not valid. */
            400: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `RATE_LIMITED`: Too many requests. */
            429: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INTERNAL`: Internal error. */
            500: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `UNAVAILABLE`: The service is briefly unavailable; retry the same request. */
            503: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before repeating the request. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
