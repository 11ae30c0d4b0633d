import type { GraphQLResolveInfo } from 'graphql';
import type { FieldArgs } from '../args.generated.js';
import type { Context } from '../context.js';

/**
 * A field's resolver. A method's type, so a resolver may name its parent's type (graphql gives
 * a field of `Game` the game): the Pothos definition that uses it checks that type, its
 * arguments and what it returns against the field.
 */
type FieldResolver<Args> = { resolver(parent: unknown, args: Args, ctx: Context, info: GraphQLResolveInfo): unknown }['resolver'];

/** A subscription field: `subscribe` opens the stream, `resolve` shapes each event. */
interface SubscriptionResolver<Args> {
  readonly subscribe: FieldResolver<Args>;
  readonly resolve: FieldResolver<Args>;
}

/**
 * Resolvers by type and field, the arguments of each typed from the schema
 * (args.generated.ts): what a module of this folder exports, and all the GraphQL function
 * loads of the schema's code besides the schema itself (executable.ts).
 */
export type Resolvers = {
  readonly [Type in Exclude<keyof FieldArgs, 'Subscription'>]?: { readonly [Field in keyof FieldArgs[Type]]?: FieldResolver<FieldArgs[Type][Field]> };
} & {
  readonly Subscription?: { readonly [Field in keyof FieldArgs['Subscription']]?: SubscriptionResolver<FieldArgs['Subscription'][Field]> };
};
