import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app/index.js';
import type { App } from '../../src/app/index.js';
import { silentLogger } from '../../src/log.js';
import type { GameView, MoveView, Service } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import type { PlayRequest } from '../support/play.js';
import { chooseAction, prng } from '../support/play.js';
import { seededRandom } from '../support/random.js';
import { useEmbeddedStore } from '../support/store.js';
import type { Sent } from './support.js';
import { SOAK, expectProblem, expectReplays, headersFor, rawGame, reportFigures, send, tally, timeout, versionOf } from './support.js';

/*
 * Many games at once, every seated player on several devices firing at the same time:
 * duplicates of one request with one Idempotency-Key, a second device choosing its own move,
 * If-Match on stale views, players out of turn, an occasional resignation, and a retry of
 * every 503 and of some answered requests. Afterwards every game must hold exactly the
 * accepted actions: each 200's version in the log with the same move and dice, versions
 * consecutive, the state the replay of its log, and every key applied once.
 */

const ctx = useEmbeddedStore();
let app: App;
let service: Service;

// A soak races four times as many games, each until it finishes.
const GAMES = 12 * Math.min(SOAK, 4);
const ROUNDS = 18 * SOAK;
const RULESETS = ['yams-5', 'jamb', 'yams-6', 'yamb-classic'] as const;

const figures = {
  games: 0,
  rounds: 0,
  bursts: 0,
  racingBursts: 0,
  requests: 0,
  accepted: 0,
  applied: 0,
  deduplicated: 0,
  retriedAfter503: 0,
  refused: {} as Record<string, number>,
  lost: 0,
  appliedTwice: 0,
  twinsRefused: 0,
  idempotentRetriesChecked: 0,
  logsReplayed: 0,
};

beforeAll(() => {
  service = createService({ store: ctx.store, random: seededRandom('hardening-races'), log: silentLogger });
  app = createApp({ service, logger: silentLogger });
});

afterAll(() => reportFigures('races', figures));

interface Player {
  readonly id: string;
  readonly token: string;
}

interface Answer {
  readonly gameId: string;
  readonly player: string;
  readonly key: string;
  readonly action: PlayRequest | { type: 'resign' };
  readonly ifMatch: number | undefined;
  readonly res: Sent;
}

const answers: Answer[] = [];

/** One device's write: repeated on 503 (the documented client policy), recorded. */
async function write(gameId: string, player: Player, action: Answer['action'], key: string, ifMatch?: number): Promise<Sent> {
  const headers = headersFor(player.token, { 'idempotency-key': key, ...(ifMatch !== undefined && { 'if-match': `"${ifMatch}"` }) });
  for (let attempt = 0; ; attempt++) {
    const res = await send(app, { method: 'POST', path: `/v1/games/${gameId}/actions`, headers, body: action });
    figures.requests += 1;
    if (res.status !== 503 || attempt === 10) {
      answers.push({ gameId, player: player.id, key, action, ifMatch, res });
      return res;
    }
    figures.retriedAfter503 += 1;
  }
}

const read = async (gameId: string): Promise<GameView> => (await send(app, { method: 'GET', path: `/v1/games/${gameId}` })).json as GameView;

/** One round at one game: every seated player's devices fire at once. */
async function burst(g: number, round: number, gameId: string, players: readonly Player[], rand: () => number): Promise<void> {
  const tasks: Promise<unknown>[] = [];
  const views = await Promise.all(players.map(() => read(gameId)));
  for (const [i, p] of players.entries()) {
    const view = views[i]!;
    if (view.status !== 'active' || !view.turn) continue;
    const key = (device: string) => `g${g}-r${round}-p${i}-${device}`;
    if (view.turn.player.id === p.id) {
      // The player to move: the same request from one to three devices, one of them on If-Match...
      const action = chooseAction(view.turn, rand);
      const copies = 1 + Math.floor(rand() * 3);
      for (let c = 0; c < copies; c++) tasks.push(write(gameId, p, action, key('a'), c === 1 ? view.version : undefined));
      // ...and sometimes a second device deciding on its own (possibly a stale view).
      if (rand() < 0.5) {
        tasks.push(
          read(gameId).then((own) => (own.turn ? write(gameId, p, chooseAction(own.turn, rand), key('b'), rand() < 0.5 ? own.version : undefined) : null)),
        );
      }
    } else {
      if (rand() < 0.4) tasks.push(write(gameId, p, { type: 'roll', keep: [] }, key('x')));
      if (rand() < 0.01) tasks.push(write(gameId, p, { type: 'resign' }, key('r')));
    }
  }
  figures.bursts += 1;
  if (tasks.length > 1) figures.racingBursts += 1;
  await Promise.all(tasks);
}

