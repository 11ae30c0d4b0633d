import type { GameRecord } from '../contract/index.js';

/**
 * The games this process wrote last, each as its write left it: the next write of a game
 * starts from here instead of reading it, and its condition (the version read) confirms it.
 * A game another writer moved on since fails that condition, and the service then reads it,
 * so the cache never decides anything but the write it starts: see `write` in
 * write-path.ts. Worth it where one process writes a game most of the time (the local
 * server, a container that routes by game); a deployed function instance, which gets any
 * game's requests, keeps none (docs/game-cache.md).
 */
export interface GameCache {
  /** The game, removed: the write that takes it puts back the version it writes, and only that. */
  take(id: string): GameRecord | undefined;
  /** The game as a write of this process just left it; the least recently written one leaves when full. */
  put(game: GameRecord): void;
  /** The game as cached, left in place (tests). */
  peek(id: string): GameRecord | undefined;
}

/** A cache of at most `size` games; null for none (0). */
export function createGameCache(size: number): GameCache | null {
  if (!Number.isInteger(size) || size < 0) throw new Error(`a game cache holds a whole number of games, 0 or more; got ${size}`);
  if (size === 0) return null;
  // A Map keeps insertion order: its first key is the game written longest ago.
  const games = new Map<string, GameRecord>();
  return {
    take(id) {
      const game = games.get(id);
      if (game) games.delete(id);
      return game;
    },
    put(game) {
      games.delete(game.id);
      games.set(game.id, game);
      if (games.size > size) games.delete(games.keys().next().value!);
    },
    peek: (id) => games.get(id),
  };
}
