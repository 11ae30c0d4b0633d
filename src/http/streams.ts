/**
 * REST's side door for the event streams' function (app/streams.ts): the three event streams
 * alone, which load no zod and no other route. The front door (index.ts) brings all of REST.
 */
export { KEEPALIVE_MS, eventRoutes } from './routes/events.js';
