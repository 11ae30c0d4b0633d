/**
 * The GraphQL API: one Pothos schema (builder.ts, one module per domain), its types made from
 * the contract's zod schemas (from-zod.ts) and its resolvers from resolvers/, one module per
 * domain. The server runs that schema as `npm run schema` writes it down (executable.ts: no
 * zod, no Pothos), served by Yoga (yoga.ts) with the query limits and compiled execution, and
 * mounted on the app by `graphqlApi` (transport.ts), which loads the rest of this folder on the
 * first GraphQL request. It never imports REST; the app puts the two together.
 */
export { GRAPHQL_PATH, graphqlApi, graphqlApp, loadGraphQLCode } from './transport.js';
export { GRAPHIQL_RUNTIME_FILES } from './graphiql.js';
