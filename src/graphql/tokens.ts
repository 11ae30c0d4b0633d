import type { TokenTestResult, TokenView } from '../contract/index.js';
import { AccountTokenSchema, CreatedTokenSchema, SCOPES, TOKEN_LIMITS, TokenSchema, TokenTestResultSchema } from '../contract/index.js';
import type { ObjectRef } from '@pothos/core';
import { builder } from './builder.js';
import { objectFromZod, unionFromZod } from './from-zod.js';
import { tokens } from './resolvers/tokens.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/*
 * Tokens over GraphQL, the twins of REST's: personal tokens and approved apps, the token sent,
 * the account token, and the token test. The OAuth flow itself is REST only.
 */

const TokenRef = objectFromZod<TokenView>('Token', TokenSchema);
const CreatedTokenRef = objectFromZod<{ token: TokenView; accessToken: string }>('CreatedToken', CreatedTokenSchema);
const AccountTokenRef = objectFromZod<{ accessToken: string }>('AccountToken', AccountTokenSchema);
const TokenTestResultRef = unionFromZod(TokenTestResultSchema, 'TokenTestResult') as ObjectRef<Types, TokenTestResult>;

const SCOPE_LIST = SCOPES.map((s) => `\`${s}\``).join(', ');

builder.queryFields((t) => ({
  tokens: t.field({
    type: [TokenRef],
    description: "The caller's personal tokens and the apps it approved, without their values, oldest first (REST: GET /v1/tokens).",
    resolve: tokens.Query.tokens,
  }),
  testTokens: t.field({
    type: [TokenTestResultRef],
    description: `What each token is, in the order sent (REST: POST /v1/token/test). Needs no token; limited per client address.`,
    args: { tokens: t.arg.stringList({ required: true, description: `1 to ${TOKEN_LIMITS.maxTested} tokens.` }) },
    resolve: tokens.Query.testTokens,
  }),
}));

builder.mutationFields((t) => ({
  createToken: t.field({
    type: CreatedTokenRef,
    description: 'Makes a personal token with at most the scopes of the token sent; its value is returned this once (REST: POST /v1/tokens).',
    args: {
      name: t.arg.string({ required: true, description: 'What it is for, 1 to 40 characters.' }),
      scopes: t.arg.stringList({ required: true, description: `What it may do: of ${SCOPE_LIST}.` }),
      expiresInSeconds: t.arg.int({ description: `Seconds until it stops working, ${TOKEN_LIMITS.expiresInSeconds.min} to ${TOKEN_LIMITS.expiresInSeconds.max}; absent for no expiry.` }),
    },
    resolve: tokens.Mutation.createToken,
  }),
  revokeToken: t.boolean({
    description: "Revokes a personal token or an approved app (all its tokens); true once done (REST: DELETE /v1/tokens/{id}).",
    args: { tokenId: t.arg.id({ required: true, description: 'A token id, as `tokens` lists it.' }) },
    resolve: tokens.Mutation.revokeToken,
  }),
  revokeCurrentToken: t.boolean({
    description: "Revokes the token sent: a personal token, or an app's whole grant; the account token is replaced instead (REST: DELETE /v1/token).",
    resolve: tokens.Mutation.revokeCurrentToken,
  }),
  replaceAccountToken: t.field({
    type: AccountTokenRef,
    description: 'A new account token, returned this once; the one it replaces stops working (REST: POST /v1/players/me/token).',
    resolve: tokens.Mutation.replaceAccountToken,
  }),
}));
