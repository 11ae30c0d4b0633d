import type { CategoryId, ColumnId, Face } from './ids.js';
import { CATEGORY_IDS, COLUMN_IDS, MAX_SEATS, RULESET_IDS } from './ids.js';
import { Refusal, isoTime, lex, offset, parseOffset, parseTime, quote, unquote } from './notation-text.js';
import type { NotationErrorCode } from './notation-text.js';
import type { GameEvent, PlayerRef } from './state.js';
import type { MoveType } from './vocabulary.js';

export { NOTATION_ERROR_CODES } from './notation-text.js';
export type { NotationErrorCode } from './notation-text.js';

/*
 * Yamb game notation (YGN), version 1: a whole game as text, one move per line, as PGN is for
 * chess. docs/notation.md holds the same specification with an example game.
 *
 *   ygn 1                                        the format and its version
 *   game <game id>
 *   created <time>                               ISO-8601 UTC with milliseconds
 *   <version> <offset> #<seat> [t<turn>] <type> <fields...> [<key>=<value>...]
 *
 * Every line ends with "\n", the last one too, and fields are one space apart. One line per
 * accepted move, oldest first. <version> is the game version the move created: 1 for the
 * create, then 2, 3, ... without a gap. <offset> is the move's time minus `created` in seconds,
 * signed, with three decimals (+0.000, +12.345, -0.040: two servers' clocks may disagree).
 * #<seat> is the seat that moved (#0 to #7); t<turn> the turn number, written exactly when the
 * move has one (always for roll, announce, score and timeout; for resign while a turn is on).
 *
 *   create   #0 <ruleset> <seats> <player> [rematchOf=<game id>] [invited=<player>]...
 *   join     #s <player>
 *   leave    #s <player>
 *   invite   #s <player>                    the player of seat s invites <player>
 *   decline  #s <player>                    <player> declines the invitation of seat s
 *   roll     #s tN <dice> [keep=<positions>]
 *   announce #s tN <category>
 *   score    #s tN <column>/<category> <dice> <points>
 *   timeout  #s tN <column>/<category> <dice> <points> [rolled=<dice>] [announced=<category>] [resigned=true]
 *   resign   #s [tN]
 *
 * <player> is `<player id>:"<name>"`; ids (game and player) are 16 characters of [0-9a-z];
 * ruleset, column and category ids are the engine's. <dice> are digits 1-6, one per die by
 * position: for a roll the dice after it, for a score the dice scored. <positions> are the
 * kept dice positions, digits 0-5 in ascending order (`keep` is absent when none is kept).
 * <points> is the score written. An option is absent when it has its empty value (no kept
 * dice, nothing rolled, nothing announced, not resigned, no invitations).
 *
 * A name is in double quotes; inside, `\"` and `\\` stand for `"` and `\`, and `\u{<hex>}`
 * (lowercase, no leading zeros) stands for exactly these code points, which are never written
 * raw: controls, white space other than the space, default-ignorable code points (bidi
 * controls, zero-width and invisible characters, variation selectors, tags) and lone
 * surrogates. The set is written out in notation-text.ts (`ESCAPED`), so it never depends on
 * the Unicode version of the JavaScript engine. Every other character, of any script, emoji
 * too, is written as itself.
 *
 * The text is canonical: a game has exactly one text, and `parseGame` accepts only that text,
 * so `makeGame(parseGame(x).value) === x` for every text it accepts, and two records of one
 * game are byte-equal. Parsing checks the syntax, and that the create is the first move and
 * only the first; the rules are checked by `replay` of the events.
 *
 * A short real game (docs/notation.md explains it; a test checks that the two agree):
 *
 *   ygn 1
 *   game k3v9x2m7q1w8e4r6
 *   created 2026-11-29T12:00:00.000Z
 *   1 +0.000 #0 create jamb 2 q4wz7m2k9c1x8v3b:"Zoë \"Z\""
 *   2 +41.250 #1 join h6t2n8r5d0s3f7jm:"Ben 🎲"
 *   3 +51.088 #0 t1 roll 34451
 *   4 +59.845 #0 t1 announce fours
 *   5 +67.521 #0 t1 roll 54442 keep=12
 *   6 +74.116 #0 t1 roll 24441 keep=123
 *   7 +79.630 #0 t1 score announce/fours 24441 12
 *   8 +84.063 #1 t2 roll 52416
 *   9 +87.415 #1 t2 roll 53256 keep=04
 *   10 +98.686 #1 t2 score free/max 53256 21
 *   11 +108.876 #0 t3 roll 24164
 *   12 +117.985 #1 t3 resign
 *   13 +126.013 #0 t3 roll 46451
 *   14 +132.960 #0 t3 resign
 *
 * Extending: a new move type is a new keyword with its fields (`MOVES` must have an entry for
 * every engine move type, or this module does not compile); a new argument of a move (the
 * create's turnSeconds=, visibility=, clientSeed="...", a bot seat's bot=) is a `key=value`
 * option after the positional fields, its value a word, a quoted string or a player, written
 * in the order `MOVES` lists the keys. A version-1 reader refuses keywords and keys it does
 * not know (UNKNOWN_MOVE, UNKNOWN_OPTION) rather than drop them; the version in the first
 * line changes only if the meaning of something already written does.
 */

