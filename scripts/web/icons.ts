import { deflateSync } from 'node:zlib';

/*
 * The app's icon, a die showing five, drawn here rather than kept as binary files: an SVG for
 * browsers that take one, and PNGs of the sizes install prompts ask for (192 and 512 px).
 */

const BACKGROUND = [0x0b, 0x5c, 0xad] as const;
const FACE = [0xff, 0xff, 0xff] as const;
const PIP = [0x1d, 0x1b, 0x16] as const;
/** Pips of a five, on a 0..1 square. */
const PIPS: readonly [number, number][] = [[0.3, 0.3], [0.7, 0.3], [0.5, 0.5], [0.3, 0.7], [0.7, 0.7]];
const PIP_RADIUS = 0.075;

export function iconSvg(): string {
  const pips = PIPS.map(([x, y]) => `<circle cx="${x * 100}" cy="${y * 100}" r="${PIP_RADIUS * 100}"/>`).join('');
  const hex = (c: readonly number[]) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="22" fill="${hex(BACKGROUND)}"/><rect x="14" y="14" width="72" height="72" rx="12" fill="${hex(FACE)}"/><g fill="${hex(PIP)}">${pips}</g></svg>\n`;
}

/** The colour at (x, y) of the unit square: background, the die's face, or a pip. */
function colourAt(x: number, y: number): readonly number[] {
  const inFace = roundedRectContains(x, y, 0.14, 0.86, 0.12);
  if (!inFace) return BACKGROUND;
  return PIPS.some(([px, py]) => (x - px) ** 2 + (y - py) ** 2 <= PIP_RADIUS ** 2) ? PIP : FACE;
}

function roundedRectContains(x: number, y: number, lo: number, hi: number, r: number): boolean {
  if (x < lo || x > hi || y < lo || y > hi) return false;
  const cx = Math.min(Math.max(x, lo + r), hi - r);
  const cy = Math.min(Math.max(y, lo + r), hi - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** A square RGB PNG of the icon, each pixel the mean of 4 x 4 samples (smooth edges). */
export function iconPng(size: number): Buffer {
  const samples = 4;
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let py = 0; py < size; py++) {
    const row = py * (1 + size * 3);
    rows[row] = 0; // filter: none
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const c = colourAt((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size);
          for (let k = 0; k < 3; k++) sum[k]! += c[k]!;
        }
      }
      for (let k = 0; k < 3; k++) rows[row + 1 + px * 3 + k] = Math.round(sum[k]! / (samples * samples));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter choice, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
