import type { GameRecord, LogEntry } from '../contract/index.js';
import { COST_UNITS } from '../contract/index.js';
import type { GameState, Outcome } from '../engine/index.js';
import { loadStrategy } from '../strategy/index.js';
import { botEntries } from './game-bots.js';
import type { GameServiceDeps } from './game-context.js';
import { loadGame } from './game-context.js';
import { entryAt, wrote } from './idempotency.js';
import { projectGame } from './projections.js';
import { newNonce } from './secrets.js';
import type { ReadBack } from './settle.js';
import { settleWrite } from './settle.js';
import type { Amend, Writer } from './write-requests.js';
import { turnOf } from './write-requests.js';

/** What a commit came to: `saved` when it landed (even if its reply was lost), `lost` with the game as another writer left it. */
export type Committed = { saved: GameRecord } | { lost: GameRecord };

/**
 * Saves the outcome of an action as the next version: records its log entry (the game's
 * events are derived from it), lets the bots whose turn it started play them (one round at
 * most: the background player plays on from there, bot-play.ts), then makes one conditional
 * write of the game item (`commitEntries`). The bot turns it played are work the request
 * caused: its meter counts them.
 */
export async function commit(deps: GameServiceDeps, previous: GameRecord, outcome: Outcome, writer: Writer, amend?: Amend): Promise<Committed> {
  const now = Math.max(deps.clock(), previous.updatedAt);
  const entry: LogEntry = { version: outcome.state.version, at: now, key: writer.key, nonce: writer.nonce, event: outcome.event };
  const moved: GameRecord = { ...previous, state: outcome.state };
  const base = amend ? amend(moved, outcome) : moved;
  // Bots whose turn this move started play it now, in the same write: more versions, one item.
  // One round at most: each bot's turn once. Their strategy's data is loaded first (strategy/load.ts).
  if (base.bots.some(Boolean)) await loadStrategy(base.state.ruleset);
  const bots = botEntries(deps.random, base, now, base.bots.filter((b) => b !== null).length);
  const result = await commitEntries(deps, previous, base, [entry, ...bots.entries], bots.state, now, writer);
  if ('saved' in result) deps.meter?.add(bots.turns * COST_UNITS.botTurn);
  return result;
}

/**
 * Up to `turns` bot turns of a game whose turn is a bot's, in one conditional write of their
 * own: the background player's move. Its first entry carries the write's nonce, by which it
 * knows its write after a lost reply. Null when no bot is to move. The caller has loaded the
 * ruleset's strategy (`loadStrategy`), so the turns are computed before this first awaits:
 * the local worker's gate holds exactly that computation (bot-worker.ts).
 */
export async function commitBotTurns(deps: GameServiceDeps, previous: GameRecord, turns: number): Promise<Committed | null> {
  const now = Math.max(deps.clock(), previous.updatedAt);
  const writer: Writer = { key: null, nonce: newNonce(deps.random) };
  const bots = botEntries(deps.random, previous, now, turns);
  const [first, ...rest] = bots.entries;
  if (!first) return null;
  return commitEntries(deps, previous, previous, [{ ...first, nonce: writer.nonce }, ...rest], bots.state, now, writer);
}

/**
 * Writes `entries` (the first one the writer's own, tagged by it) after `previous`, with the
 * game at `state` and the rest of the record as `base` has it: archives log entries of turns
 * before the previous one when that makes the write cheaper, then makes one conditional write
 * of the game item. Its outcome is known when this returns: `saved` when it landed (even if
 * its reply was lost), `lost` with the game as another writer left it. A landed write is then
 * settled: cached, fed to the local feeds, and projected onto the memberships and statistics.
 */
async function commitEntries(deps: GameServiceDeps, previous: GameRecord, base: GameRecord, entries: readonly LogEntry[], state: GameState, now: number, writer: Writer): Promise<Committed> {
  const { store } = deps;
  const entry = entries[0]!;
  const sameTurn = previous.state.status === 'active' && previous.state.turn?.number === state.turn?.number;
  // Only a turn with a clock keeps its start (the item holds it for no other).
  const clocked = state.status === 'active' && state.turn && base.options.turnSeconds !== null;
  const turnStartedAt = !clocked ? null : sameTurn ? (previous.turnStartedAt ?? previous.updatedAt) : now;
  const turn = state.turn?.number ?? previous.state.turn?.number ?? 0;
  const kept: GameRecord = { ...base, state, updatedAt: now, turnStartedAt, pending: [...previous.pending, ...entries] };
  // Entries older than the previous turn leave the game item only when that makes this
  // write cheaper: a write is billed by the started kilobyte, and a chunk write costs a
  // request and a unit of its own, so the log stays in the item for as long as it fits in
  // the units the item needs anyway. Only entries already written are archived, so no
  // chunk ever holds a move that did not land.
  const older = previous.pending.filter((e) => turnOf(e.event) < turn - 1);
  const archived: GameRecord = { ...kept, pending: kept.pending.slice(older.length), archivedThrough: older.at(-1)?.version ?? previous.archivedThrough };
  const units = store.gameWriteUnits(kept);
  // A write of one unit cannot get cheaper (the archived item is then not even encoded).
  const archive = older.length > 0 && units > 1 && store.gameWriteUnits(archived) < units;
  const next = archive ? archived : kept;
  if (archive) await store.archiveEntries(previous, older);
  const result = await settleWrite(
    () => store.saveGame(next, previous),
    async (): Promise<ReadBack<GameRecord>> => {
      const stored = await loadGame(store, previous.id);
      if (wrote(await entryAt(store, stored, entry.event.seat, entry.version), writer)) return { found: 'mine' };
      return stored.state.version === previous.state.version ? { found: 'nothing' } : { found: 'other', stored };
    },
  );
  if (!result.landed) return { lost: result.stored };
  deps.cache?.put(next);
  deps.onCommitted?.(next, previous.state.version, previous.state);
  await projectGame(store, deps.log, previous, next);
  return { saved: next };
}