/** The first line of every game text. */
export const NOTATION_HEADER = 'ygn 1';

export interface NotationError {
  readonly code: NotationErrorCode;
  /** The 1-based line of the text it concerns. */
  readonly line: number;
  readonly message: string;
}

export type NotationResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: NotationError };

/** One accepted move: the engine event and when it was accepted (epoch milliseconds). Move i creates version i + 1. */
export interface NotatedMove {
  readonly at: number;
  readonly event: GameEvent;
}

/** What a game text holds: the game id, when the game was created (epoch milliseconds) and every move, oldest first. */
export interface NotatedGame {
  readonly id: string;
  readonly createdAt: number;
  readonly moves: readonly NotatedMove[];
}

/**
 * The text of a game. Ids, names and events are written as given: a game the engine played,
 * with ids of 16 [0-9a-z], reads back equal. Times must be whole milliseconds from the year
 * 0000 to 9999, or a RangeError is thrown, since no text could hold them.
 */
export function makeGame(game: NotatedGame): string {
  const lines = [NOTATION_HEADER, `game ${game.id}`, `created ${isoTime(game.createdAt)}`];
  game.moves.forEach(({ at, event }, i) => {
    const turn = 'turn' in event && event.turn !== null ? [`t${event.turn}`] : [];
    const syntax = MOVES[event.type] as MoveSyntax<MoveType>;
    lines.push([i + 1, offset(at - game.createdAt), `#${event.seat}`, ...turn, event.type, ...syntax.write(event as never)].join(' '));
  });
  return `${lines.join('\n')}\n`;
}

/** Reads a game text (unchecked input). Never throws: a text it cannot read is refused with a stable code and the line. */
export function parseGame(text: string): NotationResult<NotatedGame> {
  try {
    const game = read(String(text));
    const canonical = makeGame(game);
    if (canonical !== text) {
      let i = 0;
      while (canonical[i] === text[i]) i++;
      throw new Refusal('NOT_CANONICAL', text.slice(0, i).split('\n').length, 'not written as makeGame writes it (option order, escapes)');
    }
    return { ok: true, value: game };
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, error: { code: e.code, line: e.line, message: e.message } };
    throw e;
  }
}

