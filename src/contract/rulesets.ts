import { z } from '@hono/zod-openapi';
import type { Ruleset } from '../engine/index.js';
import {
  AnnounceWindowSchema,
  CategoryIdSchema,
  ColumnIdSchema,
  ColumnOrderSchema,
  RulesetIdSchema,
  ScoreBasisSchema,
  ScoringKindSchema,
  SectionSchema,
  TotalsKindSchema,
  UpperBonusWhenSchema,
} from './enums.js';
import type { TypeDocs } from './type-docs.js';
import { documented } from './type-docs.js';

/*
 * A ruleset as the API describes it, written once: the engine's data plus what follows from
 * it. The zod schema is REST's (and OpenAPI's) Ruleset; GraphQL's Ruleset and the types under
 * it are made from the same schema (graphql/from-zod.ts) with the names and words beside each
 * part here, which REST documents inline and more tersely.
 */

/** A ruleset as the API describes it: the engine's data plus what follows from it. */
export type RulesetView = Ruleset & { readonly boxesPerSheet: number; readonly turnsPerPlayer: number };

const int = () => z.number().int();
const addedPoints = 'Points added to (or, for `fixed`, instead of) the dice.';
/** A scoring kind's object: REST's description, then GraphQL's type. */
const kind = <S extends z.ZodObject>(schema: S, description: string, docs: TypeDocs) => documented(schema.meta({ description }), docs);

const StraightRunSchema = documented(z.object({ from: int(), length: int(), points: int() }), {
  name: 'StraightRun',
  description: 'A run of consecutive faces and what it scores.',
  fields: { from: 'The lowest face of the run.', length: 'How many consecutive faces.', points: 'What the run scores.' },
});

const ScoringSchema = documented(
  z
    .discriminatedUnion('kind', [
      kind(z.object({ kind: z.literal('face'), face: int() }), 'Sum of the dice showing `face`.', {
        name: 'FaceScoring',
        description: 'Sum of the dice showing `face`.',
        fields: { face: 'The face counted, 1 to 6.' },
      }),
      kind(z.object({ kind: z.literal('sum'), dice: int() }), 'Sum of the `dice` highest dice.', {
        name: 'SumScoring',
        description: "Sum of the `dice` highest dice (all dice when `dice` equals the ruleset's dice count).",
        fields: { dice: 'How many of the highest dice are summed.' },
      }),
      kind(
        z.object({ kind: z.literal('ofAKind'), count: int(), score: ScoreBasisSchema, points: int() }),
        'At least `count` dice of one face: `matching` scores those dice + points, `allDice` every die + points, `fixed` the points.',
        {
          name: 'OfAKindScoring',
          description: 'At least `count` dice of one face; scores by `score` (the highest qualifying face wins).',
          fields: { count: 'Dice of one face needed.', score: 'What the combination scores.', points: addedPoints },
        },
      ),
      kind(
        z.object({ kind: z.literal('fullHouse'), exact: z.boolean(), score: ScoreBasisSchema.exclude(['matching']), points: int() }),
        'Three of one face and two of another (`exact`: exactly 3 and 2).',
        {
          name: 'FullHouseScoring',
          description: 'Three dice of one face and two of another; scores by `score`.',
          fields: {
            exact: 'True: exactly three and two (five of a kind does not count). False: some face at least three times and another at least twice.',
            score: '`allDice` or `fixed`.',
            points: addedPoints,
          },
          // GraphQL has one enum of bases; a full house never scores `matching`.
          types: { score: ScoreBasisSchema },
        },
      ),
      kind(z.object({ kind: z.literal('straight'), runs: z.array(StraightRunSchema) }), 'The best run of consecutive faces the dice contain scores its points.', {
        name: 'StraightScoring',
        description: 'The dice contain one of `runs`; the best contained run scores.',
        fields: { runs: 'The runs that score.' },
      }),
      kind(z.object({ kind: z.literal('twoTriples'), points: int() }), 'Three dice of one face and three of another.', {
        name: 'TwoTriplesScoring',
        description: 'Three dice of one face and three of another.',
        fields: { points: 'What the combination scores.' },
      }),
    ])
    .openapi('Scoring'),
  {
    name: 'Scoring',
    description: 'How a category scores. Every score is the best the dice allow; a combination that is not met scores 0.',
    fields: { kind: 'Which rule applies; tells the concrete type.' },
    types: { kind: ScoringKindSchema },
    union: 'interface',
  },
);

