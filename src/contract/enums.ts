import { z } from '@hono/zod-openapi';
import {
  ANNOUNCE_WINDOWS,
  CATEGORY_IDS,
  COLUMN_IDS,
  COLUMN_ORDERS,
  GAME_STATUSES,
  MOVE_TYPES,
  OF_A_KIND_SCORES,
  RULESET_IDS,
  SCORING_KINDS,
  SECTIONS,
  TOTALS_KINDS,
  UPPER_BONUS_TIMINGS,
} from '../engine/index.js';
import { ILLEGAL_MOVE_REASONS } from './errors.js';
import { BOT_LEVELS, LEADERBOARD_BOARDS, VISIBILITIES } from './options.js';

/*
 * Every enumeration of the public contract, made once from the engine's arrays: a zod enum
 * (REST validation and OpenAPI) and, through `ENUMS`, the GraphQL enum of the same values,
 * name and descriptions. A value added to an engine array is a compile error here until it
 * is described, and then appears in both APIs.
 */

export interface EnumInfo {
  /** The name of the OpenAPI component. */
  readonly name: string;
  /** The name of the GraphQL enum; absent when GraphQL carries the values as strings. */
  readonly graphql?: string;
  readonly values: readonly string[];
  readonly description: string;
  /** One sentence per value; absent where the values are ids that speak for themselves. */
  readonly valueDescriptions?: Readonly<Record<string, string>>;
}

/** The enums of the contract with what GraphQL needs to mirror them, by zod schema. */
export const ENUMS = new Map<z.ZodType, EnumInfo>();

/** A zod enum of the contract, known to GraphQL (ENUMS) under `graphql`, or carried as a String without it. */
export function contractEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  info: { name: string; graphql?: string; description: string; values?: Record<T[number], string> },
) {
  const schema = z.enum(values).openapi(info.name, { description: info.description });
  ENUMS.set(schema, { name: info.name, ...(info.graphql && { graphql: info.graphql }), values, description: info.description, ...(info.values && { valueDescriptions: info.values }) });
  return schema;
}

export const RulesetIdSchema = contractEnum(RULESET_IDS, {
  name: 'RulesetId',
  description: 'A ruleset id: `yamb-classic`, `jamb`, `yams-5` or `yams-6` (see the rulesets). GraphQL carries it as a String, because ids contain "-"; the server checks it.',
});

export const ColumnIdSchema = contractEnum(COLUMN_IDS, {
  name: 'ColumnId',
  graphql: 'Column',
  description: 'A column of a score sheet. Which columns a game has, their names and fill order, depend on its ruleset.',
});

export const CategoryIdSchema = contractEnum(CATEGORY_IDS, {
  name: 'CategoryId',
  graphql: 'Category',
  description: 'A category (row) of a score sheet. Each ruleset uses a subset in its own order, with its own label and scoring.',
});

export const GameStatusSchema = contractEnum(GAME_STATUSES, {
  name: 'GameStatus',
  graphql: 'GameStatus',
  description:
    '`open`: waiting for players to take the free seats; `active`: being played; `finished`: every sheet is full (or every player resigned); `cancelled`: the creator left before it started.',
});

export const LeaderboardBoardSchema = contractEnum(LEADERBOARD_BOARDS, {
  name: 'LeaderboardBoard',
  graphql: 'LeaderboardBoard',
  description: 'Which leaderboard of a ruleset: the sheets people played, or the sheets bots played.',
  values: {
    players: "Sheets people played, with or without bots at the table (the default).",
    bots: 'Sheets bots played: every bot seat, bots-only games included.',
  },
});

export const BotLevelSchema = contractEnum(BOT_LEVELS, {
  name: 'BotLevel',
  graphql: 'BotLevel',
  description: 'How a bot plays.',
  values: {
    random: 'Any legal action, uniformly.',
    greedy: 'Rolls once and writes the best-scoring box.',
    strong: 'The hint player: optimal for yams-5 and yams-6, an exact within-turn search against box values for jamb and yamb-classic.',
  },
});

export const VisibilitySchema = contractEnum(VISIBILITIES, {
  name: 'Visibility',
  graphql: 'Visibility',
  description: 'Who finds an open game: `private` (the default) is joined by its id; `public` is listed in the lobby while it has free seats.',
  values: { private: 'Joined by its id only.', public: 'Listed in the lobby (`GET /v1/lobby`) while seats are free.' },
});