function read(text: string): NotatedGame {
  const cr = text.indexOf('\r');
  if (cr >= 0) throw new Refusal('BAD_LINE', text.slice(0, cr).split('\n').length, 'lines end with a line feed alone');
  if (!text.endsWith('\n')) throw new Refusal('BAD_LINE', text.split('\n').length, 'every line ends with a line feed, the last one too');
  const lines = text.slice(0, -1).split('\n');
  const first = lines[0] ?? '';
  if (!/^ygn [0-9]+$/.test(first)) throw new Refusal('NOT_NOTATION', 1, `a game text starts with "${NOTATION_HEADER}"`);
  if (first !== NOTATION_HEADER) throw new Refusal('UNSUPPORTED_VERSION', 1, `this reader knows "${NOTATION_HEADER}", not "${first}"`);
  const id = gameId(header(lines, 2, 'game'), 2);
  const createdAt = parseTime(header(lines, 3, 'created'), 3);
  const moves = lines.slice(3).map((line, i) => readMove(line, i + 4, i + 1, createdAt));
  const misplaced = moves.findIndex((m, i) => (i === 0) !== (m.event.type === 'create'));
  if (moves.length === 0 || misplaced >= 0) {
    throw new Refusal('CREATE_NOT_FIRST', Math.max(misplaced, 0) + 4, 'the first move creates the game, and no other move does');
  }
  return { id, createdAt, moves };
}

function header(lines: readonly string[], line: number, key: string): string {
  const text = lines[line - 1] ?? '';
  if (!text.startsWith(`${key} `)) throw new Refusal('BAD_HEADER', line, `line ${line} is "${key} <value>"`);
  return text.slice(key.length + 1);
}

// ---- move lines

/** A move line cut into its parts: the positional fields, then the options by key. */
interface MoveParts {
  readonly line: number;
  readonly seat: number;
  readonly turn: number | null;
  readonly fields: readonly string[];
  readonly options: ReadonlyMap<string, readonly string[]>;
}

interface MoveSyntax<T extends MoveType> {
  /** Whether the line carries t<turn>: never, always, or when the event's turn is not null. */
  readonly turn: 'never' | 'always' | 'optional';
  readonly fields: number;
  /** The option keys, in the order they are written; those in `lists` may repeat. */
  readonly options: readonly string[];
  readonly lists?: readonly string[];
  /** The fields and options after the keyword. */
  write(event: Extract<GameEvent, { type: T }>): string[];
  read(parts: MoveParts): Extract<GameEvent, { type: T }>;
}

