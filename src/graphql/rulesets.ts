import type { AnnounceRule, CategoryDef, ColumnDef, Totals, UpperBonus } from '../engine/index.js';
import type { RulesetView } from '../service/index.js';
import { getRuleset, listRulesets } from '../service/index.js';
import { AnnounceWindowSchema, ColumnOrderSchema, SectionSchema, TotalsKindSchema, UpperBonusWhenSchema } from '../contract/enums.js';
import { builder } from './builder.js';
import { graphqlEnum } from './from-zod.js';
import { ScoringRef } from './scoring.js';
import { CategoryEnum, ColumnEnum, RULESET_ID_NOTE } from './vocabulary.js';

const ColumnOrderEnum = graphqlEnum(ColumnOrderSchema);

const SectionEnum = graphqlEnum(SectionSchema);

const RulesetColumnRef = builder.objectRef<ColumnDef>('RulesetColumn').implement({
  description: 'A column of the score sheet in one ruleset.',
  fields: (t) => ({
    id: t.field({ type: ColumnEnum, description: 'The column id used in `score` and in sheets.', resolve: (c) => c.id }),
    name: t.exposeString('name', { description: 'The name to show.' }),
    order: t.field({ type: ColumnOrderEnum, description: 'How the column is filled.', resolve: (c) => c.order }),
    description: t.exposeString('description', { description: 'The fill rule in words.' }),
  }),
});

const RulesetCategoryRef = builder.objectRef<CategoryDef>('RulesetCategory').implement({
  description: 'A category (row) of the score sheet in one ruleset, with how it scores.',
  fields: (t) => ({
    id: t.field({ type: CategoryEnum, description: 'The category id used in `announce`, `score` and in sheets.', resolve: (c) => c.id }),
    label: t.exposeString('label', { description: 'The label to show (differs between rulesets for the same id).' }),
    section: t.field({ type: SectionEnum, description: 'The section the category counts in.', resolve: (c) => c.section }),
    description: t.exposeString('description', { description: 'How it scores, in words.' }),
    scoring: t.field({ type: ScoringRef, description: 'How it scores, as data.', resolve: (c) => c.scoring }),
  }),
});

const UpperBonusWhenEnum = graphqlEnum(UpperBonusWhenSchema);

const UpperBonusRef = builder.objectRef<UpperBonus>('UpperBonus').implement({
  description: 'Bonus points for a high upper section.',
  fields: (t) => ({
    threshold: t.exposeInt('threshold', { description: 'Upper total needed.' }),
    points: t.exposeInt('points', { description: 'Bonus points.' }),
    when: t.field({ type: UpperBonusWhenEnum, description: 'When the bonus is decided.', resolve: (b) => b.when }),
  }),
});

const TotalsKindEnum = graphqlEnum(TotalsKindSchema);

const TotalsRef = builder.objectRef<Totals>('Totals').implement({
  description: 'How each column adds up; the grand total is the sum of the column totals.',
  fields: (t) => ({
    kind: t.field({ type: TotalsKindEnum, description: 'The kind of addition.', resolve: (x) => x.kind }),
    upperBonus: t.field({
      type: UpperBonusRef,
      nullable: true,
      description: 'The upper bonus; null when there is none (always for `sum`).',
      resolve: (x) => (x.kind === 'sections' ? x.upperBonus : null),
    }),
    middle: t.boolean({
      description: 'Whether a middle subtotal Ones x (Max - Min) counts (false for `sum`).',
      resolve: (x) => x.kind === 'sections' && x.middle,
    }),
  }),
});

const AnnounceWindowEnum = graphqlEnum(AnnounceWindowSchema);

const AnnounceRuleRef = builder.objectRef<AnnounceRule>('AnnounceRule').implement({
  description: 'How announcing works in a ruleset with an announce column.',
  fields: (t) => ({
    window: t.field({ type: AnnounceWindowEnum, description: 'When an announcement may be made.', resolve: (a) => a.window }),
    binding: t.exposeBoolean('binding', {
      description: 'True: the announced box becomes the only available box of the turn. False: the other columns stay available.',
    }),
  }),
});

export const RulesetRef = builder.objectRef<RulesetView>('Ruleset').implement({
  description: 'A variant of the game: dice, columns, categories, totals and the rule decisions, all as data.',
  fields: (t) => ({
    id: t.exposeString('id', { description: RULESET_ID_NOTE }),
    sheetUrl: t.string({
      description: "A blank printable score sheet (SVG, A4 portrait) relative to the API's address; add `?players=N` (1 to 8) for N players' sheets.",
      resolve: (r) => `/v1/rulesets/${r.id}/sheet.svg`,
    }),
    name: t.exposeString('name', { description: 'The name to show.' }),
    source: t.exposeString('source', { description: 'The rules document this ruleset follows.' }),
    dice: t.exposeInt('dice', { description: 'Dice rolled.' }),
    rollsPerTurn: t.exposeInt('rollsPerTurn', { description: 'Rolls allowed in one turn.' }),
    boxesPerSheet: t.exposeInt('boxesPerSheet', { description: 'Boxes on one sheet (columns x categories).' }),
    turnsPerPlayer: t.exposeInt('turnsPerPlayer', { description: 'Turns each player plays: one box is filled per turn.' }),
    columns: t.field({ type: [RulesetColumnRef], description: 'The columns, left to right.', resolve: (r) => r.columns }),
    categories: t.field({ type: [RulesetCategoryRef], description: 'The categories, top to bottom.', resolve: (r) => r.categories }),
    totals: t.field({ type: TotalsRef, description: 'How columns add up.', resolve: (r) => r.totals }),
    announce: t.field({
      type: AnnounceRuleRef,
      nullable: true,
      description: 'How announcing works; null when the ruleset has no announce column.',
      resolve: (r) => r.announce,
    }),
    decisions: t.stringList({ description: 'Rule decisions where the source is silent or ambiguous, in words.', resolve: (r) => r.decisions }),
    commonRules: t.stringList({ description: 'The rules every ruleset shares (rolls, keeping dice, scoring, turns, the end and ranking), in words.', resolve: (r) => r.commonRules }),
  }),
});

builder.queryFields((t) => ({
  rulesets: t.field({ type: [RulesetRef], description: 'Every ruleset.', resolve: () => listRulesets() }),
  ruleset: t.field({
    type: RulesetRef,
    nullable: true,
    description: 'One ruleset; null with a NOT_FOUND error for an unknown id.',
    args: { id: t.arg.string({ required: true, description: RULESET_ID_NOTE }) },
    resolve: (_root, { id }) => getRuleset(id),
  }),
}));
