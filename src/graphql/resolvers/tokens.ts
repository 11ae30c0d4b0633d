import { ApiError, OPERATIONS, TOKEN_LIMITS } from '../../contract/index.js';
import { principal } from './players.js';
import type { Resolvers } from './types.js';

/* Tokens, the twins of REST's: personal tokens and approved apps, the token sent, the account token, and the token test. */

/** The tokens of a test, within the limits REST's schema holds. */
function checkedTokens(tokens: readonly string[]): string[] {
  if (tokens.length === 0 || tokens.length > TOKEN_LIMITS.maxTested) {
    throw new ApiError('VALIDATION_FAILED', `tokens: send 1 to ${TOKEN_LIMITS.maxTested}`, { field: 'tokens' });
  }
  return tokens.map((token) => token.slice(0, TOKEN_LIMITS.maxTokenLength + 1));
}

export const tokens = {
  Query: {
    tokens: async (_root, _args, ctx) => ctx.service.tokens.list(await principal(ctx, OPERATIONS.listTokens)),
    testTokens: async (_root, args, ctx) => {
      ctx.service.players.admitTokenTest(ctx.client);
      return ctx.service.tokens.test(checkedTokens(args.tokens));
    },
  },
  Mutation: {
    createToken: async (_root, args, ctx) => ctx.service.tokens.create(await principal(ctx, OPERATIONS.createToken), args),
    revokeToken: async (_root, args, ctx) => {
      await ctx.service.tokens.revokeById(await principal(ctx, OPERATIONS.revokeToken), args.tokenId);
      return true;
    },
    revokeCurrentToken: async (_root, _args, ctx) => {
      await ctx.service.tokens.revokeCurrent(await principal(ctx, OPERATIONS.revokeCurrentToken));
      return true;
    },
    replaceAccountToken: async (_root, _args, ctx) => ctx.service.tokens.replaceAccountToken(await principal(ctx, OPERATIONS.replaceAccountToken)),
  },
} satisfies Resolvers;