/** How each move type is written: a move type added to the engine does not compile until it has its entry here. */
const MOVES: { readonly [T in MoveType]: MoveSyntax<T> } = {
  create: {
    turn: 'never',
    fields: 3,
    options: ['rematchOf', 'invited'],
    lists: ['invited'],
    write: (e) => [
      e.ruleset,
      String(e.seats),
      playerText(e.player),
      ...(e.rematchOf !== undefined ? [`rematchOf=${e.rematchOf}`] : []),
      ...(e.invited ?? []).map((p) => `invited=${playerText(p)}`),
    ],
    read: (p) => {
      if (p.seat !== 0) throw new Refusal('BAD_SEAT', p.line, 'the creator takes seat #0');
      const [ruleset = '', seats = '', creator = ''] = p.fields;
      const rematchOf = p.options.get('rematchOf')?.[0];
      const invited = p.options.get('invited')?.map((t) => player(t, p.line));
      return {
        type: 'create',
        seat: 0,
        player: player(creator, p.line),
        ruleset: oneOf(RULESET_IDS, ruleset, 'BAD_RULESET', p.line),
        seats: count(seats, 1, MAX_SEATS, 'BAD_SEATS', p.line),
        ...(rematchOf !== undefined && { rematchOf: gameId(rematchOf, p.line) }),
        ...(invited && { invited }),
      };
    },
  },
  join: {
    turn: 'never',
    fields: 1,
    options: [],
    write: (e) => [playerText(e.player)],
    read: (p) => ({ type: 'join', seat: p.seat, player: player(p.fields[0] ?? '', p.line) }),
  },
  leave: {
    turn: 'never',
    fields: 1,
    options: [],
    write: (e) => [playerText(e.player)],
    read: (p) => ({ type: 'leave', seat: p.seat, player: player(p.fields[0] ?? '', p.line) }),
  },
  invite: {
    turn: 'never',
    fields: 1,
    options: [],
    write: (e) => [playerText(e.invited)],
    read: (p) => ({ type: 'invite', seat: p.seat, invited: player(p.fields[0] ?? '', p.line) }),
  },
  decline: {
    turn: 'never',
    fields: 1,
    options: [],
    write: (e) => [playerText(e.player)],
    read: (p) => ({ type: 'decline', seat: p.seat, player: player(p.fields[0] ?? '', p.line) }),
  },
  roll: {
    turn: 'always',
    fields: 1,
    options: ['keep'],
    write: (e) => [e.dice.join(''), ...(e.keep.length > 0 ? [`keep=${e.keep.join('')}`] : [])],
    read: (p) => {
      const keep = p.options.get('keep')?.[0];
      return { type: 'roll', seat: p.seat, turn: p.turn ?? 0, keep: keep === undefined ? [] : positions(keep, p.line), dice: dice(p.fields[0] ?? '', p.line) };
    },
  },
  announce: {
    turn: 'always',
    fields: 1,
    options: [],
    write: (e) => [e.category],
    read: (p) => ({ type: 'announce', seat: p.seat, turn: p.turn ?? 0, category: oneOf(CATEGORY_IDS, p.fields[0] ?? '', 'BAD_CATEGORY', p.line) }),
  },
  score: {
    turn: 'always',
    fields: 3,
    options: [],
    write: (e) => scoreFields(e),
    read: (p) => ({ type: 'score', seat: p.seat, turn: p.turn ?? 0, ...readScore(p) }),
  },
  timeout: {
    turn: 'always',
    fields: 3,
    options: ['rolled', 'announced', 'resigned'],
    write: (e) => [
      ...scoreFields(e),
      ...(e.rolled.length > 0 ? [`rolled=${e.rolled.join('')}`] : []),
      ...(e.announced !== null ? [`announced=${e.announced}`] : []),
      ...(e.resigned ? ['resigned=true'] : []),
    ],
    read: (p) => {
      const rolled = p.options.get('rolled')?.[0];
      const announced = p.options.get('announced')?.[0];
      const resigned = p.options.get('resigned')?.[0];
      if (resigned !== undefined && resigned !== 'true') throw new Refusal('BAD_OPTION', p.line, 'resigned=true, or nothing when the seat plays on');
      return {
        type: 'timeout',
        seat: p.seat,
        turn: p.turn ?? 0,
        rolled: rolled === undefined ? [] : dice(rolled, p.line),
        announced: announced === undefined ? null : oneOf(CATEGORY_IDS, announced, 'BAD_CATEGORY', p.line),
        ...readScore(p),
        resigned: resigned === 'true',
      };
    },
  },
  resign: {
    turn: 'optional',
    fields: 0,
    options: [],
    write: () => [],
    read: (p) => ({ type: 'resign', seat: p.seat, turn: p.turn }),
  },
};

const scoreFields = (e: { column: ColumnId; category: CategoryId; dice: readonly Face[]; score: number }) => [
  `${e.column}/${e.category}`,
  e.dice.join(''),
  String(e.score),
];

function readScore(p: MoveParts): { column: ColumnId; category: CategoryId; dice: Face[]; score: number } {
  const [box = '', faces = '', points = ''] = p.fields;
  const [column = '', category = '', ...rest] = box.split('/');
  if (rest.length > 0 || !(COLUMN_IDS as readonly string[]).includes(column) || !(CATEGORY_IDS as readonly string[]).includes(category)) {
    throw new Refusal('BAD_BOX', p.line, 'a box is <column>/<category>, both engine ids');
  }
  return { column: column as ColumnId, category: category as CategoryId, dice: dice(faces, p.line), score: count(points, 0, Number.MAX_SAFE_INTEGER, 'BAD_SCORE', p.line) };
}

