import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import type { YamsModel } from './yams-model.js';

/**
 * The shipped form of a turn-start table. Values are rounded to multiples of 2^-bits (2^-12:
 * every value within 0.000122 of the solver's), which a Float32 holds exactly, then each is
 * written as its difference from a prediction out of already written neighbours (the entry for
 * the next lower upper total, corrected by how the same step changes in the sheet with one
 * lower box fewer), zigzag varint coded and compressed with Brotli. That is about 10 bits an
 * entry instead of the 32 of raw Float32: the values are smooth in both directions.
 */
const MAGIC = 'YT01';

export interface DecodedTable {
  readonly ruleset: string;
  readonly bits: number;
  /** The solver's expected final total from the empty sheet, unrounded. */
  readonly start: number;
  readonly values: Float32Array;
}

/**
 * For each entry, in table order, the two entries its prediction reads (see the module
 * comment): `same[i]` (-1 for none) and `step[i]` (-1 when the prediction is the previous entry
 * alone). Both always come before i.
 */
function predictors(model: YamsModel): { same: Int32Array; step: Int32Array } {
  const maskOf = new Int32Array(model.states);
  const upperOf = new Int32Array(model.states);
  model.forEachState((mask, upper, i) => {
    maskOf[i] = mask;
    upperOf[i] = upper;
  });
  const same = new Int32Array(model.states).fill(-1);
  const step = new Int32Array(model.states).fill(-1);
  for (let i = 1; i < model.states; i++) {
    const mask = maskOf[i]!;
    const lower = mask & ~model.upperMask;
    if (lower === 0) continue;
    // The same sheet with its last filled lower box empty again.
    const parent = mask & ~(1 << (31 - Math.clz32(lower)));
    same[i] = model.index(parent, upperOf[i]!);
    if (maskOf[i - 1] === mask) step[i] = model.index(parent, upperOf[i - 1]!);
  }
  return { same, step };
}

function predict(q: Int32Array, same: Int32Array, step: Int32Array, i: number): number {
  if (i === 0) return 0;
  const s = same[i]!;
  if (s < 0) return q[i - 1]!;
  const t = step[i]!;
  return t < 0 ? q[s]! : q[i - 1]! + q[s]! - q[t]!;
}

/** The compressed table of `values` (one per entry of `model`). */
export function encodeTable(model: YamsModel, values: ArrayLike<number>, start: number, bits = 12): Uint8Array {
  const scale = 2 ** bits;
  const { same, step } = predictors(model);
  const q = new Int32Array(model.states);
  for (let i = 0; i < model.states; i++) q[i] = Math.round(values[i]! * scale);
  const id = Buffer.from(model.ruleset.id, 'utf8');
  const head = Buffer.alloc(4 + 4 + 1 + 8 + 1 + id.length);
  head.write(MAGIC, 0, 'latin1');
  head.writeUInt32LE(model.states, 4);
  head.writeUInt8(bits, 8);
  head.writeDoubleLE(start, 9);
  head.writeUInt8(id.length, 17);
  id.copy(head, 18);
  const body: number[] = [];
  for (let i = 0; i < model.states; i++) {
    const d = q[i]! - predict(q, same, step, i);
    let z = d >= 0 ? 2 * d : -2 * d - 1;
    while (z >= 0x80) {
      body.push((z & 0x7f) | 0x80);
      z >>>= 7;
    }
    body.push(z);
  }
  const raw = Buffer.concat([head, Uint8Array.from(body)]);
  return brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
}

/** Decodes a table made by `encodeTable` for the same model; throws when it does not fit. */
export function decodeTable(model: YamsModel, compressed: Uint8Array): DecodedTable {
  const raw = brotliDecompressSync(compressed);
  if (raw.toString('latin1', 0, 4) !== MAGIC) throw new Error('not a strategy table');
  const states = raw.readUInt32LE(4);
  const bits = raw.readUInt8(8);
  const start = raw.readDoubleLE(9);
  const idLength = raw.readUInt8(17);
  const ruleset = raw.toString('utf8', 18, 18 + idLength);
  if (ruleset !== model.ruleset.id || states !== model.states) {
    throw new Error(`the table is for ${ruleset} with ${states} entries, not ${model.ruleset.id} with ${model.states}`);
  }
  const { same, step } = predictors(model);
  const q = new Int32Array(states);
  let at = 18 + idLength;
  for (let i = 0; i < states; i++) {
    let z = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = raw[at++]!;
      z |= (byte & 0x7f) << shift;
      shift += 7;
    } while (byte & 0x80);
    const d = z & 1 ? -(z + 1) / 2 : z / 2;
    q[i] = predict(q, same, step, i) + d;
  }
  if (at !== raw.length) throw new Error('strategy table has trailing bytes');
  const scale = 2 ** -bits;
  const values = new Float32Array(states);
  for (let i = 0; i < states; i++) values[i] = q[i]! * scale;
  return { ruleset, bits, start, values };
}
