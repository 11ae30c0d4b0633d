import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import type { ValueWeights } from './yamb-value.js';

/**
 * The shipped form of a four-column value (yamb-value.ts). Each array is rounded to 16-bit
 * steps of its own scale (its largest magnitude / 32767: the network's outputs move by well
 * under 0.01 points), the lot compressed with Brotli. Training reports the mean of games
 * played with the decoded weights, so what ships is what was measured.
 */
const MAGIC = 'YV01';
const ARRAYS = ['w1', 'b1', 'w2', 'lin', 'chances', 'middle'] as const;

/** Rounds `weights` as `encodeWeights` stores them. */
export function roundWeights(weights: ValueWeights): ValueWeights {
  const round = (a: Float32Array) => {
    const scale = scaleOf(a);
    return Float32Array.from(a, (x) => Math.round(x / scale) * scale);
  };
  return { ...weights, w1: round(weights.w1), b1: round(weights.b1), w2: round(weights.w2), lin: round(weights.lin), chances: round(weights.chances), middle: round(weights.middle), b2: Math.fround(weights.b2) };
}

const scaleOf = (a: Float32Array) => Math.fround(Math.max(1e-30, ...Array.from(a, Math.abs)) / 32767);

export function encodeWeights(ruleset: string, weights: ValueWeights): Uint8Array {
  const id = Buffer.from(ruleset, 'utf8');
  const head = Buffer.alloc(4 + 1 + id.length + 2 + 2 + 4);
  let at = head.write(MAGIC, 0, 'latin1');
  at = head.writeUInt8(id.length, at);
  at += id.copy(head, at);
  at = head.writeUInt16LE(weights.hidden, at);
  at = head.writeUInt16LE(weights.inputs, at);
  head.writeFloatLE(weights.b2, at);
  const parts: Buffer[] = [head];
  for (const name of ARRAYS) {
    const a = weights[name];
    const scale = scaleOf(a);
    const part = Buffer.alloc(8 + 2 * a.length);
    part.writeUInt32LE(a.length, 0);
    part.writeFloatLE(scale, 4);
    a.forEach((x, i) => part.writeInt16LE(Math.round(x / scale), 8 + 2 * i));
    parts.push(part);
  }
  const raw = Buffer.concat(parts);
  return brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
}

/** Decodes weights made by `encodeWeights` for `ruleset`; throws when they are for another. */
export function decodeWeights(ruleset: string, compressed: Uint8Array): ValueWeights {
  const raw = brotliDecompressSync(compressed);
  if (raw.toString('latin1', 0, 4) !== MAGIC) throw new Error('not a value model');
  let at = 4;
  const idLength = raw.readUInt8(at++);
  const id = raw.toString('utf8', at, (at += idLength));
  if (id !== ruleset) throw new Error(`the value model is for ${id}, not ${ruleset}`);
  const hidden = raw.readUInt16LE(at);
  const inputs = raw.readUInt16LE(at + 2);
  const b2 = raw.readFloatLE(at + 4);
  at += 8;
  const arrays: Partial<Record<(typeof ARRAYS)[number], Float32Array>> = {};
  for (const name of ARRAYS) {
    const length = raw.readUInt32LE(at);
    const scale = raw.readFloatLE(at + 4);
    at += 8;
    const a = new Float32Array(length);
    for (let i = 0; i < length; i++, at += 2) a[i] = raw.readInt16LE(at) * scale;
    arrays[name] = a;
  }
  if (at !== raw.length) throw new Error('the value model has trailing bytes');
  const { w1, b1, w2, lin, chances, middle } = arrays as Record<(typeof ARRAYS)[number], Float32Array>;
  if (w1.length !== hidden * inputs || b1.length !== hidden || w2.length !== hidden || lin.length !== inputs) throw new Error('the value model is malformed');
  return { hidden, inputs, w1, b1, w2, lin, b2, chances, middle };
}
