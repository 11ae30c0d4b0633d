import { CategoryIdSchema, ColumnIdSchema, ENUMS, GameStatusSchema, RulesetIdSchema, VisibilitySchema, BotLevelSchema, LeaderboardBoardSchema } from '../contract/index.js';
import { graphqlEnum } from './from-zod.js';

/*
 * The shared vocabulary, generated from the contract's enums (themselves the engine's id
 * arrays), so the schema can never name a column, category or status the engine does not
 * know. Ruleset ids contain '-', which a GraphQL enum value cannot, so they travel as String
 * and the service checks them.
 */

export const ColumnEnum = graphqlEnum(ColumnIdSchema);
export const CategoryEnum = graphqlEnum(CategoryIdSchema);
export const GameStatusEnum = graphqlEnum(GameStatusSchema);
export const VisibilityEnum = graphqlEnum(VisibilitySchema);
export const BotLevelEnum = graphqlEnum(BotLevelSchema);
export const LeaderboardBoardEnum = graphqlEnum(LeaderboardBoardSchema);

export const RULESET_ID_NOTE = ENUMS.get(RulesetIdSchema)!.description;
