import { createRoute, z } from '@hono/zod-openapi';
import { MAX_SEATS, RULESETS } from '../../engine/index.js';
import type { Service } from '../../service/index.js';
import { getRuleset } from '../../service/index.js';
import { renderBlankSheet, renderGameSheet, sheetInputFromGame } from '../../sheet-svg/index.js';
import type { App } from '../env.js';
import { IdParam, etag, notModified, problems } from '../env.js';

const svg = (description: string) => ({ description, content: { 'image/svg+xml': { schema: z.string() } } });

const blank = createRoute({
  method: 'get',
  path: '/rulesets/{rulesetId}/sheet.svg',
  tags: ['Sheets'],
  summary: 'A blank printable score sheet (A4 portrait)',
  request: {
    params: z.object({ rulesetId: z.string().max(64).openapi({ param: { name: 'rulesetId', in: 'path' }, example: 'jamb' }) }),
    query: z.object({ players: z.coerce.number().int().min(1).max(MAX_SEATS).default(1).openapi({ description: `Sheets on the page, 1 to ${MAX_SEATS}.` }) }),
  },
  responses: { 200: svg('The sheet as SVG'), ...problems(400, 404) },
});

const filled = createRoute({
  method: 'get',
  path: '/games/{gameId}/sheet.svg',
  tags: ['Sheets'],
  summary: "A game's score sheet (A4 portrait)",
  description: 'Every seat\'s scores, subtotals and totals, places when finished, the box just written and the seat to play. Cacheable by version (ETag).',
  request: { params: IdParam('gameId', 'A game id') },
  responses: { 200: svg('The sheet as SVG'), 304: { description: 'Unchanged since the ETag sent' }, ...problems(404) },
});

export function sheetRoutes(app: App, service: Service): void {
  app.openapi(blank, (c) => {
    const ruleset = RULESETS[getRuleset(c.req.valid('param').rulesetId).id];
    return c.body(renderBlankSheet(ruleset, { players: c.req.valid('query').players }), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    });
  });

  app.openapi(filled, async (c) => {
    const game = await service.games.record(c.req.valid('param').gameId);
    const version = game.state.version;
    if (notModified(c, version)) return c.body(null, 304, { etag: etag(version) });
    const lastScore = game.pending.findLast((e) => e.event.type === 'score')?.event ?? null;
    const input = sheetInputFromGame(game.state, { gameId: game.id, date: new Date(game.createdAt).toISOString(), lastEvent: lastScore });
    return c.body(renderGameSheet(input), 200, { 'content-type': 'image/svg+xml; charset=utf-8', etag: etag(version), 'cache-control': 'no-cache' });
  });
}
