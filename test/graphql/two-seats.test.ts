import { beforeAll, describe, expect, it } from 'vitest';
import { GAME, MUTATIONS, failure, ok, register, useGraphQL } from './client.js';

// A two-seat game over GraphQL: joining, taking turns, and every refusal a player can meet.

const t = useGraphQL();
let ana: { id: string; token: string };
let ben: { id: string; token: string };
let cleo: { id: string; token: string };
let gameId: string;
let invitation: string;

beforeAll(async () => {
  [ana, ben, cleo] = [await register(t.gql, 'Ana'), await register(t.gql, 'Ben'), await register(t.gql, 'Cleo')];
});

const game = async (id = gameId) => ok(await t.gql(`query($id: ID!) { game(id: $id) { ${GAME} } }`, { id })).game;

describe('a two-seat game', () => {
  it('is open after creation, with the creator in seat 0 and no turn', async () => {
    const created = ok(await t.gql(MUTATIONS.create, { ruleset: 'jamb', seats: 2 }, ana.token)).createGame;
    gameId = created.id;
    invitation = created.invitation.code;
    expect(created).toMatchObject({ ruleset: 'jamb', status: 'open', version: 1, turn: null, winners: null });
    expect(created.seats.map((s: { player: { id: string } | null }) => s.player?.id ?? null)).toEqual([ana.id, null]);
    expect(created.lastMove).toMatchObject({ type: 'create', version: 1, seat: 0 });
  });

  it('refuses to play before every seat is taken: GAME_NOT_ACTIVE', async () => {
    const error = failure(await t.gql(MUTATIONS.roll, { gameId }, ana.token));
    expect(error.extensions).toMatchObject({ code: 'GAME_NOT_ACTIVE', status: 409 });
    expect(error.path).toEqual(['roll']);
  });

  it('starts when the second player joins; seat 0 moves first', async () => {
    const joined = ok(await t.gql(MUTATIONS.join, { gameId, invitation }, ben.token)).joinGame;
    expect(joined).toMatchObject({ status: 'active', version: 2, turn: { seat: 0, number: 1, rollsUsed: 0, rollsLeft: 3, dice: [], canRoll: true } });
    expect(joined.turn.player.id).toBe(ana.id);
    expect(joined.seats[1].player).toEqual({ id: ben.id, name: 'Ben' });
  });

  it('refuses a third player: GAME_FULL', async () => {
    expect(failure(await t.gql(MUTATIONS.join, { gameId }, cleo.token)).extensions).toMatchObject({ code: 'GAME_FULL', status: 409 });
  });

  it('refuses writes without a valid token: UNAUTHENTICATED', async () => {
    for (const token of [undefined, 'not-a-token', `yamb_${ana.id}_${'x'.repeat(43)}`]) {
      const reply = await t.gql(MUTATIONS.roll, { gameId }, token);
      expect(reply.status).toBe(200);
      expect(failure(reply).extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    }
    expect(failure(await t.gql('{ me { id } }')).extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses the seat not to move: NOT_YOUR_TURN', async () => {
    expect(failure(await t.gql(MUTATIONS.roll, { gameId }, ben.token)).extensions).toMatchObject({ code: 'NOT_YOUR_TURN', status: 409 });
  });

  it('refuses a player without a seat: FORBIDDEN', async () => {
    expect(failure(await t.gql(MUTATIONS.roll, { gameId }, cleo.token)).extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });

  it('refuses moves the rules forbid: ILLEGAL_MOVE with a reason', async () => {
    const illegal = async (query: string, variables: Record<string, unknown>) => failure(await t.gql(query, { gameId, ...variables }, ana.token)).extensions;
    expect(await illegal(MUTATIONS.score, { column: 'free', category: 'ones' })).toMatchObject({ code: 'ILLEGAL_MOVE', status: 422, reason: 'MUST_ROLL_FIRST' });
    expect(await illegal(MUTATIONS.announce, { category: 'poker' })).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'MUST_ROLL_FIRST' });
    expect(await illegal(MUTATIONS.roll, { keep: [0] })).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'INVALID_KEEP' });
    ok(await t.gql(MUTATIONS.roll, { gameId }, ana.token));
    expect(await illegal(MUTATIONS.score, { column: 'down', category: 'sixes' })).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'BOX_NOT_AVAILABLE' });
    expect(await illegal(MUTATIONS.score, { column: 'announce', category: 'sixes' })).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'MUST_ANNOUNCE' });
    expect(await illegal(MUTATIONS.score, { column: 'free', category: 'yams' })).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'UNKNOWN_CATEGORY' });
    ok(await t.gql(MUTATIONS.roll, { gameId, keep: [] }, ana.token));
    expect(await illegal(MUTATIONS.announce, { category: 'poker' })).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'ANNOUNCE_TOO_LATE' });
    ok(await t.gql(MUTATIONS.roll, { gameId, keep: [1, 2] }, ana.token));
    expect(await illegal(MUTATIONS.roll, {})).toMatchObject({ code: 'ILLEGAL_MOVE', reason: 'NO_ROLLS_LEFT' });
    expect((await game()).turn).toMatchObject({ rollsUsed: 3, rollsLeft: 0, canRoll: false });
  });

  it('refuses a stale expectedVersion: VERSION_CONFLICT with the current version', async () => {
    const { version } = await game();
    const error = failure(await t.gql(MUTATIONS.score, { gameId, column: 'free', category: 'ones', expectedVersion: version - 1 }, ana.token));
    expect(error.extensions).toMatchObject({ code: 'VERSION_CONFLICT', status: 412, currentVersion: version });
    expect((await game()).version).toBe(version);
  });

  it('passes the turn after a score, and the next player sees it in myTurns', async () => {
    const before = await game();
    const box = before.turn.available.find((b: { column: string }) => b.column === 'free');
    const scored = ok(await t.gql(MUTATIONS.score, { gameId, column: 'free', category: box.category, expectedVersion: before.version }, ana.token)).score;
    expect(scored).toMatchObject({ version: before.version + 1, turn: { seat: 1, number: 2, rollsUsed: 0 } });
    expect(scored.lastMove).toMatchObject({ type: 'score', column: 'free', category: box.category, score: box.score, dice: before.turn.dice });
    const column = scored.seats[0].sheet.find((c: { column: string }) => c.column === 'free');
    expect(column.boxes.find((b: { category: string }) => b.category === box.category).score).toBe(box.score);

    const turns = (token: string) => t.gql(`{ myTurns { edges { node { id turn { seat } } } } }`, {}, token);
    expect(ok(await turns(ben.token)).myTurns.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(gameId);
    expect(ok(await turns(ana.token)).myTurns.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(gameId);
  });

  it('returns the first result of a retried roll: same dice, same version, nothing applied twice', async () => {
    const key = 'roll-key-1';
    const first = ok(await t.gql(MUTATIONS.roll, { gameId, idempotencyKey: key }, ben.token)).roll;
    const again = ok(await t.gql(MUTATIONS.roll, { gameId, idempotencyKey: key }, ben.token)).roll;
    expect(again.version).toBe(first.version);
    expect(again.turn.dice).toEqual(first.turn.dice);
    expect((await game()).version).toBe(first.version);

    ok(await t.gql(MUTATIONS.roll, { gameId, keep: [0] }, ben.token));
    const late = ok(await t.gql(MUTATIONS.roll, { gameId, idempotencyKey: key }, ben.token)).roll;
    expect(late).toMatchObject({ version: first.version, turn: { dice: first.turn.dice, rollsUsed: 1 } });
    expect((await game()).version).toBe(first.version + 1);

    const reused = failure(await t.gql(MUTATIONS.announce, { gameId, category: 'poker', idempotencyKey: key }, ben.token));
    expect(reused.extensions).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', status: 422 });
  });

  it('lets a player resign; the other plays on, and the resigned player can act no more', async () => {
    const resigned = ok(await t.gql(MUTATIONS.resign, { gameId }, ben.token)).resign;
    expect(resigned).toMatchObject({ status: 'active', turn: { seat: 0 }, lastMove: { type: 'resign', seat: 1 } });
    expect(resigned.seats[1].resigned).toBe(true);
    expect(failure(await t.gql(MUTATIONS.resign, { gameId }, ben.token)).extensions).toMatchObject({ code: 'GAME_NOT_ACTIVE' });
  });

  it('serves the move log in order, with players and dice', async () => {
    const { moves } = ok(await t.gql(`query($id: ID!) { game(id: $id) { moves { version type seat player { id name } turn keep dice column category score ruleset seats at } } }`, { id: gameId })).game;
    expect(moves.map((m: { type: string }) => m.type)).toEqual(['create', 'join', 'roll', 'roll', 'roll', 'score', 'roll', 'roll', 'resign']);
    expect(moves[0]).toMatchObject({ version: 1, seat: 0, ruleset: 'jamb', seats: 2, turn: null, dice: null, player: { id: ana.id, name: 'Ana' } });
    expect(moves[7]).toMatchObject({ type: 'roll', seat: 1, keep: [0], player: { id: ben.id } });
    expect(moves.every((m: { at: string }) => !Number.isNaN(Date.parse(m.at)))).toBe(true);
  });

  it('refuses a second seat to the same player: ALREADY_SEATED', async () => {
    const other = ok(await t.gql(MUTATIONS.create, { ruleset: 'yams-5', seats: 3 }, ana.token)).createGame;
    expect(failure(await t.gql(MUTATIONS.join, { gameId: other.id }, ana.token)).extensions).toMatchObject({ code: 'ALREADY_SEATED', status: 409 });
  });
});
