import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';
import { replay } from '../../src/engine/index.js';
import type { App } from '../../src/app/index.js';
import type { MoveView, Service } from '../../src/service/index.js';
import { API_ERRORS } from '../../src/contract/index.js';
import type { Item } from '../../src/store/index.js';
import { gameKey } from '../../src/store/keys.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replayedView, toEvent } from '../support/moves.js';
export { toEvent };

/** Shared by the hardening suites: soak scaling, raw reads past the service, problem checks, figures. */

/**
 * SOAK=1 runs every suite ten times as long (SOAK=<n> n times): more fuzz runs, more games
 * racing, more faults. Default runs stay short enough for every `npm test`.
 */
export const SOAK = ((): number => {
  const value = Number(process.env.SOAK ?? 0);
  return value > 1 ? Math.floor(value) : value === 1 ? 10 : 1;
})();

/** A per-test timeout that grows with the soak factor. */
export const timeout = (ms: number) => ms * SOAK;

const FIGURES_DIR = join(tmpdir(), 'yamb-hardening');

/** Prints a suite's figures and writes them to yamb-hardening/<suite>.json in the temporary folder, for docs/security.md. */
export function reportFigures(suite: string, figures: Record<string, unknown>): void {
  const entry = { suite, soak: SOAK, at: new Date().toISOString(), ...figures };
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(join(FIGURES_DIR, `${suite}${SOAK > 1 ? '-soak' : ''}.json`), `${JSON.stringify(entry, null, 2)}\n`);
  console.log(`[hardening] ${suite}: ${JSON.stringify(figures)}`);
}

/** The game item exactly as DynamoDB holds it, read with the real client (never through a fault). */
export async function rawGame(db: { client: unknown; tableName: string }, gameId: string): Promise<Item | undefined> {
  const client = db.client as { send(command: GetCommand): Promise<{ Item?: Item }> };
  const out = await client.send(new GetCommand({ TableName: db.tableName, Key: gameKey(gameId), ConsistentRead: true }));
  return out.Item;
}

/** Every item of a partition, read with the real client. */
export async function rawPartition(db: { client: unknown; tableName: string }, pk: string): Promise<Item[]> {
  const client = db.client as { send(command: QueryCommand): Promise<{ Items?: Item[] }> };
  const out = await client.send(
    new QueryCommand({ TableName: db.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true }),
  );
  return out.Items ?? [];
}

export const versionOf = (item: Item | undefined): number => Number(item?.v ?? 0);

/**
 * The stored game is what its move log replays to, and the log's versions run 1, 2, 3...
 * with no gap. Returns the log.
 */
export async function expectReplays(service: Service, gameId: string): Promise<MoveView[]> {
  const { version, moves } = await service.games.moves(gameId);
  const view = await service.games.get(gameId);
  expect(moves.map((m) => m.version)).toEqual(moves.map((_, i) => i + 1));
  expect(moves.at(-1)?.version).toBe(version);
  expect(replayedView(view, moves)).toEqual(view);
  return moves;
}

/** A clock that moves one second per reading. */
export function steppingClock(start = Date.UTC(2025, 0, 1)): () => number {
  let now = start;
  return () => (now += 1000);
}

export interface Sent {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The parsed body, or undefined when it is not JSON. */
  readonly json: any;
}

export interface RequestSpec {
  readonly method: string;
  readonly path: string;
  readonly headers?: Record<string, string>;
  /** Sent as is when a string, as JSON otherwise. */
  readonly body?: unknown;
}

/** One request through the app as a client would send it; the body is read whole. */
export async function send(app: App, { method, path, headers = {}, body }: RequestSpec): Promise<Sent> {
  const init: RequestInit = { method, headers };
  if (body !== undefined && method !== 'GET' && method !== 'HEAD') init.body = typeof body === 'string' ? body : JSON.stringify(body);
  const response = await app.request(path, init);
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** Bearer and JSON headers for a REST call. */
export function headersFor(token: string | undefined, extra: Record<string, string> = {}): Record<string, string> {
  return { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }), ...extra };
}

/**
 * The contract of every refusal: an RFC 9457 problem whose `code` is in the error table and
 * whose status is the table's status for that code. Returns the code.
 */
export function expectProblem(res: Sent, context = ''): string {
  const where = `${context} ${res.status} ${res.text.slice(0, 300)}`;
  expect(res.headers.get('content-type'), where).toBe('application/problem+json');
  const code = res.json?.code as string | undefined;
  expect(code !== undefined && code in API_ERRORS, where).toBe(true);
  const entry = API_ERRORS[code as keyof typeof API_ERRORS];
  expect(res.status, where).toBe(entry.status);
  expect(res.json.status, where).toBe(entry.status);
  return code!;
}

/** Every GraphQL error carries a code of the table and its status. Returns the codes. */
export function expectGraphQLCodes(body: any, context = ''): string[] {
  const errors: any[] = body?.errors ?? [];
  return errors.map((error) => {
    const code = error?.extensions?.code as string | undefined;
    const where = `${context} ${JSON.stringify(error).slice(0, 300)}`;
    expect(code !== undefined && code in API_ERRORS, where).toBe(true);
    expect(error.extensions.status, where).toBe(API_ERRORS[code as keyof typeof API_ERRORS].status);
    return code!;
  });
}

/** Counts by key, for the figures. */
export function tally(into: Record<string, number>, key: string, by = 1): void {
  into[key] = (into[key] ?? 0) + by;
}
