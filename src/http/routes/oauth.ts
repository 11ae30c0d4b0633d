import type { Context } from 'hono';
import type { OAuthErrorCode } from '../../contract/index.js';
import {
  AuthorizationCheckSchema,
  AuthorizationParamsSchema,
  AuthorizeBodySchema,
  AuthorizeResultSchema,
  OAUTH_PATHS,
  OAuthErrorSchema,
  OAuthMetadataSchema,
  OAuthRevokeRequestSchema,
  OAuthTokenRequestSchema,
  OAuthTokenSchema,
  OPERATIONS,
} from '../../contract/index.js';
import type { App, AppEnv } from '../env.js';
import { json, principal, services } from '../env.js';
import { jsonResponse, operationRoute } from '../openapi.js';
import type { RouteConfig } from '@hono/zod-openapi';
import type { TokenRequest } from '../../service/index.js';
import { OAuthFailure } from '../../service/index.js';

/*
 * OAuth 2.0 for apps. Under /v1, the consent page's two calls: what a request is, and the
 * person's decision. At the root, the authorization server's own endpoints (RFC 6749, 7009,
 * 8414), which answer in OAuth's terms: form-encoded requests (JSON accepted), RFC 6749 error
 * bodies, `Cache-Control: no-store`. The consent page itself is the web client's.
 */

/** The server's own origin: the OAuth issuer, as apps reach it. */
export const issuerOf = (c: Context<AppEnv>) => new URL(c.req.url).origin;

const check = operationRoute({
  method: 'get',
  path: '/oauth/authorize',
  operationId: 'checkAuthorization',
  tags: ['OAuth'],
  summary: 'What an authorization request is',
  description:
    'For the consent page: the app, where the answer goes and each scope in words (`outcome: consent`), or the RFC 6749 error redirect the app must get (`outcome: redirect`). A bad `client_id` or `redirect_uri` is a 400 problem: it never redirects. Needs no token.',
  request: { query: AuthorizationParamsSchema },
  responses: { 200: jsonResponse(AuthorizationCheckSchema, 'The request, checked') },
});

const authorize = operationRoute({
  method: 'post',
  path: '/oauth/authorize',
  operationId: 'authorizeApp',
  tags: ['OAuth'],
  summary: "The person's decision on an authorization request",
  description:
    'Approving makes a grant and a code the app exchanges once, within 60 s, at `/oauth/token`; denying sends the app `access_denied`. Either way, send the browser to `redirectTo`. The scopes asked for must be the token\'s own. A bad `client_id` or `redirect_uri` is a 400 problem; another bad parameter is the app\'s RFC 6749 error in `redirectTo`.',
  request: { body: { content: { 'application/json': { schema: AuthorizeBodySchema } }, required: true } },
  responses: { 200: jsonResponse(AuthorizeResultSchema, 'Where the browser goes') },
});

const OAUTH_FORM = (schema: typeof OAuthTokenRequestSchema | typeof OAuthRevokeRequestSchema) => ({
  content: { 'application/x-www-form-urlencoded': { schema }, 'application/json': { schema } },
  required: true,
});

const tokenRoute = operationRoute({
  method: 'post',
  path: OAUTH_PATHS.token,
  operationId: 'oauthToken',
  tags: ['OAuth'],
  summary: 'Exchange a code or a refresh token (RFC 6749)',
  description:
    'A code (with its PKCE verifier) or a refresh token for an access token (one hour) and a new refresh token. A code used twice, or a replaced refresh token presented again, revokes the grant. No client authentication (`token_endpoint_auth_methods_supported: ["none"]`); any origin may call it.',
  request: { body: OAUTH_FORM(OAuthTokenRequestSchema) },
  responses: {
    200: jsonResponse(OAuthTokenSchema, 'The tokens'),
    400: { description: 'An RFC 6749 error: `invalid_request`, `invalid_grant`, `invalid_scope`, `unsupported_grant_type`.', content: { 'application/json': { schema: OAuthErrorSchema } } },
  },
});

