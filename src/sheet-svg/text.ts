/**
 * Text measured without a font engine. Widths are estimates in em, on the generous side of
 * DejaVu Sans (the usual `sans-serif` on Linux) and Helvetica, so a text sized to fit here
 * fits when printed.
 */

const NARROW = new Set(" .,:;'!|()[]-ijlrtfI");
const WIDE = new Set('MWmw@%—×');

function charWidth(c: string): number {
  if (NARROW.has(c)) return 0.36;
  if (WIDE.has(c)) return 0.95;
  if (c >= 'A' && c <= 'Z') return 0.74;
  return 0.64;
}

/** Estimated advance width of `s` at font size `size`. */
export function textWidth(s: string, size: number): number {
  let em = 0;
  for (const c of s) em += charWidth(c);
  return em * size;
}

export interface Fitted {
  readonly text: string;
  readonly size: number;
}

const ELLIPSIS = '…';

/**
 * `s` at the largest size up to `maxSize` that fits `width`; below `minSize` it stays at
 * `minSize` and is cut short with an ellipsis instead.
 */
export function fitText(s: string, width: number, maxSize: number, minSize: number): Fitted {
  const natural = textWidth(s, 1);
  if (natural === 0) return { text: s, size: maxSize };
  const size = Math.min(maxSize, width / natural);
  if (size >= minSize) return { text: s, size };
  const chars = [...s];
  for (let n = chars.length - 1; n > 0; n--) {
    const cut = chars.slice(0, n).join('').trimEnd() + ELLIPSIS;
    if (textWidth(cut, minSize) <= width) return { text: cut, size: minSize };
  }
  return { text: '', size: minSize };
}

const DIGITS: Readonly<Record<string, string>> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6' };

// Plain rewrites that shorten the usual phrasing of the descriptions; anything they miss is
// still fitted (smaller, then cut short) where it is drawn.
const SHORTER: readonly (readonly [RegExp, string])[] = [
  [/\b(?:at least |all |exactly )?(\d) dice of 1 face\b/gi, '$1 of a kind'],
  [/\b(?:exactly )?(\d) of 1 face\b/gi, '$1 of a kind'],
  [/ scores /g, ' = '],
  [/; anything else 0$/, ''],
  [/: sum of all 5 dice/g, ': sum'],
  [/\bthe sum of those (\d) dice\b/g, 'sum of those $1'],
  [/\bat least twice\b/g, '2+ times'],
  [/\bat least (\d) times\b/g, '$1+ times'],
  [/\banother face\b/g, 'another'],
  [/ among the \d dice/g, ''],
];

/**
 * A one-line scoring reminder from a category description: its first sentence, without
 * parenthesised examples or the closing full stop, numbers as digits and the common
 * phrases shortened ("At least three dice of one face" becomes "3 of a kind").
 */
export function reminder(description: string): string {
  const plain = description.replace(/\s*\([^)]*\)/g, '');
  const first = (plain.split(/\.(?:\s|$)/)[0] ?? plain).trim();
  const digits = first.replace(/\b(one|two|three|four|five|six)\b/gi, (w) => DIGITS[w.toLowerCase()] ?? w);
  const short = SHORTER.reduce((s, [pattern, by]) => s.replace(pattern, by), digits);
  return short.charAt(0).toUpperCase() + short.slice(1);
}
