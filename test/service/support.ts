import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import type { PlayAction, PlayerRef } from '../../src/engine/index.js';
import type { ApiErrorCode, GameView, Service } from '../../src/service/index.js';
import { ApiError, createService } from '../../src/service/index.js';
import type { Item } from '../../src/store/index.js';
import type { TestStore } from '../support/store.js';
import { replayedView, toEvent } from '../support/moves.js';
export { replayedView, toEvent };
/** A seeded PRNG for move choices (mulberry32). */
export { prng as seededRandom } from '../support/play.js';

/** Shared by the service contract tests: players, seeded move choices, raw items. */

export interface Client {
  readonly player: PlayerRef;
  readonly token: string;
}

/** A clock that moves one second per reading, so every created game sorts after the one before. */
export function steppingClock(start = Date.UTC(2025, 0, 1)): () => number {
  let now = start;
  return () => (now += 1000);
}

/**
 * The service as the local server runs it: it keeps the games it writes (a game cache), so the
 * service's contract is checked on writes that start from the cache; the HTTP suites' services
 * keep none, as a deployed function.
 */
export function testService(ctx: TestStore, options: { maxWriteAttempts?: number; gameCache?: number } = {}): Service {
  return createService({ store: ctx.store, clock: steppingClock(), gameCache: 100, ...options });
}

export async function register(service: Service, ...names: string[]): Promise<Client[]> {
  const clients: Client[] = [];
  for (const name of names) {
    const { player, token } = await service.players.register(name);
    clients.push({ player: { id: player.id, name: player.name }, token });
  }
  return clients;
}

/**
 * A legal action for the player to move, chosen from what the view offers (canRoll,
 * announceable, available); null when nobody is to move.
 */
export function legalAction(view: GameView, rand: () => number): PlayAction | null {
  const turn = view.turn;
  if (!turn) return null;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  if (turn.available.length === 0) {
    if (turn.canRoll && (turn.announceable.length === 0 || rand() < 0.8)) return { type: 'roll', keep: turn.rollsUsed === 0 ? [] : randomKeep(turn.dice.length, rand) };
    if (turn.announceable.length > 0) return { type: 'announce', category: pick(turn.announceable) };
    throw new Error(`nothing to do in ${JSON.stringify(turn)}`);
  }
  const r = rand();
  if (turn.canRoll && r < 0.4) return { type: 'roll', keep: randomKeep(turn.dice.length, rand) };
  if (turn.announceable.length > 0 && r < 0.55) return { type: 'announce', category: pick(turn.announceable) };
  const box = pick(turn.available);
  return { type: 'score', column: box.column, category: box.category };
}

function randomKeep(dice: number, rand: () => number): number[] {
  const keep = Array.from({ length: dice }, (_, i) => i).filter(() => rand() < 0.5);
  return keep.length === dice ? keep.slice(1) : keep;
}

/** Plays legal actions until the game is finished (or `maxActions` were played); every accepted view, in order. */
export async function playOut(service: Service, view: GameView, rand: () => number, maxActions = Number.POSITIVE_INFINITY): Promise<GameView[]> {
  const accepted: GameView[] = [];
  let current = view;
  while (current.status === 'active' && accepted.length < maxActions) {
    const action = legalAction(current, rand);
    const player = current.turn?.player;
    if (!action || !player) throw new Error('an active game with nobody to move');
    current = await service.games.act(player, current.id, action);
    accepted.push(current);
  }
  return accepted;
}

/** Rolls once and scores the best box, turn after turn: the shortest way to finish a game. */
export async function finishQuickly(service: Service, view: GameView): Promise<GameView> {
  let current = view;
  while (current.status === 'active' && current.turn) {
    const { player, available, announceable, canRoll } = current.turn;
    let action: PlayAction;
    if (available.length > 0) {
      const best = [...available].sort((a, b) => b.score - a.score)[0]!;
      action = { type: 'score', column: best.column, category: best.category };
    } else if (current.turn.rollsUsed > 0 && announceable.length > 0) action = { type: 'announce', category: announceable[0]! };
    else if (canRoll) action = { type: 'roll' };
    else throw new Error(`stuck in ${JSON.stringify(current.turn)}`);
    current = await service.games.act(player, current.id, action);
  }
  return current;
}

/**
 * Waits for a game played in the background (a game of bots only) to finish, by reading its
 * event stream up to `game.finished`, and returns the finished game. No sleeping: the stream
 * is pushed each write of the service's background worker.
 */
export async function finishedInBackground(service: Service, gameId: string): Promise<GameView> {
  const done = new AbortController();
  try {
    for await (const event of service.streams.game(gameId, {}, done.signal)) if (event.type === 'game.finished') break;
  } finally {
    done.abort();
  }
  return service.games.get(gameId);
}

/** Runs `promise` expecting an ApiError of `code`; returns it for further checks. */
export async function refusal(promise: Promise<unknown>, code: ApiErrorCode): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected ${code}`).toBeInstanceOf(ApiError);
  expect((error as ApiError).code).toBe(code);
  return error as ApiError;
}

/** The stored item as DynamoDB holds it, read past the service. */
export async function rawItem(ctx: TestStore, pk: string, sk: string): Promise<Item | undefined> {
  const out = await ctx.db.client.send(new GetCommand({ TableName: ctx.db.tableName, Key: { pk, sk }, ConsistentRead: true }));
  return out.Item;
}

/** Every item of a partition, read past the service. */
export async function rawPartition(ctx: TestStore, pk: string): Promise<Item[]> {
  const out = await ctx.db.client.send(
    new QueryCommand({ TableName: ctx.db.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true }),
  );
  return out.Items ?? [];
}

/** A game's stored item, read past the service (a refusal must leave it exactly as it was). */
export const rawGameItem = (ctx: TestStore, gameId: string) => rawItem(ctx, `G#${gameId}`, 'G');
