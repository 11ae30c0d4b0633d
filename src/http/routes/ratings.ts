import { OPERATIONS, PageQuerySchema, PlayerRatingsSchema, RatingEntrySchema, pageOf } from '../../contract/index.js';
import { pageOptions } from '../../service/index.js';
import type { App } from '../env.js';
import { json, services } from '../env.js';
import { IdParam, PUBLIC, jsonResponse, operationRoute } from '../openapi.js';
import { RulesetParam } from './rulesets.js';

/* Ratings over REST: a player's, per ruleset, and a ruleset's rating list. */

const ofPlayer = operationRoute({
  method: 'get',
  path: '/players/{playerId}/ratings',
  operationId: 'getPlayerRatings',
  tags: ['Ratings'],
  summary: "A player's ratings",
  description:
    "Per ruleset of a rated game the player played: OpenSkill's `mu` and `sigma`, the display `rating` made from `mu - 3 sigma`, the rated games it counts and the player's rank on the ruleset's rating list.",
  security: PUBLIC,
  request: { params: IdParam('playerId', 'A player id') },
  responses: { 200: jsonResponse(PlayerRatingsSchema, "The player's ratings") },
});

const list = operationRoute({
  method: 'get',
  path: '/ratings/{rulesetId}',
  operationId: 'getRatings',
  tags: ['Ratings'],
  summary: "A ruleset's rating list",
  description: 'Players who finished a rated game of the ruleset, best display rating first, each with its `rank` (equal ratings share one).',
  security: PUBLIC,
  request: { params: RulesetParam, query: PageQuerySchema },
  responses: { 200: jsonResponse(pageOf(RatingEntrySchema, 'RatingPage'), 'A page of players') },
});

export function ratingRoutes(app: App): void {
  app.openapi(ofPlayer, async (c) => c.json(json(await services(c).ratings.ofPlayer(c.req.valid('param').playerId)), 200));
  app.openapi(list, async (c) => {
    const { limit, cursor } = c.req.valid('query');
    const page = await services(c).ratings.list(c.req.valid('param').rulesetId, pageOptions(limit, cursor));
    return c.json(json({ items: page.items, nextCursor: page.nextCursor }), 200);
  });
}
