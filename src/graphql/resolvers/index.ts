import { competition } from './competition.js';
import { games } from './games.js';
import { hints } from './hints.js';
import { lists } from './lists.js';
import { notifications } from './notifications.js';
import { players } from './players.js';
import { push } from './push.js';
import { records } from './records.js';
import { rulesets } from './rulesets.js';
import { tokens } from './tokens.js';
import type { Resolvers } from './types.js';

/*
 * Every resolver of the GraphQL schema, one module per domain as the Pothos definitions
 * (../*.ts) have them, which take theirs from these modules. Nothing here loads zod or Pothos:
 * this, the service and the schema as data (../schema.generated.ts) are the GraphQL function's
 * code (../executable.ts).
 */

const DOMAINS: readonly Resolvers[] = [competition, games, hints, lists, notifications, players, push, records, rulesets, tokens];

/** The domains' resolvers by type; a field twice is a mistake, caught at the first load. */
export const RESOLVERS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = (() => {
  const byType: Record<string, Record<string, unknown>> = {};
  for (const domain of DOMAINS) {
    for (const [type, fields] of Object.entries(domain)) {
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if ((byType[type] ??= {})[field] !== undefined) throw new Error(`GraphQL: two resolvers for ${type}.${field}`);
        byType[type][field] = resolver;
      }
    }
  }
  return byType;
})();
