import { z } from '@hono/zod-openapi';
import { ScopeSchema } from './enums.js';
import { OAUTH_ERRORS, OAUTH_LIMITS } from './scopes.js';

/*
 * OAuth 2.0 for apps (API.md, round 3): authorization code with PKCE (S256 only), no
 * registration, RFC 6749 errors, rotating refresh tokens, RFC 7009 revocation, RFC 8414
 * metadata. Parameter names are OAuth's own (snake_case), as every OAuth client library
 * sends and reads them.
 */

const param = (description: string, example?: string) => z.string().max(4_096).optional().meta({ description, ...(example !== undefined && { example }) });

/** The authorization request's parameters (RFC 6749 4.1.1 and RFC 7636): checked by the service, which redirects with the RFC 6749 error for a bad one. */
export const AuthorizationParamsSchema = z
  .object({
    response_type: param('`code`.', 'code'),
    client_id: param(`The app's name or URL, shown to the person: 1 to ${OAUTH_LIMITS.clientIdLength} visible characters. No registration.`, 'Dice Bot'),
    redirect_uri: param('Where the answer goes: `https`, or `http` on a loopback host (`127.0.0.1`, `[::1]`, `localhost`, any port).', 'http://127.0.0.1:8765/callback'),
    scope: param('Space-separated scopes; `tokens:manage` is never granted to an app.', 'games:read games:play'),
    state: param(`Returned as it was sent (at most ${OAUTH_LIMITS.stateLength} characters).`, 'af0ifjsldkj'),
    code_challenge: param('BASE64URL(SHA-256(code_verifier)): 43 characters.', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'),
    code_challenge_method: param('`S256`, the only method.', 'S256'),
  })
  .openapi('AuthorizationParams', { description: 'An app\'s authorization request (RFC 6749 4.1.1, with PKCE: RFC 7636).' });

export const AuthorizeBodySchema = AuthorizationParamsSchema.extend({
  decision: z.enum(['approve', 'deny']).meta({ description: '`approve` gives the app a code; `deny` sends it `access_denied`.' }),
}).openapi('AuthorizeApp', { description: 'The person\'s answer to an authorization request: its parameters and the decision.' });

export const AuthorizationCheckSchema = z
  .discriminatedUnion('outcome', [
    z
      .object({
        outcome: z.literal('consent'),
        client: z.string().meta({ description: "The app's `client_id`, to show as its name." }),
        redirectUri: z.string().meta({ description: 'Where the answer will go.' }),
        redirectHost: z.string().meta({ description: 'The host of `redirectUri`, to show.', example: '127.0.0.1:8765' }),
        scopes: z
          .array(z.object({ scope: ScopeSchema, description: z.string().meta({ description: 'What it lets the app do, in words.' }) }).openapi('ScopeInWords'))
          .meta({ description: 'What the app asks for.' }),
      })
      .openapi('AuthorizationConsent', { description: 'A valid request: ask the person.' }),
    z
      .object({
        outcome: z.literal('redirect'),
        error: z.enum(OAUTH_ERRORS).meta({ description: 'The RFC 6749 error.' }),
        redirectTo: z.string().meta({ description: 'Send the browser here: the app learns of the error.' }),
      })
      .openapi('AuthorizationRedirect', { description: 'A request refused with an RFC 6749 error the app must hear of.' }),
  ])
  .openapi('AuthorizationCheck', { description: 'What an authorization request is: one to show the person, or one to send back to the app.' });

export const AuthorizeResultSchema = z
  .object({ redirectTo: z.string().meta({ description: 'Send the browser here: `<redirect_uri>?code=...&state=...&iss=...` (deny: `?error=access_denied&state=...`).' }) })
  .openapi('AuthorizeResult', { description: 'Where the app gets its answer.' });

export const OAuthTokenRequestSchema = z
  .object({
    grant_type: z.enum(['authorization_code', 'refresh_token']).meta({ description: 'Which grant.' }),
    code: param('The code (authorization_code).'),
    redirect_uri: param('The same `redirect_uri` (authorization_code).'),
    client_id: param('The same `client_id` (both grants).'),
    code_verifier: param('The PKCE verifier, 43 to 128 characters of `A-Z a-z 0-9 - . _ ~` (authorization_code).'),
    refresh_token: param('The refresh token (refresh_token).'),
    scope: param('Fewer scopes for the new access token (refresh_token); the grant\'s when absent.'),
  })
  .openapi('OAuthTokenRequest', { description: 'A token request (RFC 6749 4.1.3 and 6), form-encoded or JSON.' });

export const OAuthTokenSchema = z
  .object({
    access_token: z.string().meta({ description: 'Send as `Authorization: Bearer <token>`.' }),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int().meta({ description: 'Seconds the access token lives.', example: OAUTH_LIMITS.accessTokenSeconds }),
    scope: z.string().meta({ description: 'The access token\'s scopes, space-separated.', example: 'games:read games:play' }),
    refresh_token: z.string().meta({ description: 'Exchange it for new tokens once; the one it replaces stops working, and presenting an old one revokes the grant.' }),
  })
  .openapi('OAuthToken', { description: 'Tokens for an app (RFC 6749 5.1).' });

export const OAuthErrorSchema = z
  .object({
    error: z.enum(OAUTH_ERRORS).meta({ description: 'The RFC 6749 error code.' }),
    error_description: z.string().meta({ description: 'What went wrong, for the app\'s developer.' }),
  })
  .openapi('OAuthError', { description: 'An RFC 6749 error (5.2).' });

export const OAuthRevokeRequestSchema = z
  .object({ token: param('An access or refresh token (its whole grant is revoked), or a personal token.'), token_type_hint: param('Ignored: the token says what it is.') })
  .openapi('OAuthRevokeRequest', { description: 'A revocation request (RFC 7009).' });

export const OAuthMetadataSchema = z
  .object({
    issuer: z.string(),
    authorization_endpoint: z.string(),
    token_endpoint: z.string(),
    revocation_endpoint: z.string(),
    scopes_supported: z.array(ScopeSchema),
    response_types_supported: z.array(z.string()),
    grant_types_supported: z.array(z.string()),
    code_challenge_methods_supported: z.array(z.string()),
    token_endpoint_auth_methods_supported: z.array(z.string()),
    revocation_endpoint_auth_methods_supported: z.array(z.string()),
    authorization_response_iss_parameter_supported: z.boolean(),
    service_documentation: z.string(),
  })
  .openapi('OAuthMetadata', { description: 'Authorization server metadata (RFC 8414).' });

export type AuthorizationParams = z.infer<typeof AuthorizationParamsSchema>;
export type AuthorizationCheck = z.infer<typeof AuthorizationCheckSchema>;
export type OAuthTokenView = z.infer<typeof OAuthTokenSchema>;
export type OAuthMetadata = z.infer<typeof OAuthMetadataSchema>;
