/*
 * What a token may do (API.md, round 3, "Scopes and tokens"). Every operation names the scope
 * it needs in the operations table (operations.ts), and the one authentication function
 * (service/auth.ts) checks it against the token's scopes. The account token holds them all;
 * a personal token or an app's grant holds those it was minted with. The words of each scope
 * are what the consent page, the OpenAPI document and the SDL say of it. Beside them, the
 * limits of tokens and the terms of the OAuth flow (its limits, paths and error codes): plain
 * data the service reads, here without zod (the shapes are tokens.ts and oauth.ts).
 */

export const SCOPES = ['profile:read', 'games:read', 'games:play', 'webhooks:manage', 'tokens:manage'] as const;

export type Scope = (typeof SCOPES)[number];

/** What a token with each scope may do, in words a person approving an app understands. */
export const SCOPE_DESCRIPTIONS = {
  'profile:read': 'See your player profile (your name and id)',
  'games:read': 'See your games: the games waiting for your move, your invitations, your live events and the private details of your games',
  'games:play': 'Play for you: create, join and leave games, roll, announce and score, resign, ask for hints and enter tournaments',
  'webhooks:manage': 'Manage your webhooks and push notifications',
  'tokens:manage': 'Manage your access tokens and the apps you approved',
} as const satisfies Record<Scope, string>;

/** Scopes no app is ever granted: an app cannot mint tokens nor approve other apps. */
export const APP_FORBIDDEN_SCOPES: readonly Scope[] = ['tokens:manage'];

/** The scopes an app may ask for, in the table's order. */
export const APP_SCOPES: readonly Scope[] = SCOPES.filter((s) => !APP_FORBIDDEN_SCOPES.includes(s));

export const isScope = (value: string): value is Scope => (SCOPES as readonly string[]).includes(value);

export const TOKEN_LIMITS = {
  /** Personal tokens and app grants one player may hold at once (LIMIT_REACHED beyond). */
  maxPerPlayer: 50,
  /** A personal token's lifetime when it has one: a minute to a year, in seconds. */
  expiresInSeconds: { min: 60, max: 31_536_000 },
  /** Tokens one `POST /v1/token/test` may ask about. */
  maxTested: 100,
  /** The longest token the test reads; anything longer is not one of ours. */
  maxTokenLength: 200,
  /** `lastUsedAt` is written at most this often per token (and instance): it costs no write on most requests. */
  lastUsedResolutionMs: 60_000,
} as const;

export const OAUTH_LIMITS = {
  /** An authorization code is exchanged within this many seconds, once. */
  codeSeconds: 60,
  /** An access token's lifetime. */
  accessTokenSeconds: 3_600,
  /** A refresh token's lifetime from its grant's last refresh. */
  refreshTokenSeconds: 90 * 86_400,
  /** Refresh tokens remembered per grant after rotation: presenting one of them again revokes the grant. */
  rememberedRefreshTokens: 32,
  /** `client_id`: 1 to this many visible characters. */
  clientIdLength: 100,
  redirectUriLength: 2_000,
  stateLength: 1_000,
} as const;

/** The paths of the authorization server (RFC 8414 names them in its metadata). */
export const OAUTH_PATHS = {
  authorize: '/oauth/authorize',
  token: '/oauth/token',
  revoke: '/oauth/revoke',
  metadata: '/.well-known/oauth-authorization-server',
} as const;

/** RFC 6749 error codes the flow answers with (the token endpoint's, and the redirects'). */
export const OAUTH_ERRORS = ['invalid_request', 'invalid_client', 'invalid_grant', 'unauthorized_client', 'unsupported_grant_type', 'invalid_scope', 'access_denied', 'unsupported_response_type'] as const;
export type OAuthErrorCode = (typeof OAUTH_ERRORS)[number];
