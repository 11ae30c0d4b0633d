import type { Scoring, StraightRun } from '../engine/index.js';
import { ScoreBasisSchema, ScoringKindSchema } from '../contract/enums.js';
import { builder } from './builder.js';
import { graphqlEnum } from './from-zod.js';

/*
 * How a category scores, as typed data: an interface with one object type per kind, so a
 * client switches on `kind` (or `__typename`) and reads exactly the fields that kind has.
 */

type Kind = Scoring['kind'];
type Of<K extends Kind> = Extract<Scoring, { kind: K }>;

const ScoringKindEnum = graphqlEnum(ScoringKindSchema);
const ScoreBasisEnum = graphqlEnum(ScoreBasisSchema);

/** One object type per kind: a kind added to the engine is a compile error here until it has one. */
const TYPE_NAMES: Record<Kind, string> = {
  face: 'FaceScoring',
  sum: 'SumScoring',
  ofAKind: 'OfAKindScoring',
  fullHouse: 'FullHouseScoring',
  straight: 'StraightScoring',
  twoTriples: 'TwoTriplesScoring',
};

export const ScoringRef = builder.interfaceRef<Scoring>('Scoring').implement({
  description: 'How a category scores. Every score is the best the dice allow; a combination that is not met scores 0.',
  resolveType: (scoring) => TYPE_NAMES[scoring.kind],
  fields: (t) => ({
    kind: t.field({ type: ScoringKindEnum, description: 'Which rule applies; tells the concrete type.', resolve: (s) => s.kind }),
  }),
});

function scoringType<K extends Kind>(kind: K, description: string) {
  return builder.objectRef<Of<K>>(TYPE_NAMES[kind]).implement({ description, interfaces: [ScoringRef] });
}

builder.objectFields(scoringType('face', 'Sum of the dice showing `face`.'), (t) => ({
  face: t.exposeInt('face', { description: 'The face counted, 1 to 6.' }),
}));

builder.objectFields(scoringType('sum', 'Sum of the `dice` highest dice (all dice when `dice` equals the ruleset\'s dice count).'), (t) => ({
  dice: t.exposeInt('dice', { description: 'How many of the highest dice are summed.' }),
}));

builder.objectFields(scoringType('ofAKind', 'At least `count` dice of one face; scores by `score` (the highest qualifying face wins).'), (t) => ({
  count: t.exposeInt('count', { description: 'Dice of one face needed.' }),
  score: t.field({ type: ScoreBasisEnum, description: 'What the combination scores.', resolve: (s) => s.score }),
  points: t.exposeInt('points', { description: 'Points added to (or, for `fixed`, instead of) the dice.' }),
}));

builder.objectFields(scoringType('fullHouse', 'Three dice of one face and two of another; scores by `score`.'), (t) => ({
  exact: t.exposeBoolean('exact', {
    description: 'True: exactly three and two (five of a kind does not count). False: some face at least three times and another at least twice.',
  }),
  score: t.field({ type: ScoreBasisEnum, description: '`allDice` or `fixed`.', resolve: (s) => s.score }),
  points: t.exposeInt('points', { description: 'Points added to (or, for `fixed`, instead of) the dice.' }),
}));

const StraightRunRef = builder.objectRef<StraightRun>('StraightRun').implement({
  description: 'A run of consecutive faces and what it scores.',
  fields: (t) => ({
    from: t.exposeInt('from', { description: 'The lowest face of the run.' }),
    length: t.exposeInt('length', { description: 'How many consecutive faces.' }),
    points: t.exposeInt('points', { description: 'What the run scores.' }),
  }),
});

builder.objectFields(scoringType('straight', 'The dice contain one of `runs`; the best contained run scores.'), (t) => ({
  runs: t.field({ type: [StraightRunRef], description: 'The runs that score.', resolve: (s) => s.runs }),
}));

builder.objectFields(scoringType('twoTriples', 'Three dice of one face and three of another.'), (t) => ({
  points: t.exposeInt('points', { description: 'What the combination scores.' }),
}));
