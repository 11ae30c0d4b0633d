import { TABLE } from './table.js';
/** A stored item, as the document client reads and writes it (table-access.ts). */
type Item = Record<string, unknown>;

/** Capacity one request consumed: what DynamoDB reported for the table, and the modelled index writes. */
export interface CapacityReading {
  readonly operation: string;
  readonly read: number;
  readonly write: number;
  /** Write units of the global secondary indexes, modelled (see `indexWriteUnits`). */
  readonly indexWrite: number;
  /** Size of the item written, in bytes, as DynamoDB counts it. */
  readonly itemBytes?: number;
}

export type CapacityMeter = (reading: CapacityReading) => void;

/** Item size as DynamoDB bills it: attribute names plus values (numbers approximated by their digits). */
export function itemBytes(item: Item): number {
  let size = 0;
  for (const [name, value] of Object.entries(item)) {
    if (value === undefined) continue;
    size += Buffer.byteLength(name) + valueBytes(value);
  }
  return size;
}

function valueBytes(value: unknown): number {
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number') return Math.ceil(String(Math.abs(value)).replace('.', '').length / 2) + 1;
  if (value instanceof Uint8Array) return value.length;
  if (typeof value === 'boolean' || value === null) return 1;
  return Buffer.byteLength(JSON.stringify(value));
}

/** DynamoDB bills a write by the started kilobyte of the item. */
export const WRITE_UNIT_BYTES = 1024;

/** Write units DynamoDB bills for writing an item of `bytes`. */
export const writeUnits = (bytes: number, unit = WRITE_UNIT_BYTES): number => Math.max(1, Math.ceil(bytes / unit));

/**
 * Write units the table's global secondary indexes consume for one write, following
 * DynamoDB's rules: an item entering or leaving an index costs one index write, a changed
 * index key costs two (delete and put), a changed item under an ALL projection costs one.
 * The embedded engine reports table units only, so the index share is computed here.
 */
export function indexWriteUnits(before: Item | null, after: Item | null): number {
  let units = 0;
  for (const index of TABLE.indexes) {
    const keyOf = (item: Item | null) =>
      item && item[index.partitionKey] !== undefined && item[index.sortKey] !== undefined
        ? `${String(item[index.partitionKey])}\u0000${String(item[index.sortKey])}`
        : null;
    const projected = (item: Item) =>
      index.projection === 'ALL'
        ? itemBytes(item)
        : itemBytes({
            [index.partitionKey]: item[index.partitionKey],
            [index.sortKey]: item[index.sortKey],
            [TABLE.partitionKey]: item[TABLE.partitionKey],
            [TABLE.sortKey]: item[TABLE.sortKey],
          });
    const [was, is] = [keyOf(before), keyOf(after)];
    if (was === null && is === null) continue;
    // Entering costs the new index entry, leaving the deleted one (the item may stay in the table).
    if (was === null || is === null) units += writeUnits(projected((was === null ? after : before)!));
    else if (was !== is) units += writeUnits(projected(before!)) + writeUnits(projected(after!));
    else if (index.projection === 'ALL' && JSON.stringify(before) !== JSON.stringify(after)) units += writeUnits(projected(after!));
  }
  return units;
}
