import { createApp } from '../../src/app/index.js';
import { silentLogger } from '../../src/log.js';
import { createKeyring } from '../../src/notify/index.js';
import type { PushSigning } from '../../src/service/index.js';
import { createService } from '../../src/service/index.js';
import { createNotifyStore } from '../../src/store/notify-store.js';
import type { Fetch } from './oauth.js';
import { appFetch } from './oauth.js';
import { seededRandom } from './random.js';
import { manualScheduler } from './scheduler.js';
import type { TestStore } from './store.js';

/**
 * Two instances over one embedded store, for what an app's grant starts and stops: `f`, one
 * that notifies (webhooks to private addresses, one retry at once, pushes when given `push`),
 * its feed local and its sweeper run by `settled`; `plain`, one that serves tokens but
 * notifies nothing, so a revocation there stops nothing itself. Make it in a `beforeAll`.
 */
export function notifyingInstances(db: TestStore, { seed, clock, push }: { seed: string; clock: () => number; push?: PushSigning }) {
  const sweeper = manualScheduler();
  const service = createService({
    store: db.store,
    clock,
    random: seededRandom(seed),
    log: silentLogger,
    notifications: {
      store: createNotifyStore({ client: db.db.client, tableName: db.db.tableName }),
      keyring: createKeyring([{ id: 'k', key: Buffer.alloc(32, 5) }]),
      allowPrivate: true,
      retrySchedule: [0],
      feed: 'local',
      ...(push && { push }),
    },
    scheduler: sweeper.schedule,
  });
  const f: Fetch = appFetch(createApp({ service, logger: silentLogger }));
  const plain: Fetch = appFetch(createApp({ service: createService({ store: db.store, clock, log: silentLogger }), logger: silentLogger }));
  return {
    service,
    f,
    plain,
    /** Waits until the feed has handed on every write and the sweeper has run once. */
    async settled(): Promise<void> {
      await service.feed!.idle();
      await sweeper.run();
      await service.feed!.idle();
    },
    stop: () => service.feed?.stop(),
  };
}
