import type { OpenAPIHonoOptions } from '@hono/zod-openapi';
import { OpenAPIHono } from '@hono/zod-openapi';
import pkg from '../../package.json' with { type: 'json' };
import type { App, AppEnv } from '../edge/index.js';
import { problemResponse, validationError } from '../edge/index.js';
import { docsRoutes } from './docs.js';
import { openApiDocument } from './document.js';
import { registerProblemExamples } from './openapi.js';
import { gameRoutes } from './routes/games.js';
import { hintRoutes } from './routes/hints.js';
import { listRoutes } from './routes/lists.js';
import { recordRoutes } from './routes/records.js';
import { playerRoutes } from './routes/players.js';
import { rulesetRoutes } from './routes/rulesets.js';
import { sheetRoutes } from './routes/sheets.js';
import { webhookRoutes } from './routes/webhooks.js';
import { KEEPALIVE_MS, eventRoutes } from './routes/events.js';

/** Operation groups, in the order the documentation shows them. */
const TAGS = [
  { name: 'Players', description: 'Registration, the bearer token, profiles, and the caller\'s inbox.' },
  { name: 'Rulesets', description: 'The four rulesets as data: columns, categories and how each scores, totals, announcements, and every rule in words.' },
  { name: 'Games', description: 'Create and join games, play them (roll, announce, score, resign), read them and their move logs.' },
  { name: 'Leaderboards', description: 'The best finished sheets of each ruleset.' },
  { name: 'Sheets', description: 'Printable score sheets as SVG.' },
  { name: 'Webhooks', description: 'Signed deliveries (Standard Webhooks 1.0) of the events of every game a player is seated in.' },
  { name: 'Events', description: 'Live event streams (server-sent events) of a game or of the caller.' },
];

export const API_INFO = {
  title: 'Yamb API',
  version: pkg.version,
  license: { name: 'MIT', identifier: 'MIT' },
  description:
    'Asynchronous Yamb-family dice games (yamb-classic, jamb, yams-5, yams-6) for apps, bots and chat integrations. Every game read carries an ETag; every write takes If-Match and Idempotency-Key. Errors are RFC 9457 problems with a stable `code`.',
};

/** How REST answers a request its route's validators refuse: a VALIDATION_FAILED problem naming each field. */
export const validationHook: NonNullable<OpenAPIHonoOptions<AppEnv>['defaultHook']> = (result, c) => {
  if (!result.success) return problemResponse(c, validationError(result.error, result.target));
};

export interface RestOptions {
  /** How often an idle event stream sends a comment line. */
  readonly keepaliveMs?: number;
}

/**
 * The REST API on `app`: every operation under /v1, the OpenAPI document at /openapi.json
 * (generated from the routes on first request) and its documentation at /docs.
 */
export function restApi(app: App, { keepaliveMs = KEEPALIVE_MS }: RestOptions = {}): void {
  const v1 = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  for (const routes of [playerRoutes, rulesetRoutes, recordRoutes, gameRoutes, hintRoutes, listRoutes, sheetRoutes, webhookRoutes]) routes(v1);
  eventRoutes(v1, keepaliveMs);
  app.route('/v1', v1);

  app.openAPIRegistry.registerComponent('securitySchemes', 'Bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'The token returned once by POST /v1/players.',
  });
  registerProblemExamples(app.openAPIRegistry);
  let document: unknown;
  app.get('/openapi.json', (c) => c.json((document ??= openApiDocument(app as never, { openapi: '3.1.0', info: API_INFO, servers: [{ url: '/' }], tags: TAGS }))));
  docsRoutes(app, { title: API_INFO.title, openapiUrl: '/openapi.json' });
}
