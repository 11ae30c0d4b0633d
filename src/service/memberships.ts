import { RULESETS, sheetTotals, standings } from '../engine/index.js';
import type { MembershipChange } from '../store/index.js';
import type { GameRecord, Membership } from '../contract/index.js';

/** Every seated player's membership as the game record implies it. */
export function membershipsOf(game: GameRecord): Membership[] {
  const { state } = game;
  const finished = state.status === 'finished';
  const places = standings(state);
  return state.seats.flatMap((seat, i) =>
    seat.player
      ? [
          {
            playerId: seat.player.id,
            playerName: seat.player.name,
            gameId: game.id,
            ruleset: state.ruleset,
            status: state.status,
            seat: i,
            seats: state.seats.length,
            createdAt: game.createdAt,
            updatedAt: game.updatedAt,
            version: state.version,
            resigned: seat.resigned,
            total: finished ? (places[i]?.total ?? null) : null,
            place: finished ? (places[i]?.place ?? null) : null,
            finishedAt: finished ? game.updatedAt : null,
            ...(game.bots[i] && { bot: game.bots[i] }),
            visibility: game.options.visibility,
            ...(finished && { bonuses: sheetTotals(RULESETS[state.ruleset], seat.boxes).columns.filter((c) => (c.totals.bonus ?? 0) > 0).length }),
          },
        ]
      : [],
  );
}

const sameMembership = (a: Membership, b: Membership) => JSON.stringify({ ...a, updatedAt: 0, version: 0 }) === JSON.stringify({ ...b, updatedAt: 0, version: 0 });

/** What memberships and a seat's count are made of, besides times and scores: a change here is the only reason to rewrite them. */
const seatsAndStatus = ({ state }: GameRecord) => `${state.status}|${state.seats.map((s) => `${s.player?.id ?? ''}:${s.resigned}`).join()}`;

/** Whether `next` leaves the memberships and counts `previous` implies as they are (no seat, resignation or status changed): most actions. */
export const sameSeatsAndStatus = (previous: GameRecord, next: GameRecord) => seatsAndStatus(previous) === seatsAndStatus(next);

/**
 * The memberships that `next` changes relative to `previous` (all of them when `previous`
 * is null: a repair rewrites every one). Most actions change none, and are not asked
 * (`sameSeatsAndStatus`, projections.ts).
 */
export function membershipChanges(previous: GameRecord | null, next: GameRecord): MembershipChange[] {
  const before = new Map((previous ? membershipsOf(previous) : []).map((m) => [m.playerId, m]));
  const after = membershipsOf(next);
  const changed = after.flatMap((m): MembershipChange[] => {
    const old = before.get(m.playerId) ?? null;
    return old && sameMembership(old, m) ? [] : [{ before: old, after: m }];
  });
  // A player who left an open game has no seat in it any more, so no membership either.
  const seated = new Set(after.map((m) => m.playerId));
  const left = [...before.values()].filter((m) => !seated.has(m.playerId)).map((m): MembershipChange => ({ before: m, after: null, version: next.state.version }));
  return [...changed, ...left];
}
