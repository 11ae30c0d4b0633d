import { z } from '@hono/zod-openapi';
import { MAX_SEATS, RULESETS } from '../../engine/index.js';
import { getRuleset } from '../../service/index.js';
import { renderBlankSheet, renderGameSheet } from '../../sheet-svg/index.js';
import type { App } from '../env.js';
import { etag, notModified, services } from '../env.js';
import { HEADERS, IdParam, PUBLIC, notModifiedResponse, operationRoute } from '../openapi.js';
import { RulesetParam } from './rulesets.js';

const svg = (description: string, etagged = false) => ({
  description,
  headers: { 'X-Request-Id': HEADERS['X-Request-Id'], ...(etagged && { ETag: HEADERS.ETag }) },
  content: { 'image/svg+xml': { schema: z.string().meta({ description: 'An SVG document.' }) } },
});

const blank = operationRoute({
  method: 'get',
  path: '/rulesets/{rulesetId}/sheet.svg',
  operationId: 'getBlankSheet',
  tags: ['Sheets'],
  summary: 'A blank printable score sheet (A4 portrait)',
  security: PUBLIC,
  request: {
    params: RulesetParam,
    query: z.object({ players: z.coerce.number().int().min(1).max(MAX_SEATS).default(1).meta({ description: `Sheets on the page, 1 to ${MAX_SEATS}.`, example: 2 }) }),
  },
  responses: { 200: svg('The sheet as SVG') },
});

const filled = operationRoute({
  method: 'get',
  path: '/games/{gameId}/sheet.svg',
  operationId: 'getGameSheet',
  tags: ['Sheets'],
  summary: "A game's score sheet (A4 portrait)",
  description: "Every seat's scores, subtotals and totals, places when finished, the box just written and the seat to play. Cacheable by version (ETag).",
  security: PUBLIC,
  request: { params: IdParam('gameId', 'A game id') },
  responses: { 200: svg('The sheet as SVG', true), ...notModifiedResponse },
});

export function sheetRoutes(app: App): void {
  app.openapi(blank, (c) => {
    const ruleset = RULESETS[getRuleset(c.req.valid('param').rulesetId).id];
    return c.body(renderBlankSheet(ruleset, { players: c.req.valid('query').players }), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    });
  });

  app.openapi(filled, async (c) => {
    const { version, input } = await services(c).games.sheet(c.req.valid('param').gameId);
    if (notModified(c, etag(version))) return c.body(null, 304, { etag: etag(version) });
    return c.body(renderGameSheet(input), 200, { 'content-type': 'image/svg+xml; charset=utf-8', etag: etag(version), 'cache-control': 'no-cache' });
  });
}
