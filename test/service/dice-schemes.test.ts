import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { diceCommitment, gameDice, schemeDice, seededDice } from '../../src/service/dice.js';

/*
 * Known answers for scheme hmac-sha256-v1 (src/service/dice.ts, API.md "Verifiable dice"): the
 * roll creating version v draws from HMAC-SHA256(seed, "roll:<v>:<block>:<c>"), <c> the seats'
 * client seeds joined by "|". The literals were computed once with `reference` below
 * (node:crypto); test/engine/dice-known-answers.test.ts pins hmac-sha256-v0 the same way.
 */

/** The seed 00 01 02 ... 1f. */
const SEED = Uint8Array.from({ length: 32 }, (_, i) => i);

function reference(seed: Uint8Array, version: number, seeds: readonly string[], count: number): number[] {
  const dice: number[] = [];
  for (let block = 0; dice.length < count; block++) {
    for (const byte of createHmac('sha256', seed).update(`roll:${version}:${block}:${seeds.join('|')}`).digest()) {
      if (byte < 252 && dice.length < count) dice.push((byte % 6) + 1);
    }
  }
  return dice;
}

// [version, client seeds, count, dice]
const KNOWN: readonly (readonly [number, readonly string[], number, readonly number[]])[] = [
  [3, [''], 5, [3, 5, 5, 5, 1]],
  [3, ['', ''], 5, [5, 1, 5, 1, 4]],
  [3, ['ana', ''], 5, [5, 6, 3, 3, 1]],
  [3, ['ana', 'ben'], 5, [5, 3, 5, 2, 6]],
  [7, ['x'], 6, [2, 3, 1, 6, 4, 5]],
  [40, ['a', 'b', 'c'], 40, [6, 3, 1, 4, 1, 2, 5, 4, 6, 6, 4, 6, 4, 2, 1, 2, 6, 2, 3, 1, 5, 2, 4, 3, 5, 6, 4, 4, 5, 6, 3, 3, 2, 1, 5, 5, 2, 5, 4, 3]],
];

describe('hmac-sha256-v1 known answers', () => {
  it.each(KNOWN)('version %i, client seeds %j, %i dice', (version, seeds, count, dice) => {
    expect(schemeDice('hmac-sha256-v1', SEED, version, seeds).roll(count)).toEqual(dice);
    expect(gameDice({ seed: SEED, diceScheme: 'hmac-sha256-v1', clientSeeds: seeds }, version).roll(count)).toEqual(dice);
    expect(reference(SEED, version, seeds, count)).toEqual(dice);
  });

  it('every client seed and its seat count: swapping two seats or moving a "|" changes the dice', () => {
    const roll = (seeds: string[]) => schemeDice('hmac-sha256-v1', SEED, 9, seeds).roll(30).join('');
    expect(roll(['ana', 'ben'])).not.toBe(roll(['ben', 'ana']));
    expect(roll(['ana', 'ben'])).not.toBe(roll(['an', 'aben']));
    expect(roll(['ana', ''])).not.toBe(roll(['ana']));
  });
});

describe('hmac-sha256-v0, the scheme of games created before client seeds', () => {
  it('ignores the client seeds and is what seededDice always drew', () => {
    for (const version of [1, 2, 6, 74]) {
      const v0 = schemeDice('hmac-sha256-v0', SEED, version, ['ignored', 'too']).roll(12);
      expect(v0).toEqual(seededDice(SEED, version).roll(12));
      expect(gameDice({ seed: SEED, diceScheme: 'hmac-sha256-v0', clientSeeds: ['', ''] }, version).roll(12)).toEqual(v0);
      expect(v0).not.toEqual(schemeDice('hmac-sha256-v1', SEED, version, ['']).roll(12));
    }
  });
});

describe('the commitment', () => {
  it('is the lowercase hex SHA-256 of the seed bytes (the SHA-256 of 00 01 ... 1f is a published test value)', () => {
    expect(diceCommitment(SEED)).toBe('630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd');
  });
});
