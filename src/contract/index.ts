/**
 * The public contract: every name a client relies on, written once, and nothing else of ours
 * beneath it but the engine's and the strategy's vocabularies. Error codes with their statuses
 * and what to do about them (errors.ts), the reasons beside them (error-reasons.ts), and the
 * operations that answer them (operations.ts); what clients send (requests.ts, actions.ts)
 * and the limits of it (options.ts); what they receive (views.ts, rulesets.ts, hints.ts,
 * records.ts, dice.ts, webhooks.ts, problem.ts); the events (events.ts); the scopes of round 3
 * (scopes.ts); fair use: cost units, quotas and caps (fair-use.ts). REST schemas, OpenAPI,
 * GraphQL types and the docs are all made from these.
 * Beside them, the domain's records (domain.ts), which the store persists.
 *
 * The plain data the service reads (limits, vocabularies, scopes, error codes, operations,
 * fair use, ratings' numbers) lives in modules that import no zod (options.ts, scopes.ts,
 * errors.ts, error-reasons.ts, operations.ts, fair-use.ts, ratings.ts, domain.ts), so a
 * function that validates nothing bundles none of the schemas (infra/bundle.ts).
 *
 * A schema's words are zod's own `.meta({ description, example })`, which zod-to-openapi and
 * the GraphQL types read; a named type is `.openapi('Name', ...)`, whose name `.extend` and
 * the modifiers carry. (`.openapi` also copies the schema and wraps nine of its methods: on
 * every one of the contract's descriptions that was some 4% of a cold start's loading.)
 */
export * from './actions.js';
export * from './dice.js';
export * from './domain.js';
export * from './enums.js';
export * from './error-reasons.js';
export * from './errors.js';
export * from './events.js';
export * from './fair-use.js';
export * from './hints.js';
export * from './options.js';
export * from './operations.js';
export * from './problem.js';
export * from './push.js';
export * from './ratings.js';
export * from './rating-views.js';
export * from './records.js';
export * from './requests.js';
export * from './rulesets.js';
export * from './scopes.js';
export * from './tournaments.js';
export * from './type-docs.js';
export * from './views.js';
export * from './webhooks.js';
export * from './tokens.js';
export * from './oauth.js';