const revokeRoute = operationRoute({
  method: 'post',
  path: OAUTH_PATHS.revoke,
  operationId: 'oauthRevoke',
  tags: ['OAuth'],
  summary: 'Revoke a token (RFC 7009)',
  description: "An app's access or refresh token revokes its whole grant; a personal token itself. Always 200, whatever the token was. Any origin may call it.",
  request: { body: OAUTH_FORM(OAuthRevokeRequestSchema) },
  responses: { 200: { description: 'Done (or nothing to do)' } },
});

const metadataRoute = operationRoute({
  method: 'get',
  path: OAUTH_PATHS.metadata,
  operationId: 'oauthMetadata',
  tags: ['OAuth'],
  summary: 'Authorization server metadata (RFC 8414)',
  description: 'Where the endpoints are and what they support. Any origin may read it.',
  responses: { 200: jsonResponse(OAuthMetadataSchema, 'The metadata') },
});

/** The parameters of a form-encoded or JSON body; invalid_request for anything else, or a parameter sent twice. */
async function oauthParams(c: Context<AppEnv>): Promise<Record<string, string>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const text = await c.req.text();
  if (type === 'application/json') {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new OAuthFailure('invalid_request', 'the body is not JSON');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new OAuthFailure('invalid_request', 'the body must be a JSON object');
    return Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'));
  }
  if (type !== 'application/x-www-form-urlencoded') throw new OAuthFailure('invalid_request', 'send the parameters as application/x-www-form-urlencoded (or JSON)');
  const form = new URLSearchParams(text);
  const params: Record<string, string> = {};
  for (const [name, value] of form) {
    if (name in params) throw new OAuthFailure('invalid_request', `${name} is sent more than once`);
    params[name] = value;
  }
  return params;
}

const oauthError = (c: Context<AppEnv>, error: OAuthErrorCode, description: string) => c.json({ error, error_description: description }, 400, { 'cache-control': 'no-store', pragma: 'no-cache' });

/** The consent page's calls, under /v1. */
export function oauthRoutes(app: App): void {
  app.openapi(check, async (c) => c.json(json(services(c).oauth.check(c.req.valid('query'), issuerOf(c))), 200));
  app.openapi(authorize, async (c) => {
    const decided = await services(c).oauth.authorize(await principal(c, OPERATIONS.authorizeApp), c.req.valid('json'), issuerOf(c));
    c.header('cache-control', 'no-store');
    return c.json(decided, 200);
  });
}

/** The authorization server's endpoints, at the root (their CORS is any origin: edge/cors.ts). */
export function oauthEndpoints(app: App): void {
  // Documented from the contract like every route, served by the handlers below (no token: no
  // middleware; each costs its address a read, the price of a request that names none).
  const documented = ({ middleware: _middleware, ...route }: RouteConfig & { middleware?: unknown }): RouteConfig => route;
  for (const route of [tokenRoute, revokeRoute, metadataRoute]) app.openAPIRegistry.registerPath(documented(route));
  app.post(OAUTH_PATHS.token, async (c) => {
    try {
      const tokens = await services(c).oauth.token((await oauthParams(c)) as TokenRequest);
      return c.json(tokens, 200, { 'cache-control': 'no-store', pragma: 'no-cache' });
    } catch (error) {
      if (error instanceof OAuthFailure) return oauthError(c, error.error, error.description);
      throw error;
    }
  });
  app.post(OAUTH_PATHS.revoke, async (c) => {
    try {
      await services(c).oauth.revoke((await oauthParams(c)).token);
    } catch (error) {
      if (error instanceof OAuthFailure) return oauthError(c, error.error, error.description);
      throw error;
    }
    return c.body(null, 200, { 'cache-control': 'no-store' });
  });
  app.get(OAUTH_PATHS.metadata, (c) => c.json(services(c).oauth.metadata(issuerOf(c), `${issuerOf(c)}/docs`), 200, { 'cache-control': 'public, max-age=3600' }));
}
