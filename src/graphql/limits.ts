import type {
  ASTVisitor,
  DocumentNode,
  FieldNode,
  FragmentDefinitionNode,
  GraphQLError,
  GraphQLField,
  GraphQLNamedType,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
} from 'graphql';
import {
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  getNamedType,
  getNullableType,
  getOperationAST,
  isInterfaceType,
  isListType,
  isObjectType,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { createGraphQLError } from 'graphql-yoga';
import { MAX_SEATS, RULESET_IDS } from '../engine/index.js';
import { COST_UNITS, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../contract/index.js';
import type { Context } from './context.js';
import { storeCalls } from './store-calls.js';

/*
 * Limits on what one GraphQL operation may ask for, checked before anything runs: a bound
 * on nesting depth, on an estimated cost, and on the store calls it can make. An operation
 * over a limit is refused as a whole with VALIDATION_FAILED and never reaches the service
 * (see `useQueryLimits` for when).
 *
 * The cost estimates the work of resolving the operation:
 * - every field costs 1, aliases included (500 aliases of a field are 500 fields);
 * - a root field costs 10 (each is a call into the service), and so does a field whose
 *   resolver calls the store (one of STORE_CALLS);
 * - a field's selection is counted once per item it can return: `first` items for the list
 *   of a connection (20 when absent, at most 100), the expected size for the lists that can
 *   hold store calls (seats, winners, move log), once for lists whose length the rules fix
 *   and under which nothing calls the store (a sheet's columns and boxes), 10 for any list
 *   not named here, so a list added later is not free.
 * Introspection (`__schema`, `__type`) costs 100 per root and 1 per field inside; how deep
 * it may nest `fields` in `fields` is graphql's own MaxIntrospectionDepthRule.
 *
 * The store calls are priced field by field from STORE_CALLS, the calls each resolver makes
 * at most (test/graphql/store-calls.test.ts counts them through the store and holds every
 * entry to what it counted), times the items of the lists it sits in. So a query's store
 * work is bounded before it runs, whatever its aliases, fragments and page sizes.
 *
 * The same walk prices an operation against the caller's quota, in the contract's cost units
 * (contract/fair-use.ts), as REST prices its operations: a mutation field is an action, a
 * subscription a stream, a query's root field a read, `Game.hint` a hint, and every other
 * field that calls the store (STORE_CALLS above zero) a read per item; an operation costs at
 * least one read. STORE_CALLS is the one per-field table: the quota's kinds come from the
 * contract, the store work it bounds from what the test counted.
 */

export interface QueryLimits {
  readonly maxDepth: number;
  readonly maxCost: number;
  /** Store calls one operation may make, priced by STORE_CALLS. */
  readonly maxStoreCalls: number;
}

export const QUERY_LIMITS: QueryLimits = { maxDepth: 10, maxCost: 5_000, maxStoreCalls: 100 };

/** Introspection is nested deeper by the `ofType` chains of its standard query. */
const MAX_INTROSPECTION_DEPTH = 16;

const ROOT_COST = 10;
const STORE_READ_COST = 10;
const INTROSPECTION_ROOT_COST = 100;
const UNKNOWN_LIST_SIZE = 10;

/** Root fields answered without the store (the rulesets are data). */
const STORELESS_ROOTS = new Set(['Query.rulesets', 'Query.ruleset']);

/** Expected items of the lists that are not connections. */
const LIST_SIZES: Record<string, number> = {
  'Query.rulesets': RULESET_IDS.length,
  'Game.seats': MAX_SEATS,
  'Game.winners': MAX_SEATS,
  // A finished two-seat jamb game: 104 turns of one to three rolls and a score.
  'Game.moves': 250,
  // Fixed by the rules and computed from the game already loaded: counted once.
  'Seat.sheet': 1,
  'SheetColumn.boxes': 1,
  'Turn.available': 1,
  'Ruleset.columns': 1,
  'Ruleset.categories': 1,
  'StraightScoring.runs': 1,
};

interface Measure {
  readonly cost: number;
  readonly depth: number;
  /** Store calls resolving this can make. */
  readonly calls: number;
  /** Its price in cost units. */
  readonly units: number;
}

const NOTHING: Measure = { cost: 0, depth: 0, calls: 0, units: 0 };

interface Scope {
  readonly introspection: boolean;
  /** Items of a list directly inside a connection: its `first`. */
  readonly pageSize: number | undefined;
}

type Variables = Readonly<Record<string, unknown>>;

/** What pricing reads of a document: validation's context, or the same two lookups at execution. */
type Source = Pick<ValidationContext, 'getSchema' | 'getFragment'>;

/** The cost and depth of each root field of an operation, fragments expanded once each. */
function measureOperation(context: Source, operation: OperationDefinitionNode, variables: Variables) {
  const schema = context.getSchema();
  const memo = new Map<string, Measure>();
  const active = new Set<string>();

  const pageSize = (node: FieldNode, field: GraphQLField<unknown, unknown>): number | undefined => {
    if (!field.args.some((a) => a.name === 'first')) return undefined;
    const value = node.arguments?.find((a) => a.name.value === 'first')?.value;
    let first: unknown = DEFAULT_PAGE_SIZE;
    if (value?.kind === Kind.INT) first = Number(value.value);
    if (value?.kind === Kind.VARIABLE) {
      const name = value.name.value;
      const fallback = operation.variableDefinitions?.find((d) => d.variable.name.value === name)?.defaultValue;
      first = variables[name] ?? (fallback?.kind === Kind.INT ? Number(fallback.value) : DEFAULT_PAGE_SIZE);
    }
    return clampPage(first);
  };

  const fieldOf = (parent: GraphQLNamedType, name: string): GraphQLField<unknown, unknown> | undefined => {
    if (name === '__typename') return TypeNameMetaFieldDef;
    if (parent === schema.getQueryType()) {
      if (name === '__schema') return SchemaMetaFieldDef;
      if (name === '__type') return TypeMetaFieldDef;
    }
    return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
  };

  const rootUnits = (parent: GraphQLNamedType) => (parent === schema.getMutationType() ? COST_UNITS.action : parent === schema.getSubscriptionType() ? COST_UNITS.stream : COST_UNITS.read);

  function field(node: FieldNode, parent: GraphQLNamedType, scope: Scope, root: boolean): Measure {
    const name = node.name.value;
    const def = fieldOf(parent, name);
    if (!def) return NOTHING; // an unknown field: the standard rules report it
    const coordinate = `${parent.name}.${name}`;
    const introspectionRoot = name === '__schema' || name === '__type';
    const introspection = scope.introspection || introspectionRoot;
    const list = isListType(getNullableType(def.type)) && node.selectionSet !== undefined;
    const page = pageSize(node, def);
    const inner = node.selectionSet ? selections(node.selectionSet, getNamedType(def.type), { introspection, pageSize: page }) : NOTHING;
    const calls = introspection || (root && STORELESS_ROOTS.has(coordinate)) ? 0 : storeCalls(coordinate, page, root);
    const base = introspectionRoot ? INTROSPECTION_ROOT_COST : introspection ? 1 : root ? ROOT_COST : calls > 0 ? STORE_READ_COST : 1;
    const items = !list || introspection ? 1 : (scope.pageSize ?? LIST_SIZES[coordinate] ?? UNKNOWN_LIST_SIZE);
    const units = introspection && !introspectionRoot ? 0 : root ? rootUnits(parent) : coordinate === 'Game.hint' ? COST_UNITS.hint : calls > 0 ? COST_UNITS.read : 0;
    return { cost: base + items * inner.cost, depth: 1 + inner.depth, calls: calls + items * inner.calls, units: units + items * inner.units };
  }

  function selections(set: SelectionSetNode, parent: GraphQLNamedType, scope: Scope): Measure {
    let total = NOTHING;
    for (const m of expand(set, parent, scope, (node, type) => field(node, type, scope, false))) total = add(total, m);
    return total;
  }

  /** Measures each field of a selection set, through inline fragments and (memoized) fragment spreads. */
  function expand(set: SelectionSetNode, parent: GraphQLNamedType, scope: Scope, measure: (node: FieldNode, parent: GraphQLNamedType) => Measure): Measure[] {
    return set.selections.map((selection) => {
      if (selection.kind === Kind.FIELD) return measure(selection, parent);
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        return type ? expand(selection.selectionSet, type, scope, measure).reduce(add, NOTHING) : NOTHING;
      }
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      const type = fragment && schema.getType(fragment.typeCondition.name.value);
      if (!fragment || !type || active.has(name)) return NOTHING; // cycles are reported by NoFragmentCycles
      const key = `${name}|${scope.introspection}|${scope.pageSize ?? ''}|${measure === rootMeasure}`;
      const known = memo.get(key);
      if (known) return known;
      active.add(name);
      const result = expand(fragment.selectionSet, type, scope, measure).reduce(add, NOTHING);
      active.delete(name);
      memo.set(key, result);
      return result;
    });
  }

  const rootType = operation.operation === 'query' ? schema.getQueryType() : operation.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  const roots: { node: FieldNode; measure: Measure; introspection: boolean }[] = [];
  const rootMeasure = (node: FieldNode, parent: GraphQLNamedType): Measure => {
    const measure = field(node, parent, { introspection: false, pageSize: undefined }, true);
    roots.push({ node, measure, introspection: node.name.value === '__schema' || node.name.value === '__type' });
    return measure;
  };
  const total = rootType ? expand(operation.selectionSet, rootType, { introspection: false, pageSize: undefined }, rootMeasure).reduce(add, NOTHING) : NOTHING;
  return { cost: total.cost, calls: total.calls, units: Math.max(COST_UNITS.read, total.units), roots };
}

/** Out-of-range sizes are the service's to refuse, with a message naming `first`. */
const clampPage = (first: unknown): number =>
  typeof first === 'number' && Number.isInteger(first) ? Math.min(Math.max(first, 1), MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;

const add = (a: Measure, b: Measure): Measure => ({ cost: a.cost + b.cost, depth: Math.max(a.depth, b.depth), calls: a.calls + b.calls, units: a.units + b.units });

function refuse(context: ValidationContext, message: string, node: FieldNode | OperationDefinitionNode, details: Record<string, unknown>): void {
  context.reportError(createGraphQLError(message, { nodes: [node], extensions: { code: 'VALIDATION_FAILED', status: 400, ...details } }));
}

/** Refuses an operation nested deeper than `maxDepth` fields (introspection: as deep as its standard query). */
export function depthLimitRule({ maxDepth }: Pick<QueryLimits, 'maxDepth'> = QUERY_LIMITS): ValidationRule {
  const QueryDepth = (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      for (const { node, measure, introspection } of measureOperation(context, operation, {}).roots) {
        const limit = introspection ? MAX_INTROSPECTION_DEPTH : maxDepth;
        if (measure.depth > limit) {
          refuse(context, `the query nests ${measure.depth} fields deep under "${node.name.value}"; at most ${limit} are allowed`, node, { depth: measure.depth, maxDepth: limit });
        }
      }
      return false;
    },
  });
  return QueryDepth;
}