export const MoveTypeSchema = contractEnum(MOVE_TYPES, {
  name: 'MoveType',
  graphql: 'MoveType',
  description: 'What an accepted action did.',
  values: {
    create: 'The game was created; the creator took seat 0.',
    join: 'A player took the next free seat.',
    roll: 'The player to move rolled the dice not kept.',
    announce: 'The player to move announced a category.',
    score: 'The player to move wrote the dice into a box.',
    resign: 'A player resigned; it ranks last.',
    leave: 'A player left the game before it started (the creator leaving cancels it).',
    timeout: "A turn's time ran out: the server ended it by the timeout rule (see the ruleset's common rules).",
  },
});

export const ColumnOrderSchema = contractEnum(COLUMN_ORDERS, {
  name: 'ColumnOrder',
  graphql: 'ColumnOrder',
  description: 'How a column is filled.',
  values: {
    down: 'Top to bottom: only the topmost empty box is available.',
    up: 'Bottom to top: only the bottommost empty box is available.',
    free: 'Any empty box, in any order.',
    announce: 'Only the box of the category announced this turn.',
  },
});

export const SectionSchema = contractEnum(SECTIONS, {
  name: 'Section',
  graphql: 'Section',
  description: 'The part of a column a category belongs to; subtotals are per section.',
  values: { upper: 'The number boxes (Ones to Sixes).', middle: 'Max and Min.', lower: 'The combinations.' },
});

export const ScoringKindSchema = contractEnum(SCORING_KINDS, {
  name: 'ScoringKind',
  graphql: 'ScoringKind',
  description: 'Which rule a category scores by; each kind has its own shape (GraphQL: its own object type implementing `Scoring`).',
  values: {
    face: 'Sum of the dice showing one face (`FaceScoring`).',
    sum: 'Sum of the highest dice (`SumScoring`).',
    ofAKind: 'At least `count` dice of one face (`OfAKindScoring`).',
    fullHouse: 'Three of one face and two of another (`FullHouseScoring`).',
    straight: 'A run of consecutive faces (`StraightScoring`).',
    twoTriples: 'Three dice of one face and three of another (`TwoTriplesScoring`).',
  },
});

/** What a met combination scores; a full house never scores `matching` (the engine's FULL_HOUSE_SCORES). */
export const ScoreBasisSchema = contractEnum(OF_A_KIND_SCORES, {
  name: 'ScoreBasis',
  graphql: 'ScoreBasis',
  description: 'What a met combination scores.',
  values: { matching: 'The matching dice plus `points`.', allDice: 'Every die plus `points`.', fixed: '`points` only.' },
});

export const TotalsKindSchema = contractEnum(TOTALS_KINDS, {
  name: 'TotalsKind',
  graphql: 'TotalsKind',
  description: 'How a column adds up.',
  values: {
    sum: 'The plain sum of its boxes.',
    sections: 'Upper, plus an optional upper bonus, plus an optional middle (Ones x (Max - Min)), plus lower.',
  },
});

export const UpperBonusWhenSchema = contractEnum(UPPER_BONUS_TIMINGS, {
  name: 'UpperBonusWhen',
  graphql: 'UpperBonusWhen',
  description: 'When the upper bonus is decided.',
  values: {
    complete: 'Once all six number boxes of the column are filled.',
    reached: 'As soon as the running upper total reaches the threshold; it cannot be lost.',
  },
});

export const AnnounceWindowSchema = contractEnum(ANNOUNCE_WINDOWS, {
  name: 'AnnounceWindow',
  graphql: 'AnnounceWindow',
  description: 'When a category may be announced. Never after the second roll.',
  values: { beforeSecondRoll: 'Before the first roll or right after it.', afterFirstRoll: 'Only after the first roll, before the second.' },
});

export const IllegalMoveReasonSchema = contractEnum(ILLEGAL_MOVE_REASONS, {
  name: 'IllegalMoveReason',
  description: 'For ILLEGAL_MOVE: the rule that refused the move.',
  values: {
    MUST_ROLL_FIRST: 'Scoring or announcing needs a roll first.',
    NO_ROLLS_LEFT: 'All rolls of the turn are used: score a box.',
    INVALID_KEEP: 'The kept positions are not valid (out of range, repeated, on the first roll, or every die).',
    BOX_FILLED: 'The box already holds a score.',
    BOX_NOT_AVAILABLE: 'The column rules (down, up, announce) or an announcement do not allow this box now.',
    ANNOUNCE_TOO_LATE: 'Announcements are made before the second roll.',
    ANNOUNCE_NOT_ALLOWED: 'This ruleset or turn allows no (further) announcement.',
    MUST_ANNOUNCE: 'Only the announce column has room: announce a category first.',
    UNKNOWN_CATEGORY: 'The ruleset has no such category.',
    UNKNOWN_COLUMN: 'The ruleset has no such column.',
  },
});
