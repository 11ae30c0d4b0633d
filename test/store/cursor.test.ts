import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InvalidCursorError, decodeCursor, encodeCursor } from '../../src/store/cursor.js';

const PARTITION = { pk: 'P#aaaaaaaaaaaaaaaa' };
const KEY = { pk: 'P#aaaaaaaaaaaaaaaa', sk: 'M#0mx2gpd76#bbbbbbbbbbbbbbbb' };
const INDEX_PARTITION = { spk: 'S#aaaaaaaaaaaaaaaa#active', pk: 'P#aaaaaaaaaaaaaaaa' };
const INDEX_KEY = { ...KEY, spk: 'S#aaaaaaaaaaaaaaaa#active', ssk: KEY.sk };

const b64 = (text: string) => Buffer.from(text).toString('base64url');

describe('decodeCursor', () => {
  it('returns the key a cursor of the same list holds', () => {
    expect(decodeCursor(encodeCursor(KEY), PARTITION)).toEqual(KEY);
    expect(decodeCursor(encodeCursor(INDEX_KEY), INDEX_PARTITION)).toEqual(INDEX_KEY);
  });

  it.each([
    // Another player's games list.
    ['another partition', encodeCursor({ ...KEY, pk: 'P#bbbbbbbbbbbbbbbb' }), PARTITION],
    // A game item key offered to a player's list.
    ['a game partition', encodeCursor({ pk: 'G#aaaaaaaaaaaaaaaa', sk: 'G' }), PARTITION],
    // The same player's list of another status.
    ['another status', encodeCursor({ ...INDEX_KEY, spk: 'S#aaaaaaaaaaaaaaaa#finished' }), INDEX_PARTITION],
    // The right index partition, but the table key points at someone else.
    ['a foreign table key in an index cursor', encodeCursor({ ...INDEX_KEY, pk: 'P#bbbbbbbbbbbbbbbb' }), INDEX_PARTITION],
    ['a key without its partition', encodeCursor({ sk: KEY.sk }), PARTITION],
    ['a number where the partition goes', encodeCursor({ pk: 7, sk: KEY.sk }), PARTITION],
    ['a nested object', encodeCursor({ pk: { S: KEY.pk }, sk: KEY.sk }), PARTITION],
    ['too many attributes', encodeCursor({ ...KEY, a: '1', b: '2', c: '3', d: '4', e: '5' }), PARTITION],
    ['an oversized value', encodeCursor({ ...KEY, sk: 'M#'.padEnd(301, 'x') }), PARTITION],
    ['JSON null', b64('null'), PARTITION],
    ['a JSON array', b64(JSON.stringify([KEY.pk, KEY.sk])), PARTITION],
    ['a JSON string', b64(JSON.stringify(KEY.pk)), PARTITION],
    ['a JSON number', b64('42'), PARTITION],
    ['truncated JSON', encodeCursor(KEY).slice(0, 20), PARTITION],
    ['plain JSON, not base64url', JSON.stringify(KEY), PARTITION],
    ['garbage', '!!!not a cursor???', PARTITION],
    ['the empty string', '', PARTITION],
  ])('rejects %s', (_, cursor, partition) => {
    expect(() => decodeCursor(cursor, partition)).toThrow(InvalidCursorError);
  });

  it('rejects every mutation of a valid cursor that changes its partition (fast-check, fixed seed)', () => {
    const valid = encodeCursor(KEY);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: valid.length - 1 }), fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'), (at, char) => {
        const tampered = valid.slice(0, at) + char + valid.slice(at + 1);
        let decoded: Record<string, string> | null = null;
        try {
          decoded = decodeCursor(tampered, PARTITION);
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidCursorError);
        }
        // Whatever survives decoding stays inside the caller's partition.
        if (decoded) expect(decoded.pk).toBe(PARTITION.pk);
      }),
      { seed: 0xc0a5, numRuns: 300 },
    );
  });

  it('rejects arbitrary strings and arbitrary JSON objects outside the partition (fast-check, fixed seed)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(() => decodeCursor(text, PARTITION)).toThrow(InvalidCursorError);
      }),
      { seed: 0x9a5b, numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }), (key) => {
        fc.pre(key.pk !== PARTITION.pk);
        expect(() => decodeCursor(encodeCursor(key), PARTITION)).toThrow(InvalidCursorError);
      }),
      { seed: 0x9a5c, numRuns: 300 },
    );
  });
});
