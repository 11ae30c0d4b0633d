import type { PageProps } from '../app.js';
import type { PlayerRatings, PlayerStats } from '../api.js';
import { TotalsChart } from '../player/chart.js';
import { useSession } from '../session.js';
import { ErrorNote, Loading, useLoad } from '../ui.js';

/** How many finished games the chart of each ruleset shows. */
const RECENT = 20;

/** `/players/{id}`: the public profile, ratings and stats per ruleset, and a chart of recent totals. */
export function PlayerPage({ params }: PageProps) {
  const playerId = params.playerId ?? '';
  const { api } = useSession();
  const loaded = useLoad(async () => {
    const [player, stats, ratings] = await Promise.all([api.player(playerId), api.stats(playerId), api.ratings(playerId)]);
    const recent = await Promise.all(
      stats.rulesets
        .filter((r) => r.finished > 0)
        .map(async (r) => ({ ruleset: r.ruleset, totals: (await api.games({ player: playerId, status: 'finished', ruleset: r.ruleset, limit: RECENT })).flatMap((g) => (g.you.total === null ? [] : [g.you.total])).reverse() })),
    );
    return { player, stats, ratings, recent };
  }, [api, playerId]);
  if (loaded.error) return <ErrorNote error={loaded.error} />;
  if (!loaded.data) return <Loading what="the player" />;
  const { player, stats, ratings, recent } = loaded.data;
  return (
    <>
      <h1>{player.name}</h1>
      <p class="muted">Playing since {new Date(player.createdAt).toLocaleDateString()}</p>
      <RatingsTable ratings={ratings} />
      <StatsTable stats={stats} />
      <div class="grid">
        {recent.map((r) => (
          <TotalsChart key={r.ruleset} title={`Recent totals in ${r.ruleset}`} totals={r.totals} />
        ))}
      </div>
    </>
  );
}

const fixed = (n: number | null, digits = 1) => (n === null ? '–' : n.toFixed(digits));

type RulesetStats = PlayerStats['rulesets'][number];

/** One row per measure, one column per ruleset: narrow enough for a phone with all four rulesets. */
const MEASURES: readonly [label: string, value: (r: RulesetStats) => string][] = [
  ['Played', (r) => String(r.played)],
  ['Finished', (r) => String(r.finished)],
  ['Won', (r) => String(r.won)],
  ['Resigned', (r) => String(r.resigned)],
  ['Mean total', (r) => fixed(r.mean)],
  ['Best total', (r) => (r.best === null ? '–' : String(r.best))],
  ['Worst total', (r) => (r.worst === null ? '–' : String(r.worst))],
  ['Upper bonus', (r) => (r.upperBonusRate === null ? '–' : `${Math.round(r.upperBonusRate * 100)}%`)],
];

function StatsTable({ stats }: { stats: PlayerStats }) {
  if (stats.rulesets.length === 0) return <p>No games yet.</p>;
  return (
    <div class="table-wrap card">
      <table class="stats">
        <caption>Games per ruleset</caption>
        <thead>
          <tr>
            <td />
            {stats.rulesets.map((r) => (
              <th scope="col" key={r.ruleset}>
                {r.ruleset}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MEASURES.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {stats.rulesets.map((r) => (
                <td key={r.ruleset}>{value(r)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The player's rating in each ruleset of a rated game it played: the display rating, its games and rank. */
function RatingsTable({ ratings }: { ratings: PlayerRatings }) {
  if (ratings.ratings.length === 0) return <p class="muted">No rated games yet.</p>;
  return (
    <div class="table-wrap card">
      <table class="stats">
        <caption>Ratings</caption>
        <thead>
          <tr>
            <th scope="col">Ruleset</th>
            <th scope="col">Rating</th>
            <th scope="col">Rated games</th>
            <th scope="col">Rank</th>
          </tr>
        </thead>
        <tbody>
          {ratings.ratings.map((r) => (
            <tr key={r.ruleset}>
              <th scope="row">{r.ruleset}</th>
              <td>{r.rating}</td>
              <td>{r.games}</td>
              <td>{r.rank ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
