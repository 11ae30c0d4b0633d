import pkg from '../../package.json' with { type: 'json' };
import type { App } from './env.js';
import { gameRoutes } from './routes/games.js';
import { hintRoutes } from './routes/hints.js';
import { invitationRoutes } from './routes/invitations.js';
import { listRoutes } from './routes/lists.js';
import { playerRoutes } from './routes/players.js';
import { rulesetRoutes } from './routes/rulesets.js';

/* What the served API (rest-api.ts) and its document (rest-document.ts) both read: the API's name and its route groups. */

export const API_INFO = {
  title: 'Yamb API',
  version: pkg.version,
  license: { name: 'MIT', identifier: 'MIT' },
  description:
    'Asynchronous Yamb-family dice games (yamb-classic, jamb, yams-5, yams-6) for apps, bots and chat integrations. Every game read carries an ETag; every write takes If-Match and Idempotency-Key. Errors are RFC 9457 problems with a stable `code`.',
};

/**
 * REST's route groups under /v1, in the router's order (which the document keeps): the groups
 * of a game's moves and reads are loaded with the app, the others (lazy-groups.ts) on the first
 * request to any of them.
 */
export const V1_GROUPS = ['players', 'rulesets', 'records', 'games', 'invitations', 'hints', 'lists', 'sheets', 'webhooks', 'push', 'ratings', 'tournaments', 'tokens', 'oauth', 'events'] as const;
type V1Group = (typeof V1_GROUPS)[number];

/** The groups the app loads with it (`events` is served by eventRoutes and documented by event-docs.ts). */
export const EAGER_GROUPS = { players: playerRoutes, rulesets: rulesetRoutes, games: gameRoutes, invitations: invitationRoutes, hints: hintRoutes, lists: listRoutes } satisfies Partial<Record<V1Group, (app: App) => void>>;
export const isEager = (group: V1Group): group is keyof typeof EAGER_GROUPS => group in EAGER_GROUPS;
