import type { GraphQLSchema } from 'graphql';
import { builder } from './builder.js';
import { describeScopes } from './scopes.js';
// Each domain module adds its types and fields to the builder when imported.
import './rulesets.js';
import './players.js';
import './games.js';
import './game-mutations.js';
import './hints.js';
import './lists.js';
import './records.js';
import './notifications.js';
import './push.js';
import './error-codes.js';
import './competition.js';
import './tokens.js';

let built: GraphQLSchema | undefined;

/**
 * The schema Pothos builds from the contract, built once (a Pothos builder builds once): the
 * source of schema/schema.graphql and of what the server runs (executable.ts), which
 * `npm run schema` writes down from it. Only the build, the docs and the tests load it.
 */
export function buildSchema(): GraphQLSchema {
  built ??= describeScopes(builder.toSchema());
  return built;
}

export const schema = buildSchema();