function readMove(line: string, lineNo: number, version: number, createdAt: number): NotatedMove {
  const tokens = lex(line, lineNo);
  if (tokens[0] !== String(version)) throw new Refusal('BAD_VERSION', lineNo, `move ${version} is numbered ${version}`);
  const at = createdAt + parseOffset(tokens[1] ?? '', lineNo);
  const seat = /^#([0-9])$/.exec(tokens[2] ?? '');
  if (!seat || Number(seat[1]) >= MAX_SEATS) throw new Refusal('BAD_SEAT', lineNo, `a seat is #0 to #${MAX_SEATS - 1}`);
  const turnText = /^t[0-9]/.test(tokens[3] ?? '') ? (tokens[3] ?? '') : null;
  const type = tokens[turnText === null ? 3 : 4] ?? '';
  if (!Object.hasOwn(MOVES, type)) throw new Refusal('UNKNOWN_MOVE', lineNo, `no move type "${type}"`);
  const syntax = MOVES[type as MoveType] as MoveSyntax<MoveType>;
  if (syntax.turn === 'never' ? turnText !== null : syntax.turn === 'always' && turnText === null) {
    throw new Refusal('BAD_TURN', lineNo, `${type} ${syntax.turn === 'never' ? 'has no' : 'needs its'} turn`);
  }
  const turn = turnText === null ? null : count(turnText.slice(1), 1, 999_999_999, 'BAD_TURN', lineNo);
  const rest = tokens.slice(turnText === null ? 4 : 5);
  const fields = rest.slice(0, syntax.fields);
  if (fields.length < syntax.fields || fields.some(isOption)) throw new Refusal('MISSING_FIELD', lineNo, `${type} has ${syntax.fields} fields`);
  const options = new Map<string, string[]>();
  for (const token of rest.slice(syntax.fields)) {
    if (!isOption(token)) throw new Refusal('EXTRA_FIELD', lineNo, `${type} has ${syntax.fields} fields, then options only`);
    const key = token.slice(0, token.indexOf('='));
    const values = options.get(key) ?? [];
    if (!syntax.options.includes(key) || (values.length > 0 && !syntax.lists?.includes(key))) {
      throw new Refusal('UNKNOWN_OPTION', lineNo, `${type} takes no ${values.length > 0 ? 'second ' : ''}option "${key}"`);
    }
    options.set(key, [...values, token.slice(key.length + 1)]);
  }
  return { at, event: syntax.read({ line: lineNo, seat: Number(seat[1]), turn, fields, options }) };
}

const isOption = (token: string): boolean => /^[a-z][A-Za-z0-9]*=/.test(token);

// ---- field readers

const ID = /^[0-9a-z]{16}$/;

function gameId(text: string, line: number): string {
  if (!ID.test(text)) throw new Refusal('BAD_GAME_ID', line, 'a game id is 16 characters of [0-9a-z]');
  return text;
}

const playerText = (p: PlayerRef): string => `${p.id}:${quote(p.name)}`;

function player(text: string, line: number): PlayerRef {
  const colon = text.indexOf(':');
  const id = text.slice(0, colon);
  if (colon < 0 || !ID.test(id)) throw new Refusal('BAD_PLAYER_ID', line, 'a player is <id>:"<name>", the id 16 characters of [0-9a-z]');
  return { id, name: unquote(text.slice(colon + 1), line) };
}

function oneOf<const T extends string>(ids: readonly T[], text: string, code: NotationErrorCode, line: number): T {
  if (!(ids as readonly string[]).includes(text)) throw new Refusal(code, line, `"${text}" is none of ${ids.join(', ')}`);
  return text as T;
}

function count(text: string, min: number, max: number, code: NotationErrorCode, line: number): number {
  const n = Number(text);
  if (!/^(0|[1-9][0-9]{0,15})$/.test(text) || n < min || n > max) throw new Refusal(code, line, `"${text}" is not a whole number from ${min} to ${max}`);
  return n;
}

function dice(text: string, line: number): Face[] {
  if (!/^[1-6]{1,8}$/.test(text)) throw new Refusal('BAD_DICE', line, 'dice are digits 1 to 6, one per die');
  return [...text].map((d) => Number(d) as Face);
}

function positions(text: string, line: number): number[] {
  const keep = [...text].map(Number);
  if (!/^[0-5]{1,6}$/.test(text) || keep.some((k, i) => i > 0 && k <= (keep[i - 1] ?? 9))) {
    throw new Refusal('BAD_KEEP', line, 'kept positions are digits 0 to 5, ascending, each once');
  }
  return keep;
}
