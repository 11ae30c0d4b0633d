import type { GeneratorValue } from 'fast-check';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DiceSource, GameEvent, GameState, PlayAction, PlayerRef, RulesetId } from '../../src/engine/index.js';
import { RULESET_IDS, RULESETS, applyAction, createGame, joinGame, toFace, turnOptions } from '../../src/engine/index.js';
import { decodeEntries, decodeState, encodeEntries, encodeState } from '../../src/store/codec.js';
import { gameToItem, itemToGame } from '../../src/store/index.js';
import type { GameRecord, LogEntry } from '../../src/contract/index.js';
import { keyDigest } from '../../src/service/secrets.js';

/*
 * The compact codec must be lossless for everything the engine can reach: every state a game
 * passes through and every log entry it writes, for every ruleset and any player name.
 */

const ID_CHARS = '0123456789abcdefghjkmnpqrstvwxyz';

/** Names of any unicode, with the codec's own separators (and percent signs) mixed in often. */
const nameArb = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('|', '\n', 'a|b\nc', '%7C', '%', '||\n\n', '"],[', '--', '\u{1F3B2} Ana|Ivo\r\n'),
  fc
    .tuple(fc.string({ unit: 'binary', maxLength: 10 }), fc.constantFrom('|', '\n', '\r\n', '%'), fc.string({ unit: 'grapheme', maxLength: 10 }))
    .map((parts) => parts.join('')),
);

const playerArb = fc.record({
  id: fc.string({ unit: fc.constantFrom(...ID_CHARS), minLength: 16, maxLength: 16 }),
  name: nameArb,
});

interface Played {
  readonly history: readonly GameState[];
  readonly events: readonly GameEvent[];
}

/** A game played with random legal moves (and the odd resignation), stopped at a random point or at its end. */
function playRandom(ruleset: RulesetId, players: readonly PlayerRef[], g: GeneratorValue, maxActions: number): Played {
  const below = (n: number) => g(fc.integer, { min: 0, max: n - 1 });
  const pick = <T>(items: readonly T[]): T => items[below(items.length)] as T;
  const dice: DiceSource = { roll: (count) => Array.from({ length: count }, () => toFace(g(fc.integer, { min: 1, max: 6 }))) };
  const [creator, ...others] = players;
  if (!creator) throw new Error('no players');
  const created = createGame({ ruleset, seats: players.length, creator });
  if (!created.ok) throw new Error(created.error.code);
  let state = created.value.state;
  const history: GameState[] = [state];
  const events: GameEvent[] = [created.value.event];
  for (const player of others) {
    const joined = joinGame(state, player);
    if (!joined.ok) throw new Error(joined.error.code);
    state = joined.value.state;
    history.push(state);
    events.push(joined.value.event);
  }
  while (state.status === 'active' && events.length < maxActions) {
    const turn = state.turn;
    if (!turn) throw new Error('active without a turn');
    const options = turnOptions(state);
    const moves: [string, PlayAction][] = [];
    if (options.canRoll) {
      const all = Array.from({ length: RULESETS[ruleset].dice }, (_, i) => i);
      const kept = turn.rollsUsed === 0 ? [] : all.filter(() => g(fc.boolean));
      moves.push([state.seats[turn.seat]?.player?.id ?? '', { type: 'roll', keep: kept.length === all.length ? kept.slice(1) : kept }]);
    }
    if (options.announceable.length > 0) moves.push([state.seats[turn.seat]?.player?.id ?? '', { type: 'announce', category: pick(options.announceable) }]);
    for (let i = 0; i < 3 && options.boxes.length > 0; i++) {
      const box = pick(options.boxes);
      moves.push([state.seats[turn.seat]?.player?.id ?? '', { type: 'score', column: box.column, category: box.category }]);
    }
    if (below(60) === 0) {
      // Any seat may resign, also out of turn.
      const seat = pick(state.seats.filter((s) => !s.resigned));
      if (seat?.player) moves.push([seat.player.id, { type: 'resign' }]);
    }
    const [actor, action] = pick(moves);
    const result = applyAction(state, actor, action, dice);
    if (!result.ok) throw new Error(`legal move refused: ${result.error.code}`);
    state = result.value.state;
    history.push(state);
    events.push(result.value.event);
  }
  return { history, events };
}

