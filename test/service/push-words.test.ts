import { describe, expect, it } from 'vitest';
import type { TournamentRecord } from '../../src/contract/index.js';
import { pushFor } from '../../src/service/push-words.js';
import { tournamentEvents } from '../../src/service/tournament-events.js';

/*
 * The push of a round's start, in words, for each player of a three-player tournament of
 * two-player tables: the two at the table are told of their game (and opponent) and sent to
 * it; the third sits the round out and is sent to the tournament. Nobody is pushed another
 * player's round start. The events are the tournament's own (tournament-events.ts).
 */

const AT = Date.UTC(2026, 11, 6, 18);
const tournament: TournamentRecord = {
  id: 'w6n2c9x4v1b8h3q7',
  name: 'Spring Cup',
  ruleset: 'jamb',
  tableSize: 2,
  rounds: 2,
  turnSeconds: 86_400,
  startsAt: AT,
  maxPlayers: 8,
  rated: false,
  createdBy: { id: 'k3v9x2m7q1w8e4r6', name: 'Ana' },
  createdAt: AT - 86_400_000,
  updatedAt: AT,
  finishedAt: null,
  status: 'running',
  version: 5,
  seed: new Uint8Array(16),
  players: [
    { id: 'k3v9x2m7q1w8e4r6', name: 'Ana', rating: 1000 },
    { id: 'p7q2w9e4r1t6y3u8', name: 'Ben', rating: 1000 },
    { id: 'z8c3v5b2n9m4q1w7', name: 'Cy', rating: 1000 },
  ],
  played: [{ round: 1, startedAt: AT, tables: [{ gameId: 'g5h2c7x9v3b1n8q4', players: ['k3v9x2m7q1w8e4r6', 'p7q2w9e4r1t6y3u8'], result: null }], bye: 'z8c3v5b2n9m4q1w7' }],
  log: [
    { version: 5, at: AT, type: 'started' },
    { version: 5, at: AT, type: 'roundStarted', round: 1 },
  ],
};

const from = { kind: 'tournament', tournament } as const;
const rounds = tournamentEvents(tournament).flatMap((v) => v.events).filter((e) => e.type === 'tournament.roundStarted');

describe("a round's start as a push", () => {
  it("tells each player of its own game, or its bye, and of no one else's", () => {
    const [ana, ben, cy] = tournament.players.map((p) => p.id) as [string, string, string];
    const told = (to: string) => rounds.flatMap((event) => pushFor(event, from, to, AT) ?? []);
    expect(told(ana).map((p) => p.message)).toEqual([{ title: 'Round 1 started', body: 'Round 1 of Spring Cup: your game with Ben', url: '/games/g5h2c7x9v3b1n8q4', tag: 'g5h2c7x9v3b1n8q4', eventId: `${tournament.id}.5.1` }]);
    expect(told(ben).map((p) => p.message.body)).toEqual(['Round 1 of Spring Cup: your game with Ana']);
    expect(told(cy).map((p) => p.message)).toEqual([{ title: 'Round 1 started', body: 'Round 1 of Spring Cup: you sit this round out', url: `/tournaments/${tournament.id}`, tag: tournament.id, eventId: `${tournament.id}.5.3` }]);
  });

  it('is not pushed from anything but its tournament', () => {
    expect(rounds.length).toBe(3);
    expect(pushFor(rounds[0]!, { kind: 'game', game: {} as never }, tournament.players[0]!.id, AT)).toBeNull();
  });
});
