import type { OpenAPIHonoOptions } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { Operation, OperationId, PlayerView } from '../contract/index.js';
import { ApiError, OPERATIONS, operationCost } from '../contract/index.js';
import type { App, AppEnv } from '../edge/index.js';
import { problemResponse, validationError } from '../edge/index.js';
import type { Principal, Requirement, RequestServices } from '../service/index.js';

/*
 * What REST handlers share: the request's services and caller, the guards every operation's
 * route runs first, validation, write headers, ETags. Nothing here loads zod: the routes a
 * function serves without it (the event streams) are made of these alone.
 */

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

/** `T` without readonly modifiers: the service's views are deeply readonly, JSON bodies are not. */
export type Json<T> = T extends (...args: never[]) => unknown ? never : T extends object ? { -readonly [K in keyof T]: Json<T[K]> } : T;
export const json = <T>(value: T) => value as Json<T>;

/** Prices a request by its operation (contract/fair-use.ts) before the rest of its route runs: its quota is charged that much. */
function priced(operation: OperationId): MiddlewareHandler<AppEnv> {
  const units = operationCost(operation);
  return (c, next) => {
    services(c).meter?.price(units);
    return next();
  };
}

/**
 * Authenticates the caller of an operation that names a scope before anything else of the
 * route runs (its input is validated after): the one place REST asks, so no route of such an
 * operation can forget to. The principal is kept for the handler (`caller`).
 */
function authenticating(operation: Operation): MiddlewareHandler<AppEnv> | undefined {
  // An optional scope is the handler's to weigh (env.ts `viewer`): it changes what is read, never whether.
  if (operation.scope === null || operation.optionalScope) return undefined;
  return async (c, next) => {
    const authorization = c.req.header('authorization');
    if (operation.writesGame) services(c).readGameAhead({ authorization }, c.req.param('gameId') ?? '');
    if (!(operation.optionalToken && authorization === undefined)) c.set('principal', await services(c).players.authenticate({ authorization }, operation));
    await next();
  };
}

/** What runs before anything else of an operation's route: its price, then its authentication (when it names a scope). */
export function operationGuard(operationId: OperationId): MiddlewareHandler<AppEnv> {
  const price = priced(operationId);
  const authentication = authenticating(OPERATIONS[operationId]);
  if (!authentication) return price;
  return (c, next) => price(c, async () => {
    await authentication(c, next);
  });
}

/** How REST answers a request its route's validators refuse: a VALIDATION_FAILED problem naming each field. */
export const validationHook: NonNullable<OpenAPIHonoOptions<AppEnv>['defaultHook']> = (result, c) => {
  if (!result.success) return problemResponse(c, validationError(result.error, result.target));
};
