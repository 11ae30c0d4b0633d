import { describe, expect, it } from 'vitest';
import { useRestApp } from '../support/rest.js';

/*
 * One contract for both APIs: every object of the OpenAPI document that GraphQL also has,
 * it has with the same fields (GraphQL may add fields that read more, never lack one); and a
 * malformed id is a 404 like any unknown id, as the document says.
 */
const api = useRestApp();

/** Fields GraphQL adds to a REST shape: each reads more, or is a URL. */
const GRAPHQL_ONLY: Record<string, readonly string[]> = {
  Game: ['hint', 'moves', 'proof', 'sheetUrl'],
  GameSummary: ['game'],
  LeaderboardEntry: ['game'],
  Player: ['stats', 'ratings'],
  PlayerRef: ['profile'],
  Ruleset: ['sheetUrl'],
  TournamentSummary: ['tournament'],
};

describe('REST and GraphQL', () => {
  it('expose the same fields for every shape they share', async () => {
    const doc = (await (await api.call('GET', '/openapi.json')).json()) as { components: { schemas: Record<string, { properties?: Record<string, unknown> }> } };
    const res = await api.call('POST', '/graphql', { body: { query: '{ __schema { types { name kind fields { name } } } }' } });
    const types = ((await res.json()) as { data: { __schema: { types: { name: string; kind: string; fields: { name: string }[] | null }[] } } }).data.__schema.types;
    const shared = types.filter((t) => t.kind === 'OBJECT' && doc.components.schemas[t.name]?.properties);
    expect(shared.map((t) => t.name).sort()).toEqual(expect.arrayContaining(['AvailableBox', 'Box', 'Game', 'GameSummary', 'LeaderboardEntry', 'Move', 'Player', 'PlayerRef', 'Seat', 'SheetColumn', 'SummarySeat', 'Turn', 'Winner']));
    for (const type of shared) {
      const rest = Object.keys(doc.components.schemas[type.name]!.properties!).sort();
      const graphql = type.fields!.map((f) => f.name).filter((f) => !(GRAPHQL_ONLY[type.name] ?? []).includes(f)).sort();
      expect(graphql, type.name).toEqual(rest);
    }
  });
});

describe('ids in paths', () => {
  it.each(['x'.repeat(65), 'not-an-id', '0'.repeat(16)])('GET /v1/games/%s is a 404 NOT_FOUND', async (id) => {
    const res = await api.call('GET', `/v1/games/${id}`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('NOT_FOUND');
  });
});
