import type { GameEvent, GameState, PlayAction, PlayerRef } from '../engine/index.js';
import { applyAction, createGame, joinGame, scriptedDice } from '../engine/index.js';
import type { GameRecord, LogEntry, GameView, MoveView } from '../contract/index.js';
import { DEFAULT_GAME_OPTIONS } from '../contract/index.js';
import { gameView, moveView } from './view.js';

/*
 * The example game of the documentation: a real two-seat jamb game in its third turn, played
 * with the engine from fixed dice, so every example is a state the API can really return.
 * Built on the first request for the document, never at start-up.
 */

const ANA: PlayerRef = { id: 'k3v9x2m7q1w8e4r6', name: 'Ana' };
const BEN: PlayerRef = { id: 'p7q2w9e4r1t6y3u8', name: 'Ben' };
const GAME_ID = 'h4n8c2x6v0b3m5q7';
const CREATED = Date.UTC(2026, 10, 29, 18, 0, 0);
/** The example's seed (its dice are scripted, so the commitment it shows is only the shape of one). */
const EXAMPLE_SEED = new Uint8Array(32);

/** Who acts, what they send, and the dice their roll brings (none for other actions). */
const SCRIPT: readonly [PlayerRef, PlayAction, number[]][] = [
  [ANA, { type: 'roll' }, [5, 2, 5, 1, 5]],
  [ANA, { type: 'roll', keep: [0, 2, 4] }, [5, 6]],
  [ANA, { type: 'score', column: 'free', category: 'fives' }, []],
  [BEN, { type: 'roll' }, [3, 4, 2, 6, 1]],
  [BEN, { type: 'score', column: 'down', category: 'ones' }, []],
  [ANA, { type: 'roll' }, [6, 6, 3, 6, 2]],
];

export interface Examples {
  readonly game: GameView;
  readonly moves: MoveView[];
}

let built: Examples | undefined;
let stored: GameRecord | undefined;

export function exampleGame(): Examples {
  if (built) return built;
  const record = exampleRecord();
  const last = record.pending.at(-1)!;
  built = { game: gameView(record, last), moves: record.pending.map((e) => moveView(record.state, e)) };
  return built;
}

/** The example game as the store keeps it (its whole log still in the game item). */
export function exampleRecord(): GameRecord {
  if (stored) return stored;
  const created = createGame({ ruleset: 'jamb', seats: 2, creator: ANA });
  if (!created.ok) throw new Error(created.error.message);
  const log: LogEntry[] = [];
  const record = (state: GameState, event: GameEvent) => log.push({ version: state.version, at: CREATED + log.length * 47_000, key: null, event });
  let state = created.value.state;
  record(state, created.value.event);
  const joined = joinGame(state, BEN);
  if (!joined.ok) throw new Error(joined.error.message);
  state = joined.value.state;
  record(state, joined.value.event);
  for (const [player, action, dice] of SCRIPT) {
    const outcome = applyAction(state, player.id, action, scriptedDice(dice));
    if (!outcome.ok) throw new Error(`the example game does not play: ${outcome.error.message}`);
    state = outcome.value.state;
    record(state, outcome.value.event);
  }
  const last = log.at(-1)!;
  stored = {
    id: GAME_ID,
    createdAt: CREATED,
    updatedAt: last.at,
    state,
    pending: log,
    archivedThrough: 0,
    seed: EXAMPLE_SEED,
    diceScheme: 'hmac-sha256-v1',
    clientSeeds: ['', ''],
    options: { ...DEFAULT_GAME_OPTIONS, turnSeconds: 86_400 },
    turnStartedAt: last.at,
    bots: [null, null],
  };
  return stored;
}
