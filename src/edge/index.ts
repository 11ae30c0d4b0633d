/**
 * The request edge: what REST (http/) and GraphQL (graphql/) share below them, so neither
 * imports the other. The app's environment (what the edge settles for each request), the edge
 * middleware itself (request id, client address, body limit, the store deadline), the error
 * funnel that turns failures into problems or GraphQL errors (with Retry-After).
 * Authentication is the service's (service/auth.ts): both APIs hand it the request's
 * Authorization header.
 */
export type { App, AppEnv } from './env.js';
export { REQUEST_ID, forwardedAddress, hangUp, requestEdge, unsentBytes, setResponseHeader, type ClientAddress } from './request-edge.js';
export { bearerChallenge, graphqlErrorResponse, graphqlExtensions, problemResponse, retryAfterSeconds, toApiError, validationError } from './errors.js';
export { MAX_BODY_BYTES, withEdge, type EdgeAppOptions } from './edge-app.js';
