import type { GameRecord, LogEntry } from '../../src/contract/index.js';
import type { PlayerRef } from '../../src/engine/index.js';
import type { GameView, Service } from '../../src/service/index.js';
import type { Store } from '../../src/store/index.js';
import { membershipChanges } from '../../src/service/memberships.js';

/*
 * A player's history, grown fast: a few games are played through the service, then copied
 * under new ids and times straight through the store layer (the game item, its log chunks,
 * its memberships); the players' statistics are written as the sums of the copies' seats.
 * A copy is a whole game that replays, exactly like one played, at a fraction of the cost.
 */

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** A game id (16 characters of the id alphabet) for the nth copy. */
export function copyId(n: number): string {
  let id = '';
  for (let rest = n; id.length < 15; rest = Math.floor(rest / 32)) id = ALPHABET[rest % 32] + id;
  return `h${id}`;
}

/** Plays a game quickly to its end: the best box after one roll, turn after turn. */
export async function played(service: Service, view: GameView): Promise<GameView> {
  let current = view;
  while (current.status === 'active' && current.turn) {
    const turn = current.turn;
    const best = [...turn.available].sort((a, b) => b.score - a.score)[0];
    const action = best ? { type: 'score' as const, column: best.column, category: best.category } : { type: 'roll' as const };
    current = await service.games.act(turn.player, current.id, action);
  }
  return current;
}

/** A two-seat game of `a` and `b` in `ruleset`, played to its end. */
export async function template(service: Service, a: PlayerRef, b: PlayerRef, ruleset: 'yams-5' | 'yams-6'): Promise<GameView> {
  const game = await service.games.create(a, { ruleset, seats: 2 });
  return played(service, await service.games.join(b, game.id, { invitation: game.invitation!.code }));
}

/** Writes a copy of `source` under `id`, created at `createdAt`, with its log and memberships; the copy. */
export async function copyGame(store: Store, source: GameRecord, log: readonly LogEntry[], id: string, createdAt: number): Promise<GameRecord> {
  const shift = createdAt - source.createdAt;
  const at = <T extends { at: number }>(e: T): T => ({ ...e, at: e.at + shift });
  const copy: GameRecord = { ...source, id, createdAt, updatedAt: source.updatedAt + shift, pending: source.pending.map(at), turnStartedAt: null };
  const archived = log.filter((e) => e.version <= source.archivedThrough).map(at);
  if (archived.length > 0) await store.archiveEntries(copy, archived);
  if (!(await store.createGame(copy))) throw new Error(`game ${id} exists already`);
  await store.putMemberships(membershipChanges(null, copy));
  return copy;
}
