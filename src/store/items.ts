import type { GameStatus } from '../engine/index.js';
import { RULESETS, isRulesetId } from '../engine/index.js';
import { decodeEntries, decodeState, encodeEntries, encodeState } from './codec.js';
import {
  deadlineIndexKeys,
  gameKey,
  invitationKey,
  leaderboardPartition,
  leaderboardSortKey,
  lobbyIndexKeys,
  membershipKey,
  statusPartition,
  turnIndexKeys,
} from './keys.js';
import type { BotLevel, GameRecord, Invitation, Membership } from './records.js';
import { turnDeadline } from './records.js';

/** A stored item: attribute name to value, as the document client reads and writes it. */
export type Item = Record<string, unknown>;

/*
 * Attribute names are one or two letters: DynamoDB bills attribute names as item bytes.
 * Game item: v version, st status, r ruleset, c created, u updated, d state, l pending log,
 * a archived-through version, k dice seed, ds dice scheme ('1' for hmac-sha256-v1, absent for
 * v0), cs client seeds joined by '|' (absent when none), ts turn seconds, vi 'public' (absent
 * for private), nh 1 when hints are off, ta when the turn began, b bot levels by seat ('-' for
 * a person, absent when no seat is a bot's); tpk/tsk while a player is to
 * move; wpk/wsk while the game waits in the lobby or for a deadline.
 */
export function gameToItem(game: GameRecord): Item {
  const { state, options } = game;
  const ruleset = RULESETS[state.ruleset];
  const toMove = state.status === 'active' && state.turn ? state.seats[state.turn.seat]?.player : undefined;
  const deadline = turnDeadline(game);
  const waiting =
    state.status === 'open' && options.visibility === 'public'
      ? lobbyIndexKeys(state.ruleset, game.createdAt, game.id)
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
  if (toMove) Object.assign(item, turnIndexKeys(toMove.id, deadline, game.createdAt, game.id));
  if (waiting) Object.assign(item, waiting);
  return item;
}

export function itemToGame(item: Item): GameRecord {
  const rulesetId = String(item.r);
  if (!isRulesetId(rulesetId)) throw new Error(`stored game has unknown ruleset ${rulesetId}`);
  const createdAt = Number(item.c);
  const state = decodeState(rulesetId, item.st as GameStatus, Number(item.v), String(item.d));
  return {
    id: String(item.pk).slice(2),
    createdAt,
    updatedAt: Number(item.u),
    state,
    pending: decodeEntries(RULESETS[rulesetId], createdAt, String(item.l ?? '')),
    archivedThrough: Number(item.a ?? 0),
    seed: item.k as Uint8Array,
    diceScheme: item.ds === '1' ? 'hmac-sha256-v1' : 'hmac-sha256-v0',
    clientSeeds: item.cs === undefined ? state.seats.map(() => '') : String(item.cs).split('|'),
    options: {
      turnSeconds: item.ts === undefined ? null : Number(item.ts),
      visibility: item.vi === 'public' ? 'public' : 'private',
      hints: item.nh !== 1,
    },
    turnStartedAt: item.ta === undefined ? null : Number(item.ta),
    bots: item.b === undefined ? state.seats.map(() => null) : String(item.b).split(',').map((b) => (b === '-' ? null : (b as BotLevel))),
  };
}

/** Invitation item: f from (id~name), ttl when it expires; the game is read for the rest. */
export function invitationToItem(inv: Invitation, expiresAt: number): Item {
  return { ...invitationKey(inv.playerId, inv.createdAt, inv.gameId), g: inv.gameId, c: inv.createdAt, fi: inv.from.id, fn: inv.from.name, ttl: Math.ceil(expiresAt / 1000) };
}

export function itemToInvitation(item: Item): Invitation {
  return { playerId: String(item.pk).slice(2), gameId: String(item.g), createdAt: Number(item.c), from: { id: String(item.fi), name: String(item.fn ?? '') } };
}

/*
 * Membership item: g game, r ruleset, st status, s seat, n seats, c created, u updated,
 * v game version, x resigned, pn player name; once finished t total, pl place, f finished; index keys
 * spk/ssk always, lpk/lsk for a finished seat that did not resign.
 */
export function membershipToItem(m: Membership): Item {
  const key = membershipKey(m.playerId, m.createdAt, m.gameId);
  const ranked = m.status === 'finished' && !m.resigned && m.total !== null && m.finishedAt !== null;
  return {
    ...key,
    g: m.gameId,
    r: m.ruleset,
    st: m.status,
    s: m.seat,
    n: m.seats,
    c: m.createdAt,
    u: m.updatedAt,
    v: m.version,
    x: m.resigned ? 1 : 0,
    pn: m.playerName,
    ...(m.total !== null && { t: m.total }),
    ...(m.place !== null && { pl: m.place }),
    ...(m.finishedAt !== null && { f: m.finishedAt }),
    ...(m.bonuses !== undefined && { ub: m.bonuses }),
    ...(m.bot && { bl: m.bot }),
    spk: statusPartition(m.playerId, m.status),
    ssk: key.sk,
    ...(ranked && {
      lpk: leaderboardPartition(m.ruleset),
      lsk: leaderboardSortKey(m.total ?? 0, m.finishedAt ?? 0, m.gameId, m.seat),
    }),
  };
}

export function itemToMembership(item: Item): Membership {
  const num = (name: string) => (item[name] === undefined ? null : Number(item[name]));
  return {
    playerId: String(item.pk).slice(2),
    playerName: String(item.pn ?? ''),
    gameId: String(item.g),
    ruleset: item.r as Membership['ruleset'],
    status: item.st as GameStatus,
    seat: Number(item.s),
    seats: Number(item.n),
    createdAt: Number(item.c),
    updatedAt: Number(item.u),
    version: Number(item.v ?? 0),
    resigned: item.x === 1,
    total: num('t'),
    place: num('pl'),
    finishedAt: num('f'),
    ...(item.ub !== undefined && { bonuses: Number(item.ub) }),
    ...(item.bl !== undefined && { bot: item.bl as BotLevel }),
  };
}
