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
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["RegisterPlayer"];
                };
            };
            responses: {
                /** @description The new player and its token */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RegisteredPlayer"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        get: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Player"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        get: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Player"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        get: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: components["schemas"]["Ruleset"][];
                        };
                    };
                };
            };
        };
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
        /** One ruleset: columns, categories and how each scores, totals, announcements and the rule decisions */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    rulesetId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The ruleset */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Ruleset"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        get: {
            parameters: {
                query?: {
                    /** @description 1 to 100; 20 when absent. */
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                    /** @description A player id; the caller when absent. */
                    player?: string;
                    /** @description `open`: waiting for players to take the free seats; `active`: being played; `finished`: every sheet is full (or every player resigned). */
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GameSummaryPage"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a game
         * @description The creator takes seat 0. A one-seat game starts at once; otherwise it is `open` until every seat is taken. With an Idempotency-Key, repeating the request returns the same game.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Repeat a request safely: the same key from the same player on the same game returns the first result. */
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Game"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        get: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Game"];
                    };
                };
                /** @description The game is still at the version named in If-None-Match */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A problem (RFC 9457); see `code`. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        /** Take the next free seat */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Apply only if the game is still at this version, e.g. "12"; otherwise 412 VERSION_CONFLICT. */
                    "if-match"?: string;
                    /** @description Repeat a request safely: the same key from the same player on the same game returns the first result. */
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
                /** @description The game with the caller seated */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Game"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Apply only if the game is still at this version, e.g. "12"; otherwise 412 VERSION_CONFLICT. */
                    "if-match"?: string;
                    /** @description Repeat a request safely: the same key from the same player on the same game returns the first result. */
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Game"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
         * @description Every accepted action in order: seat, player, type, arguments, the dice it produced or scored, the score written, the version it created and when.
         */
        get: {
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
                /** @description The move log */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MoveLog"];
                    };
                };
                /** @description The game is still at the version named in If-None-Match */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A problem (RFC 9457); see `code`. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
         * @description The asynchronous player's inbox: every active game in which it is the caller's turn.
         */
        get: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GamePage"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
         * @description Highest grand total first; on equal totals the earlier finish first. Resigned seats are not listed.
         */
        get: {
            parameters: {
                query?: {
                    /** @description 1 to 100; 20 when absent. */
                    limit?: number;
                    /** @description The `nextCursor` of the previous page. */
                    cursor?: string;
                };
                header?: never;
                path: {
                    rulesetId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page of sheets */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LeaderboardPage"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        get: {
            parameters: {
                query?: {
                    /** @description Sheets on the page, 1 to 8. */
                    players?: number;
                };
                header?: never;
                path: {
                    rulesetId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The sheet as SVG */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/svg+xml": string;
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A problem (RFC 9457); see `code`. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        get: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "image/svg+xml": string;
                    };
                };
                /** @description Unchanged since the ETag sent */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description A problem (RFC 9457); see `code`. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        RegisteredPlayer: {
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
            code: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "NOT_ACCEPTABLE" | "NOT_YOUR_TURN" | "GAME_NOT_ACTIVE" | "GAME_FULL" | "ALREADY_SEATED" | "VERSION_CONFLICT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ILLEGAL_MOVE" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "UNAVAILABLE";
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
        Ruleset: {
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
        /** @description A game as everyone may see it: seats, sheets with totals, the turn with its legal choices, and the winners once finished. */
        Game: {
            /**
             * @description The game id.
             * @example k3v9x2m7q1w8e4r6
             */
            id: string;
            ruleset: components["schemas"]["RulesetId"] & unknown;
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
            turn: components["schemas"]["Turn"];
            /** @description Seats with the best total once finished (several on a tie, none if every player resigned); null before. */
            winners: components["schemas"]["Winner"][] | null;
            lastMove: components["schemas"]["Move"];
        };
        /**
         * @description Open, active or finished.
         * @enum {string}
         */
        GameStatus: "open" | "active" | "finished";
        /** @description A seat of a game: its player and score sheet. */
        Seat: {
            /** @description The seat number, from 0; seats play in this order. */
            seat: number;
            player: components["schemas"]["PlayerRef"];
            /** @description Whether the player resigned (it ranks last). */
            resigned: boolean;
            /** @description The score sheet, one entry per column in the ruleset's order. */
            sheet: components["schemas"]["SheetColumn"][];
            /** @description The grand total so far. */
            total: number;
            /** @description Once finished: 1 for the best total, equal totals share a place, resigned seats share the last. Null before. */
            place: number | null;
        };
        /** @description The player; null while the seat is free. */
        PlayerRef: {
            /**
             * @description The player id.
             * @example k3v9x2m7q1w8e4r6
             */
            id: string;
            /** @description The display name. */
            name: string;
        } | null;
        /** @description One column of a sheet: its boxes in category order, its subtotals and total. */
        SheetColumn: {
            column: components["schemas"]["ColumnId"] & unknown;
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
            category: components["schemas"]["CategoryId"] & unknown;
            /** @description The score written; null while the box is empty. */
            score: number | null;
        };
        /** @description The turn being played; null unless the game is active. */
        Turn: {
            /** @description The seat to move. */
            seat: number;
            player: components["schemas"]["PlayerRef"] & unknown;
            /** @description The turn number, from 1, counting every seat's turns. */
            number: number;
            /** @description Rolls made this turn. */
            rollsUsed: number;
            /** @description Rolls still allowed this turn. */
            rollsLeft: number;
            /** @description The dice (faces 1 to 6) by position; empty before the first roll. `keep` names these positions. */
            dice: number[];
            announced: components["schemas"]["CategoryId"] & (string | null);
            /** @description Whether `roll` is allowed now. */
            canRoll: boolean;
            /** @description True when the player may neither roll again nor score until they announce a category (only the announce column has room and nothing is announced yet): the next action must be `announce`. */
            mustAnnounce: boolean;
            /** @description Categories `announce` accepts now; empty when announcing is not possible. */
            announceable: components["schemas"]["CategoryId"][];
            /** @description Every box `score` accepts now, with its score; empty before the first roll. */
            available: components["schemas"]["AvailableBox"][];
        } | null;
        /** @description A box the current dice may be scored in, with the score it would get. */
        AvailableBox: {
            column: components["schemas"]["ColumnId"] & unknown;
            category: components["schemas"]["CategoryId"] & unknown;
            /** @description What `score` would write now. */
            score: number;
        };
        /** @description A seat with the best total of a finished game. */
        Winner: {
            /** @description The seat. */
            seat: number;
            player: components["schemas"]["PlayerRef"] & unknown;
        };
        /** @description The move that created this version. */
        Move: {
            /** @description The game version this move created (the first move creates version 1). */
            version: number;
            /**
             * Format: date-time
             * @description When the move was accepted.
             * @example 2026-11-29T12:00:00.000Z
             */
            at: string;
            type: components["schemas"]["MoveType"];
            /** @description The seat that moved, from 0. */
            seat: number;
            player: components["schemas"]["PlayerRef"] & unknown;
            /** @description The turn number; null for create and join. */
            turn: number | null;
            /** @description roll: the positions of the dice kept from the previous roll. */
            keep?: number[];
            /** @description roll: the dice after the roll; score: the dice scored. */
            dice?: number[];
            column?: components["schemas"]["ColumnId"] & unknown;
            category?: components["schemas"]["CategoryId"] & unknown;
            /** @description score: the score written. */
            score?: number;
            ruleset?: components["schemas"]["RulesetId"] & unknown;
            /** @description create: the number of seats. */
            seats?: number;
        } | null;
        /**
         * @description What the move did.
         * @enum {string}
         */
        MoveType: "create" | "join" | "roll" | "announce" | "score" | "resign";
        CreateGame: {
            ruleset: components["schemas"]["RulesetId"];
            /**
             * @description Players in the game; 1 starts a solo game at once.
             * @default 1
             * @example 2
             */
            seats: number;
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
            category: components["schemas"]["CategoryId"];
        };
        ScoreAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "score";
            column: components["schemas"]["ColumnId"];
            category: components["schemas"]["CategoryId"];
        };
        ResignAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "resign";
        };
        /** @description A game's move log. */
        MoveLog: {
            /** @description Every accepted action, oldest first. */
            items: (components["schemas"]["Move"] & unknown)[];
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
            ruleset: components["schemas"]["RulesetId"] & unknown;
            status: components["schemas"]["GameStatus"];
            /** @description Number of seats. */
            seats: number;
            /**
             * Format: date-time
             * @description When the game was created.
             * @example 2026-11-29T12:00:00.000Z
             */
            createdAt: string;
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
            player: components["schemas"]["PlayerRef"] & unknown;
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
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