const UpperBonusSchema = documented(z.object({ threshold: int(), points: int(), when: UpperBonusWhenSchema }), {
  name: 'UpperBonus',
  description: 'Bonus points for a high upper section.',
  fields: { threshold: 'Upper total needed.', points: 'Bonus points.', when: 'When the bonus is decided.' },
});

const TotalsSchema = documented(
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal(TotalsKindSchema.enum.sum) }),
    z.object({ kind: z.literal(TotalsKindSchema.enum.sections), upperBonus: UpperBonusSchema.nullable(), middle: z.boolean() }),
  ]),
  {
    name: 'Totals',
    description: 'How each column adds up; the grand total is the sum of the column totals.',
    fields: {
      kind: 'The kind of addition.',
      upperBonus: 'The upper bonus; null when there is none (always for `sum`).',
      middle: 'Whether a middle subtotal Ones x (Max - Min) counts (false for `sum`).',
    },
    types: { kind: TotalsKindSchema },
    // One object for every kind: what a kind does not have reads as none.
    union: { merged: { upperBonus: null, middle: false } },
  },
);

export const RulesetSchema = documented(
  z
    .object({
      id: RulesetIdSchema,
      name: z.string(),
      source: z.string(),
      dice: int(),
      rollsPerTurn: int(),
      boxesPerSheet: int(),
      turnsPerPlayer: int(),
      columns: z.array(
        documented(z.object({ id: ColumnIdSchema, name: z.string(), order: ColumnOrderSchema, description: z.string() }), {
          name: 'RulesetColumn',
          description: 'A column of the score sheet in one ruleset.',
          fields: {
            id: 'The column id used in `score`, in views and in sheets.',
            name: 'The name to show people for this id in this ruleset (the `free` column is "Score" in yams-5).',
            order: 'How the column is filled.',
            description: 'The fill rule in words.',
          },
        }),
      ),
      categories: z.array(
        documented(z.object({ id: CategoryIdSchema, label: z.string(), section: SectionSchema, scoring: ScoringSchema, description: z.string() }), {
          name: 'RulesetCategory',
          description: 'A category (row) of the score sheet in one ruleset, with how it scores.',
          fields: {
            id: 'The category id used in `announce`, `score` and in sheets.',
            label: 'The label to show people for this id in this ruleset; it differs between rulesets for the same id (`smallStraight` is "Sequence 4" in yams-5).',
            section: 'The section the category counts in.',
            description: 'How it scores, in words.',
            scoring: 'How it scores, as data.',
          },
        }),
      ),
      totals: TotalsSchema,
      announce: documented(z.object({ window: AnnounceWindowSchema, binding: z.boolean() }), {
        name: 'AnnounceRule',
        description: 'How announcing works in a ruleset with an announce column.',
        fields: {
          window: 'When an announcement may be made.',
          binding: 'True: the announced box becomes the only available box of the turn. False: the other columns stay available.',
        },
      }).nullable(),
      decisions: z.array(z.string()).meta({ description: 'Rule decisions where the source document is silent or ambiguous.' }),
      commonRules: z.array(z.string()).meta({ description: 'The rules every ruleset shares (rolls, keeping dice, scoring, turns, the end and ranking), in words.' }),
    })
    .openapi('Ruleset'),
  {
    name: 'Ruleset',
    description: 'A variant of the game: dice, columns, categories, totals and the rule decisions, all as data.',
    fields: {
      // The ruleset id's own note says it all.
      id: '',
      name: 'The name to show.',
      source: 'The rules document this ruleset follows.',
      dice: 'Dice rolled.',
      rollsPerTurn: 'Rolls allowed in one turn.',
      boxesPerSheet: 'Boxes on one sheet (columns x categories).',
      turnsPerPlayer: 'Turns each player plays: one box is filled per turn.',
      columns: 'The columns, left to right.',
      categories: 'The categories, top to bottom.',
      totals: 'How columns add up.',
      announce: 'How announcing works; null when the ruleset has no announce column.',
      decisions: 'Rule decisions where the source is silent or ambiguous, in words.',
      commonRules: 'The rules every ruleset shares (rolls, keeping dice, scoring, turns, the end and ranking), in words.',
    },
  },
);
