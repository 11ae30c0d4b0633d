import type { PlayerStats, RulesetStats, StatsTally } from '../contract/index.js';
import { ApiError } from '../contract/index.js';
import type { RulesetId } from '../engine/index.js';
import { RULESET_IDS } from '../engine/index.js';
import type { Store } from '../store/index.js';
import { ID_PATTERN } from './secrets.js';

/*
 * A player's statistics, read as they are kept: the player and the sums of every ruleset it
 * played are one query of its partition, whatever the number of its games. The sums are
 * counted as the games move on, each move once (stats-counter.ts); the recount
 * (`npm run stats:recount`) checks them against the games and repairs them.
 */

function statsOf(ruleset: RulesetId, t: StatsTally): RulesetStats {
  return {
    ruleset,
    played: t.played,
    finished: t.finished,
    won: t.won,
    resigned: t.resigned,
    mean: t.sheets > 0 ? t.sum / t.sheets : null,
    best: t.best,
    worst: t.worst,
    upperBonusRate: t.sections > 0 ? t.bonuses / t.sections : null,
  };
}

export function createStatsService({ store }: { store: Store }) {
  return {
    /** Per ruleset the player has played: games played, finished, won, resigned, mean, best and worst total, upper-bonus rate. */
    async stats(playerId: string): Promise<PlayerStats> {
      const found = ID_PATTERN.test(playerId) ? await store.playerWithStats(playerId) : null;
      if (!found) throw new ApiError('NOT_FOUND', `no player with id "${playerId}"`);
      const byRuleset = new Map(found.stats.map((s) => [s.ruleset, s.tally]));
      const rulesets = RULESET_IDS.flatMap((id) => {
        const t = byRuleset.get(id);
        return t && t.played > 0 ? [statsOf(id, t)] : [];
      });
      return { player: found.player, rulesets };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
