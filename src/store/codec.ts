import type { CategoryId, ColumnId, Face, GameEvent, GameState, GameStatus, MoveType, PlayerRef, Ruleset, Seat, Turn } from '../engine/index.js';
import { RULESETS, isRulesetId, toFace } from '../engine/index.js';
import type { LogEntry } from '../contract/index.js';

/*
 * Compact text encodings of a game's state and log entries. Users pay per kilobyte written,
 * and a game item is rewritten on every action, so every byte counts; these formats keep a
 * solo game under 1 KB. Names are percent-encoded so no separator can occur inside a field.
 */

const FIELD = '|';
const ENTRY = '\n';
const NULL_BOX = '--';

const digits = (values: readonly number[]) => values.join('');
/** Single digits, read by char code: every action decodes the whole log its game item keeps. */
function parseDigits(text: string): number[] {
  const values = new Array<number>(text.length);
  for (let i = 0; i < text.length; i++) values[i] = text.charCodeAt(i) - 48;
  return values;
}
function faces(text: string): Face[] {
  const values = parseDigits(text);
  for (const v of values) toFace(v);
  return values as Face[];
}

/** Box scores as two base-36 digits each ('--' for empty). */
function encodeBoxes(boxes: readonly (number | null)[]): string {
  return boxes
    .map((b) => {
      if (b === null) return NULL_BOX;
      if (!Number.isInteger(b) || b < 0 || b >= 36 * 36) throw new Error(`box score out of range: ${b}`);
      return b.toString(36).padStart(2, '0');
    })
    .join('');
}

function decodeBoxes(text: string): (number | null)[] {
  const boxes: (number | null)[] = [];
  for (let i = 0; i < text.length; i += 2) {
    const cell = text.slice(i, i + 2);
    boxes.push(cell === NULL_BOX ? null : parseInt(cell, 36));
  }
  return boxes;
}

/** A seat; `timeouts` (turns in a row timed out) is left out while 0. */
type EncodedSeat = [id: string | null, name: string | null, resigned: 0 | 1, boxes: string, timeouts?: number];
type EncodedTurn = [seat: number, number: number, rollsUsed: number, dice: string, announced: number];
/** A pending invitation: the player, the seat that invited, 1 when it reserves a seat. */
type EncodedInvitation = [id: string, name: string, seat: number, reserved: 0 | 1];

/** The engine state without what the item keeps in attributes of its own (ruleset, status, version). */
export function encodeState(state: GameState): string {
  const ruleset = RULESETS[state.ruleset];
  const seats = state.seats.map<EncodedSeat>((s) => {
    const seat: EncodedSeat = [s.player?.id ?? null, s.player?.name ?? null, s.resigned ? 1 : 0, encodeBoxes(s.boxes)];
    if (s.timeouts) seat[4] = s.timeouts;
    return seat;
  });
  const t = state.turn;
  const turn: EncodedTurn | null = t
    ? [t.seat, t.number, t.rollsUsed, digits(t.dice), t.announced ? categoryIndex(ruleset, t.announced) : -1]
    : null;
  // Pending invitations only while an open game has some: the item of every other game is as before.
  if (!state.invited) return JSON.stringify([seats, turn]);
  const invited = state.invited.map<EncodedInvitation>((i) => [i.player.id, i.player.name, i.seat, i.reserved ? 1 : 0]);
  return JSON.stringify([seats, turn, invited]);
}

export function decodeState(rulesetId: string, status: GameStatus, version: number, text: string): GameState {
  if (!isRulesetId(rulesetId)) throw new Error(`stored game has unknown ruleset ${rulesetId}`);
  const ruleset = RULESETS[rulesetId];
  const [seats, turn, invited] = JSON.parse(text) as [EncodedSeat[], EncodedTurn | null, EncodedInvitation[]?];
  return {
    ruleset: rulesetId,
    status,
    version,
    seats: seats.map<Seat>(([id, name, resigned, boxes, timeouts]) => ({
      player: id === null ? null : { id, name: name ?? '' },
      resigned: resigned === 1,
      boxes: decodeBoxes(boxes),
      ...(timeouts && { timeouts }),
    })),
    turn: turn ? decodeTurn(ruleset, turn) : null,
    ...(invited && invited.length > 0 && { invited: invited.map(([id, name, seat, reserved]) => ({ player: { id, name }, seat, reserved: reserved === 1 })) }),
  };
}

