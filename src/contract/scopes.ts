/*
 * What a token may do (API.md, round 3, "Scopes and tokens"). Every operation names the scope
 * it needs in the operations table (operations.ts); authentication checks it once tokens carry
 * scopes. Until then every token is an account token, which holds them all.
 */

export const SCOPES = ['profile:read', 'games:read', 'games:play', 'webhooks:manage', 'tokens:manage'] as const;

export type Scope = (typeof SCOPES)[number];
