import { z } from '@hono/zod-openapi';
import { NAME_MAX_LENGTH } from './options.js';
import { ScopeSchema } from './enums.js';
import { SCOPES, TOKEN_LIMITS } from './scopes.js';
import { documented } from './type-docs.js';
import { IdSchema, TimestampSchema } from './views.js';

/*
 * Personal tokens and what every token can be asked (API.md, round 3, "Scopes and tokens"):
 * what clients send and what they receive (the limits, which the service reads, are
 * scopes.ts's). The OAuth flow's shapes are oauth.ts.
 */

export const TokenSchema = z
  .object({
    id: IdSchema.meta({ description: 'The token id (for an app, its grant id): `DELETE /v1/tokens/{tokenId}` revokes it.' }),
    name: z.string().meta({ description: 'The name it was given; for an app, its `client_id`.', example: 'my bot' }),
    scopes: z.array(ScopeSchema).meta({ description: 'What it may do.', example: ['games:read', 'games:play'] }),
    client: z.string().nullable().meta({ description: "The app's `client_id` for tokens issued to an app; null for a personal token.", example: null }),
    createdAt: TimestampSchema.meta({ description: 'When it was made (for an app, approved).' }),
    expiresAt: TimestampSchema.nullable().meta({
      description: "When it stops working; null for a personal token without expiry. An app's grant ends when its refresh token expires (90 days after its last use).",
    }),
    lastUsedAt: TimestampSchema.nullable().meta({ description: 'When a request last used it, to the minute; null before the first.' }),
  })
  .openapi('Token', { description: 'A personal token, or the tokens issued to an app (one grant), without their values.' });

export const CreateTokenBodySchema = z
  .object({
    name: z.string().trim().min(1).max(NAME_MAX_LENGTH).meta({ description: `What it is for, 1 to ${NAME_MAX_LENGTH} characters.`, example: 'my bot' }),
    scopes: z
      .array(ScopeSchema)
      .min(1)
      .max(SCOPES.length)
      .meta({ description: 'What it may do: at most the scopes of the token that makes it.', example: ['games:read', 'games:play'] }),
    expiresInSeconds: z
      .number()
      .int()
      .min(TOKEN_LIMITS.expiresInSeconds.min)
      .max(TOKEN_LIMITS.expiresInSeconds.max)
      .optional()
      .meta({ description: `Seconds until it stops working, ${TOKEN_LIMITS.expiresInSeconds.min} to ${TOKEN_LIMITS.expiresInSeconds.max} (a year); absent for no expiry.`, example: 86_400 }),
  })
  .strict()
  .openapi('CreateToken', { description: 'A personal token to make.' });

export const CreatedTokenSchema = z
  .object({
    token: TokenSchema,
    accessToken: z.string().meta({ description: 'The token: send it as `Authorization: Bearer <token>`. Shown this once; the server keeps only its hash.', example: 'yamb_pat_k3v9x2m7q1w8e4r6_…' }),
  })
  .openapi('CreatedToken', { description: 'A new personal token and its value, shown once.' });

export const TokenListSchema = z
  .object({ items: z.array(TokenSchema).meta({ description: 'Oldest first.' }) })
  .openapi('TokenList', { description: "The caller's personal tokens and the apps it approved." });

export const AccountTokenSchema = z
  .object({ accessToken: z.string().meta({ description: 'The new account token (every scope, no expiry), shown this once. The one it replaces stops working.', example: 'yamb_k3v9x2m7q1w8e4r6_…' }) })
  .openapi('AccountToken', { description: 'A replaced account token.' });

export const TokenTestBodySchema = z
  .object({
    tokens: z
      .array(z.string().max(TOKEN_LIMITS.maxTokenLength))
      .min(1)
      .max(TOKEN_LIMITS.maxTested)
      .meta({ description: `1 to ${TOKEN_LIMITS.maxTested} tokens.`, example: ['yamb_pat_k3v9x2m7q1w8e4r6_…'] }),
  })
  .strict()
  .openapi('TokenTest', { description: 'Tokens to test.' });

const ActiveTokenSchema = z
  .object({
    active: z.literal(true),
    playerId: IdSchema.meta({ description: 'The player it acts for.' }),
    scopes: z.array(ScopeSchema).meta({ description: 'What it may do.' }),
    client: z.string().nullable().meta({ description: "The app's `client_id` for an app's token; null otherwise." }),
    expiresAt: TimestampSchema.nullable().meta({ description: 'When it stops working; null for no expiry.' }),
  })
  .openapi('ActiveToken', { description: 'A token that works now.' });

const InactiveTokenSchema = z
  .object({ active: z.literal(false) })
  .openapi('InactiveToken', { description: 'Not a token that works now: unknown, revoked, expired or malformed (which one is not said).' });

export const TokenTestResultSchema = documented(z.union([ActiveTokenSchema, InactiveTokenSchema]).openapi('TokenTestResult', { description: 'What one tested token is.' }), {
  name: 'TokenTestResult',
  description: 'What one tested token is: who it acts for and what it may do while `active`; only `active: false` for anything else.',
  fields: {
    active: 'Whether it is a token that works now.',
    playerId: 'The player it acts for; null when not active.',
    scopes: 'What it may do; null when not active.',
    client: "The app's `client_id` for an app's token; null otherwise.",
    expiresAt: 'When it stops working; null for no expiry, or when not active.',
  },
  types: { active: z.boolean() },
  union: { merged: {} },
});

export const TokenTestResultsSchema = z
  .object({ results: z.array(TokenTestResultSchema).meta({ description: 'One per token sent, in the order sent.' }) })
  .openapi('TokenTestResults', { description: 'What each tested token is.' });

export type TokenView = z.infer<typeof TokenSchema>;
export type TokenTestResult = z.infer<typeof TokenTestResultSchema>;
export type CreateTokenBody = z.infer<typeof CreateTokenBodySchema>;
