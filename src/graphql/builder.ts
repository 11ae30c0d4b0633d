import SchemaBuilder from '@pothos/core';
import RelayPlugin from '@pothos/plugin-relay';
import type { Context } from './context.js';
import { API_ERRORS_PLUGIN } from './error-descriptions.js';
import { SCALARS } from './scalars.js';

/**
 * The one builder of the schema. Fields are non-null unless they say otherwise, so a
 * nullable field in the SDL always means something (absent, not yet decided).
 */
export const builder = new SchemaBuilder<{
  Context: Context;
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
  Scalars: {
    ID: { Input: string; Output: string };
    DateTime: { Input: string; Output: string };
    JSON: { Input: unknown; Output: unknown };
  };
}>({
  plugins: [RelayPlugin, API_ERRORS_PLUGIN],
  defaultFieldNullability: false,
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    nodeQueryOptions: false,
    nodesQueryOptions: false,
    edgesFieldOptions: { nullable: false, description: 'The items of this page, each with its cursor.' },
    nodeFieldOptions: { nullable: false, description: 'The item.' },
    pageInfoFieldOptions: { description: 'Cursors and whether more items follow.' },
    hasNextPageFieldOptions: { description: 'Whether a next page may exist; fetch it with `after: endCursor` (it can come back empty).' },
    hasPreviousPageFieldOptions: { description: 'Always false: lists page forward only.' },
    startCursorFieldOptions: { description: 'The cursor of the first item; null on an empty page.' },
    endCursorFieldOptions: { description: 'The cursor of the last item: pass it as `after` for the next page.' },
    pageInfoTypeOptions: { description: 'Where a page of a connection sits in the whole list.' },
    defaultConnectionTypeOptions: { description: 'A page of a list, newest or best first; follow `pageInfo.endCursor` with `after` for the next page.' },
    defaultEdgeTypeOptions: { description: 'One item of a page and the cursor that continues right after it.' },
    cursorFieldOptions: { description: 'Opaque; pass it as `after` to continue right after this item.' },
  },
});

builder.scalarType('DateTime', {
  description: 'A moment in time as an ISO-8601 UTC string, e.g. "2025-01-31T18:04:05.123Z".',
  ...SCALARS.DateTime,
});

builder.scalarType('JSON', {
  description: 'A JSON value, as the REST API would send it (an event\'s `data`, whose shape its `type` tells; see the REST `Event` schema).',
  ...SCALARS.JSON,
});

builder.queryType({ description: 'Reads. Rulesets, games, move logs, profiles and leaderboards need no token.' });
builder.mutationType({ description: 'Writes. Every mutation except `registerPlayer` needs `Authorization: Bearer <token>`.' });
builder.subscriptionType({ description: 'Live events over GraphQL-over-SSE (`Accept: text/event-stream`): replayed after a position, then as they happen.' });

/** Enum values with a description each; the record's keys make the list complete for its type. */
export function describedValues<K extends string>(descriptions: Record<K, string>): Record<K, { description: string }> {
  return Object.fromEntries(Object.entries<string>(descriptions).map(([key, description]) => [key, { description }])) as Record<K, { description: string }>;
}
