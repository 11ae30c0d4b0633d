import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../src/service/dice.js';

/*
 * Known answers for the game dice (src/service/dice.ts): the dice of the roll that creates
 * version `v` are HMAC-SHA256(seed, "roll:<v>:<block>") for blocks 0, 1, ..., one byte per
 * die, face = byte mod 6 + 1, bytes 252-255 skipped. Anyone holding a finished game's seed
 * must be able to recompute every die from the move log, so the derivation is pinned twice:
 * by a reference written here from that description, and by literal dice that neither may
 * drift from. The literals were computed once with the reference (node:crypto).
 */

/** The seed 00 01 02 ... 1f. */
const SEED = Uint8Array.from({ length: 32 }, (_, i) => i);

/** The documented derivation, written from the description alone; `skipped` lists each rejected byte. */
function reference(seed: Uint8Array, version: number, count: number): { dice: number[]; skipped: { block: number; index: number; byte: number }[] } {
  const dice: number[] = [];
  const skipped: { block: number; index: number; byte: number }[] = [];
  for (let block = 0; dice.length < count; block++) {
    const bytes = createHmac('sha256', seed).update(`roll:${version}:${block}`).digest();
    for (let index = 0; index < bytes.length && dice.length < count; index++) {
      const byte = bytes[index]!;
      if (byte >= 252) skipped.push({ block, index, byte });
      else dice.push((byte % 6) + 1);
    }
  }
  return { dice, skipped };
}

// [version, count, dice]: computed with `reference` for SEED.
const KNOWN: readonly (readonly [number, number, readonly number[]])[] = [
  [1, 5, [6, 4, 6, 5, 6]],
  [2, 5, [3, 1, 6, 5, 4]],
  [3, 3, [2, 6, 5]],
  [7, 6, [6, 1, 1, 5, 3, 1]],
  [12, 1, [5]],
  // A rejected byte (255, the third of block 0): the third die comes from the fourth byte.
  [6, 5, [6, 6, 1, 4, 6]],
  // Two rejected bytes in a row (252 and 253).
  [74, 6, [2, 1, 2, 1, 5, 5]],
  // More dice than one block holds: 31 from block 0 (its eighth byte, 253, rejected), 9 from block 1.
  [40, 40, [6, 2, 2, 3, 2, 2, 3, 5, 6, 3, 1, 5, 6, 4, 2, 2, 3, 6, 6, 6, 1, 4, 2, 1, 6, 4, 6, 4, 3, 1, 1, 1, 5, 5, 4, 5, 4, 6, 5, 4]],
];

describe('seededDice known answers', () => {
  it.each(KNOWN)('version %i, %i dice', (version, count, dice) => {
    expect(seededDice(SEED, version).roll(count)).toEqual(dice);
    expect(reference(SEED, version, count).dice).toEqual(dice);
  });

  it('skips bytes 252-255: the first five-dice roll that meets one is version 6', () => {
    const first = Array.from({ length: 200 }, (_, i) => i + 1).find((v) => reference(SEED, v, 5).skipped.length > 0);
    expect(first).toBe(6);
    expect(reference(SEED, 6, 5).skipped).toEqual([{ block: 0, index: 2, byte: 255 }]);
    expect(reference(SEED, 74, 6).skipped).toEqual([
      { block: 0, index: 5, byte: 252 },
      { block: 0, index: 6, byte: 253 },
    ]);
    expect(reference(SEED, 40, 40).skipped).toEqual([{ block: 0, index: 7, byte: 253 }]);
    // Taking the rejected byte (255 mod 6 + 1 = 4) would have given other dice.
    const naive = [...createHmac('sha256', SEED).update('roll:6:0').digest().subarray(0, 5)].map((b) => (b % 6) + 1);
    expect(naive).not.toEqual(seededDice(SEED, 6).roll(5));
  });

  it('depends on the seed and the version, not on how often it is asked', () => {
    const other = Uint8Array.from(SEED, (b) => b ^ 0xff);
    expect(seededDice(other, 1).roll(5)).toEqual(reference(other, 1, 5).dice);
    expect(seededDice(other, 1).roll(5)).not.toEqual(seededDice(SEED, 1).roll(5));
    const source = seededDice(SEED, 2);
    expect(source.roll(5)).toEqual(source.roll(5));
    // Fewer dice are a prefix of more (a re-roll of two dice takes the first two).
    expect(seededDice(SEED, 40).roll(2)).toEqual(KNOWN.find(([v]) => v === 40)![2].slice(0, 2));
  });
});
