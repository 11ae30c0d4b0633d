import type { PlayerStats, RulesetStats, Membership } from '../contract/index.js';
import { ApiError } from '../contract/index.js';
import type { RulesetId } from '../engine/index.js';
import { RULESETS, RULESET_IDS } from '../engine/index.js';
import type { Store } from '../store/index.js';
import { membershipsOf } from './memberships.js';
import { ID_PATTERN } from './secrets.js';

/*
 * A player's statistics, as an aggregation over the player's membership items read when
 * asked, not counters kept beside them. A membership is a projection of one game for one
 * player, keyed by player and game and written idempotently (a put of what the game item
 * implies, never over a newer version), so every crash, retry or repair rewrites the same
 * item: a game can be counted once or not yet, never twice. Counters would need their own
 * exactly-once bookkeeping per game, and would drift for good after one lost or doubled
 * increment; an aggregation is right again as soon as its items are.
 *
 * "Not yet" is bounded too: a membership still reading open or active (its last rewrite may
 * have been lost after the game item was written) is checked against its game, one batch
 * read per 100 such games, and counted as the game says. So the statistics equal a
 * recomputation from the games themselves. Cost: the player's memberships (about 250 bytes
 * each: 1,000 games are about 30 read units) and their unfinished games.
 */

/** Memberships read per store page. */
const PAGE = 100;

interface Tally {
  played: number;
  finished: number;
  won: number;
  resigned: number;
  sheets: number;
  sum: number;
  best: number | null;
  worst: number | null;
  bonuses: number;
  sections: number;
}

const emptyTally = (): Tally => ({ played: 0, finished: 0, won: 0, resigned: 0, sheets: 0, sum: 0, best: null, worst: null, bonuses: 0, sections: 0 });

/** Upper sections one sheet of `ruleset` has: one per column when it has an upper bonus. */
const bonusSections = (ruleset: RulesetId): number => {
  const { totals, columns } = RULESETS[ruleset];
  return totals.kind === 'sections' && totals.upperBonus ? columns.length : 0;
};

function count(tally: Tally, m: Membership): void {
  if (m.status !== 'active' && m.status !== 'finished') return;
  tally.played++;
  if (m.resigned) tally.resigned++;
  if (m.status !== 'finished') return;
  tally.finished++;
  if (m.resigned || m.total === null) return;
  if (m.place === 1) tally.won++;
  tally.sheets++;
  tally.sum += m.total;
  tally.best = Math.max(tally.best ?? m.total, m.total);
  tally.worst = Math.min(tally.worst ?? m.total, m.total);
  // Memberships written before bonuses were kept say nothing about them: left out of the rate.
  if (m.bonuses !== undefined) {
    tally.bonuses += m.bonuses;
    tally.sections += bonusSections(m.ruleset);
  }
}

function statsOf(ruleset: RulesetId, t: Tally): RulesetStats {
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
  /** The memberships of `unsettled` as their games say they are now. */
  async function settled(playerId: string, unsettled: readonly Membership[]): Promise<Membership[]> {
    const out: Membership[] = [];
    for (let i = 0; i < unsettled.length; i += PAGE) {
      const batch = unsettled.slice(i, i + PAGE);
      const games = new Map((await store.getGames(batch.map((m) => m.gameId))).map((g) => [g.id, g]));
      for (const m of batch) {
        const game = games.get(m.gameId);
        out.push((game && membershipsOf(game).find((x) => x.playerId === playerId)) ?? m);
      }
    }
    return out;
  }

  return {
    /** Per ruleset the player has played: games played, finished, won, resigned, mean, best and worst total, upper-bonus rate. */
    async stats(playerId: string): Promise<PlayerStats> {
      const player = ID_PATTERN.test(playerId) ? await store.getPlayer(playerId) : null;
      if (!player) throw new ApiError('NOT_FOUND', `no player with id "${playerId}"`);
      const tallies = new Map<RulesetId, Tally>();
      const unsettled: Membership[] = [];
      const add = (m: Membership) => {
        const tally = tallies.get(m.ruleset) ?? emptyTally();
        tallies.set(m.ruleset, tally);
        count(tally, m);
      };
      let cursor: string | undefined;
      do {
        const page = await store.listMemberships(playerId, {}, { limit: PAGE, cursor });
        for (const m of page.items) (m.status === 'open' || m.status === 'active' ? unsettled.push(m) : add(m));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      for (const m of await settled(playerId, unsettled)) add(m);
      const rulesets = RULESET_IDS.flatMap((id) => {
        const t = tallies.get(id);
        return t && t.played > 0 ? [statsOf(id, t)] : [];
      });
      return { player: { id: player.id, name: player.name }, rulesets };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