/** The refusal of an operation over the cost or store-call limit; null within both. */
function costRefusal({ cost, calls }: { cost: number; calls: number }, { maxCost, maxStoreCalls }: Pick<QueryLimits, 'maxCost' | 'maxStoreCalls'>, operation: OperationDefinitionNode, http = {}) {
  const refusal = (message: string, details: Record<string, unknown>) =>
    createGraphQLError(message, { nodes: [operation], extensions: { code: 'VALIDATION_FAILED', status: 400, ...details, ...http } });
  if (cost > maxCost) return refusal(`the query's estimated cost is ${cost}, over the limit of ${maxCost}: ask for fewer items (first) or fewer fields`, { cost, maxCost });
  if (calls > maxStoreCalls) {
    return refusal(`the query could make ${calls} store calls, over the limit of ${maxStoreCalls}: ask for fewer games, move logs or profiles, or send fewer mutations at once`, { storeCalls: calls, maxStoreCalls });
  }
  return null;
}

/** Refuses an operation whose estimated cost or store calls, with the page sizes `variables` give, exceed `maxCost` or `maxStoreCalls`. */
export function costLimitRule(limits: Pick<QueryLimits, 'maxCost' | 'maxStoreCalls'> = QUERY_LIMITS, variables: Variables = {}): ValidationRule {
  const QueryCost = (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const refusal = costRefusal(measureOperation(context, operation, variables), limits, operation);
      if (refusal) context.reportError(refusal);
      return false;
    },
  });
  return QueryCost;
}

