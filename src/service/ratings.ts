import type { GameRatingRecord, GameRecord, RatingRecord, RatingValue } from '../contract/index.js';
import type { PlayerRef, RulesetId } from '../engine/index.js';
import { standings } from '../engine/index.js';
import type { Store } from '../store/index.js';

/*
 * A rated game's update of its players' ratings, exactly once, without transactions
 * (docs/data-model.md, "Ratings"): claim every player's rating in player-id order, read them,
 * record before and after in the game's rating record (once), apply each player's after
 * conditional on the claim, mark the record done. Every step is idempotent and any number of
 * runners of one game may run it at once (a crash's retry, a duplicate delivery, a helper):
 * they all record the same update and each rating changes once. A claim another game holds is
 * helped, never waited on for long: that game's recorded update is applied, a claim it left
 * over is released, and a game without a record yet is rated first (one level deep).
 */

export interface RatingDeps {
  readonly store: Store;
  readonly clock: () => number;
}

/** A rating another game's update holds longer than a helper can resolve: the feed tries the game again later. */
export class RatingBusyError extends Error {
  constructor(gameId: string, playerId: string, holder: string) {
    super(`the rating of player ${playerId} is held by the update of game ${holder}; game ${gameId} is rated when it is free`);
    this.name = 'RatingBusyError';
  }
}

/** Times a claim is tried before the game is left for the feed to try again. */
const CLAIM_TRIES = 6;
/** Games deep a runner helps: the holder of a claim it needs, not the holder's holders. */
const MAX_HELP_DEPTH = 1;

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * 2 ** attempt));

/** Whether a game's end changes ratings: it is rated, finished, and every seat has its player. */
export const isRatedFinish = (game: GameRecord) => game.options.rated && game.state.status === 'finished' && game.state.seats.every((s) => s.player !== null);

function seatsOf(game: GameRecord): { seat: number; player: PlayerRef; place: number }[] {
  const places = standings(game.state);
  return game.state.seats.map((s, seat) => ({ seat, player: s.player!, place: places[seat]?.place ?? game.state.seats.length }));
}

/** OpenSkill's Plackett-Luce model with its defaults, loaded only when a rating is computed (never on the API's import path). */
async function rateByPlaces(before: readonly RatingValue[], places: readonly number[]): Promise<RatingValue[]> {
  const { rate, rating } = await import('openskill');
  const rated = rate(before.map((b) => [rating({ mu: b.mu, sigma: b.sigma })]), { rank: [...places] });
  return rated.map(([r]) => ({ mu: r!.mu, sigma: r!.sigma }));
}

/**
 * Applies the rating update of a finished rated game, once whoever else runs it: returns its
 * record, or null for a game that changes no rating.
 */
export async function rateGame(deps: RatingDeps, game: GameRecord, depth = 0): Promise<GameRatingRecord | null> {
  if (!isRatedFinish(game)) return null;
  const { store } = deps;
  const recorded = await store.getGameRating(game.id);
  if (recorded?.done) return recorded;
  const record = recorded ?? (await recordUpdate(deps, game, depth));
  for (const seat of record.seats) await applySeat(deps, record, seat);
  await store.markGameRatingDone(game.id);
  return { ...record, done: true };
}

/** Claims every player's rating, reads them, and records the update computed from them (or the one a racing runner recorded). */
async function recordUpdate(deps: RatingDeps, game: GameRecord, depth: number): Promise<GameRatingRecord> {
  const { store } = deps;
  const ruleset = game.state.ruleset;
  const seats = seatsOf(game);
  for (const { player } of [...seats].sort((a, b) => (a.player.id < b.player.id ? -1 : 1))) await claim(deps, game.id, ruleset, player.id, depth);
  const read = await Promise.all(seats.map((s) => store.getRating(s.player.id, ruleset)));
  // A rating no longer held is one another runner of this game has changed: its record stands.
  if (read.some((r) => r?.claim !== game.id)) return existingRecord(store, game.id);
  const before = read.map((r) => ({ mu: r!.mu, sigma: r!.sigma, games: r!.games }));
  const after = await rateByPlaces(before, seats.map((s) => s.place));
  const record: GameRatingRecord = {
    gameId: game.id,
    ruleset,
    computedAt: deps.clock(),
    seats: seats.map((s, i) => ({ ...s, before: before[i]!, after: after[i]! })),
    done: false,
  };
  return (await store.putGameRating(record)) ? record : existingRecord(store, game.id);
}

async function existingRecord(store: Store, gameId: string): Promise<GameRatingRecord> {
  const record = await store.getGameRating(gameId);
  if (!record) throw new Error(`game ${gameId}: a rating it claimed changed, yet its update is not recorded`);
  return record;
}

/** Claims `playerId`'s rating for `gameId`, resolving another game's claim on it first. */
async function claim(deps: RatingDeps, gameId: string, ruleset: RulesetId, playerId: string, depth: number): Promise<void> {
  const { store } = deps;
  for (let attempt = 0; attempt < CLAIM_TRIES; attempt++) {
    if (await store.claimRating(playerId, ruleset, gameId)) return;
    const held = await store.getRating(playerId, ruleset);
    if (!held?.claim || held.claim === gameId) continue; // freed meanwhile
    if (!(await resolveClaim(deps, held, depth))) await pause(attempt);
  }
  const holder = (await store.getRating(playerId, ruleset))?.claim ?? '(none)';
  throw new RatingBusyError(gameId, playerId, holder);
}

/**
 * Resolves the claim another game holds on `held`: applies that game's recorded update to it,
 * or releases a claim it left on a rating it has changed already, or rates that game first.
 * False when the claim can only be waited for.
 */
async function resolveClaim(deps: RatingDeps, held: RatingRecord, depth: number): Promise<boolean> {
  const { store } = deps;
  const holder = held.claim!;
  const record = await store.getGameRating(holder);
  if (record) {
    const seat = record.seats.find((s) => s.player.id === held.playerId);
    if (!seat) throw new Error(`game ${holder} holds the rating of player ${held.playerId}, whose update does not name the player`);
    await applySeat(deps, record, seat);
    return true;
  }
  if (depth >= MAX_HELP_DEPTH) return false;
  const game = await store.getGame(holder);
  if (!game || !isRatedFinish(game)) return false;
  await rateGame(deps, game, depth + 1);
  return true;
}

/** Gives one seat's player the rating `record` made, unless the player has it already; releases a claim left over. */
async function applySeat(deps: RatingDeps, record: GameRatingRecord, seat: GameRatingRecord['seats'][number]): Promise<void> {
  const { store } = deps;
  const { gameId, ruleset } = record;
  const playerId = seat.player.id;
  for (;;) {
    const current = await store.getRating(playerId, ruleset);
    const games = current?.games ?? 0;
    if (games > seat.before.games) {
      // Applied. A claim of this game now is one a runner took after that: it holds nothing.
      if (current?.claim === gameId && !(await store.releaseClaim(playerId, ruleset, gameId, games))) continue;
      return;
    }
    if (games < seat.before.games || current?.claim !== gameId) {
      throw new Error(`game ${gameId}: the rating of player ${playerId} is at ${games} games held by ${current?.claim ?? 'nobody'}, not at ${seat.before.games} held by the game`);
    }
    const next: RatingRecord = { playerId, playerName: seat.player.name, ruleset, ...seat.after, games: games + 1, updatedAt: deps.clock(), claim: null };
    if (await store.applyRating(next, gameId, games)) return;
  }
}
