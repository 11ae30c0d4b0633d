import type { GameRecord, LogEntry, StatsTally } from '../../src/contract/index.js';
import { EMPTY_TALLY } from '../../src/contract/index.js';
import type { RulesetId } from '../../src/engine/index.js';
import type { EmbeddedDynamo } from '../../src/entry/embedded-dynamo.js';
import { startEmbeddedDynamo } from '../../src/entry/embedded-dynamo.js';
import { silentLogger } from '../../src/log.js';
import { createService } from '../../src/service/index.js';
import { fullLog } from '../../src/service/log.js';
import { membershipsOf } from '../../src/service/memberships.js';
import { countState, moved } from '../../src/service/stats-counter.js';
import type { CapacityReading, Store } from '../../src/store/index.js';
import { createDynamoStore } from '../../src/store/index.js';
import { copyGame, copyId, template } from './seed.js';

/*
 * One embedded store with one player's history: "Hero" and "Villain" play a yams-5 and a
 * yams-6 game through the service (the templates), then Hero's history grows by copies of
 * them (one in four yams-6), with five active games and three open public jamb games beside.
 * The store counts its calls and read units, so a read's cost is measured where it is made.
 */

export interface World {
  readonly store: Store;
  readonly heroId: string;
  readonly heroToken: string;
  /** Store calls and read units since the last `reset()`. */
  readonly meter: { readonly calls: number; readonly units: number; reset(): void };
  /** Adds finished games until Hero has `size`, then writes the players' sums as the copies add them. */
  grow(size: number): Promise<void>;
  close(): Promise<void>;
}

export async function createWorld(): Promise<World> {
  const db: EmbeddedDynamo = await startEmbeddedDynamo();
  let calls = 0;
  let units = 0;
  const counting = { ...db.client, send: (...args: Parameters<typeof db.client.send>) => ((calls += 1), db.client.send(...args)) } as typeof db.client;
  const store = createDynamoStore({ client: counting, tableName: db.tableName, meter: (r: CapacityReading) => (units += r.read) });
  const writer = createService({ store, log: silentLogger });

  const hero = await writer.players.register('Hero');
  const villain = await writer.players.register('Villain');
  const templates: { game: GameRecord; log: LogEntry[] }[] = [];
  for (const ruleset of ['yams-5', 'yams-6'] as const) {
    const view = await template(writer, hero.player, villain.player, ruleset);
    const game = (await store.getGame(view.id))!;
    templates.push({ game, log: await fullLog(store, game) });
  }
  for (let i = 0; i < 5; i++) {
    const game = await writer.games.create(hero.player, { ruleset: 'yams-5', seats: 2 });
    await writer.games.join(villain.player, game.id, { invitation: game.invitation!.code });
  }
  for (let i = 0; i < 3; i++) await writer.games.create(villain.player, { ruleset: 'jamb', seats: 2, visibility: 'public' });

  const tallies = new Map<string, StatsTally>();
  for (const m of [hero, villain]) for (const s of (await store.playerWithStats(m.player.id))!.stats) tallies.set(`${m.player.id}|${s.ruleset}`, s.tally);
  let grown = 0;

  async function grow(size: number): Promise<void> {
    while (grown < size) {
      const batch = Array.from({ length: Math.min(16, size - grown) }, (_, i) => grown + i);
      grown += batch.length;
      const copies = await Promise.all(
        batch.map((n) => {
          // One game in four is yams-6: even the smallest history fills a first page of it.
          const t = templates[n % 4 === 3 ? 1 : 0]!;
          return copyGame(store, t.game, t.log, copyId(n), Date.UTC(2024, 0, 1) + n * 60_000);
        }),
      );
      for (const m of copies.flatMap(membershipsOf)) {
        const key = `${m.playerId}|${m.ruleset}`;
        tallies.set(key, moved(tallies.get(key) ?? EMPTY_TALLY, m, 'o', countState(m)));
      }
    }
    for (const [key, tally] of tallies) {
      const [playerId, ruleset] = key.split('|') as [string, RulesetId];
      const stats = await store.readStats(playerId, ruleset);
      if (!(await store.replaceTally(playerId, ruleset, stats.version, tally))) throw new Error('the statistics moved while seeding');
    }
  }

  return {
    store,
    heroId: hero.player.id,
    heroToken: hero.token,
    meter: {
      get calls() {
        return calls;
      },
      get units() {
        return units;
      },
      reset: () => void ((calls = 0), (units = 0)),
    },
    grow,
    close: () => db.close(),
  };
}