/** The checks every game must pass after the races. */
async function verifyGame(gameId: string, setupVersion: number): Promise<void> {
  const moves: MoveView[] = await expectReplays(service, gameId);
  figures.logsReplayed += 1;
  const stored = await rawGame(ctx.db, gameId);
  expect(versionOf(stored)).toBe(moves.length);
  const mine = answers.filter((a) => a.gameId === gameId);
  const byKey = new Map<string, Answer[]>();
  for (const a of mine) byKey.set(a.key, [...(byKey.get(a.key) ?? []), a]);

  for (const [key, group] of byKey) {
    const ok = group.filter((a) => a.res.status === 200);
    for (const a of group) if (a.res.status !== 200) tally(figures.refused, expectProblem(a.res, key));
    if (ok.length === 0) continue;
    figures.accepted += ok.length;
    figures.applied += 1;
    figures.deduplicated += ok.length - 1;
    const first = ok[0]!.res.json as GameView;
    for (const a of ok) {
      const view = a.res.json as GameView;
      // One key, one action: every 200 for it names the same version and move.
      if (view.version !== first.version) figures.appliedTwice += 1;
      expect(view.version, key).toBe(first.version);
      expect(view.lastMove, key).toEqual(first.lastMove);
      // Nothing lost: the log holds that very move at that version.
      const logged = moves[view.version - 1];
      if (!logged || logged.type !== view.lastMove?.type || JSON.stringify(logged.dice) !== JSON.stringify(view.lastMove?.dice)) figures.lost += 1;
      expect(logged, key).toEqual(view.lastMove);
      expect(view.lastMove?.player?.id).toBe(a.player);
    }
    // A duplicate in flight beside its twin gets its twin's answer. Only a copy sent with
    // If-Match may be refused instead, when the action landed at another version than the
    // one after its If-Match (the twin without If-Match applied it after another move).
    for (const a of group.filter((x) => x.res.status !== 200)) {
      figures.twinsRefused += 1;
      expect(a.res.json?.code, key).toBe('VERSION_CONFLICT');
      expect(a.ifMatch, key).toBeDefined();
      expect(first.version, key).not.toBe(a.ifMatch! + 1);
    }
  }
  // Every write carried a key, so the log after setup is exactly one entry per applied key.
  const appliedKeys = [...byKey.values()].filter((g) => g.some((a) => a.res.status === 200)).length;
  expect(moves.length - setupVersion).toBe(appliedKeys);
}

describe(`${GAMES} games, 2 to 4 seats each, every device at once`, () => {
  it(
    'loses nothing, applies nothing twice, and every log replays to its game',
    async () => {
      const games: { id: string; players: Player[]; setupVersion: number }[] = [];
      for (let g = 0; g < GAMES; g++) {
        const seats = 2 + (g % 3);
        const players: Player[] = [];
        for (let s = 0; s < seats; s++) {
          const { player, token } = await service.players.register(`G${g}S${s}`);
          players.push({ id: player.id, token });
        }
        const host = { id: players[0]!.id, name: `G${g}S0` };
        let view = await service.games.create(host, { ruleset: RULESETS[g % RULESETS.length]!, seats });
        for (const [s, p] of players.slice(1).entries()) view = await service.games.join({ id: p.id, name: `G${g}S${s + 1}` }, view.id, { invitation: view.invitation!.code });
        expect(view.status).toBe('active');
        games.push({ id: view.id, players, setupVersion: view.version });
      }
      figures.games = games.length;

      const rands = games.map((_, g) => prng(9000 + g));
      for (let round = 0; round < ROUNDS; round++) {
        figures.rounds += 1;
        await Promise.all(games.map((game, g) => burst(g, round, game.id, game.players, rands[g]!)));
        // A client repeating an answered request with its key gets the same answer, later too.
        const answered = answers.filter((a) => a.res.status === 200 && a.key.endsWith(`-r${round}-p0-a`)).slice(0, 3);
        for (const a of answered) {
          const player = games.flatMap((x) => x.players).find((p) => p.id === a.player)!;
          const again = await send(app, { method: 'POST', path: `/v1/games/${a.gameId}/actions`, headers: headersFor(player.token, { 'idempotency-key': a.key }), body: a.action });
          expect(again.status).toBe(200);
          expect((again.json as GameView).version).toBe((a.res.json as GameView).version);
          expect((again.json as GameView).lastMove).toEqual((a.res.json as GameView).lastMove);
          figures.idempotentRetriesChecked += 1;
        }
        if (games.every((g) => answers.some((a) => a.gameId === g.id && (a.res.json as GameView | undefined)?.status === 'finished'))) break;
      }

      for (const game of games) await verifyGame(game.id, game.setupVersion);
      expect(figures.lost).toBe(0);
      expect(figures.appliedTwice).toBe(0);
      expect(figures.deduplicated).toBeGreaterThan(0);
      expect(figures.refused['NOT_YOUR_TURN']).toBeGreaterThan(0);
      // Only refusals a race explains: out of turn, a stale view, a game already over.
      for (const code of Object.keys(figures.refused)) expect(['NOT_YOUR_TURN', 'ILLEGAL_MOVE', 'VERSION_CONFLICT', 'GAME_NOT_ACTIVE']).toContain(code);
    },
    timeout(120_000),
  );
});
