/**
 * Every key of the table, built in one place. See the key chart in docs/data-model.md.
 *
 * | item        | pk              | sk                      | index keys                                  |
 * |-------------|-----------------|-------------------------|---------------------------------------------|
 * | player      | P#<playerId>    | P                       |                                             |
 * | membership  | P#<playerId>    | M#<created>#<gameId>    | spk S#<playerId>#<status>, ssk = sk;        |
 * |             |                 |                         | lpk L#<ruleset>, lsk <total>#<time>#<game>  |
 * | game        | G#<gameId>      | G                       | tpk T#<playerId to move>, tsk <created>#<id>|
 * | log chunk   | G#<gameId>      | L#<seat>#<firstVersion> |                                             |
 */
export type Key = { readonly pk: string; readonly sk: string };

/** Milliseconds as 9 base-36 digits: sorts like the number until the year 5138. */
export const sortableTime = (ms: number) => Math.max(0, Math.trunc(ms)).toString(36).padStart(9, '0');

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export const playerKey = (playerId: string): Key => ({ pk: `P#${playerId}`, sk: 'P' });

export const gameKey = (gameId: string): Key => ({ pk: `G#${gameId}`, sk: 'G' });

export const LOG_PREFIX = 'L#';
export const logChunkKey = (gameId: string, seat: number, firstVersion: number): Key => ({
  pk: `G#${gameId}`,
  sk: `${LOG_PREFIX}${seat}#${pad(firstVersion, 6)}`,
});
export const seatLogPrefix = (seat: number) => `${LOG_PREFIX}${seat}#`;

export const MEMBERSHIP_PREFIX = 'M#';
export const membershipKey = (playerId: string, createdAt: number, gameId: string): Key => ({
  pk: `P#${playerId}`,
  sk: `${MEMBERSHIP_PREFIX}${sortableTime(createdAt)}#${gameId}`,
});

/** Index keys of a game item while it waits for `playerId` to move. */
export const turnIndexKeys = (playerId: string, createdAt: number, gameId: string) => ({
  tpk: `T#${playerId}`,
  tsk: `${sortableTime(createdAt)}#${gameId}`,
});

export const statusPartition = (playerId: string, status: string) => `S#${playerId}#${status}`;

export const leaderboardPartition = (ruleset: string) => `L#${ruleset}`;
/** Higher totals first when read backwards; on equal totals the earlier finish first. */
export const leaderboardSortKey = (total: number, finishedAt: number, gameId: string, seat: number) =>
  `${pad(total + 1_000_000, 7)}#${pad(10_000_000_000_000 - finishedAt, 13)}#${gameId}#${seat}`;
