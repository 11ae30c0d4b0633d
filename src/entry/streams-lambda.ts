import { getConnInfo, streamHandle } from 'hono/aws-lambda';
import { createStreamsApp } from '../app/streams.js';
import { corsOriginsFrom, edgeOptionsFor, rateLimitFrom } from './http-env.js';
import { lambdaServiceConfig, metricsFromEnv } from './lambda-env.js';
import { createStreamFront, streamSettingsFrom } from './stream-function.js';

// The event streams behind a function URL with response streaming (invoke mode
// RESPONSE_STREAM), built once per instance. No instance sees another's writes, so the streams
// poll the table (`poll` mode) for a bounded time and the client reconnects with Last-Event-ID.
// The URL has no authorizer: the player stream checks its bearer token like the API does.
const { lifetimeMs, pollMs } = streamSettingsFrom(process.env);
// The streams' own app, not the API's: no other route, nor zod, in this function's cold start.
const app = createStreamsApp(edgeOptionsFor({
  ...(await lambdaServiceConfig(process.env)),
  // An invocation lasts minutes: each count leaves at once.
  metrics: metricsFromEnv(process.env, true),
  corsOrigins: corsOriginsFrom(process.env.CORS_ORIGINS),
  rateLimit: rateLimitFrom(process.env),
  // A function URL's event has the caller's address where API Gateway's has it.
  clientAddress: (c) => getConnInfo(c).remote.address,
  streams: { mode: 'poll', pollMs, maxDurationMs: lifetimeMs },
}));

/** Function URL entry point (payload 2.0, response streaming through `awslambda.streamifyResponse`). */
export const handler = streamHandle(createStreamFront({ app, lifetimeMs }));
