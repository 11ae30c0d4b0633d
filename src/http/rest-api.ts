import { OpenAPIHono } from '@hono/zod-openapi';
import pkg from '../../package.json' with { type: 'json' };
import type { App, AppEnv } from '../edge/index.js';
import { ErrorCodeSchema, ErrorReasonSchema } from '../contract/index.js';
import { docsRoutes } from './docs.js';
import { validationHook } from './env.js';
import { openApiDocument } from './document.js';
import { registerProblemExamples } from './openapi.js';
import { APP_SCOPES, OAUTH_PATHS, SCOPE_DESCRIPTIONS } from '../contract/index.js';
import { gameRoutes } from './routes/games.js';
import { hintRoutes } from './routes/hints.js';
import { invitationRoutes } from './routes/invitations.js';
import { listRoutes } from './routes/lists.js';
import { recordRoutes } from './routes/records.js';
import { playerRoutes } from './routes/players.js';
import { rulesetRoutes } from './routes/rulesets.js';
import { sheetRoutes } from './routes/sheets.js';
import { webhookRoutes } from './routes/webhooks.js';
import { tokenRoutes } from './routes/tokens.js';
import { oauthEndpoints, oauthRoutes } from './routes/oauth.js';
import { pushRoutes } from './routes/push.js';
import { KEEPALIVE_MS, eventRoutes } from './routes/events.js';
import { documentEventRoutes } from './routes/event-docs.js';
import { ratingRoutes } from './routes/ratings.js';
import { tournamentRoutes } from './routes/tournaments.js';

const CATALOGUE_SCHEMAS = { ErrorCode: ErrorCodeSchema, ErrorReason: ErrorReasonSchema };

/** Operation groups, in the order the documentation shows them. */
const TAGS = [
  { name: 'Players', description: 'Registration, the bearer token, profiles, and the caller\'s inbox.' },
  { name: 'Rulesets', description: 'The four rulesets as data: columns, categories and how each scores, totals, announcements, and every rule in words.' },
  { name: 'Games', description: 'Create and join games, play them (roll, announce, score, resign), read them and their move logs.' },
  { name: 'Leaderboards', description: 'The best finished sheets of each ruleset.' },
  { name: 'Ratings', description: 'OpenSkill ratings per player and ruleset, changed by every rated game, and the rating lists.' },
  { name: 'Tournaments', description: 'Correspondence tournaments: Swiss rounds of games at tables of 2 to 4.' },
  { name: 'Sheets', description: 'Printable score sheets as SVG.' },
  { name: 'Webhooks', description: 'Signed deliveries (Standard Webhooks 1.0) of the events of every game a player is seated in.' },
  { name: 'Push', description: "Web Push notifications to a person's browsers: their turns, in words, encrypted to each browser (RFC 8030, 8291, 8292)." },
  { name: 'Events', description: 'Live event streams (server-sent events) of a game, a tournament or the caller.' },
  { name: 'Tokens', description: 'Personal tokens with scopes and an expiry, the apps a player approved, the account token, and the token test.' },
  { name: 'OAuth', description: 'OAuth 2.0 for apps: authorization code with PKCE (S256), no registration, rotating refresh tokens (docs: Build an app).' },
];

export const API_INFO = {
  title: 'Yamb API',
  version: pkg.version,
  license: { name: 'MIT', identifier: 'MIT' },
  description:
    'Asynchronous Yamb-family dice games (yamb-classic, jamb, yams-5, yams-6) for apps, bots and chat integrations. Every game read carries an ETag; every write takes If-Match and Idempotency-Key. Errors are RFC 9457 problems with a stable `code`.',
};

export interface RestOptions {
  /** How often an idle event stream sends a comment line. */
  readonly keepaliveMs?: number;
  /** How long an export waits for its reader before it hangs up (contract's FAIR_USE_LIMITS by default). */
  readonly exportStallMs?: number;
}

/**
 * The REST API on `app`: every operation under /v1, the OpenAPI document at /openapi.json
 * (generated from the routes on first request) and its documentation at /docs.
 */
export function restApi(app: App, { keepaliveMs = KEEPALIVE_MS, exportStallMs }: RestOptions = {}): void {
  // The error catalogue's schemas first, so each component is made from its own description,
  // not from a property's that refers to it.
  for (const [name, schema] of Object.entries(CATALOGUE_SCHEMAS)) app.openAPIRegistry.register(name, schema);
  const v1 = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const records = (a: App) => recordRoutes(a, exportStallMs);
  for (const routes of [playerRoutes, rulesetRoutes, records, gameRoutes, invitationRoutes, hintRoutes, listRoutes, sheetRoutes, webhookRoutes, pushRoutes, ratingRoutes, tournamentRoutes]) routes(v1);
  tokenRoutes(v1);
  oauthRoutes(v1);
  eventRoutes(v1, keepaliveMs);
  documentEventRoutes(v1);
  app.route('/v1', v1);
  oauthEndpoints(app);

  app.openAPIRegistry.registerComponent('securitySchemes', 'Bearer', {
    type: 'http',
    scheme: 'bearer',
    description:
      "A token: the account token `POST /v1/players` returns (every scope), a personal token (`POST /v1/tokens`) or an app's access token (OAuth2). Each operation lists the scope it needs; a token without it is refused with 403 INSUFFICIENT_SCOPE.",
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'OAuth2', {
    type: 'oauth2',
    description: 'OAuth 2.0 for apps: authorization code with PKCE (S256 only), no registration (`client_id` is the app\'s name or URL). Metadata: `/.well-known/oauth-authorization-server`.',
    flows: { authorizationCode: { authorizationUrl: OAUTH_PATHS.authorize, tokenUrl: OAUTH_PATHS.token, refreshUrl: OAUTH_PATHS.token, scopes: Object.fromEntries(APP_SCOPES.map((s) => [s, SCOPE_DESCRIPTIONS[s]])) } },
  });
  registerProblemExamples(app.openAPIRegistry);
  let document: unknown;
  app.get('/openapi.json', (c) => c.json((document ??= openApiDocument(app as never, { openapi: '3.1.0', info: API_INFO, servers: [{ url: '/' }], tags: TAGS }))));
  docsRoutes(app, { title: API_INFO.title, openapiUrl: '/openapi.json' });
}