/** Names of the variables a document passes as `first`, sorted; computed once per document. */
const pageVariableNames = new WeakMap<DocumentNode, readonly string[]>();
function pageVariables(document: DocumentNode): readonly string[] {
  const known = pageVariableNames.get(document);
  if (known) return known;
  const names = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): void => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const value = selection.arguments?.find((a) => a.name.value === 'first')?.value;
        if (value?.kind === Kind.VARIABLE) names.add(value.name.value);
      }
      if (selection.kind !== Kind.FRAGMENT_SPREAD) visit(selection.selectionSet);
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION) visit(definition.selectionSet);
  }
  const sorted = [...names].sort();
  pageVariableNames.set(document, sorted);
  return sorted;
}

/** Page sizes a document is priced for at once; more distinct sizes start its prices afresh. */
const PRICES_PER_DOCUMENT = 32;

/** What the plugin knows of one (document, operation, page sizes): its refusal, or its price in cost units. */
interface Price {
  readonly refusal: GraphQLError | null;
  readonly units: number;
}

/** The arguments of an execution or a subscription, as the plugin reads them. */
interface Run {
  readonly document: unknown;
  readonly operationName?: string | null | undefined;
  readonly variableValues?: Readonly<Record<string, unknown>> | null | undefined;
  readonly schema: unknown;
  readonly contextValue: unknown;
}

