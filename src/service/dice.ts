import { createHmac } from 'node:crypto';
import type { DiceSource, Face } from '../engine/index.js';

/**
 * The dice of the roll that creates game version `version`: HMAC-SHA256 of the game's secret
 * seed over "roll:<version>:<block>", one byte per die, bytes 252-255 rejected so every face
 * is exactly equally likely. Anyone holding the seed can recompute every die of a game from
 * its move log, which is how finished games will be verifiable.
 */
export function seededDice(seed: Uint8Array, version: number): DiceSource {
  return {
    roll(count) {
      const faces: Face[] = [];
      for (let block = 0; faces.length < count; block++) {
        const bytes = createHmac('sha256', seed).update(`roll:${version}:${block}`).digest();
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