const gameArb = (ruleset: RulesetId) => fc.record({
  ruleset: fc.constant(ruleset),
  players: fc.uniqueArray(playerArb, { minLength: 1, maxLength: 4, selector: (p) => p.id }),
  maxActions: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constant(Number.POSITIVE_INFINITY)),
  createdAt: fc.integer({ min: 0, max: 4_102_444_800_000 }),
  keys: fc.array(fc.oneof(fc.constant(null), fc.string({ unit: 'binary' }).map(keyDigest)), { minLength: 1 }),
  gaps: fc.array(fc.integer({ min: 0, max: 3 * 24 * 3_600_000 }), { minLength: 1 }),
  seed: fc.uint8Array({ minLength: 32, maxLength: 32 }),
  gen: fc.gen(),
});

/** The log the service would write for `events`: versions from 1, times rising from `createdAt`, some with key digests, the others with a nonce or neither (a bot's). */
function logOf(events: readonly GameEvent[], createdAt: number, keys: readonly (string | null)[], gaps: readonly number[]): LogEntry[] {
  let at = createdAt;
  return events.map((event, i) => {
    if (i > 0) at += gaps[i % gaps.length] ?? 0;
    const key = i === 0 ? null : (keys[i % keys.length] ?? null);
    return { version: i + 1, at, key, nonce: key === null && i % 2 === 1 ? `nonce${i.toString(36)}` : null, event };
  });
}

