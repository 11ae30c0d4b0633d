import { z } from '@hono/zod-openapi';
import { getRuleset, listRulesets } from '../../service/index.js';
import type { App } from '../env.js';
import { json } from '../env.js';
import { PUBLIC, jsonResponse, operationRoute } from '../openapi.js';
import { RulesetSchema } from '../../contract/index.js';

/** A ruleset id in a path; an unknown one is a 404 that lists the known ids. */
export const RulesetParam = z.object({ rulesetId: z.string().meta({ param: { name: 'rulesetId', in: 'path' }, description: 'A ruleset id.', example: 'jamb' }) });

const list = operationRoute({
  method: 'get',
  path: '/rulesets',
  operationId: 'listRulesets',
  tags: ['Rulesets'],
  summary: 'Every ruleset',
  security: PUBLIC,
  responses: {
    200: jsonResponse(z.object({ items: z.array(RulesetSchema).meta({ description: 'Every ruleset.' }) }).openapi('RulesetList', { description: 'The rulesets.' }), 'The rulesets'),
  },
});

const one = operationRoute({
  method: 'get',
  path: '/rulesets/{rulesetId}',
  operationId: 'getRuleset',
  tags: ['Rulesets'],
  summary: 'One ruleset: columns, categories and how each scores, totals, announcements and the rules in words',
  security: PUBLIC,
  request: { params: RulesetParam },
  responses: { 200: jsonResponse(RulesetSchema, 'The ruleset') },
});

export function rulesetRoutes(app: App): void {
  app.openapi(list, (c) => {
    c.header('cache-control', 'public, max-age=3600');
    return c.json(json({ items: listRulesets() }), 200);
  });
  app.openapi(one, (c) => {
    c.header('cache-control', 'public, max-age=3600');
    return c.json(json(getRuleset(c.req.valid('param').rulesetId)), 200);
  });
}
