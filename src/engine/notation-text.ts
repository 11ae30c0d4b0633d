/*
 * The lexical layer of the game notation (notation.ts): error codes, cutting a line into
 * fields, quoted strings and times. Internal: index.ts re-exports only what notation.ts does.
 */

/** Stable codes of every way `parseGame` refuses a text. */
export const NOTATION_ERROR_CODES = [
  'NOT_NOTATION',
  'UNSUPPORTED_VERSION',
  'BAD_HEADER',
  'BAD_GAME_ID',
  'BAD_TIMESTAMP',
  'BAD_LINE',
  'BAD_VERSION',
  'BAD_TIME',
  'BAD_SEAT',
  'BAD_TURN',
  'UNKNOWN_MOVE',
  'CREATE_NOT_FIRST',
  'MISSING_FIELD',
  'EXTRA_FIELD',
  'UNKNOWN_OPTION',
  'BAD_OPTION',
  'BAD_RULESET',
  'BAD_SEATS',
  'BAD_PLAYER_ID',
  'BAD_STRING',
  'BAD_DICE',
  'BAD_KEEP',
  'BAD_BOX',
  'BAD_CATEGORY',
  'BAD_SCORE',
  'NOT_CANONICAL',
] as const;
export type NotationErrorCode = (typeof NOTATION_ERROR_CODES)[number];

/** Thrown by the readers and turned into a result by `parseGame`: no exception leaves the notation. */
export class Refusal extends Error {
  constructor(
    readonly code: NotationErrorCode,
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The fields of a line, cut at single spaces. Outside quoted strings a field is printable
 * ASCII; a quoted string (which may hold spaces) is part of the field it is in.
 */
export function lex(line: string, lineNo: number): string[] {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let j = i;
    while (j < line.length && line[j] !== ' ') {
      if (line[j] === '"') j = stringEnd(line, j, lineNo);
      else if (/^[!-~]$/.test(line[j] ?? '')) j++;
      else throw new Refusal('BAD_LINE', lineNo, 'outside quoted strings a line is printable ASCII');
    }
    if (j === i) throw new Refusal('BAD_LINE', lineNo, 'fields are one space apart, with none at either end of a line');
    fields.push(line.slice(i, j));
    if (j === line.length) return fields;
    i = j + 1;
  }
}

function stringEnd(line: string, start: number, lineNo: number): number {
  for (let i = start + 1; i < line.length; i++) {
    if (line[i] === '\\') i++;
    else if (line[i] === '"') return i + 1;
  }
  throw new Refusal('BAD_STRING', lineNo, 'a string without its closing quote');
}

/**
 * The code points a quoted string writes as \u{<hex>}, as inclusive ranges: controls (Cc),
 * White_Space other than U+0020, Default_Ignorable_Code_Point (Unicode 15.1), surrogates.
 * Written out rather than matched with \p{...}, so the text of a name never depends on the
 * Unicode version of the JavaScript engine that writes or reads it.
 */
export const ESCAPED: readonly (readonly [number, number])[] = [
  [0x0, 0x1f], [0x7f, 0xa0], [0xad, 0xad], [0x34f, 0x34f], [0x61c, 0x61c], [0x115f, 0x1160],
  [0x1680, 0x1680], [0x17b4, 0x17b5], [0x180b, 0x180f], [0x2000, 0x200f], [0x2028, 0x202f],
  [0x205f, 0x206f], [0x3000, 0x3000], [0x3164, 0x3164], [0xd800, 0xdfff], [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff], [0xffa0, 0xffa0], [0xfff0, 0xfff8], [0x1bca0, 0x1bca3], [0x1d173, 0x1d17a],
  [0xe0000, 0xe0fff],
];

const mustEscape = (cp: number): boolean => ESCAPED.some(([from, to]) => cp >= from && cp <= to);

/** `text` as a quoted string. */
export function quote(text: string): string {
  let out = '"';
  // for..of walks code points: a surrogate pair is one character, a lone surrogate one too.
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    out += ch === '"' || ch === '\\' ? `\\${ch}` : mustEscape(cp) ? `\\u{${cp.toString(16)}}` : ch;
  }
  return `${out}"`;
}

/** The text of a quoted string, refused unless it is written exactly as `quote` writes that text. */
export function unquote(field: string, lineNo: number): string {
  if (field.length < 2 || !field.startsWith('"') || !field.endsWith('"')) throw new Refusal('BAD_STRING', lineNo, 'a name is a quoted string');
  let out = '';
  for (let i = 1; i < field.length - 1; i++) {
    const ch = field[i] ?? '';
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const next = field[i + 1];
    const hex = /^u\{([0-9a-f]{1,6})\}/.exec(field.slice(i + 1));
    const cp = hex ? parseInt(hex[1] ?? '', 16) : -1;
    if (next === '"' || next === '\\') out += next;
    else if (hex && cp <= 0x10ffff) out += String.fromCodePoint(cp);
    else throw new Refusal('BAD_STRING', lineNo, 'the escapes are \\", \\\\ and \\u{<hex>}');
    i += hex ? hex[0].length : 1;
  }
  if (quote(out) !== field) {
    throw new Refusal('BAD_STRING', lineNo, 'escape exactly controls, white space other than the space, invisible characters and lone surrogates, as \\u{<lowercase hex>}');
  }
  return out;
}

const ISO = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}Z$/;

/** Epoch milliseconds as ISO-8601 UTC; a RangeError when no such text exists (not whole, or outside the years 0000-9999). */
export function isoTime(ms: number): string {
  const iso = Number.isSafeInteger(ms) ? new Date(ms).toISOString() : '';
  if (!ISO.test(iso)) throw new RangeError(`no notation for the time ${ms}`);
  return iso;
}

export function parseTime(text: string, lineNo: number): number {
  const ms = Date.parse(text);
  if (!ISO.test(text) || Number.isNaN(ms) || new Date(ms).toISOString() !== text) {
    throw new Refusal('BAD_TIMESTAMP', lineNo, 'a time is ISO-8601 UTC with milliseconds, such as 2026-11-29T12:00:00.000Z');
  }
  return ms;
}

/** A move's offset from the game's creation, in milliseconds, as signed seconds with three decimals. */
export function offset(ms: number): string {
  if (!Number.isSafeInteger(ms)) throw new RangeError(`no notation for the time offset ${ms}`);
  const abs = Math.abs(ms);
  return `${ms < 0 ? '-' : '+'}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

export function parseOffset(text: string, lineNo: number): number {
  const m = /^([+-])(0|[1-9][0-9]{0,11})\.([0-9]{3})$/.exec(text);
  if (!m || text === '-0.000') throw new Refusal('BAD_TIME', lineNo, 'a time is the offset from created in seconds, such as +12.345');
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 1000 + Number(m[3]));
}
