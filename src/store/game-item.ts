import type { BotLevel, GameRecord, GameTournamentRef, LogEntry } from '../contract/index.js';
import { turnDeadline } from '../contract/index.js';
import type { GameState, GameStatus } from '../engine/index.js';
import { RULESETS, isRulesetId, replay } from '../engine/index.js';
import { decodeEntries, decodeState, encodeEntries, encodeState } from './codec.js';
import { botIndexKeys, deadlineIndexKeys, gameKey, idOfPartition, lobbyIndexKeys, turnIndexKeys } from './keys.js';
import type { Item } from './table-access.js';

/*
 * Attribute names are one or two letters: DynamoDB bills attribute names as item bytes.
 * Game item: v version, st status, r ruleset, c created, u updated, d state, l pending log,
 * a archived-through version, k dice seed, ds dice scheme ('1' for hmac-sha256-v1, absent for
 * v0), cs client seeds joined by '|' (absent when none), ts turn seconds, vi 'public' (absent
 * for private), nh 1 when hints are off, ta when the turn began, b bot levels by seat ('-' for
 * a person, absent when no seat is a bot's), rt 1 when rated, tn the tournament table
 * (`<tournamentId>.<round>.<table>`, absent for a game of its own); tpk/tsk while a person is to
 * move; wpk/wsk while the game waits in the lobby, for a deadline, or for a bot.
 */
export function gameToItem(game: GameRecord): Item {
  const { state, options } = game;
  const ruleset = RULESETS[state.ruleset];
  const toMove = state.status === 'active' && state.turn ? state.seats[state.turn.seat]?.player : undefined;
  // A bot has no inbox: its turn waits for the background player (bot shards) instead.
  const bot = toMove !== undefined && state.turn !== null && game.bots[state.turn.seat] != null;
  const deadline = turnDeadline(game);
  const waiting =
    state.status === 'open' && options.visibility === 'public'
      ? lobbyIndexKeys(state.ruleset, game.createdAt, game.id)
      : bot
        ? botIndexKeys(game.updatedAt, game.id)
        : deadline !== null
          ? deadlineIndexKeys(deadline, game.id)
          : null;
  // Built by assignment: this runs on every action, and an object literal that adds
  // attributes after a spread takes microseconds in V8, where assignments take nanoseconds.
  const { pk, sk } = gameKey(game.id);
  const item: Item = {
    pk,
    sk,
    v: state.version,
    st: state.status,
    r: state.ruleset,
    c: game.createdAt,
    u: game.updatedAt,
    d: encodeState(state),
    l: encodeEntries(ruleset, game.createdAt, game.pending),
    a: game.archivedThrough,
    k: game.seed,
  };
  if (game.diceScheme === 'hmac-sha256-v1') item.ds = '1';
  if (game.clientSeeds.some((s) => s !== '')) item.cs = game.clientSeeds.join('|');
  if (options.turnSeconds !== null) item.ts = options.turnSeconds;
  if (options.visibility === 'public') item.vi = 'public';
  if (!options.hints) item.nh = 1;
  // Only a deadline needs the turn's start; every byte of the item is billed on every move.
  if (game.turnStartedAt !== null && options.turnSeconds !== null) item.ta = game.turnStartedAt;
  if (game.bots.some((b) => b !== null)) item.b = game.bots.map((b) => b ?? '-').join(',');
  if (options.rated) item.rt = 1;
  if (game.tournament) item.tn = `${game.tournament.id}.${game.tournament.round}.${game.tournament.table}`;
  if (toMove && !bot) Object.assign(item, turnIndexKeys(toMove.id, deadline, game.createdAt, game.id));
  if (waiting) Object.assign(item, waiting);
  return item;
}

export function itemToGame(item: Item): GameRecord {
  const rulesetId = String(item.r);
  if (!isRulesetId(rulesetId)) throw new Error(`stored game has unknown ruleset ${rulesetId}`);
  const createdAt = Number(item.c);
  const pending = decodeEntries(RULESETS[rulesetId], createdAt, String(item.l ?? ''));
  const state = withLoggedInvitations(decodeState(rulesetId, item.st as GameStatus, Number(item.v), String(item.d)), pending);
  return {
    id: idOfPartition(item.pk),
    createdAt,
    updatedAt: Number(item.u),
    state,
    pending,
    archivedThrough: Number(item.a ?? 0),
    seed: item.k as Uint8Array,
    diceScheme: item.ds === '1' ? 'hmac-sha256-v1' : 'hmac-sha256-v0',
    clientSeeds: item.cs === undefined ? state.seats.map(() => '') : String(item.cs).split('|'),
    options: {
      turnSeconds: item.ts === undefined ? null : Number(item.ts),
      visibility: item.vi === 'public' ? 'public' : 'private',
      hints: item.nh !== 1,
      rated: item.rt === 1,
    },
    turnStartedAt: item.ta === undefined ? null : Number(item.ta),
    bots: item.b === undefined ? state.seats.map(() => null) : String(item.b).split(',').map((b) => (b === '-' ? null : (b as BotLevel))),
    ...(item.tn !== undefined && { tournament: tournamentOf(String(item.tn)) }),
  };
}

function tournamentOf(text: string): GameTournamentRef {
  const [id = '', round = '0', table = '0'] = text.split('.');
  return { id, round: Number(round), table: Number(table) };
}

/**
 * An open rematch stored before the state kept its pending invitations: they are those its
 * log makes (an open game's log is all in its item). Any other game is as stored.
 */
function withLoggedInvitations(state: GameState, pending: readonly LogEntry[]): GameState {
  const create = pending[0]?.event;
  if (state.status !== 'open' || state.invited || create?.type !== 'create' || !create.invited) return state;
  const replayed = replay(pending.map((e) => e.event));
  return replayed.ok && replayed.value.invited ? { ...state, invited: replayed.value.invited } : state;
}
