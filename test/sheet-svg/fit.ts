/**
 * Geometry checks on a rendered sheet: everything inside the view box, and every text of a
 * cell inside that cell's rectangle (by the same width estimate the renderer fits text with).
 */
import { textWidth } from '../../src/sheet-svg/text.js';
import type { XmlElement } from './xml.js';
import { elements, parseXml, textOf } from './xml.js';

const EPS = 0.005;

function num(e: XmlElement, key: string): number {
  const raw = e.attrs[key] ?? '0';
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`<${e.name} ${key}="${raw}"> is not a number`);
  return value;
}

function viewBox(root: XmlElement): { w: number; h: number } {
  const parts = (root.attrs.viewBox ?? '').split(/\s+/).map(Number);
  if (parts.length !== 4 || parts[0] !== 0 || parts[1] !== 0) throw new Error(`unexpected viewBox "${root.attrs.viewBox}"`);
  return { w: parts[2] ?? 0, h: parts[3] ?? 0 };
}

/** Every rect (x, y, width, height), circle and text anchor outside the view box, as messages; [] when all fit. */
export function outsideViewBox(svg: string): string[] {
  const root = parseXml(svg);
  const { w, h } = viewBox(root);
  const inside = (x: number, y: number) => x >= -EPS && y >= -EPS && x <= w + EPS && y <= h + EPS;
  const problems: string[] = [];
  for (const e of elements(root)) {
    if (e.attrs.transform !== undefined) problems.push(`<${e.name}> has a transform`);
    if (e.name === 'rect') {
      const [x, y, rw, rh] = [num(e, 'x'), num(e, 'y'), num(e, 'width'), num(e, 'height')];
      if (rw < 0 || rh < 0 || !inside(x, y) || !inside(x + rw, y + rh)) problems.push(`rect ${x},${y} ${rw}x${rh}`);
    } else if (e.name === 'circle') {
      const [cx, cy, r] = [num(e, 'cx'), num(e, 'cy'), num(e, 'r')];
      if (!inside(cx - r, cy - r) || !inside(cx + r, cy + r)) problems.push(`circle ${cx},${cy} r${r}`);
    } else if (e.name === 'text' && !inside(num(e, 'x'), num(e, 'y'))) {
      problems.push(`text "${textOf(e)}" at ${e.attrs.x},${e.attrs.y}`);
    }
  }
  return problems;
}

function textExtent(t: XmlElement): { left: number; right: number; top: number; bottom: number } {
  const size = num(t, 'font-size');
  const width = textWidth(textOf(t), size) * (t.attrs['font-weight'] === 'bold' ? 1.08 : 1);
  const x = num(t, 'x');
  const y = num(t, 'y');
  const left = t.attrs['text-anchor'] === 'middle' ? x - width / 2 : t.attrs['text-anchor'] === 'end' ? x - width : x;
  return { left, right: left + width, top: y - 0.75 * size, bottom: y + 0.22 * size };
}

/** Texts that stick out of the rectangle of their cell (a group whose first child is a rect). */
export function textsOutsideCells(svg: string): string[] {
  const problems: string[] = [];
  for (const g of elements(parseXml(svg))) {
    const [first, ...rest] = g.children.filter((c): c is XmlElement => typeof c !== 'string');
    if (g.name !== 'g' || first?.name !== 'rect') continue;
    const [x, y, w, h] = [num(first, 'x'), num(first, 'y'), num(first, 'width'), num(first, 'height')];
    for (const t of rest.filter((c) => c.name === 'text')) {
      const e = textExtent(t);
      if (e.left < x - EPS || e.right > x + w + EPS || e.top < y - EPS || e.bottom > y + h + EPS) {
        const span = `${e.left.toFixed(2)}..${e.right.toFixed(2)}, ${e.top.toFixed(2)}..${e.bottom.toFixed(2)}`;
        problems.push(`"${textOf(t)}" (${span}) outside ${x},${y} ${w}x${h}`);
      }
    }
  }
  return problems;
}
