import type { RouteConfig } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { PlayerView } from '../contract/index.js';
import { ApiError } from '../contract/index.js';
import type { App, AppEnv } from '../edge/index.js';
import type { Principal, Requirement, RequestServices } from '../service/index.js';

/* What REST handlers share: the request's services and caller, write headers, ETags, and how routes are registered. */

export type { App, AppEnv };

/** The services of this request: each store call they make spends from its deadline. */
export const services = (c: Context<AppEnv>): RequestServices => c.get('service');

/** Who the request acts for, with which token: what the route's authentication found (openapi.ts), or asked now. */
export async function principal(c: Context<AppEnv>, operation: Requirement): Promise<Principal> {
  return c.get('principal') ?? services(c).players.authenticate({ authorization: c.req.header('authorization') }, operation);
}

/** The player the request acts for, whose credentials meet what the operation (an entry of OPERATIONS) requires. */
export async function caller(c: Context<AppEnv>, operation: Requirement): Promise<PlayerView> {
  return (await principal(c, operation)).player;
}

/** A game version as an entity tag: `"12"`, or `"12.i"` for the copy its players read with the invitation. */
const ENTITY_TAG = /^\s*(?:W\/)?"?(\d{1,9})(?:\.i)?"?\s*$/;

/** `If-Match` and `Idempotency-Key` of a write, checked. */
export function writeOptions(c: Context<AppEnv>): { expectedVersion?: number; idempotencyKey?: string } {
  const ifMatch = c.req.header('if-match');
  const key = c.req.header('idempotency-key');
  const options: { expectedVersion?: number; idempotencyKey?: string } = {};
  if (ifMatch !== undefined && ifMatch.trim() !== '*') {
    const match = ENTITY_TAG.exec(ifMatch);
    if (!match) throw new ApiError('VALIDATION_FAILED', 'If-Match must be the game version as an entity tag, e.g. "12"', { field: 'If-Match' });
    options.expectedVersion = Number(match[1]);
  }
  if (key !== undefined) options.idempotencyKey = key; // the service checks its form
  return options;
}

/**
 * The entity tag of a game's version; `variant` names another representation of the same
 * version (a player's copy with the invitation, a finished game with its ratings).
 */
export const etag = (version: number, variant?: string) => (variant ? `"${version}.${variant}"` : `"${version}"`);

/** True when the client's If-None-Match already names `tag` (an `etag`). */
export function notModified(c: Context<AppEnv>, tag: string): boolean {
  const header = c.req.header('if-none-match');
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((sent) => sent.trim().replace(/^W\//, '') === tag);
}

/**
 * The player a request that may carry a token reads for: none without an Authorization
 * header; with one, the token must be valid (401 otherwise). A token without `operation`'s
 * scope reads what everyone reads.
 */
export async function viewer(c: Context<AppEnv>, operation: Requirement): Promise<string | undefined> {
  if (c.req.header('authorization') === undefined) return undefined;
  try {
    return (await caller(c, operation)).id;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INSUFFICIENT_SCOPE') return undefined;
    throw error;
  }
}

/** A path parameter holding an id. Any text is accepted: an id no game or player has is a 404, whatever its form. */
export const IdParam = <K extends string>(name: K, description: string) =>
  z.object({ [name]: z.string().meta({ param: { name, in: 'path' }, description, example: 'k3v9x2m7q1w8e4r6' }) } as Record<K, z.ZodString>);

export const WriteHeaders = z.object({
  'if-match': z.string().optional().meta({ description: 'Apply only if the game is still at this version, e.g. `"12"` (its ETag); otherwise 412 VERSION_CONFLICT.', example: '"12"' }),
  'idempotency-key': z.string().optional().meta({
    description: 'Repeat a request safely: the same key from the same player on the same game returns the first result and changes nothing. 1 to 255 visible ASCII characters, e.g. a UUID per intended action.',
    example: '9b2f6c1e-0d4a-4e8b-a7c3-5f1e2d9c8b70',
  }),
});

/** `T` without readonly modifiers: the service's views are deeply readonly, JSON bodies are not. */
export type Json<T> = T extends (...args: never[]) => unknown ? never : T extends object ? { -readonly [K in keyof T]: Json<T[K]> } : T;
export const json = <T>(value: T) => value as Json<T>;

/** `R` without validators for its path parameters and headers (see `stringsUnchecked`). */
export type StringsUnchecked<R extends RouteConfig> = Omit<R, 'request'> & { request: Omit<NonNullable<R['request']>, 'params' | 'headers'> };

/**
 * Registers `route` for the documentation as it is and returns it without its path
 * parameters and headers, to be served. For the routes that use it these accept any string
 * (`IdParam`, `WriteHeaders`, the `If-None-Match` of a poll: an id no game has is a 404, and
 * the service checks the form of If-Match and Idempotency-Key), so validating them refuses
 * nothing; and a header validator reads every header, which makes the node server build the
 * request's whole Headers object on every action and poll. The handler reads them by name
 * (`c.req.param`, `c.req.header`); body and query are validated as before.
 */
export function stringsUnchecked<R extends RouteConfig>(app: App, route: R): StringsUnchecked<R> & { hide: true } {
  const { middleware: _middleware, ...documented } = route;
  app.openAPIRegistry.registerPath(documented);
  const { params: _params, headers: _headers, ...request } = route.request ?? {};
  return { ...route, request, hide: true } as StringsUnchecked<R> & { hide: true };
}
