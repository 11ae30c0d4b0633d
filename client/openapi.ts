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
         * @description Each line is `{ game, moves, proof, notation? }`: the game view, every move, the proof once finished, and the notation text with `notation=true`. Oldest first (creation time, then id), streamed as the store is read. One response holds at most 10,000 lines (`limit`), 4 MiB, and reads no page after 4 s (what a function may answer). A client address runs at most 4 exports at once (429 RATE_LIMITED beyond), and a reader that takes nothing for 10 s is disconnected. Resume with `after=<id of the last line>` until a response has no line.
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
         * @description Sends an ETag of the version; poll with If-None-Match to get 304 until something changes. Needs no token; with one (scope `games:read`), a player of an open game also gets its `invitation`, in a copy of its own (ETag `"<version>.i"`, never stored by shared caches).
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
         * @description The game starts when its last seat is taken. A private game is joined by invitation: send its code (`{ "invitation": "..." }`, from the `invitation` its players see), or be invited by id (then no code is needed). A rematch keeps its seats for the players it invited until they join or decline. The body is optional: `{ "clientSeed": "..." }` adds your seed to the dice.
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
    "/v1/games/{gameId}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite a player by id
         * @description A seated player of an open game invites a player: the game is listed in that player's `GET /v1/players/me/invitations`, the player receives an `invitation.received` event, and may join without the code (or decline). The game's players receive `player.invited`. Inviting a player who is invited already changes nothing.
         */
        post: operations["invitePlayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/players/me/invitations/{gameId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Decline an invitation
         * @description The game leaves the caller's invitations, and a seat the invitation kept (a rematch's) is free for anyone; the game's players receive `invitation.declined`. Declining what is not pending (declined before, a game that started) answers 204 too. A player seated in the game leaves it instead (`POST /v1/games/{gameId}/leave`).
         */
        delete: operations["declineInvitation"];
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
         * Games the caller is invited to
         * @description Open games the caller holds a pending invitation to, newest first: rematches of games it played (`POST /v1/games/{gameId}/rematch`) and invitations by id (`POST /v1/games/{gameId}/invitations`), until the caller joins or declines (`DELETE /v1/players/me/invitations/{gameId}`) or the game starts or is cancelled. Join one with `POST /v1/games/{gameId}/join`: no code is needed.
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
    "/v1/push/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The server's VAPID public key
         * @description Pass it as `applicationServerKey` to `pushManager.subscribe` (it is the same for every player), then register the subscription.
         */
        get: operations["getPushKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/push-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's push subscriptions */
        get: operations["listPushSubscriptions"];
        put?: never;
        /**
         * Register a browser for notifications
         * @description `subscription` is what `PushSubscription.toJSON()` gives. The caller's turns (and a reminder when a quarter of a turn of at least an hour is left), finished games and newcomers are pushed to it in words. The same browser registered again keeps its id and takes the keys and events sent now. Production refuses endpoints that are not `https` or resolve to private addresses.
         */
        post: operations["createPushSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/push-subscriptions/{subscriptionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's push subscriptions */
        get: operations["getPushSubscription"];
        put?: never;
        post?: never;
        /**
         * Stop notifying a browser
         * @description Nothing is pushed to it afterwards. A push service that answers 404 or 410 for it deletes it too.
         */
        delete: operations["deletePushSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/players/{playerId}/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player's ratings
         * @description Per ruleset of a rated game the player played: OpenSkill's `mu` and `sigma`, the display `rating` made from `mu - 3 sigma`, the rated games it counts and the player's rank on the ruleset's rating list.
         */
        get: operations["getPlayerRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ratings/{rulesetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A ruleset's rating list
         * @description Players who finished a rated game of the ruleset, best display rating first, each with its `rank` (equal ratings share one).
         */
        get: operations["getRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tournaments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tournaments of a status
         * @description Upcoming (the default) and running tournaments soonest start first, finished ones latest first.
         */
        get: operations["listTournaments"];
        put?: never;
        /**
         * Create a tournament
         * @description A Swiss tournament of games at tables of `tableSize`, starting at `startsAt`. The creator does not play unless it joins. Round 1 seats the players by rating; each later round starts when every game of the one before has finished, grouping players by points.
         */
        post: operations["createTournament"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tournaments/{tournamentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tournament
         * @description With its players, standings (rank, points, games, byes, tiebreak: the sum of grand totals) and rounds (each table: its game and players, and its results once played).
         */
        get: operations["getTournament"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tournaments/{tournamentId}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join a tournament
         * @description Before it starts; joining again changes nothing. `409 TOURNAMENT_CLOSED` once it is full, has started or has finished.
         */
        post: operations["joinTournament"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tournaments/{tournamentId}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave a tournament
         * @description Before it starts; leaving one you are not in changes nothing. `409 TOURNAMENT_CLOSED` once it has started.
         */
        post: operations["leaveTournament"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Personal tokens and approved apps
         * @description The caller's personal tokens and the apps it approved (each with its `client`), without their values, oldest first. Revoked and expired ones are not listed.
         */
        get: operations["listTokens"];
        put?: never;
        /**
         * Make a personal token
         * @description A named token with the scopes asked for (at most those of the token sent) and an optional expiry. Its value is in this answer only; the server keeps a hash.
         */
        post: operations["createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tokens/{tokenId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a personal token or an app
         * @description A personal token, or an app's grant: its access and refresh tokens stop working, and the webhooks it created are disabled.
         */
        delete: operations["revokeToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke the token sent
         * @description Any token but the account token, which is replaced instead (`POST /v1/players/me/token`): a personal token, or an app's access token (its whole grant).
         */
        delete: operations["revokeCurrentToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/players/me/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the account token
         * @description A new account token (every scope, no expiry); the one it replaces stops working. Only a token with every scope may ask (the account token does). Personal tokens and apps are unaffected.
         */
        post: operations["replaceAccountToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/token/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test tokens
         * @description What each token is, in the order sent: who it acts for, its scopes, its app and expiry, or `active: false`. Needs no token; limited per client address.
         */
        post: operations["testTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/oauth/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an authorization request is
         * @description For the consent page: the app, where the answer goes and each scope in words (`outcome: consent`), or the RFC 6749 error redirect the app must get (`outcome: redirect`). A bad `client_id` or `redirect_uri` is a 400 problem: it never redirects. Needs no token.
         */
        get: operations["checkAuthorization"];
        put?: never;
        /**
         * The person's decision on an authorization request
         * @description Approving makes a grant and a code the app exchanges once, within 60 s, at `/oauth/token`; denying sends the app `access_denied`. Either way, send the browser to `redirectTo`. The scopes asked for must be the token's own. A bad `client_id` or `redirect_uri` is a 400 problem; another bad parameter is the app's RFC 6749 error in `redirectTo`.
         */
        post: operations["authorizeApp"];
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
    "/v1/tournaments/{tournamentId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A tournament's events, live (server-sent events)
         * @description Every event of the tournament (`tournament.started`, every player's `tournament.roundStarted`, `tournament.finished`) after `Last-Event-ID` (from the start without it), then each new one as it happens.
         */
        get: operations["streamTournamentEvents"];
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
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a code or a refresh token (RFC 6749)
         * @description A code (with its PKCE verifier) or a refresh token for an access token (one hour) and a new refresh token. A code used twice, or a replaced refresh token presented again, revokes the grant. No client authentication (`token_endpoint_auth_methods_supported: ["none"]`); any origin may call it.
         */
        post: operations["oauthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauth/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a token (RFC 7009)
         * @description An app's access or refresh token revokes its whole grant; a personal token itself. Always 200, whatever the token was. Any origin may call it.
         */
        post: operations["oauthRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Authorization server metadata (RFC 8414)
         * @description Where the endpoints are and what they support. Any origin may read it.
         */
        get: operations["oauthMetadata"];
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
        /**
         * @description The stable code of a refusal: REST sends it as the problem's `code`, GraphQL as `errors[].extensions.code` (with `extensions.status`, the HTTP status REST answers with). Each value: its status, what it means, and what a client should do. Every operation's documentation lists the codes it can answer; GraphQL's endpoint itself can answer VALIDATION_FAILED, METHOD_NOT_ALLOWED, NOT_ACCEPTABLE, PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, RATE_LIMITED, INTERNAL before any field runs.
         *
         *     - `VALIDATION_FAILED`: 400: The request is not valid. Fix the request as `errors` says (each problem with its path); sent again unchanged it is refused again.
         *     - `UNAUTHENTICATED`: 401: A valid bearer token is required. Send `Authorization: Bearer <token>` with a token the API gave (registration, or a personal or OAuth token); a lost or revoked token is not coming back: get a new one.
         *     - `FORBIDDEN`: 403: You may not do this. Do not repeat it: the caller may not do this (the detail says why, e.g. it has no seat in the game). Act only where the caller sits or owns the resource.
         *     - `INSUFFICIENT_SCOPE`: 403: The token lacks a scope this operation needs. Ask the player for a token with the scopes `requiredScopes` names (a new authorization), or leave this operation out of the app.
         *     - `INVITATION_REQUIRED`: 403: This private game is joined by invitation. Join with the game's invitation code, or ask one of its players to invite you.
         *     - `NOT_FOUND`: 404: Not found. Check the id and the path; a missing resource stays missing, so do not retry. Offer the player a list (games, lobby) instead.
         *     - `METHOD_NOT_ALLOWED`: 405: Method not allowed. Send GraphQL with POST (a query may also use GET).
         *     - `NOT_ACCEPTABLE`: 406: No acceptable response type. Accept `application/json` or `application/graphql-response+json`.
         *     - `NOT_YOUR_TURN`: 409: It is not your turn. Wait for your turn: re-read the game (or follow its events) and act when `turn.seat` is yours. `reason: TURN_TIMED_OUT` says your turn ran out and the server ended it.
         *     - `GAME_NOT_ACTIVE`: 409: The game is not active. Re-read the game: it has not started, is over, or you resigned. Only an active game takes moves; join or start another.
         *     - `GAME_NOT_OPEN`: 409: The game is no longer open. The game has started or was cancelled: a started game is left by resigning; to play, join or create another game.
         *     - `GAME_NOT_FINISHED`: 409: The game is not finished. Ask again once the game's status is `finished` (follow its events, or poll it).
         *     - `GAME_FULL`: 409: The game has no free seat. Join another game (the lobby lists open ones) or create one.
         *     - `LIMIT_REACHED`: 409: A limit of your account is reached. Free one first (e.g. delete a webhook you no longer need), then repeat; `limit` says how many are allowed.
         *     - `TOURNAMENT_CLOSED`: 409: The tournament takes no more players. Join a tournament that has not started yet, or create one.
         *     - `ALREADY_SEATED`: 409: You already have a seat in this game. Nothing to fix: the caller already sits in the game. Read it and play on.
         *     - `VERSION_CONFLICT`: 412: The game is no longer at the expected version. Re-read the game (it is at `currentVersion`), decide again on what it shows now, and send that decision with a new idempotency key.
         *     - `PAYLOAD_TOO_LARGE`: 413: The request body is too large. Send a smaller body; the detail names the limit. Bodies this API needs are far below it.
         *     - `UNSUPPORTED_MEDIA_TYPE`: 415: The request body must be JSON. Send the body as JSON with `Content-Type: application/json`.
         *     - `ILLEGAL_MOVE`: 422: The rules do not allow this move. Do not repeat the move: `reason` names the rule. Offer the player only what the turn lists (`canRoll`, `announceable`, `available`).
         *     - `IDEMPOTENCY_KEY_REUSED`: 422: This idempotency key was used for a different request. Use a fresh key for each new action; repeat a key only with the very request it was first sent with.
         *     - `RATE_LIMITED`: 429: Too many requests. Wait `Retry-After` seconds, then repeat the request; spread your requests out (poll with `If-None-Match`, or follow events).
         *     - `INTERNAL`: 500: Internal error. A fault of the server: report it with the `requestId`. Repeating the request with the same idempotency key is safe.
         *     - `UNAVAILABLE`: 503: The service is briefly unavailable; retry the same request. Repeat the same request, with the same idempotency key, after `Retry-After` seconds: it is applied at most once.
         * @enum {string}
         */
        ErrorCode: "VALIDATION_FAILED" | "UNAUTHENTICATED" | "FORBIDDEN" | "INSUFFICIENT_SCOPE" | "INVITATION_REQUIRED" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "NOT_ACCEPTABLE" | "NOT_YOUR_TURN" | "GAME_NOT_ACTIVE" | "GAME_NOT_OPEN" | "GAME_NOT_FINISHED" | "GAME_FULL" | "LIMIT_REACHED" | "TOURNAMENT_CLOSED" | "ALREADY_SEATED" | "VERSION_CONFLICT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "ILLEGAL_MOVE" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL" | "UNAVAILABLE";
        /**
         * @description Which rule refused a request, beside its `code` (REST: the problem's `reason`; GraphQL: `extensions.reason`). Each value: the code it comes with, what it means, and what a client should do.
         *
         *     - `MUST_ROLL_FIRST`: With ILLEGAL_MOVE. Scoring (or, where the ruleset says so, announcing) needs a roll first. Roll first: `turn.canRoll` is true before the first roll.
         *     - `NO_ROLLS_LEFT`: With ILLEGAL_MOVE. Every roll of the turn is used. Score a box. Offer only the boxes of `turn.available`.
         *     - `INVALID_KEEP`: With ILLEGAL_MOVE. The kept positions are not valid: out of range, named twice, any on the first roll, or every die. Keep positions of the last roll (0 to dice - 1), each once and not all of them; keep nothing on the first roll.
         *     - `BOX_FILLED`: With ILLEGAL_MOVE. The box already holds a score. Choose an empty box. Offer only the boxes of `turn.available`.
         *     - `BOX_NOT_AVAILABLE`: With ILLEGAL_MOVE. The column's order (down, up, announce) or this turn's announcement does not allow this box now. Offer only the boxes of `turn.available`.
         *     - `ANNOUNCE_TOO_LATE`: With ILLEGAL_MOVE. Announcements are made before the second roll. Roll or score this turn; announce in a later turn before its second roll.
         *     - `ANNOUNCE_NOT_ALLOWED`: With ILLEGAL_MOVE. The ruleset has no announce column, or this turn already has its announcement. Announce only a category of `turn.announceable` (empty when none is possible).
         *     - `MUST_ANNOUNCE`: With ILLEGAL_MOVE. Only the announce column has room and nothing is announced yet (`turn.mustAnnounce`). Announce a category of `turn.announceable`, then roll or score.
         *     - `UNKNOWN_CATEGORY`: With ILLEGAL_MOVE. The game's ruleset has no such category. Use a category id of the game's ruleset (its `categories[].id`; people see the `label`).
         *     - `UNKNOWN_COLUMN`: With ILLEGAL_MOVE. The game's ruleset has no such column. Use a column id of the game's ruleset (its `columns[].id`; people see the `name`).
         *     - `ALREADY_INVITED`: With ILLEGAL_MOVE. The player is invited to this game already. Nothing to do: the invitation stands (it is in their `GET /v1/players/me/invitations`).
         *     - `TURN_TIMED_OUT`: With NOT_YOUR_TURN. The caller's turn ran out before this request arrived: the server ended it by the timeout rule (a `timeout` in the move log) and another seat is to move. Re-read the game and show the player what the timeout wrote; act again on their next turn. A third timed-out turn in a row resigns the seat.
         * @enum {string}
         */
        ErrorReason: "MUST_ROLL_FIRST" | "NO_ROLLS_LEFT" | "INVALID_KEEP" | "BOX_FILLED" | "BOX_NOT_AVAILABLE" | "ANNOUNCE_TOO_LATE" | "ANNOUNCE_NOT_ALLOWED" | "MUST_ANNOUNCE" | "UNKNOWN_CATEGORY" | "UNKNOWN_COLUMN" | "ALREADY_INVITED" | "TURN_TIMED_OUT";
        JoinGame: {
            /**
             * @description Your contribution to the dice (1 to 64 visible ASCII characters other than "|"): every roll of the game mixes in each seat's client seed, so the server's seed alone does not decide them. See the proof.
             * @example my-lucky-seed
             */
            clientSeed?: string;
            /**
             * @description A private game's invitation code (its players see it in the game's `invitation`). Not needed for a public game, nor by a player invited by id.
             * @example mZ3kQ8vR1xT6bN0cW4yH7a
             */
            invitation?: string;
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
            /** @description The stable code of the refusal: `ErrorCode` lists every code with its status, meaning and what to do. */
            code: components["schemas"]["ErrorCode"];
            /** @description For ILLEGAL_MOVE: the rule that refused the move; for NOT_YOUR_TURN: `TURN_TIMED_OUT` when the caller's turn ran out. `ErrorReason` lists every reason. */
            reason?: components["schemas"]["ErrorReason"];
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
         * @description A column of a score sheet. Which columns a game has, their names and fill order, depend on its ruleset: requests and views carry the id, people see the ruleset's `name` for it.
         *
         *     - `down`: Shown as "Down" in yamb-classic, jamb.
         *     - `up`: Shown as "Up" in yamb-classic, jamb.
         *     - `free`: Shown as "Free" in yamb-classic, jamb; "Score" in yams-5, yams-6.
         *     - `announce`: Shown as "Announce" in yamb-classic; "Announced" in jamb.
         * @enum {string}
         */
        ColumnId: "down" | "up" | "free" | "announce";
        /**
         * @description How a column is filled.
         *
         *     - `down`: Top to bottom: only the topmost empty box is available.
         *     - `up`: Bottom to top: only the bottommost empty box is available.
         *     - `free`: Any empty box, in any order.
         *     - `announce`: Only the box of the category announced this turn.
         * @enum {string}
         */
        ColumnOrder: "down" | "up" | "free" | "announce";
        /**
         * @description A category (row) of a score sheet. Each ruleset uses a subset in its own order, with its own label and scoring: requests and views carry the id, people see the ruleset's `label` for it.
         *
         *     - `ones`: Shown as "Ones" in every ruleset.
         *     - `twos`: Shown as "Twos" in every ruleset.
         *     - `threes`: Shown as "Threes" in every ruleset.
         *     - `fours`: Shown as "Fours" in every ruleset.
         *     - `fives`: Shown as "Fives" in every ruleset.
         *     - `sixes`: Shown as "Sixes" in every ruleset.
         *     - `max`: Shown as "Max" in yamb-classic, jamb.
         *     - `min`: Shown as "Min" in yamb-classic, jamb.
         *     - `trips`: Shown as "Trips" in jamb.
         *     - `threeOfAKind`: Shown as "Three of a kind" in yams-5.
         *     - `square`: Shown as "Square" in yams-5, yams-6.
         *     - `straight`: Shown as "Straight" in yamb-classic, jamb.
         *     - `smallStraight`: Shown as "Sequence 4" in yams-5.
         *     - `largeStraight`: Shown as "Sequence 5" in yams-5, yams-6.
         *     - `fullHouse`: Shown as "Full House" in yamb-classic; "Full" in jamb; "Full house" in yams-5, yams-6.
         *     - `twoTriples`: Shown as "Two three of a kind" in yams-6.
         *     - `poker`: Shown as "Poker" in yamb-classic, jamb.
         *     - `chance`: Shown as "Luck" in yams-5, yams-6.
         *     - `yamb`: Shown as "Yamb" in yamb-classic; "Jamb" in jamb.
         *     - `yams`: Shown as "Yams" in yams-5, yams-6.
         *     - `yamsSix`: Shown as "Yams 6 dice" in yams-6.
         * @enum {string}
         */
        CategoryId: "ones" | "twos" | "threes" | "fours" | "fives" | "sixes" | "max" | "min" | "trips" | "threeOfAKind" | "square" | "straight" | "smallStraight" | "largeStraight" | "fullHouse" | "twoTriples" | "poker" | "chance" | "yamb" | "yams" | "yamsSix";
        /**
         * @description The part of a column a category belongs to; subtotals are per section.
         *
         *     - `upper`: The number boxes (Ones to Sixes).
         *     - `middle`: Max and Min.
         *     - `lower`: The combinations.
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
         *
         *     - `matching`: The matching dice plus `points`.
         *     - `allDice`: Every die plus `points`.
         *     - `fixed`: `points` only.
         * @enum {string}
         */
        ScoreBasis: "matching" | "allDice" | "fixed";
        /**
         * @description When the upper bonus is decided.
         *
         *     - `complete`: Once all six number boxes of the column are filled.
         *     - `reached`: As soon as the running upper total reaches the threshold; it cannot be lost.
         * @enum {string}
         */
        UpperBonusWhen: "complete" | "reached";
        /**
         * @description When a category may be announced. Never after the second roll.
         *
         *     - `beforeSecondRoll`: Before the first roll or right after it.
         *     - `afterFirstRoll`: Only after the first roll, before the second.
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
            /** @description The seat that moved, from 0 (decline: the seat whose invitation was declined). */
            seat: number;
            /** @description The player of that seat (decline: the player who declined). */
            player: components["schemas"]["PlayerRef"] | null;
            /** @description The turn number; null for moves before the game started (create, join, leave, invite, decline). */
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
            /** @description create, for a rematch: the players invited to it; invite: the player invited. */
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
        MoveType: "create" | "join" | "roll" | "announce" | "score" | "resign" | "leave" | "timeout" | "invite" | "decline";
        /** @description The player of that seat (decline: the player who declined). */
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
         *           "place": null,
         *           "ratingBefore": null,
         *           "ratingAfter": null
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
         *           "place": null,
         *           "ratingBefore": null,
         *           "ratingAfter": null
         *         }
         *       ],
         *       "options": {
         *         "turnSeconds": 86400,
         *         "visibility": "private",
         *         "hints": true,
         *         "rated": false
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
         *       },
         *       "tournament": null
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
            /** @description Seats with the best total once finished (several on a tie); only a seat that did not resign wins, so none when every player resigned. Null before. */
            winners: components["schemas"]["Winner"][] | null;
            /** @description The move that created this version. */
            lastMove: components["schemas"]["Move"] | null;
            /** @description The tournament this game is a table of; null for a game of its own. */
            tournament: components["schemas"]["GameTournament"] | null;
            /** @description While the game is open, to its seated players only (a request with their token, scope `games:read`): the code and link that invite others. Absent for everyone else (GraphQL: null). */
            invitation?: components["schemas"]["Invitation"];
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
            /** @description Once finished: 1 for the best total, equal totals share a place; resigned seats come after every other seat, ranked among themselves by total. Null before. */
            place: number | null;
            /** @description A finished rated game: the player's rating before it. Null otherwise, and until the game's ratings are applied (moments after it ends). */
            ratingBefore: components["schemas"]["Rating"] | null;
            /** @description A finished rated game: the player's rating after it. Null otherwise, and until the game's ratings are applied. */
            ratingAfter: components["schemas"]["Rating"] | null;
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
        /** @description A finished rated game: the player's rating before it. Null otherwise, and until the game's ratings are applied (moments after it ends). */
        Rating: {
            /**
             * @description The estimated skill (OpenSkill mu; 25 for a new player).
             * @example 27.63
             */
            mu: number;
            /**
             * @description The uncertainty of mu (OpenSkill sigma; 25/3 for a new player, smaller with every game).
             * @example 6.92
             */
            sigma: number;
            /**
             * @description The display number, `round(1000 + 40 × (mu − 3 × sigma))`: 1000 for a new player.
             * @example 1274
             */
            rating: number;
        };
        /** @description What the creator chose beside ruleset and seats. */
        GameOptions: {
            /**
             * @description Seconds each turn may take (60 to 1209600); when one runs out the server plays a `timeout` for the seat. Null: no deadline.
             * @example 86400
             */
            turnSeconds: number | null;
            /**
             * @description Who finds and joins an open game: `private` (the default) is listed to its players and invited players only, and joined by invitation (its code, or an invitation by player id); `public` is listed in the lobby while it has free seats, and anyone joins it.
             *
             *     - `private`: Joined by invitation only; listed to nobody else while open.
             *     - `public`: Listed in the lobby (`GET /v1/lobby`) while seats are free; anyone joins it.
             */
            visibility: components["schemas"]["Visibility"];
            /** @description Whether the player to move may ask for a hint (`GET /v1/games/{id}/hint`). */
            hints: boolean;
            /** @description Whether the game changes its players' ratings when it finishes. */
            rated: boolean;
        };
        /**
         * @description Who finds and joins an open game: `private` (the default) is listed to its players and invited players only, and joined by invitation (its code, or an invitation by player id); `public` is listed in the lobby while it has free seats, and anyone joins it.
         *
         *     - `private`: Joined by invitation only; listed to nobody else while open.
         *     - `public`: Listed in the lobby (`GET /v1/lobby`) while seats are free; anyone joins it.
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
        /** @description The tournament this game is a table of; null for a game of its own. */
        GameTournament: {
            /**
             * @description The tournament.
             * @example k3v9x2m7q1w8e4r6
             */
            id: string;
            /** @description The round, from 1. */
            round: number;
            /** @description The table, from 1. */
            table: number;
        };
        /** @description While the game is open, to its seated players only (a request with their token, scope `games:read`): the code and link that invite others. Absent for everyone else (GraphQL: null). */
        Invitation: {
            /**
             * @description The secret that lets anyone who has it join: `POST /v1/games/{id}/join` with `{ "invitation": "<code>" }`. Share it only with the players you want.
             * @example mZ3kQ8vR1xT6bN0cW4yH7a
             */
            code: string;
            /**
             * @description The game's page in the web client with the code: whoever opens it can sign in and join.
             * @example https://yamb.example/games/k3v9x2m7q1w8e4r6?invitation=mZ3kQ8vR1xT6bN0cW4yH7a
             */
            url: string;
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
            /** @description Whether players may ask for hints; true when absent (false for a rated game, which allows none). */
            hints?: boolean;
            /** @description Whether the game changes its players' ratings when it finishes (OpenSkill, from the places); false when absent. A rated game has 2 to 8 seats, no bots and no hints. */
            rated?: boolean;
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
            /**
             * @description A category (row) of a score sheet. Each ruleset uses a subset in its own order, with its own label and scoring: requests and views carry the id, people see the ruleset's `label` for it.
             *
             *     - `ones`: Shown as "Ones" in every ruleset.
             *     - `twos`: Shown as "Twos" in every ruleset.
             *     - `threes`: Shown as "Threes" in every ruleset.
             *     - `fours`: Shown as "Fours" in every ruleset.
             *     - `fives`: Shown as "Fives" in every ruleset.
             *     - `sixes`: Shown as "Sixes" in every ruleset.
             *     - `max`: Shown as "Max" in yamb-classic, jamb.
             *     - `min`: Shown as "Min" in yamb-classic, jamb.
             *     - `trips`: Shown as "Trips" in jamb.
             *     - `threeOfAKind`: Shown as "Three of a kind" in yams-5.
             *     - `square`: Shown as "Square" in yams-5, yams-6.
             *     - `straight`: Shown as "Straight" in yamb-classic, jamb.
             *     - `smallStraight`: Shown as "Sequence 4" in yams-5.
             *     - `largeStraight`: Shown as "Sequence 5" in yams-5, yams-6.
             *     - `fullHouse`: Shown as "Full House" in yamb-classic; "Full" in jamb; "Full house" in yams-5, yams-6.
             *     - `twoTriples`: Shown as "Two three of a kind" in yams-6.
             *     - `poker`: Shown as "Poker" in yamb-classic, jamb.
             *     - `chance`: Shown as "Luck" in yams-5, yams-6.
             *     - `yamb`: Shown as "Yamb" in yamb-classic; "Jamb" in jamb.
             *     - `yams`: Shown as "Yams" in yams-5, yams-6.
             *     - `yamsSix`: Shown as "Yams 6 dice" in yams-6.
             */
            category: components["schemas"]["CategoryId"];
        };
        ScoreAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "score";
            /**
             * @description A column of a score sheet. Which columns a game has, their names and fill order, depend on its ruleset: requests and views carry the id, people see the ruleset's `name` for it.
             *
             *     - `down`: Shown as "Down" in yamb-classic, jamb.
             *     - `up`: Shown as "Up" in yamb-classic, jamb.
             *     - `free`: Shown as "Free" in yamb-classic, jamb; "Score" in yams-5, yams-6.
             *     - `announce`: Shown as "Announce" in yamb-classic; "Announced" in jamb.
             */
            column: components["schemas"]["ColumnId"];
            /**
             * @description A category (row) of a score sheet. Each ruleset uses a subset in its own order, with its own label and scoring: requests and views carry the id, people see the ruleset's `label` for it.
             *
             *     - `ones`: Shown as "Ones" in every ruleset.
             *     - `twos`: Shown as "Twos" in every ruleset.
             *     - `threes`: Shown as "Threes" in every ruleset.
             *     - `fours`: Shown as "Fours" in every ruleset.
             *     - `fives`: Shown as "Fives" in every ruleset.
             *     - `sixes`: Shown as "Sixes" in every ruleset.
             *     - `max`: Shown as "Max" in yamb-classic, jamb.
             *     - `min`: Shown as "Min" in yamb-classic, jamb.
             *     - `trips`: Shown as "Trips" in jamb.
             *     - `threeOfAKind`: Shown as "Three of a kind" in yams-5.
             *     - `square`: Shown as "Square" in yams-5, yams-6.
             *     - `straight`: Shown as "Straight" in yamb-classic, jamb.
             *     - `smallStraight`: Shown as "Sequence 4" in yams-5.
             *     - `largeStraight`: Shown as "Sequence 5" in yams-5, yams-6.
             *     - `fullHouse`: Shown as "Full House" in yamb-classic; "Full" in jamb; "Full house" in yams-5, yams-6.
             *     - `twoTriples`: Shown as "Two three of a kind" in yams-6.
             *     - `poker`: Shown as "Poker" in yamb-classic, jamb.
             *     - `chance`: Shown as "Luck" in yams-5, yams-6.
             *     - `yamb`: Shown as "Yamb" in yamb-classic; "Jamb" in jamb.
             *     - `yams`: Shown as "Yams" in yams-5, yams-6.
             *     - `yamsSix`: Shown as "Yams 6 dice" in yams-6.
             */
            category: components["schemas"]["CategoryId"];
        };
        ResignAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "resign";
        };
        InvitePlayer: {
            /**
             * @description The id of the player to invite.
             * @example p7q2w9e4r1t6y3u8
             */
            player: string;
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
         *
         *     - `players`: Sheets people played, with or without bots at the table (the default).
         *     - `bots`: Sheets bots played: every bot seat, bots-only games included.
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
            /**
             * @description The app grant (its id in `GET /v1/tokens`) whose token created it; null when the player's own token did. Revoking the grant disables it.
             * @example k3v9x2m7q1w8e4r6
             */
            grantId: string | null;
        };
        /**
         * @description `game.created`: A game was created; its creator sits in seat 0. `player.joined`: A player took a seat. `game.started`: Every seat is taken: the game is active. Sent with the join (or creation) that started it. `turn.started`: A turn began: the seat named is to move. Every turn begins with one, the first turn of the game included. `move.rolled`: The player to move rolled the dice not kept. `move.announced`: The player to move announced a category. `move.scored`: The player to move wrote the dice into a box, ending the turn. `player.resigned`: A player resigned (or let its third turn in a row time out): the others play on and it ranks last. `turn.timedOut`: A turn's time ran out: the server ended it by the timeout rule (the ruleset's common rules say how). `player.left`: A player left an open game: its seat is free again. `game.cancelled`: The creator left the open game: it is cancelled and never starts. `player.invited`: A player was invited to the open game (by a rematch, or by id): sent to the game's players; the invited player gets an `invitation.received`. `invitation.received`: You were invited to an open game: sent to the invited player alone, who is not seated. Join it (no code needed) or decline it; it is listed in `GET /v1/players/me/invitations` meanwhile. `invitation.declined`: An invited player declined: sent to the game's players. A seat the invitation kept (a rematch's) is free for anyone. `game.finished`: Every sheet is full (or every player resigned): the places are final. `tournament.started`: The tournament started with its players (sent with the first round's `tournament.roundStarted`). `tournament.roundStarted`: A round started: one event per player, naming the player's game of the round, or null for a bye. Sent only to that player (every one on the tournament's stream). `tournament.finished`: The last round is over (or too few players came): the standings are final.
         * @enum {string}
         */
        EventType: "game.created" | "player.joined" | "game.started" | "turn.started" | "move.rolled" | "move.announced" | "move.scored" | "player.resigned" | "turn.timedOut" | "player.left" | "game.cancelled" | "player.invited" | "invitation.received" | "invitation.declined" | "game.finished" | "tournament.started" | "tournament.roundStarted" | "tournament.finished";
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
        /** @description What a browser subscribes with. */
        PushKey: {
            /**
             * @description The server's VAPID public key (RFC 8292), base64url: `applicationServerKey` of `pushManager.subscribe`.
             * @example BNc...
             */
            publicKey: string;
        };
        /** @description A browser that receives the player's notifications. */
        PushSubscription: {
            /**
             * @description The subscription id.
             * @example k3v9x2m7q1w8e4r6
             */
            id: string;
            /** @description The push service's URL for the browser. */
            endpoint: string;
            /** @description What it is told of; every type when empty. */
            events: components["schemas"]["PushEventType"][];
            /**
             * Format: date-time
             * @description When it was registered; events from then on are pushed.
             * @example 2026-11-29T12:00:00.000Z
             */
            createdAt: string;
        };
        /**
         * @description What a person is told of: `turn.started` (your turn, and its reminder), `game.finished`, `player.joined` (someone took a seat in your game), `tournament.roundStarted`. GraphQL carries it as a String, because the types contain ".".
         * @enum {string}
         */
        PushEventType: "turn.started" | "game.finished" | "player.joined" | "tournament.roundStarted";
        /** @description A browser to notify. */
        CreatePushSubscription: {
            /** @description A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
            subscription: components["schemas"]["PushSubscriptionJson"];
            /**
             * @description What to be told of; all four when absent or empty.
             * @example [
             *       "turn.started"
             *     ]
             */
            events?: components["schemas"]["PushEventType"][];
        };
        /** @description A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
        PushSubscriptionJson: {
            /**
             * @description The push service's URL for this browser: `https` (the local server also allows `http` and private addresses).
             * @example https://fcm.googleapis.com/fcm/send/dXJ...
             */
            endpoint: string;
            /** @description As the browser gives it; not used. */
            expirationTime?: number | null;
            /** @description The keys the messages are encrypted to (RFC 8291). */
            keys: components["schemas"]["PushSubscriptionKeys"];
        };
        /** @description The keys the messages are encrypted to (RFC 8291). */
        PushSubscriptionKeys: {
            /** @description The browser's P-256 public key (65 bytes, uncompressed point), base64url. */
            p256dh: string;
            /** @description The 16-byte authentication secret, base64url. */
            auth: string;
        };
        /** @description A player's push subscriptions. */
        PushSubscriptionList: {
            /** @description Oldest first. */
            items: components["schemas"]["PushSubscription"][];
        };
        /** @description A player's ratings per ruleset. */
        PlayerRatings: {
            /** @description Whose ratings. */
            player: components["schemas"]["PlayerRef"];
            /** @description One entry per ruleset the player has played a rated game of, in the API's ruleset order. */
            ratings: components["schemas"]["PlayerRating"][];
        };
        /** @description A player's rating in one ruleset. */
        PlayerRating: components["schemas"]["Rating"] & {
            ruleset: components["schemas"]["RulesetId"] & unknown;
            /** @description Rated games of this ruleset the rating counts. */
            games: number;
            /** @description The player's rank on the ruleset's rating list (1 for the best; equal display ratings share a rank); null beyond the first 1000. */
            rank: number | null;
        };
        RatingPage: {
            items: components["schemas"]["RatingEntry"][];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
        };
        /** @description A player on a rating list. */
        RatingEntry: components["schemas"]["Rating"] & {
            /** @description 1 for the best display rating; equal ratings share a rank and the next rank skips (1, 2, 2, 4), across pages too. */
            rank: number;
            player: components["schemas"]["PlayerRef"] & unknown;
            /** @description Rated games of this ruleset the rating counts. */
            games: number;
        };
        /** @description A correspondence tournament: Swiss rounds of games at tables. */
        Tournament: {
            /**
             * @description The tournament id.
             * @example k3v9x2m7q1w8e4r6
             */
            id: string;
            /** @description Its name. */
            name: string;
            /** @description The ruleset of its games. */
            ruleset: components["schemas"]["RulesetId"];
            /**
             * @description Where a tournament stands.
             *
             *     - `upcoming`: Players join and leave until it starts at `startsAt`.
             *     - `running`: Its rounds are being played.
             *     - `finished`: The last round is over (or too few players came): the standings are final.
             */
            status: components["schemas"]["TournamentStatus"];
            /** @description Starts at 1; every change (a join, a leave, a result, a round) adds 1. Its events are numbered by it. */
            version: number;
            /**
             * Format: date-time
             * @description When round 1 starts (or started).
             * @example 2026-11-29T12:00:00.000Z
             */
            startsAt: string;
            /**
             * Format: date-time
             * @description When it was created.
             * @example 2026-11-29T12:00:00.000Z
             */
            createdAt: string;
            /** @description Who created it (who need not play). */
            createdBy: components["schemas"]["PlayerRef"];
            /** @description What the creator chose. */
            settings: components["schemas"]["TournamentSettings"];
            /** @description The round being played; 0 before the start, the last round once finished. */
            currentRound: number;
            /**
             * Format: date-time
             * @description When it finished; null before.
             * @example 2026-11-29T12:00:00.000Z
             */
            finishedAt: string | null;
            /** @description Its players, in the order they joined (by rating once started). */
            players: components["schemas"]["TournamentPlayer"][];
            /** @description Every player, best first: by points, then tiebreak. Final once finished. */
            standings: components["schemas"]["Standing"][];
            /** @description The rounds started so far, first first. */
            rounds: components["schemas"]["TournamentRound"][];
        };
        /**
         * @description Where a tournament stands.
         *
         *     - `upcoming`: Players join and leave until it starts at `startsAt`.
         *     - `running`: Its rounds are being played.
         *     - `finished`: The last round is over (or too few players came): the standings are final.
         * @enum {string}
         */
        TournamentStatus: "upcoming" | "running" | "finished";
        /** @description What the creator chose. */
        TournamentSettings: {
            /** @description Players per table (a leftover table may be smaller). */
            tableSize: number;
            /** @description Rounds to play. */
            rounds: number;
            /** @description Seconds each turn of its games may take. */
            turnSeconds: number;
            /** @description The most players who may join. */
            maxPlayers: number;
            /** @description Whether its games are rated. */
            rated: boolean;
        };
        /** @description A player of a tournament. */
        TournamentPlayer: {
            /** @description The player. */
            player: components["schemas"]["PlayerRef"];
            /** @description Its display rating in the ruleset when the tournament started (round 1 seats by it); null before. */
            rating: number | null;
        };
        /** @description A player's place in a tournament. */
        Standing: {
            /** @description 1 for the most points; equal points and tiebreak share a rank and the next rank skips. */
            rank: number;
            /** @description The player. */
            player: components["schemas"]["PlayerRef"];
            /**
             * @description Place p at a table of n earns n - p points (tied places share the mean of theirs: halves happen); a bye earns tableSize - 1.
             * @example 4.5
             */
            points: number;
            /** @description Games played (byes not counted). */
            games: number;
            /** @description Rounds sat out with a bye. */
            byes: number;
            /** @description The sum of the grand totals of its games: the higher ranks first on equal points. */
            tiebreak: number;
        };
        /** @description One round of a tournament. */
        TournamentRound: {
            /** @description The round, from 1. */
            round: number;
            /**
             * Format: date-time
             * @description When it started.
             * @example 2026-11-29T12:00:00.000Z
             */
            startedAt: string;
            /** @description Its tables: the first seats the highest ranked. */
            tables: components["schemas"]["TournamentTable"][];
            /** @description The player who sits this round out (worth tableSize - 1 points), when one is left over. */
            bye: components["schemas"]["PlayerRef"] | null;
        };
        /** @description One game of a round. */
        TournamentTable: {
            /** @description The table, from 1. */
            table: number;
            /**
             * @description The game played at this table.
             * @example k3v9x2m7q1w8e4r6
             */
            gameId: string;
            /** @description Its players in seat order. */
            players: (components["schemas"]["PlayerRef"] & unknown)[];
            /** @description Once the game is finished: every seat in seat order with its place, total and points. Null before. */
            results: components["schemas"]["TableResult"][] | null;
        };
        /** @description A seat's result at a table. */
        TableResult: {
            /** @description The player. */
            player: components["schemas"]["PlayerRef"];
            /** @description The place in the game (1 for the best; resigned and timed-out players last). */
            place: number;
            /** @description The grand total. */
            total: number;
            /** @description The points the place earned. */
            points: number;
        };
        CreateTournament: {
            /**
             * @description 1 to 60 characters.
             * @example Sunday jamb
             */
            name: string;
            /** @description A ruleset id: `yamb-classic`, `jamb`, `yams-5` or `yams-6` (see the rulesets). GraphQL carries it as a String, because ids contain "-"; the server checks it. */
            ruleset: components["schemas"]["RulesetId"];
            /**
             * @description Players per table, 2 to 4.
             * @example 3
             */
            tableSize: number;
            /**
             * @description Rounds, 1 to 20.
             * @example 3
             */
            rounds: number;
            /**
             * @description Seconds each turn of its games may take, 60 to 1209600: a turn that runs out is played by the timeout rule, so every round ends.
             * @example 86400
             */
            turnSeconds: number;
            /**
             * Format: date-time
             * @description When round 1 starts: in the future, at most 365 days ahead.
             * @example 2026-11-29T12:00:00.000Z
             */
            startsAt: string;
            /**
             * @description The most players who may join, 2 to 64; 64 when absent.
             * @example 16
             */
            maxPlayers?: number;
            /** @description Whether its games are rated (each changes its players' ratings); false when absent. */
            rated?: boolean;
        };
        TournamentPage: {
            items: components["schemas"]["TournamentSummary"][];
            /** @description Pass as `cursor` for the next page; null on the last. */
            nextCursor: string | null;
        };
        /** @description A tournament in a list. */
        TournamentSummary: {
            /**
             * @description The tournament id.
             * @example k3v9x2m7q1w8e4r6
             */
            id: string;
            /** @description Its name. */
            name: string;
            /** @description The ruleset of its games. */
            ruleset: components["schemas"]["RulesetId"];
            /**
             * @description Where a tournament stands.
             *
             *     - `upcoming`: Players join and leave until it starts at `startsAt`.
             *     - `running`: Its rounds are being played.
             *     - `finished`: The last round is over (or too few players came): the standings are final.
             */
            status: components["schemas"]["TournamentStatus"];
            /** @description Starts at 1; every change (a join, a leave, a result, a round) adds 1. Its events are numbered by it. */
            version: number;
            /**
             * Format: date-time
             * @description When round 1 starts (or started).
             * @example 2026-11-29T12:00:00.000Z
             */
            startsAt: string;
            /**
             * Format: date-time
             * @description When it was created.
             * @example 2026-11-29T12:00:00.000Z
             */
            createdAt: string;
            /** @description Who created it (who need not play). */
            createdBy: components["schemas"]["PlayerRef"];
            /** @description What the creator chose. */
            settings: components["schemas"]["TournamentSettings"];
            /** @description The round being played; 0 before the start, the last round once finished. */
            currentRound: number;
            /** @description Players who joined. */
            playerCount: number;
        };
        /** @description A new personal token and its value, shown once. */
        CreatedToken: {
            /** @description A personal token, or the tokens issued to an app (one grant), without their values. */
            token: components["schemas"]["Token"];
            /**
             * @description The token: send it as `Authorization: Bearer <token>`. Shown this once; the server keeps only its hash.
             * @example yamb_pat_k3v9x2m7q1w8e4r6_…
             */
            accessToken: string;
        };
        /** @description A personal token, or the tokens issued to an app (one grant), without their values. */
        Token: {
            /**
             * @description The token id (for an app, its grant id): `DELETE /v1/tokens/{tokenId}` revokes it.
             * @example k3v9x2m7q1w8e4r6
             */
            id: string;
            /**
             * @description The name it was given; for an app, its `client_id`.
             * @example my bot
             */
            name: string;
            /**
             * @description What it may do.
             * @example [
             *       "games:read",
             *       "games:play"
             *     ]
             */
            scopes: components["schemas"]["Scope"][];
            /**
             * @description The app's `client_id` for tokens issued to an app; null for a personal token.
             * @example null
             */
            client: string | null;
            /**
             * Format: date-time
             * @description When it was made (for an app, approved).
             * @example 2026-11-29T12:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it stops working; null for a personal token without expiry. An app's grant ends when its refresh token expires (90 days after its last use).
             * @example 2026-11-29T12:00:00.000Z
             */
            expiresAt: string | null;
            /**
             * Format: date-time
             * @description When a request last used it, to the minute; null before the first.
             * @example 2026-11-29T12:00:00.000Z
             */
            lastUsedAt: string | null;
        };
        /**
         * @description What a token may do. `profile:read`: See your player profile (your name and id). `games:read`: See your games: the games waiting for your move, your invitations, your live events and the private details of your games. `games:play`: Play for you: create, join and leave games, roll, announce and score, resign, ask for hints and enter tournaments. `webhooks:manage`: Manage your webhooks and push notifications. `tokens:manage`: Manage your access tokens and the apps you approved. GraphQL carries scopes as Strings, because they contain ":"; the server checks them.
         * @enum {string}
         */
        Scope: "profile:read" | "games:read" | "games:play" | "webhooks:manage" | "tokens:manage";
        /** @description A personal token to make. */
        CreateToken: {
            /**
             * @description What it is for, 1 to 40 characters.
             * @example my bot
             */
            name: string;
            /**
             * @description What it may do: at most the scopes of the token that makes it.
             * @example [
             *       "games:read",
             *       "games:play"
             *     ]
             */
            scopes: components["schemas"]["Scope"][];
            /**
             * @description Seconds until it stops working, 60 to 31536000 (a year); absent for no expiry.
             * @example 86400
             */
            expiresInSeconds?: number;
        };
        /** @description The caller's personal tokens and the apps it approved. */
        TokenList: {
            /** @description Oldest first. */
            items: components["schemas"]["Token"][];
        };
        /** @description A replaced account token. */
        AccountToken: {
            /**
             * @description The new account token (every scope, no expiry), shown this once. The one it replaces stops working.
             * @example yamb_k3v9x2m7q1w8e4r6_…
             */
            accessToken: string;
        };
        /** @description What each tested token is. */
        TokenTestResults: {
            /** @description One per token sent, in the order sent. */
            results: components["schemas"]["TokenTestResult"][];
        };
        /** @description What one tested token is. */
        TokenTestResult: components["schemas"]["ActiveToken"] | components["schemas"]["InactiveToken"];
        /** @description A token that works now. */
        ActiveToken: {
            /** @enum {boolean} */
            active: true;
            /**
             * @description The player it acts for.
             * @example k3v9x2m7q1w8e4r6
             */
            playerId: string;
            /** @description What it may do. */
            scopes: components["schemas"]["Scope"][];
            /** @description The app's `client_id` for an app's token; null otherwise. */
            client: string | null;
            /**
             * Format: date-time
             * @description When it stops working; null for no expiry.
             * @example 2026-11-29T12:00:00.000Z
             */
            expiresAt: string | null;
        };
        /** @description Not a token that works now: unknown, revoked, expired or malformed (which one is not said). */
        InactiveToken: {
            /** @enum {boolean} */
            active: false;
        };
        /** @description Tokens to test. */
        TokenTest: {
            /**
             * @description 1 to 100 tokens.
             * @example [
             *       "yamb_pat_k3v9x2m7q1w8e4r6_…"
             *     ]
             */
            tokens: string[];
        };
        /** @description What an authorization request is: one to show the person, or one to send back to the app. */
        AuthorizationCheck: components["schemas"]["AuthorizationConsent"] | components["schemas"]["AuthorizationRedirect"];
        /** @description A valid request: ask the person. */
        AuthorizationConsent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            outcome: "consent";
            /** @description The app's `client_id`, to show as its name. */
            client: string;
            /** @description Where the answer will go. */
            redirectUri: string;
            /**
             * @description The host of `redirectUri`, to show.
             * @example 127.0.0.1:8765
             */
            redirectHost: string;
            /** @description What the app asks for. */
            scopes: components["schemas"]["ScopeInWords"][];
        };
        ScopeInWords: {
            /** @description What a token may do. `profile:read`: See your player profile (your name and id). `games:read`: See your games: the games waiting for your move, your invitations, your live events and the private details of your games. `games:play`: Play for you: create, join and leave games, roll, announce and score, resign, ask for hints and enter tournaments. `webhooks:manage`: Manage your webhooks and push notifications. `tokens:manage`: Manage your access tokens and the apps you approved. GraphQL carries scopes as Strings, because they contain ":"; the server checks them. */
            scope: components["schemas"]["Scope"];
            /** @description What it lets the app do, in words. */
            description: string;
        };
        /** @description A request refused with an RFC 6749 error the app must hear of. */
        AuthorizationRedirect: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            outcome: "redirect";
            /**
             * @description The RFC 6749 error.
             * @enum {string}
             */
            error: "invalid_request" | "invalid_client" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | "access_denied" | "unsupported_response_type";
            /** @description Send the browser here: the app learns of the error. */
            redirectTo: string;
        };
        /** @description Where the app gets its answer. */
        AuthorizeResult: {
            /** @description Send the browser here: `<redirect_uri>?code=...&state=...&iss=...` (deny: `?error=access_denied&state=...`). */
            redirectTo: string;
        };
        /** @description The person's answer to an authorization request: its parameters and the decision. */
        AuthorizeApp: components["schemas"]["AuthorizationParams"] & {
            /**
             * @description `approve` gives the app a code; `deny` sends it `access_denied`.
             * @enum {string}
             */
            decision: "approve" | "deny";
        };
        /** @description An app's authorization request (RFC 6749 4.1.1, with PKCE: RFC 7636). */
        AuthorizationParams: {
            /**
             * @description `code`.
             * @example code
             */
            response_type?: string;
            /**
             * @description The app's name or URL, shown to the person: 1 to 100 visible characters. No registration.
             * @example Dice Bot
             */
            client_id?: string;
            /**
             * @description Where the answer goes: `https`, or `http` on a loopback host (`127.0.0.1`, `[::1]`, `localhost`, any port).
             * @example http://127.0.0.1:8765/callback
             */
            redirect_uri?: string;
            /**
             * @description Space-separated scopes; `tokens:manage` is never granted to an app.
             * @example games:read games:play
             */
            scope?: string;
            /**
             * @description Returned as it was sent (at most 1000 characters).
             * @example af0ifjsldkj
             */
            state?: string;
            /**
             * @description BASE64URL(SHA-256(code_verifier)): 43 characters.
             * @example E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM
             */
            code_challenge?: string;
            /**
             * @description `S256`, the only method.
             * @example S256
             */
            code_challenge_method?: string;
        };
        /** @description Each `data:` line holds one event envelope as JSON. */
        Event: components["schemas"]["GameCreatedEvent"] | components["schemas"]["PlayerJoinedEvent"] | components["schemas"]["GameStartedEvent"] | components["schemas"]["TurnStartedEvent"] | components["schemas"]["MoveRolledEvent"] | components["schemas"]["MoveAnnouncedEvent"] | components["schemas"]["MoveScoredEvent"] | components["schemas"]["PlayerResignedEvent"] | components["schemas"]["TurnTimedOutEvent"] | components["schemas"]["PlayerLeftEvent"] | components["schemas"]["GameCancelledEvent"] | components["schemas"]["PlayerInvitedEvent"] | components["schemas"]["InvitationReceivedEvent"] | components["schemas"]["InvitationDeclinedEvent"] | components["schemas"]["GameFinishedEvent"] | components["schemas"]["TournamentStartedEvent"] | components["schemas"]["TournamentRoundStartedEvent"] | components["schemas"]["TournamentFinishedEvent"];
        /** @description A game was created; its creator sits in seat 0. */
        GameCreatedEvent: {
            /**
             * @description The event id, `<gameId>.<version>.<n>` (a tournament's: `<tournamentId>.<version>.<n>`; n counts the events of one version from 0): the same on every delivery and replay.
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
             * @description When the move (or the change of the tournament) that caused it was accepted.
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
             * @description The event id, `<gameId>.<version>.<n>` (a tournament's: `<tournamentId>.<version>.<n>`; n counts the events of one version from 0): the same on every delivery and replay.
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
             * @description When the move (or the change of the tournament) that caused it was accepted.
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
             * @description The event id, `<gameId>.<version>.<n>` (a tournament's: `<tournamentId>.<version>.<n>`; n counts the events of one version from 0): the same on every delivery and replay.
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
             * @description When the move (or the change of the tournament) that caused it was accepted.
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
             * @description The event id, `<gameId>.<version>.<n>` (a tournament's: `<tournamentId>.<version>.<n>`; n counts the events of one version from 0): the same on every delivery and replay.
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
             * @description When the move (or the change of the tournament) that caused it was accepted.
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
             * @description The event id, `<gameId>.<version>.<n>` (a tournament's: `<tournamentId>.<version>.<n>`; n counts the events of one version from 0): the same on every delivery and replay.
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
             * @description When the move (or the change of the tournament) that caused it was accepted.
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
             * @description The event id, `<gameId>.<version>.<n>` (a tournament's: `<tournamentId>.<version>.<n>`; n counts the events of one version from 0): the same on every delivery and replay.
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
             * @description When the move (or the change of the tournament) that caused it was accepted.
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
             * @description The event id, `<gameId>.<version>.<n>` (a tournament's: `<tournamentId>.<version>.<n>`; n counts the events of one version from 0): the same on every delivery and replay.
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
             * @description When the move (or the change of the tournament) that caused it was accepted.
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
             * @description The event id, `<gameId>.<version>.<n>` (a tournament's: `<tournamentId>.<version>.<n>`; n counts the events of one version from 0): the same on every delivery and replay.
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
             * @description When the move (or the change of the tournament) that caused it was accepted.
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
             * @description The event id, `<gameId>.<version>.<n>` (a tournament's: `<tournamentId>.<version>.<n>`; n counts the events of one version from 0): the same on every delivery and replay.
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
             * @description When the move (or the change of the tournament) that caused it was accepted.
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
             * @description The event id, `<gameId>.<version>.<n>` (a tournament's: `<tournamentId>.<version>.<n>`; n counts the events of one version from 0): the same on every delivery and replay.
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
             * @description When the move (or the change of the tournament) that caused it was accepted.
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
             * @description The event id, `<gameId>.<version>.<n>` (a tournament's: `<tournamentId>.<version>.<n>`; n counts the events of one version from 0): the same on every delivery and replay.
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
             * @description When the move (or the change of the tournament) that caused it was accepted.
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
        /** @description A player was invited to the open game (by a rematch, or by id): sent to the game's players; the invited player gets an `invitation.received`. */
        PlayerInvitedEvent: {
            /**
             * @description The event id, `<gameId>.<version>.<n>` (a tournament's: `<tournamentId>.<version>.<n>`; n counts the events of one version from 0): the same on every delivery and replay.
             * @example h4n8c2x6v0b3m5q7.9.1
             */
            id: string;
            /**
             * @description A player was invited to the open game (by a rematch, or by id): sent to the game's players; the invited player gets an `invitation.received`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "player.invited";
            /**
             * Format: date-time
             * @description When the move (or the change of the tournament) that caused it was accepted.
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
            /** @description The seat that invited (0 for a rematch: the player who asked for it). */
            seat: number;
            /** @description The invited player. */
            player: components["schemas"]["PlayerRef"];
            /** @description The player who invited (for a rematch, the one who asked for it: seat 0 of the new game). */
            by: components["schemas"]["PlayerRef"];
            /**
             * @description The finished game a rematch replays; null for an invitation by id.
             * @example k3v9x2m7q1w8e4r6
             */
            rematchOf: string | null;
        };
        /** @description You were invited to an open game: sent to the invited player alone, who is not seated. Join it (no code needed) or decline it; it is listed in `GET /v1/players/me/invitations` meanwhile. */
        InvitationReceivedEvent: {
            /**
             * @description The event id, `<gameId>.<version>.<n>` (a tournament's: `<tournamentId>.<version>.<n>`; n counts the events of one version from 0): the same on every delivery and replay.
             * @example h4n8c2x6v0b3m5q7.9.1
             */
            id: string;
            /**
             * @description You were invited to an open game: sent to the invited player alone, who is not seated. Join it (no code needed) or decline it; it is listed in `GET /v1/players/me/invitations` meanwhile. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "invitation.received";
            /**
             * Format: date-time
             * @description When the move (or the change of the tournament) that caused it was accepted.
             * @example 2026-11-29T12:00:00.000Z
             */
            timestamp: string;
            /** @description What a `invitation.received` event says. */
            data: components["schemas"]["InvitationReceivedData"];
        };
        /** @description What a `invitation.received` event says. */
        InvitationReceivedData: {
            /**
             * @description The game.
             * @example k3v9x2m7q1w8e4r6
             */
            gameId: string;
            /** @description The game version this event belongs to (the version the move created). */
            version: number;
            /** @description The player who invited you. */
            from: components["schemas"]["PlayerRef"];
            /** @description You, the invited player. */
            player: components["schemas"]["PlayerRef"];
            /**
             * @description For a rematch, the finished game it replays; null for an invitation by id.
             * @example k3v9x2m7q1w8e4r6
             */
            rematchOf: string | null;
        };
        /** @description An invited player declined: sent to the game's players. A seat the invitation kept (a rematch's) is free for anyone. */
        InvitationDeclinedEvent: {
            /**
             * @description The event id, `<gameId>.<version>.<n>` (a tournament's: `<tournamentId>.<version>.<n>`; n counts the events of one version from 0): the same on every delivery and replay.
             * @example h4n8c2x6v0b3m5q7.9.1
             */
            id: string;
            /**
             * @description An invited player declined: sent to the game's players. A seat the invitation kept (a rematch's) is free for anyone. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "invitation.declined";
            /**
             * Format: date-time
             * @description When the move (or the change of the tournament) that caused it was accepted.
             * @example 2026-11-29T12:00:00.000Z
             */
            timestamp: string;
            /** @description What a `invitation.declined` event says. */
            data: components["schemas"]["InvitationDeclinedData"];
        };
        /** @description What a `invitation.declined` event says. */
        InvitationDeclinedData: {
            /**
             * @description The game.
             * @example k3v9x2m7q1w8e4r6
             */
            gameId: string;
            /** @description The game version this event belongs to (the version the move created). */
            version: number;
            /** @description The seat whose invitation was declined. */
            seat: number;
            /** @description The player who declined. */
            player: components["schemas"]["PlayerRef"];
        };
        /** @description Every sheet is full (or every player resigned): the places are final. */
        GameFinishedEvent: {
            /**
             * @description The event id, `<gameId>.<version>.<n>` (a tournament's: `<tournamentId>.<version>.<n>`; n counts the events of one version from 0): the same on every delivery and replay.
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
             * @description When the move (or the change of the tournament) that caused it was accepted.
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
            /** @description A rated game's rating change of every seat, in seat order; absent for a game that is not rated. A rated game's `game.finished` is sent once its ratings are applied. */
            ratings?: components["schemas"]["SeatRating"][];
        };
        /** @description A seat's final standing. */
        Place: {
            /** @description The seat, from 0. */
            seat: number;
            /** @description The player of that seat. */
            player: components["schemas"]["PlayerRef"] | null;
            /** @description The grand total. */
            total: number;
            /** @description 1 for the best; equal totals share a place; resigned seats come after every other seat, ranked among themselves by total. */
            place: number;
        };
        /** @description A winning seat. */
        EventWinner: {
            /** @description The seat, from 0. */
            seat: number;
            /** @description Its player. */
            player: components["schemas"]["PlayerRef"] | null;
        };
        /** @description How a rated game changed one seat's rating. */
        SeatRating: {
            /** @description The seat, from 0. */
            seat: number;
            /** @description The player of that seat. */
            player: components["schemas"]["PlayerRef"];
            /** @description The player's rating before this game. */
            before: components["schemas"]["Rating"];
            /** @description The player's rating after it. */
            after: components["schemas"]["Rating"];
        };
        /** @description The tournament started with its players (sent with the first round's `tournament.roundStarted`). */
        TournamentStartedEvent: {
            /**
             * @description The event id, `<gameId>.<version>.<n>` (a tournament's: `<tournamentId>.<version>.<n>`; n counts the events of one version from 0): the same on every delivery and replay.
             * @example h4n8c2x6v0b3m5q7.9.1
             */
            id: string;
            /**
             * @description The tournament started with its players (sent with the first round's `tournament.roundStarted`). (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "tournament.started";
            /**
             * Format: date-time
             * @description When the move (or the change of the tournament) that caused it was accepted.
             * @example 2026-11-29T12:00:00.000Z
             */
            timestamp: string;
            /** @description What a `tournament.started` event says. */
            data: components["schemas"]["TournamentStartedData"];
        };
        /** @description What a `tournament.started` event says. */
        TournamentStartedData: {
            /**
             * @description The tournament.
             * @example k3v9x2m7q1w8e4r6
             */
            tournamentId: string;
            /** @description The tournament version this event belongs to (the version the change created). */
            version: number;
            /** @description Its players, by their rating at the start. */
            players: (components["schemas"]["PlayerRef"] & unknown)[];
        };
        /** @description A round started: one event per player, naming the player's game of the round, or null for a bye. Sent only to that player (every one on the tournament's stream). */
        TournamentRoundStartedEvent: {
            /**
             * @description The event id, `<gameId>.<version>.<n>` (a tournament's: `<tournamentId>.<version>.<n>`; n counts the events of one version from 0): the same on every delivery and replay.
             * @example h4n8c2x6v0b3m5q7.9.1
             */
            id: string;
            /**
             * @description A round started: one event per player, naming the player's game of the round, or null for a bye. Sent only to that player (every one on the tournament's stream). (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "tournament.roundStarted";
            /**
             * Format: date-time
             * @description When the move (or the change of the tournament) that caused it was accepted.
             * @example 2026-11-29T12:00:00.000Z
             */
            timestamp: string;
            /** @description What a `tournament.roundStarted` event says. */
            data: components["schemas"]["TournamentRoundStartedData"];
        };
        /** @description What a `tournament.roundStarted` event says. */
        TournamentRoundStartedData: {
            /**
             * @description The tournament.
             * @example k3v9x2m7q1w8e4r6
             */
            tournamentId: string;
            /** @description The tournament version this event belongs to (the version the change created). */
            version: number;
            /** @description The round, from 1. */
            round: number;
            /** @description The player this event is for. */
            player: components["schemas"]["PlayerRef"];
            /**
             * @description The player's game in this round; null for a bye.
             * @example k3v9x2m7q1w8e4r6
             */
            gameId: string | null;
        };
        /** @description The last round is over (or too few players came): the standings are final. */
        TournamentFinishedEvent: {
            /**
             * @description The event id, `<gameId>.<version>.<n>` (a tournament's: `<tournamentId>.<version>.<n>`; n counts the events of one version from 0): the same on every delivery and replay.
             * @example h4n8c2x6v0b3m5q7.9.1
             */
            id: string;
            /**
             * @description The last round is over (or too few players came): the standings are final. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "tournament.finished";
            /**
             * Format: date-time
             * @description When the move (or the change of the tournament) that caused it was accepted.
             * @example 2026-11-29T12:00:00.000Z
             */
            timestamp: string;
            /** @description What a `tournament.finished` event says. */
            data: components["schemas"]["TournamentFinishedData"];
        };
        /** @description What a `tournament.finished` event says. */
        TournamentFinishedData: {
            /**
             * @description The tournament.
             * @example k3v9x2m7q1w8e4r6
             */
            tournamentId: string;
            /** @description The tournament version this event belongs to (the version the change created). */
            version: number;
            /** @description The final standings, best first. */
            standings: components["schemas"]["Standing"][];
        };
        /** @description Tokens for an app (RFC 6749 5.1). */
        OAuthToken: {
            /** @description Send as `Authorization: Bearer <token>`. */
            access_token: string;
            /** @enum {string} */
            token_type: "Bearer";
            /**
             * @description Seconds the access token lives.
             * @example 3600
             */
            expires_in: number;
            /**
             * @description The access token's scopes, space-separated.
             * @example games:read games:play
             */
            scope: string;
            /** @description Exchange it for new tokens once; the one it replaces stops working, and presenting an old one revokes the grant. */
            refresh_token: string;
        };
        /** @description An RFC 6749 error (5.2). */
        OAuthError: {
            /**
             * @description The RFC 6749 error code.
             * @enum {string}
             */
            error: "invalid_request" | "invalid_client" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | "access_denied" | "unsupported_response_type";
            /** @description What went wrong, for the app's developer. */
            error_description: string;
        };
        /** @description A token request (RFC 6749 4.1.3 and 6), form-encoded or JSON. */
        OAuthTokenRequest: {
            /**
             * @description Which grant.
             * @enum {string}
             */
            grant_type: "authorization_code" | "refresh_token";
            /** @description The code (authorization_code). */
            code?: string;
            /** @description The same `redirect_uri` (authorization_code). */
            redirect_uri?: string;
            /** @description The same `client_id` (both grants). */
            client_id?: string;
            /** @description The PKCE verifier, 43 to 128 characters of `A-Z a-z 0-9 - . _ ~` (authorization_code). */
            code_verifier?: string;
            /** @description The refresh token (refresh_token). */
            refresh_token?: string;
            /** @description Fewer scopes for the new access token (refresh_token); the grant's when absent. */
            scope?: string;
        };
        /** @description A revocation request (RFC 7009). */
        OAuthRevokeRequest: {
            /** @description An access or refresh token (its whole grant is revoked), or a personal token. */
            token?: string;
            /** @description Ignored: the token says what it is. */
            token_type_hint?: string;
        };
        /** @description Authorization server metadata (RFC 8414). */
        OAuthMetadata: {
            issuer: string;
            authorization_endpoint: string;
            token_endpoint: string;
            revocation_endpoint: string;
            scopes_supported: components["schemas"]["Scope"][];
            response_types_supported: string[];
            grant_types_supported: string[];
            code_challenge_methods_supported: string[];
            token_endpoint_auth_methods_supported: string[];
            revocation_endpoint_auth_methods_supported: string[];
            authorization_response_iss_parameter_supported: boolean;
            service_documentation: string;
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
                 *       "invitation": "mZ3kQ8vR1xT6bN0cW4yH7a",
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. `INVITATION_REQUIRED`: This private game is joined by invitation. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
            /** @description `GAME_NOT_OPEN`: The game is no longer open. `GAME_FULL`: The game has no free seat. `ALREADY_SEATED`: You already have a seat in this game. */
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `FORBIDDEN`: You may not do this. `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
                 *       "invitation": "mZ3kQ8vR1xT6bN0cW4yH7a",
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `FORBIDDEN`: You may not do this. `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `FORBIDDEN`: You may not do this. `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
            /** @description `ILLEGAL_MOVE`: The rules do not allow this move. `IDEMPOTENCY_KEY_REUSED`: This idempotency key was used for a different request. */
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
    invitePlayer: {
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
                /**
                 * @example {
                 *       "player": "p7q2w9e4r1t6y3u8"
                 *     }
                 */
                "application/json": components["schemas"]["InvitePlayer"];
            };
        };
        responses: {
            /** @description The game, as the caller sees it */
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `FORBIDDEN`: You may not do this. `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
            /** @description `GAME_NOT_OPEN`: The game is no longer open. `ALREADY_SEATED`: You already have a seat in this game. */
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
    declineInvitation: {
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
            /** @description The invitation is declined */
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
            /** @description `ALREADY_SEATED`: You already have a seat in this game. */
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `FORBIDDEN`: You may not do this. `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
                /**
                 * @description Which leaderboard of a ruleset: the sheets people played, or the sheets bots played.
                 *
                 *     - `players`: Sheets people played, with or without bots at the table (the default).
                 *     - `bots`: Sheets bots played: every bot seat, bots-only games included.
                 */
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `LIMIT_REACHED`: A limit of your account is reached. */
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
    getPushKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushKey"];
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
    listPushSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscriptions */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushSubscriptionList"];
                };
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
    createPushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePushSubscription"];
            };
        };
        responses: {
            /** @description The subscription */
            201: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description The address of the resource created. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushSubscription"];
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `LIMIT_REACHED`: A limit of your account is reached. */
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
    getPushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A push subscription id */
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushSubscription"];
                };
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
    deletePushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A push subscription id */
                subscriptionId: string;
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
    getPlayerRatings: {
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
            /** @description The player's ratings */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerRatings"];
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
    getRatings: {
        parameters: {
            query?: {
                /** @description 1 to 100; 20 when absent. */
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
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
            /** @description A page of players */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingPage"];
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
    listTournaments: {
        parameters: {
            query?: {
                /** @description 1 to 100; 20 when absent. */
                limit?: number;
                /** @description The `nextCursor` of the previous page. */
                cursor?: string;
                /**
                 * @description Where a tournament stands.
                 *
                 *     - `upcoming`: Players join and leave until it starts at `startsAt`.
                 *     - `running`: Its rounds are being played.
                 *     - `finished`: The last round is over (or too few players came): the standings are final.
                 */
                status?: components["schemas"]["TournamentStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tournaments */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentPage"];
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
    createTournament: {
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
                 *       "name": "Sunday jamb",
                 *       "ruleset": "jamb",
                 *       "tableSize": 3,
                 *       "rounds": 3,
                 *       "turnSeconds": 86400,
                 *       "startsAt": "2030-01-06T18:00:00Z",
                 *       "maxPlayers": 16,
                 *       "rated": true
                 *     }
                 */
                "application/json": components["schemas"]["CreateTournament"];
            };
        };
        responses: {
            /** @description The new tournament */
            201: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description The address of the resource created. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
    getTournament: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A tournament id */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tournament */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
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
    joinTournament: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A tournament id */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tournament */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
            /** @description `TOURNAMENT_CLOSED`: The tournament takes no more players. */
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
    leaveTournament: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A tournament id */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tournament */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
            /** @description `TOURNAMENT_CLOSED`: The tournament takes no more players. */
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
    listTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tokens */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenList"];
                };
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
    createToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateToken"];
            };
        };
        responses: {
            /** @description The token and its value */
            201: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description The address of the resource created. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedToken"];
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `LIMIT_REACHED`: A limit of your account is reached. */
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
    revokeToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A token id (for an app, its grant id), as `GET /v1/tokens` lists it */
                tokenId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
    revokeCurrentToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
    replaceAccountToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new account token */
            201: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountToken"];
                };
            };
            /** @description `UNAUTHENTICATED`: A valid bearer token is required. */
            401: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `FORBIDDEN`: You may not do this. `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
    testTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenTest"];
            };
        };
        responses: {
            /** @description One result per token */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenTestResults"];
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
    checkAuthorization: {
        parameters: {
            query?: {
                /** @description `code`. */
                response_type?: string;
                /** @description The app's name or URL, shown to the person: 1 to 100 visible characters. No registration. */
                client_id?: string;
                /** @description Where the answer goes: `https`, or `http` on a loopback host (`127.0.0.1`, `[::1]`, `localhost`, any port). */
                redirect_uri?: string;
                /** @description Space-separated scopes; `tokens:manage` is never granted to an app. */
                scope?: string;
                /** @description Returned as it was sent (at most 1000 characters). */
                state?: string;
                /** @description BASE64URL(SHA-256(code_verifier)): 43 characters. */
                code_challenge?: string;
                /** @description `S256`, the only method. */
                code_challenge_method?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request, checked */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizationCheck"];
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
        };
    };
    authorizeApp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthorizeApp"];
            };
        };
        responses: {
            /** @description Where the browser goes */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizeResult"];
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `LIMIT_REACHED`: A limit of your account is reached. */
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
    streamTournamentEvents: {
        parameters: {
            query?: never;
            header?: {
                /** @description The id of the last event received: the stream replays every event after it. */
                "last-event-id"?: string;
            };
            path: {
                /** @description A tournament id */
                tournamentId: string;
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
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `INSUFFICIENT_SCOPE`: The token lacks a scope this operation needs. */
            403: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    /** @description RFC 6750: `Bearer` without a token, `Bearer error="invalid_token"` for one that does not work, `Bearer error="insufficient_scope", scope="..."` for one without the scope. */
                    "WWW-Authenticate"?: string;
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
    oauthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["OAuthTokenRequest"];
                "application/json": components["schemas"]["OAuthTokenRequest"];
            };
        };
        responses: {
            /** @description The tokens */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthToken"];
                };
            };
            /** @description An RFC 6749 error: `invalid_request`, `invalid_grant`, `invalid_scope`, `unsupported_grant_type`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
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
    oauthRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["OAuthRevokeRequest"];
                "application/json": components["schemas"]["OAuthRevokeRequest"];
            };
        };
        responses: {
            /** @description Done (or nothing to do) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
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
    oauthMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metadata */
            200: {
                headers: {
                    /** @description The id of this request: the `X-Request-Id` sent, when it is 1 to 64 of `A-Z a-z 0-9 _ . : -`, otherwise a fresh UUID. Every log line of the request carries it; quote it when reporting a problem. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthMetadata"];
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
}