function decodeTurn(ruleset: Ruleset, [seat, number, rollsUsed, dice, announced]: EncodedTurn): Turn {
  return { seat, number, rollsUsed, dice: faces(dice), announced: announced < 0 ? null : categoryAt(ruleset, announced) };
}

const categoryIndex = (ruleset: Ruleset, id: CategoryId) => ruleset.categories.findIndex((c) => c.id === id);
function categoryAt(ruleset: Ruleset, index: number): CategoryId {
  const category = ruleset.categories[index];
  if (!category) throw new Error(`no category ${index} in ${ruleset.id}`);
  return category.id;
}
function columnAt(ruleset: Ruleset, index: number): ColumnId {
  const column = ruleset.columns[index];
  if (!column) throw new Error(`no column ${index} in ${ruleset.id}`);
  return column.id;
}

/** One letter per move type: a move type added to the engine is a compile error here until it has one. */
const TYPE_CODES = { create: 'c', join: 'j', roll: 'r', announce: 'a', score: 's', resign: 'x', leave: 'l', timeout: 't', invite: 'i', decline: 'd' } as const satisfies Record<MoveType, string>;

const player = (p: PlayerRef) => `${p.id}~${encodeURIComponent(p.name)}`;
const parsePlayer = (text: string): PlayerRef => {
  const [id = '', name = ''] = text.split('~');
  return { id, name: decodeURIComponent(name) };
};
const boxCode = (ruleset: Ruleset, column: ColumnId, category: CategoryId) => `${ruleset.columns.findIndex((c) => c.id === column)}${categoryIndex(ruleset, category).toString(36)}`;
const boxColumn = (ruleset: Ruleset, box: string) => columnAt(ruleset, Number(box.slice(0, 1)));
const boxCategory = (ruleset: Ruleset, box: string) => categoryAt(ruleset, parseInt(box.slice(1), 36));

/**
 * One entry per line: version|type|seat|turn|at|key|args..., where `at` is base-36
 * milliseconds since the game's creation.
 */
export function encodeEntries(ruleset: Ruleset, createdAt: number, entries: readonly LogEntry[]): string {
  const stored = (entries[0] as Decoded | undefined)?.[STORED];
  const reuse = stored !== undefined && stored.ruleset === ruleset && stored.createdAt === createdAt;
  return entries.map((entry, i) => (reuse && stored.entries[i] === entry ? stored.lines[i]! : encodeEntry(ruleset, createdAt, entry))).join(ENTRY);
}

/**
 * The lines a log was decoded from, kept on its first entry (a property no copy, comparison
 * or JSON sees). Every action decodes its game's log and encodes it again with an entry more:
 * entries are immutable, so the ones that are still the very objects decoded, at the same
 * place, of the same game, keep their stored lines, and only what the action adds is encoded
 * (about 6 µs of a 20-entry log's 7). A weak map would do the same, at the collector's cost.
 */
const STORED = Symbol('stored log');
type Decoded = LogEntry & { readonly [STORED]?: { readonly ruleset: Ruleset; readonly createdAt: number; readonly entries: readonly LogEntry[]; readonly lines: readonly string[] } };

/** A writer's nonce shares the key field, marked by a character no key digest (base64url) holds. */
const NONCE_MARK = '~';

function encodeEntry(ruleset: Ruleset, createdAt: number, { version, at, key, nonce, event }: LogEntry): string {
  const turn = 'turn' in event && event.turn !== null ? String(event.turn) : '';
  const writer = key ?? (nonce ? `${NONCE_MARK}${nonce}` : '');
  const head = [version, TYPE_CODES[event.type], event.seat, turn, Math.max(0, at - createdAt).toString(36), writer];
  return [...head, ...eventArgs(ruleset, event)].join(FIELD);
}

function eventArgs(ruleset: Ruleset, event: GameEvent): (string | number)[] {
  switch (event.type) {
    case 'create': {
      const rematch = event.rematchOf === undefined ? [] : [event.rematchOf, (event.invited ?? []).map(player).join(',')];
      return [event.ruleset, event.seats, event.player.id, encodeURIComponent(event.player.name), ...rematch];
    }
    case 'join':
      return [event.player.id, encodeURIComponent(event.player.name)];
    case 'roll':
      return [digits(event.keep), digits(event.dice)];
    case 'announce':
      return [categoryIndex(ruleset, event.category).toString(36)];
    case 'score':
      return [boxCode(ruleset, event.column, event.category), digits(event.dice), event.score];
    case 'resign':
      return [];
    case 'leave':
      return [event.player.id, encodeURIComponent(event.player.name)];
    case 'invite':
      return [event.invited.id, encodeURIComponent(event.invited.name)];
    case 'decline':
      return [event.player.id, encodeURIComponent(event.player.name)];
    case 'timeout':
      return [digits(event.rolled), event.announced ? categoryIndex(ruleset, event.announced).toString(36) : '', boxCode(ruleset, event.column, event.category), digits(event.dice), event.score, event.resigned ? 1 : 0];
  }
}

