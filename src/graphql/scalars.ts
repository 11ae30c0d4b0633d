import { createGraphQLError } from 'graphql-yoga';

/*
 * What the schema's own scalars do with a value: the Pothos definitions (builder.ts) and the
 * schema the server runs (executable.ts) take them from here.
 */

const identity = (value: unknown) => value;

export const SCALARS = {
  DateTime: {
    serialize: identity,
    parseValue: (value: unknown): string => {
      // A GraphQLError with its code, so a bad value is the client's 400, not a masked 500.
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw createGraphQLError('DateTime must be an ISO-8601 string', { extensions: { code: 'VALIDATION_FAILED', status: 400 } });
      return new Date(value).toISOString();
    },
  },
  JSON: { serialize: identity, parseValue: identity },
} as const;
