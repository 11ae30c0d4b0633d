import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiErrorCode } from '../contract/index.js';
import type { Principal, RequestServices } from '../service/index.js';

/** What the request edge (request-edge.ts) settles for every request, REST or GraphQL, before anything else runs. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** The caller's address, for the limits per address. */
    client: string;
    /** The services of the request: each store call they make spends from its deadline. */
    service: RequestServices;
    /** An error of the server's side a response carries whatever its status (GraphQL answers one with 200): the request's log line names it. */
    failure: ApiErrorCode | undefined;
    /** Who the request acts for, once its operation authenticated it (REST: before its input is validated). */
    principal: Principal | undefined;
  };
}

/** The app every part of the API is mounted on. */
export type App = OpenAPIHono<AppEnv>;
