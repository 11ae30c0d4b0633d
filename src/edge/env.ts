import type { OpenAPIHono } from '@hono/zod-openapi';
import type { RequestServices } from '../service/index.js';

/** What the request edge (request-edge.ts) settles for every request, REST or GraphQL, before anything else runs. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** The caller's address, for the limits per address. */
    client: string;
    /** The services of the request: each store call they make spends from its deadline. */
    service: RequestServices;
  };
}

/** The app every part of the API is mounted on. */
export type App = OpenAPIHono<AppEnv>;
