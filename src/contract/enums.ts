import { z } from '@hono/zod-openapi';
import {
  ANNOUNCE_WINDOWS,
  CATEGORY_IDS,
  COLUMN_IDS,
  COLUMN_ORDERS,
  GAME_STATUSES,
  MOVE_TYPES,
  OF_A_KIND_SCORES,
  RULESETS,
  RULESET_IDS,
  SCORING_KINDS,
  SECTIONS,
  TOTALS_KINDS,
  UPPER_BONUS_TIMINGS,
} from '../engine/index.js';
import { ERROR_REASON_CODES, REASON_CODES, reasonEntry } from './error-reasons.js';
import { API_ERROR_CODES, API_ERRORS } from './errors.js';
import { GRAPHQL_ENDPOINT_ERRORS } from './operations.js';
import { BOT_LEVELS, LEADERBOARD_BOARDS, VISIBILITIES } from './options.js';
import { SCOPES, SCOPE_DESCRIPTIONS } from './scopes.js';

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

/**
 * A zod enum of the contract, known to GraphQL (ENUMS) under `graphql`, or carried as a String
 * without it. GraphQL describes each value on its own; OpenAPI has no place for that, so the
 * values' descriptions follow the enum's, as a list.
 */
export function contractEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  info: { name: string; graphql?: string; description: string; values?: Record<T[number], string> },
) {
  const list = info.values && Object.entries<string>(info.values).map(([value, text]) => `- \`${value}\`: ${text}`);
  const schema = z.enum(values).openapi(info.name, { description: list ? `${info.description}\n\n${list.join('\n')}` : info.description });
  ENUMS.set(schema, { name: info.name, ...(info.graphql && { graphql: info.graphql }), values, description: info.description, ...(info.values && { valueDescriptions: info.values }) });
  return schema;
}

export const RulesetIdSchema = contractEnum(RULESET_IDS, {
  name: 'RulesetId',
  description: 'A ruleset id: `yamb-classic`, `jamb`, `yams-5` or `yams-6` (see the rulesets). GraphQL carries it as a String, because ids contain "-"; the server checks it.',
});

/**
 * What people see for each id, by ruleset: requests, views and events carry ids, while a
 * ruleset shows its own words (`smallStraight` is "Sequence 4" in yams-5), so developers find
 * both side by side wherever an id is documented.
 */
function shownAs<K extends string>(ids: readonly K[], wordsOf: (ruleset: (typeof RULESETS)[keyof typeof RULESETS]) => readonly { id: string; word: string }[]): Record<K, string> {
  const entries = ids.map((id) => {
    const byWord = new Map<string, string[]>();
    for (const ruleset of Object.values(RULESETS)) {
      const word = wordsOf(ruleset).find((w) => w.id === id)?.word;
      if (word !== undefined) byWord.set(word, [...(byWord.get(word) ?? []), ruleset.id]);
    }
    const all = byWord.size === 1 && [...byWord.values()][0]!.length === RULESET_IDS.length;
    const words = [...byWord].map(([word, rulesets]) => (all ? `"${word}" in every ruleset` : `"${word}" in ${rulesets.join(', ')}`));
    return [id, words.length > 0 ? `Shown as ${words.join('; ')}.` : 'In no ruleset.'];
  });
  return Object.fromEntries(entries) as Record<K, string>;
}

export const ColumnIdSchema = contractEnum(COLUMN_IDS, {
  name: 'ColumnId',
  graphql: 'Column',
  description: "A column of a score sheet. Which columns a game has, their names and fill order, depend on its ruleset: requests and views carry the id, people see the ruleset's `name` for it.",
  values: shownAs(COLUMN_IDS, (r) => r.columns.map((c) => ({ id: c.id, word: c.name }))),
});

export const CategoryIdSchema = contractEnum(CATEGORY_IDS, {
  name: 'CategoryId',
  graphql: 'Category',
  description: "A category (row) of a score sheet. Each ruleset uses a subset in its own order, with its own label and scoring: requests and views carry the id, people see the ruleset's `label` for it.",
  values: shownAs(CATEGORY_IDS, (r) => r.categories.map((c) => ({ id: c.id, word: c.label }))),
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
  description:
    'Who finds and joins an open game: `private` (the default) is listed to its players and invited players only, and joined by invitation (its code, or an invitation by player id); `public` is listed in the lobby while it has free seats, and anyone joins it.',
  values: { private: 'Joined by invitation only; listed to nobody else while open.', public: 'Listed in the lobby (`GET /v1/lobby`) while seats are free; anyone joins it.' },
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
    invite: 'A seated player invited a player (`invited`) to the open game.',
    decline: 'An invited player declined; `seat` is the seat that invited it.',
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

/** The error catalogue's codes (errors.ts): what each means and what a client should do. */
export const ErrorCodeSchema = contractEnum(API_ERROR_CODES, {
  name: 'ErrorCode',
  graphql: 'ErrorCode',
  description:
    `The stable code of a refusal: REST sends it as the problem's \`code\`, GraphQL as \`errors[].extensions.code\` (with \`extensions.status\`, the HTTP status REST answers with). Each value: its status, what it means, and what a client should do. Every operation's documentation lists the codes it can answer; GraphQL's endpoint itself can answer ${GRAPHQL_ENDPOINT_ERRORS.join(', ')} before any field runs.`,
  values: Object.fromEntries(API_ERROR_CODES.map((code) => [code, `${API_ERRORS[code].status}: ${API_ERRORS[code].title}. ${API_ERRORS[code].action}`])) as Record<(typeof API_ERROR_CODES)[number], string>,
});

/** The reasons a refusal names beside its code (error-reasons.ts). */
export const ErrorReasonSchema = contractEnum(ERROR_REASON_CODES, {
  name: 'ErrorReason',
  graphql: 'ErrorReason',
  description: "Which rule refused a request, beside its `code` (REST: the problem's `reason`; GraphQL: `extensions.reason`). Each value: the code it comes with, what it means, and what a client should do.",
  values: Object.fromEntries(ERROR_REASON_CODES.map((reason) => [reason, `With ${REASON_CODES[reason]}. ${reasonEntry(reason).meaning} ${reasonEntry(reason).action}`])) as Record<(typeof ERROR_REASON_CODES)[number], string>,
});

export const ScopeSchema = contractEnum(SCOPES, {
  name: 'Scope',
  description: `What a token may do. ${SCOPES.map((s) => `\`${s}\`: ${SCOPE_DESCRIPTIONS[s]}.`).join(' ')} GraphQL carries scopes as Strings, because they contain ":"; the server checks them.`,
});
