/**
 * The layers of src/ as an SVG picture (docs/images/layers.svg, shown by docs/ARCHITECTURE.md):
 * one row per layer, the entry points on top, each folder a box with what it is for, and a
 * line for every folder another one imports (the files at the top of src/, the log and the
 * metrics, which every layer may use, left out).
 * Drawn from the layer table and the import graph the layer test holds, so it cannot say
 * other than the code; a test compares it with the committed file.
 */

const WIDTH = 960;
const MARGIN = 24;
const GAP = 16;
const ROW = 74;
const BOX = 46;
const TOP = 64;
/** The width of a folder alone in its row. */
const LONE = 440;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
}

/** The picture of `layers` (bottom up, each folder with what it is for) and of the folder-to-folder `edges`. */
export function layersPicture(layers: readonly Readonly<Record<string, string>>[], edges: readonly (readonly [string, string])[]): string {
  const rows = [...layers].reverse();
  const height = TOP + rows.length * ROW - (ROW - BOX) + MARGIN;
  const boxes = new Map<string, Box>();
  rows.forEach((layer, row) => {
    const names = Object.keys(layer);
    // A folder alone in its row is a narrow box in the middle, so the lines that pass it stay visible beside it.
    const width = names.length === 1 ? LONE : (WIDTH - 2 * MARGIN - (names.length - 1) * GAP) / names.length;
    const left = names.length === 1 ? (WIDTH - LONE) / 2 : MARGIN;
    names.forEach((name, i) => boxes.set(name, { x: left + i * (width + GAP), y: TOP + row * ROW, width }));
  });
  const lines = edges.flatMap(([from, to]) => {
    const [a, b] = [boxes.get(from), boxes.get(to)];
    if (!a || !b || to.endsWith('.ts')) return [];
    const [x1, y1, x2, y2] = [a.x + a.width / 2, a.y + BOX, b.x + b.width / 2, b.y];
    const bend = (y2 - y1) / 2;
    return [`  <path d="M${x1.toFixed(1)} ${y1} C${x1.toFixed(1)} ${y1 + bend} ${x2.toFixed(1)} ${y2 - bend} ${x2.toFixed(1)} ${y2 - 4}" marker-end="url(#arrow)"/>`];
  });
  const shapes = rows.flatMap((layer) =>
    Object.entries(layer).map(([name, role]) => {
      const { x, y, width } = boxes.get(name)!;
      const cx = (x + width / 2).toFixed(1);
      return [
        `  <rect x="${x.toFixed(1)}" y="${y}" width="${width.toFixed(1)}" height="${BOX}" rx="6"/>`,
        `  <text x="${cx}" y="${y + 19}" class="name">${escape(name.endsWith('.ts') ? name : `${name}/`)}</text>`,
        `  <text x="${cx}" y="${y + 35}" class="role">${escape(role)}</text>`,
      ].join('\n');
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="Helvetica, Arial, sans-serif">
  <title>The layers of src/: each folder imports only folders of the layers below it</title>
  <defs><marker id="arrow" viewBox="0 0 8 8" refX="7" refY="4" markerWidth="7" markerHeight="7" orient="auto"><path d="M0 0 L8 4 L0 8 z" fill="#8a9aa6"/></marker></defs>
  <style>
    rect { fill: #f4f7fa; stroke: #44617a; stroke-width: 1.2; }
    path { fill: none; stroke: #8a9aa6; stroke-width: 1; }
    text { text-anchor: middle; fill: #1d2b36; }
    .name { font-size: 14px; font-weight: bold; }
    .role { font-size: 10.5px; fill: #44617a; }
    .title { font-size: 16px; font-weight: bold; text-anchor: start; }
    .note { font-size: 11px; text-anchor: start; fill: #44617a; }
  </style>
  <rect x="0" y="0" width="${WIDTH}" height="${height}" style="fill: #ffffff; stroke: none"/>
  <text x="${MARGIN}" y="28" class="title">src/, top to bottom: each folder imports only folders of the rows below it, through their index.ts</text>
  <text x="${MARGIN}" y="46" class="note">A line for every folder another imports (every layer may log and count: those lines are left out). Folders of one row never import each other.</text>
${lines.join('\n')}
${shapes.join('\n')}
</svg>
`;
}
