import type { TournamentRecord } from '../contract/index.js';
import { ApiError } from '../contract/index.js';
import type { Logger } from '../log.js';
import type { Store } from '../store/index.js';
import { isStoreFault } from './errors.js';
import type { RandomBytes } from './secrets.js';
import { ID_PATTERN, newNonce } from './secrets.js';
import type { ReadBack } from './settle.js';
import { settleWrite } from './settle.js';

/*
 * How a tournament changes: read it strongly consistent, make the next record, write it
 * conditional on the version read, settled even when the reply is lost (the write carries a
 * nonce the read-back recognises). A lost race reads the winner's record and tries again.
 */

export interface TournamentDeps {
  readonly store: Store;
  readonly clock: () => number;
  readonly random: RandomBytes;
  readonly log: Logger;
  /** Told of every tournament write that landed, with the version it replaced (the local feed, live streams). */
  readonly onWritten?: ((tournament: TournamentRecord, fromVersion: number) => void) | undefined;
}

/** Tries of one change that keeps losing races before the client is told to retry. */
const CHANGE_TRIES = 8;

export async function loadTournament(store: Pick<Store, 'getTournament'>, id: string): Promise<TournamentRecord> {
  const tournament = ID_PATTERN.test(id) ? await store.getTournament(id) : null;
  if (!tournament) throw new ApiError('NOT_FOUND', `no tournament with id "${id}"`);
  return tournament;
}

/**
 * Writes `next` over `previous` (one version on), once: the record as stored afterwards,
 * `next` when this write landed, another writer's when it lost.
 */
export async function saveTournament(deps: TournamentDeps, previous: TournamentRecord, next: TournamentRecord): Promise<{ landed: boolean; stored: TournamentRecord }> {
  const { store } = deps;
  const tagged: TournamentRecord = { ...next, writer: newNonce(deps.random) };
  const result = await settleWrite(
    () => store.saveTournament(tagged, previous.version),
    async (): Promise<ReadBack<TournamentRecord>> => {
      const stored = await loadTournament(store, previous.id);
      if (stored.version === tagged.version && stored.writer === tagged.writer) return { found: 'mine' };
      return stored.version === previous.version ? { found: 'nothing' } : { found: 'other', stored };
    },
  );
  if (!result.landed) return { landed: false, stored: result.stored };
  deps.onWritten?.(tagged, previous.version);
  return { landed: true, stored: tagged };
}

/**
 * Applies `change` to the tournament until its write lands: `change` returns the next record
 * (one version on), or null when there is nothing to change. Returns the record as it is
 * afterwards.
 */
export async function changeTournament(deps: TournamentDeps, id: string, change: (t: TournamentRecord) => TournamentRecord | null): Promise<TournamentRecord> {
  let current = await loadTournament(deps.store, id);
  for (let tries = 0; tries < CHANGE_TRIES; tries++) {
    const next = change(current);
    if (!next) return current;
    const { landed, stored } = await saveTournament(deps, current, next);
    if (landed) return stored;
    current = stored;
  }
  throw new ApiError('UNAVAILABLE', 'the tournament is changing too fast; retry the request', { retryAfterSeconds: 1 });
}

/** Writes beside a tournament (a player's entry) fail quietly: the tournament stands, and a repeat repairs them. */
export async function beside(log: Logger, what: string, id: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    log({ level: isStoreFault(error) ? 'warn' : 'error', msg: `${what} not written`, tournamentId: id, error: error instanceof Error ? error.message : String(error) });
  }
}