/**
 * The Yoga plugin: both limits on every operation, before anything runs, and its price.
 * Validation, which Yoga caches per document, checks the depth, and the cost of every
 * document whose cost no variable changes. When an operation is about to execute (or
 * subscribe), it is priced against the caller's quota (the request's meter), and a document
 * that takes a page size from a variable has its cost checked then, refused as validation
 * refuses: VALIDATION_FAILED, status 400, before any resolver runs. Both are kept per
 * (document, operation, page sizes) in a small cache.
 */
export function useQueryLimits(limits: QueryLimits = QUERY_LIMITS): Plugin {
  const depth = depthLimitRule(limits);
  const fixed = costLimitRule(limits);
  const QueryCost = (context: ValidationContext): ASTVisitor => (pageVariables(context.getDocument()).length === 0 ? fixed(context) : {});
  const prices = new WeakMap<DocumentNode, Map<string, Price>>();

  function price(args: Run): Price {
    const document = args.document as DocumentNode;
    const names = pageVariables(document);
    const variables: Variables = args.variableValues ?? {};
    const key = `${args.operationName ?? ''}|${names.map((name) => (variables[name] === undefined ? '' : clampPage(variables[name]))).join(',')}`;
    let priced = prices.get(document);
    if (!priced) prices.set(document, (priced = new Map()));
    let known = priced.get(key);
    if (known === undefined) {
      const operation = getOperationAST(document, args.operationName);
      const fragments = new Map<string, FragmentDefinitionNode>();
      for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
      const source: Source = { getSchema: () => args.schema as GraphQLSchema, getFragment: (name) => fragments.get(name) };
      const measure = operation ? measureOperation(source, operation, variables) : null;
      // A document whose cost no variable changes was checked by validation already.
      const refusal = measure && operation && names.length > 0 ? costRefusal(measure, limits, operation, { http: { spec: true, status: 400 } }) : null;
      known = { refusal, units: measure?.units ?? COST_UNITS.read };
      if (priced.size >= PRICES_PER_DOCUMENT) priced.clear();
      priced.set(key, known);
    }
    if (!known.refusal) (args.contextValue as Partial<Context> | undefined)?.service?.meter?.price(known.units);
    return known;
  }

  return {
    onValidate({ addValidationRule }) {
      addValidationRule(depth);
      addValidationRule(QueryCost);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const { refusal } = price(args);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const { refusal } = price(args);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
  };
}
