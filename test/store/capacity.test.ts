import { describe, expect, it } from 'vitest';
import { indexWriteUnits, itemBytes } from '../../src/store/capacity.js';
import type { Item } from '../../src/store/index.js';

/*
 * The index-write model, case by case, after DynamoDB's "Provisioned throughput considerations
 * for global secondary indexes": an item entering or leaving an index costs one write of the
 * index entry's size, a changed index key costs a delete and a put, an update of projected
 * attributes under an unchanged key costs one write, and nothing else costs anything.
 */

const game = (extra: Item = {}): Item => ({ pk: 'G#g', sk: 'G', v: 3, d: 'state', ...extra });
const turnKeys = (player: string) => ({ tpk: `T#${player}`, tsk: '0mx2gpd76#g' });
const membership = (extra: Item = {}): Item => ({ pk: 'P#p', sk: 'M#1#g', g: 'g', st: 'active', spk: 'S#p#active', ssk: 'M#1#g', ...extra });
const ranked = { lpk: 'L#jamb', lsk: '1000850#8240000000000#g#0' };
/** A string that makes an item take more than `kb` kilobytes. */
const padding = (kb: number) => 'x'.repeat(kb * 1024);

describe('itemBytes', () => {
  it.each([
    [{ a: 'xyz' }, 1 + 3],
    [{ ab: '\u00e9' }, 2 + 2], // UTF-8 bytes, not UTF-16 units
    [{ a: '\u{1F3B2}' }, 1 + 4],
    [{ n: 12345 }, 1 + 4], // ceil(5 digits / 2) + 1
    [{ n: 7 }, 1 + 2],
    [{ k: new Uint8Array(32) }, 1 + 32],
    [{ b: true, z: null }, 2 + 2],
    [{ gone: undefined, a: 'x' }, 2],
  ] as [Item, number][])('%j is %i bytes', (item, bytes) => {
    expect(itemBytes(item)).toBe(bytes);
  });
});

describe('indexWriteUnits', () => {
  it('costs nothing for an item no index holds, before or after', () => {
    expect(indexWriteUnits(null, { pk: 'P#p', sk: 'P', n: 'Ana' })).toBe(0);
    expect(indexWriteUnits(game(), game({ v: 4, d: 'changed' }))).toBe(0);
    expect(indexWriteUnits(game({ big: padding(5) }), null)).toBe(0);
  });

  it('costs one write when an item enters the keys-only turns index', () => {
    expect(indexWriteUnits(null, game(turnKeys('a')))).toBe(1);
    expect(indexWriteUnits(game(), game(turnKeys('a')))).toBe(1);
  });

  it('costs nothing in a keys-only index when only unprojected attributes change', () => {
    expect(indexWriteUnits(game(turnKeys('a')), game({ ...turnKeys('a'), v: 4, d: padding(3) }))).toBe(0);
  });

  it('costs a delete and a put when the turn passes to another player', () => {
    expect(indexWriteUnits(game(turnKeys('a')), game(turnKeys('b')))).toBe(2);
  });

  it('costs one write when a finished game leaves the turns index, whatever its size', () => {
    expect(indexWriteUnits(game(turnKeys('a')), game({ st: 'finished' }))).toBe(1);
    expect(indexWriteUnits(game({ ...turnKeys('a'), d: padding(4) }), game({ d: padding(4) }))).toBe(1);
  });

  it('bills a keys-only entry by its keys only, however large the item', () => {
    expect(indexWriteUnits(null, game({ ...turnKeys('a'), d: padding(10) }))).toBe(1);
  });

  it('costs one write per index for a new membership, by the size of the projected item', () => {
    expect(indexWriteUnits(null, membership())).toBe(1);
    expect(indexWriteUnits(null, membership({ ...ranked }))).toBe(2);
    // ALL projection: a 2.5 KB membership costs 3 units in each index holding it.
    expect(indexWriteUnits(null, membership({ ...ranked, pn: padding(2).slice(0, 2560) }))).toBe(6);
  });

  it('costs one write when a projected attribute changes under the same index key', () => {
    expect(indexWriteUnits(membership(), membership({ x: 1 }))).toBe(1);
    expect(indexWriteUnits(membership({ x: 1 }), membership({ x: 1 }))).toBe(0);
  });

  it('costs a delete and a put when the status partition changes, plus the entry into the leaderboard', () => {
    const finished = membership({ st: 'finished', spk: 'S#p#finished', t: 850, ...ranked });
    expect(indexWriteUnits(membership(), finished)).toBe(2 + 1);
    // Resigned seats stay out of the leaderboard.
    expect(indexWriteUnits(membership(), membership({ st: 'finished', spk: 'S#p#finished', x: 1 }))).toBe(2);
  });

  it('bills a changed index key by both entries: the deleted one at its size, the new one at its size', () => {
    const before = membership({ big: padding(2) }); // just over 2 KB: 3 units
    const after = membership({ spk: 'S#p#finished', st: 'finished' }); // small: 1 unit
    expect(indexWriteUnits(before, after)).toBe(3 + 1);
    expect(indexWriteUnits(after, before)).toBe(1 + 3);
  });

  it('bills an item leaving an index by the entry it deletes, not by what stays in the table', () => {
    const before = membership({ ...ranked, big: padding(2) }); // 3 units in each index
    const after: Item = { pk: 'P#p', sk: 'M#1#g', g: 'g' }; // in no index
    expect(indexWriteUnits(before, after)).toBe(3 + 3);
    expect(indexWriteUnits(after, before)).toBe(3 + 3);
  });

  it('bills a deleted item by the entries it leaves behind', () => {
    expect(indexWriteUnits(membership({ ...ranked }), null)).toBe(2);
    expect(indexWriteUnits(game(turnKeys('a')), null)).toBe(1);
  });
});
