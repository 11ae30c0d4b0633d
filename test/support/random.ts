import { createHash } from 'node:crypto';
import type { RandomBytes } from '../../src/service/secrets.js';

/**
 * Deterministic "random" bytes (SHA-256 of a seed and a counter), so ids, tokens and dice
 * seeds, and with them every die, repeat from run to run and a failure can be replayed.
 */
export function seededRandom(seed: string): RandomBytes {
  let counter = 0;
  return (size) => {
    const out = new Uint8Array(size);
    for (let filled = 0; filled < size; filled += 32) {
      out.set(createHash('sha256').update(`${seed}:${counter++}`).digest().subarray(0, size - filled), filled);
    }
    return out;
  };
}
