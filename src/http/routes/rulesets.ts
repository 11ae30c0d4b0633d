import { createRoute, z } from '@hono/zod-openapi';
import type { Service } from '../../service/index.js';
import { getRuleset, listRulesets } from '../../service/index.js';
import type { App } from '../env.js';
import { json, problems } from '../env.js';
import { RulesetSchema } from '../schemas.js';

const RulesetParam = z.object({ rulesetId: z.string().max(64).openapi({ param: { name: 'rulesetId', in: 'path' }, example: 'jamb' }) });

const list = createRoute({
  method: 'get',
  path: '/rulesets',
  tags: ['Rulesets'],
  summary: 'Every ruleset',
  responses: { 200: { description: 'The rulesets', content: { 'application/json': { schema: z.object({ items: z.array(RulesetSchema) }) } } } },
});

const one = createRoute({
  method: 'get',
  path: '/rulesets/{rulesetId}',
  tags: ['Rulesets'],
  summary: 'One ruleset: columns, categories and how each scores, totals, announcements and the rule decisions',
  request: { params: RulesetParam },
  responses: { 200: { description: 'The ruleset', content: { 'application/json': { schema: RulesetSchema } } }, ...problems(404) },
});

export function rulesetRoutes(app: App, _service: Service): void {
  app.openapi(list, (c) => {
    c.header('cache-control', 'public, max-age=3600');
    return c.json(json({ items: listRulesets() }), 200);
  });
  app.openapi(one, (c) => {
    c.header('cache-control', 'public, max-age=3600');
    return c.json(json(getRuleset(c.req.valid('param').rulesetId)), 200);
  });
}