describe('codec round trip (fast-check, fixed seed)', () => {
  it.each(RULESET_IDS)('every reachable state of %s decodes to an equal state', (rulesetId) => {
    fc.assert(
      fc.property(gameArb(rulesetId), ({ ruleset, players, maxActions, gen }) => {
        const { history } = playRandom(ruleset, players, gen, maxActions);
        for (const state of history) {
          const text = encodeState(state);
          expect(decodeState(state.ruleset, state.status, state.version, text)).toEqual(state);
        }
      }),
      { seed: 0x5eed, numRuns: 20 },
    );
  });

  it.each(RULESET_IDS)('every log entry of %s decodes to an equal entry, alone and as a whole log', (rulesetId) => {
    fc.assert(
      fc.property(gameArb(rulesetId), ({ ruleset, players, maxActions, createdAt, keys, gaps, gen }) => {
        const { events } = playRandom(ruleset, players, gen, maxActions);
        const log = logOf(events, createdAt, keys, gaps);
        const rules = RULESETS[ruleset];
        expect(decodeEntries(rules, createdAt, encodeEntries(rules, createdAt, log))).toEqual(log);
        for (const entry of log) {
          const text = encodeEntries(rules, createdAt, [entry]);
          expect(text).not.toContain('\n');
          expect(decodeEntries(rules, createdAt, text)).toEqual([entry]);
        }
      }),
      { seed: 0xc0dec, numRuns: 20 },
    );
  });

  it.each(RULESET_IDS)('a decoded %s log, changed as the service changes it, encodes as if every entry were new', (rulesetId) => {
    fc.assert(
      fc.property(gameArb(rulesetId), fc.integer({ min: 0, max: 40 }), ({ ruleset, players, maxActions, createdAt, keys, gaps, gen }, cut) => {
        const { events } = playRandom(ruleset, players, gen, maxActions);
        const log = logOf(events, createdAt, keys, gaps);
        const rules = RULESETS[ruleset];
        const split = Math.min(cut, log.length - 1);
        const decoded = decodeEntries(rules, createdAt, encodeEntries(rules, createdAt, log.slice(0, split)));
        const next = log[split]!;
        // An entry added, the first entries archived, an entry replaced by an equal-looking one
        // of another time, or the same entries as a log of another game: each encodes afresh.
        const changed = [
          [...decoded, next],
          [...decoded, next].slice(1),
          decoded.map((e, i) => (i === decoded.length - 1 ? { ...e, at: e.at + 1 } : e)),
        ];
        for (const entries of changed) expect(encodeEntries(rules, createdAt, entries)).toBe(encodeEntries(rules, createdAt, entries.map((e) => ({ ...e }))));
        const copies = decoded.map((e) => ({ ...e }));
        expect(encodeEntries(rules, createdAt + 1, decoded)).toBe(encodeEntries(rules, createdAt + 1, copies));
      }),
      { seed: 0x10c, numRuns: 12 },
    );
  });

  it.each(RULESET_IDS)('a %s game record survives the item mapping: state, pending log, archive mark and seed', (rulesetId) => {
    fc.assert(
      fc.property(gameArb(rulesetId), fc.integer({ min: 0, max: 30 }), ({ ruleset, players, maxActions, createdAt, keys, gaps, seed, gen }, archived) => {
        const { history, events } = playRandom(ruleset, players, gen, maxActions);
        const log = logOf(events, createdAt, keys, gaps);
        const state = history.at(-1);
        if (!state) throw new Error('no state');
        const split = Math.min(archived, log.length - 1);
        const record: GameRecord = {
          id: 'abcdefghjkmnpqrs',
          createdAt,
          updatedAt: log.at(-1)?.at ?? createdAt,
          state,
          pending: log.slice(split),
          archivedThrough: split,
          seed,
          diceScheme: archived % 2 === 0 ? 'hmac-sha256-v1' : 'hmac-sha256-v0',
          clientSeeds: state.seats.map((_, i) => (archived % 3 === i ? `seed~${i}` : '')),
          options: { turnSeconds: archived % 2 === 0 ? 60 + archived : null, visibility: archived % 4 === 0 ? 'public' : 'private', hints: archived % 5 !== 0, rated: archived % 7 === 0 },
          turnStartedAt: state.status === 'active' && archived % 2 === 0 ? createdAt + archived : null, // kept with a deadline only
          bots: state.seats.map((_, i) => (i > 0 && archived % 3 === 1 ? (['random', 'greedy', 'strong'] as const)[i % 3]! : null)),
        };
        const item = gameToItem(record);
        expect(itemToGame(item)).toEqual(record);
        // The turn index keys are present exactly while a seated person is to move; a bot to
        // move waits in the waiting index's bot shards instead.
        const botToMove = state.status === 'active' && state.turn !== null && record.bots[state.turn.seat] !== null;
        expect(item.tpk !== undefined).toBe(state.status === 'active' && !botToMove);
        if (botToMove) expect(String(item.wpk)).toMatch(/^B#\d$/);
        // The waiting index holds an open public game (the lobby), a turn with a deadline, or a bot's turn.
        const waits = (state.status === 'open' && record.options.visibility === 'public') || (state.status === 'active' && (record.options.turnSeconds !== null || botToMove));
        expect(item.wpk !== undefined).toBe(waits);
      }),
      { seed: 0x17e4, numRuns: 12 },
    );
  });

  it('an empty log and a resignation outside any turn decode too', () => {
    const rules = RULESETS.jamb;
    expect(decodeEntries(rules, 1000, encodeEntries(rules, 1000, []))).toEqual([]);
    const entry: LogEntry = { version: 7, at: 1000 + 36 ** 3, key: 'AbC-_09xyzQW', nonce: null, event: { type: 'resign', seat: 3, turn: null } };
    expect(decodeEntries(rules, 1000, encodeEntries(rules, 1000, [entry]))).toEqual([entry]);
  });

  it('refuses to encode a box score it cannot represent, rather than storing a wrong one', () => {
    const created = createGame({ ruleset: 'yams-5', seats: 1, creator: { id: 'p', name: 'P' } });
    if (!created.ok) throw new Error(created.error.code);
    const state = created.value.state;
    const seat = state.seats[0];
    if (!seat) throw new Error('no seat');
    const bad = { ...state, seats: [{ ...seat, boxes: seat.boxes.map((b, i) => (i === 0 ? 36 * 36 : b)) }] };
    expect(() => encodeState(bad)).toThrow(/out of range/);
    const edge = { ...state, seats: [{ ...seat, boxes: seat.boxes.map((b, i) => (i === 0 ? 36 * 36 - 1 : i === 1 ? 0 : b)) }] };
    expect(decodeState('yams-5', edge.status, edge.version, encodeState(edge))).toEqual(edge);
  });
});
