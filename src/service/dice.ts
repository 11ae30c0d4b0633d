import { createHmac, hash } from 'node:crypto';
import type { DiceSource, Face } from '../engine/index.js';
import type { DiceScheme, GameRecord } from '../contract/index.js';

/*
 * Verifiable dice. A game's secret 32-byte seed is drawn when it is created and only its
 * SHA-256 (the commitment) is shown while it runs; the seed itself is published once the game
 * is over (the proof), so anyone can recompute every die from the move log. The README's
 * "Fair dice" section says the same for players, and scripts/verify-game.ts checks a game
 * with code of its own.
 *
 * The roll that creates game version v draws its dice from HMAC-SHA256(key = seed, message =
 * UTF-8 "roll:<v>:<block>:<c>") for block = 0, 1, ..., where <c> is the seats' client seeds in
 * seat order joined by "|" ('' for a seat without one). Each byte below 252 is a die,
 * byte % 6 + 1; bytes 252 to 255 are skipped, so each face is exactly equally likely (252 is
 * the largest multiple of 6 below 256). The dice fill the rerolled positions in ascending
 * order. That is scheme hmac-sha256-v1; hmac-sha256-v0, the scheme of games created before
 * client seeds, has the message "roll:<v>:<block>". A game keeps the scheme it was created
 * with, so its dice never change.
 */

/** The dice of the roll that creates `version`, drawn by the game's scheme. */
export function gameDice(game: Pick<GameRecord, 'seed' | 'diceScheme' | 'clientSeeds'>, version: number): DiceSource {
  return schemeDice(game.diceScheme, game.seed, version, game.clientSeeds);
}

/** Lowercase hex SHA-256 of the seed: what a game publishes from its creation. */
export function diceCommitment(seed: Uint8Array): string {
  return hash('sha256', seed, 'hex');
}

/** The dice of `version` under `scheme` (the client seeds count only from hmac-sha256-v1). */
export function schemeDice(scheme: DiceScheme, seed: Uint8Array, version: number, clientSeeds: readonly string[]): DiceSource {
  const prefix = `roll:${version}:`;
  const suffix = scheme === 'hmac-sha256-v1' ? `:${clientSeeds.join('|')}` : '';
  return {
    roll(count) {
      const faces: Face[] = [];
      for (let block = 0; faces.length < count; block++) {
        const bytes = createHmac('sha256', seed).update(`${prefix}${block}${suffix}`, 'utf8').digest();
        for (const byte of bytes) {
          if (byte >= 252) continue;
          faces.push(((byte % 6) + 1) as Face);
          if (faces.length === count) break;
        }
      }
      return faces;
    },
  };
}

/** Scheme hmac-sha256-v0: the dice of `version` without client seeds (kept for the callers written before schemes). */
export function seededDice(seed: Uint8Array, version: number): DiceSource {
  return schemeDice('hmac-sha256-v0', seed, version, []);
}
