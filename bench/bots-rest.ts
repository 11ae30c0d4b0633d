import { createApiParts } from '../src/entry/api.js';
import { LOCAL_GAME_CACHE } from '../src/entry/service.js';
import type { GameState, RulesetId } from '../src/engine/index.js';
import { silentLogger } from '../src/log.js';
import { createDynamoStore } from '../src/store/dynamo-store.js';
import { botAction, botTurn, loadStrategy } from '../src/strategy/index.js';
import { prng } from '../src/strategy/random.js';
import { diceFrom } from '../src/strategy/simulate.js';
import { startPart } from './support/processes.js';
import { storeClient } from './support/store-client.js';

/**
 * A strong bot's turn against a REST action of the same game, measured in the same run: the
 * app as `npm start` serves it (its game cache on: the cheaper action), in this process, on a
 * dynalite store in a process of its own. A solo game is played to its end through
 * `POST /v1/games/{id}/actions`, each action the strong bot's choice; at the start of every
 * turn the strong bot also plays that turn from the same state with dice of its own
 * (`botTurn`, as the service runs a bot seat: every decision and the engine applying it),
 * timed apart. Wall-clock times.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export interface RestVersusBot {
  readonly ruleset: RulesetId;
  readonly actions: number;
  readonly turns: number;
  /** Mean milliseconds of one REST action, and of one strong bot turn. */
  readonly restMs: number;
  readonly botTurnMs: number;
}

export async function restVersusBot(rulesets: readonly RulesetId[], games: number): Promise<RestVersusBot[]> {
  const store = await startPart('store', 'support/store-process.ts');
  try {
    const { endpoint, tableName } = store.ready as { endpoint: string; tableName: string };
    const client = storeClient(endpoint);
    const { app } = createApiParts({ client, tableName, logger: silentLogger, rateLimit: null, gameCache: LOCAL_GAME_CACHE });
    const games$ = createDynamoStore({ client, tableName });
    const call = async (method: string, path: string, token: string | null, body?: unknown) => {
      const res = await app.request(path, {
        method,
        headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as Record<string, unknown>;
    };
    const { token } = (await call('POST', '/v1/players', null, { name: 'Bench' })) as { token: string };
    const out: RestVersusBot[] = [];
    for (const ruleset of rulesets) {
      await loadStrategy(ruleset);
      const random = prng(9);
      const dice = diceFrom(random);
      let restMs = 0;
      let actions = 0;
      let botMs = 0;
      let turns = 0;
      for (let g = 0; g < games; g++) {
        const { id } = (await call('POST', '/v1/games', token, { ruleset, seats: 1 })) as { id: string };
        for (;;) {
          const state: GameState = (await games$.getGame(id))!.state;
          if (state.status !== 'active') break;
          if (state.turn?.rollsUsed === 0) {
            const started = performance.now();
            botTurn(state, 'strong', random, () => dice);
            botMs += performance.now() - started;
            turns++;
          }
          const action = botAction(state, 'strong', random);
          const started = performance.now();
          await call('POST', `/v1/games/${id}/actions`, token, action);
          restMs += performance.now() - started;
          actions++;
        }
      }
      out.push({ ruleset, actions, turns, restMs: restMs / actions, botTurnMs: botMs / turns });
    }
    return out;
  } finally {
    await store.stop();
  }
}