export function decodeEntries(ruleset: Ruleset, createdAt: number, text: string): LogEntry[] {
  if (text === '') return [];
  const lines = text.split(ENTRY);
  const entries = lines.map((line) => decodeEntry(ruleset, createdAt, line));
  Object.defineProperty(entries[0]!, STORED, { value: { ruleset, createdAt, entries, lines } });
  return entries;
}

/** The fields of a line: what `line.split(FIELD)` gives, in half its time for lines this short. */
function fieldsOf(line: string): string[] {
  const fields: string[] = [];
  let start = 0;
  for (let end = line.indexOf(FIELD); end >= 0; end = line.indexOf(FIELD, start)) {
    fields.push(line.slice(start, end));
    start = end + 1;
  }
  fields.push(line.slice(start));
  return fields;
}

/** The argument `i` of an entry's fields (after version, type, seat, turn, time and writer). */
const arg = (fields: readonly string[], i: number): string => fields[6 + i] ?? '';

function decodeEntry(ruleset: Ruleset, createdAt: number, line: string): LogEntry {
  const fields = fieldsOf(line);
  const [version, type, seatText, turnText, at, key] = fields;
  const seat = Number(seatText);
  const turn = Number(turnText);
  let event: GameEvent;
  switch (type) {
    case 'c':
      if (!isRulesetId(arg(fields, 0))) throw new Error(`log entry with unknown ruleset: ${line}`);
      event = {
        type: 'create',
        seat: 0,
        player: { id: arg(fields, 2), name: decodeURIComponent(arg(fields, 3)) },
        ruleset: arg(fields, 0) as Ruleset['id'],
        seats: Number(arg(fields, 1)),
        ...(fields.length > 10 && { rematchOf: arg(fields, 4), ...(arg(fields, 5) !== '' && { invited: arg(fields, 5).split(',').map(parsePlayer) }) }),
      };
      break;
    case 'j':
      event = { type: 'join', seat, player: { id: arg(fields, 0), name: decodeURIComponent(arg(fields, 1)) } };
      break;
    case 'r':
      event = { type: 'roll', seat, turn, keep: parseDigits(arg(fields, 0)), dice: faces(arg(fields, 1)) };
      break;
    case 'a':
      event = { type: 'announce', seat, turn, category: categoryAt(ruleset, parseInt(arg(fields, 0), 36)) };
      break;
    case 's':
      event = { type: 'score', seat, turn, column: boxColumn(ruleset, arg(fields, 0)), category: boxCategory(ruleset, arg(fields, 0)), dice: faces(arg(fields, 1)), score: Number(arg(fields, 2)) };
      break;
    case 'x':
      event = { type: 'resign', seat, turn: turnText === '' ? null : turn };
      break;
    case 'l':
      event = { type: 'leave', seat, player: { id: arg(fields, 0), name: decodeURIComponent(arg(fields, 1)) } };
      break;
    case 'i':
      event = { type: 'invite', seat, invited: { id: arg(fields, 0), name: decodeURIComponent(arg(fields, 1)) } };
      break;
    case 'd':
      event = { type: 'decline', seat, player: { id: arg(fields, 0), name: decodeURIComponent(arg(fields, 1)) } };
      break;
    case 't':
      event = {
        type: 'timeout',
        seat,
        turn,
        rolled: faces(arg(fields, 0)),
        announced: arg(fields, 1) === '' ? null : categoryAt(ruleset, parseInt(arg(fields, 1), 36)),
        column: boxColumn(ruleset, arg(fields, 2)),
        category: boxCategory(ruleset, arg(fields, 2)),
        dice: faces(arg(fields, 3)),
        score: Number(arg(fields, 4)),
        resigned: arg(fields, 5) === '1',
      };
      break;
    default:
      throw new Error(`unreadable log entry: ${line}`);
  }
  const writer = key ?? '';
  const nonce = writer.startsWith(NONCE_MARK) ? writer.slice(NONCE_MARK.length) : null;
  return { version: Number(version), at: createdAt + parseInt(at ?? '0', 36), key: nonce === null ? writer || null : null, nonce, event };
}
