import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../edge/index.js';
import { APP_SCOPES, ErrorCodeSchema, ErrorReasonSchema, OAUTH_PATHS, SCOPE_DESCRIPTIONS } from '../contract/index.js';
import { openApiDocument } from './document.js';
import { validationHook } from './env.js';
import { LAZY_GROUPS } from './lazy-groups.js';
import { registerProblemExamples } from './openapi.js';
import { API_INFO, EAGER_GROUPS, V1_GROUPS, isEager } from './groups.js';
import { documentEventRoutes } from './routes/event-docs.js';

/*
 * The OpenAPI document, made on the first request for it: every group's routes registered in
 * the router's order on an app of its own (never served), with the error catalogue, the
 * security schemes and an example of every documented problem.
 */

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

/** The document of every REST route. */
export function restDocument(): unknown {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // The error catalogue's schemas first, so each component is made from its own description,
  // not from a property's that refers to it.
  for (const [name, schema] of Object.entries(CATALOGUE_SCHEMAS)) app.openAPIRegistry.register(name, schema);
  const v1 = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  for (const group of V1_GROUPS) {
    if (group === 'events') documentEventRoutes(v1);
    else if (isEager(group)) EAGER_GROUPS[group](v1);
    else LAZY_GROUPS[group](v1, {});
  }
  app.route('/v1', v1);
  LAZY_GROUPS.oauthEndpoints(app);
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
  return openApiDocument(app as never, { openapi: '3.1.0', info: API_INFO, servers: [{ url: '/' }], tags: TAGS });
}
