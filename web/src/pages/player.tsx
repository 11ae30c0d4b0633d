import type { PageProps } from '../app.js';
import type { PlayerStats } from '../api.js';
import { TotalsChart } from '../player/chart.js';
import { useSession } from '../session.js';
import { ErrorNote, Loading, useLoad } from '../ui.js';

/** How many finished games the chart of each ruleset shows. */
const RECENT = 20;

/** `/players/{id}`: the public profile, stats per ruleset, and a chart of recent totals. */
export function PlayerPage({ params }: PageProps) {
  const playerId = params.playerId ?? '';
  const { api } = useSession();
  const loaded = useLoad(async () => {
    const [player, stats] = await Promise.all([api.player(playerId), api.stats(playerId)]);
    const recent = await Promise.all(
      stats.rulesets
        .filter((r) => r.finished > 0)
        .map(async (r) => ({ ruleset: r.ruleset, totals: (await api.games({ player: playerId, status: 'finished', ruleset: r.ruleset, limit: RECENT })).flatMap((g) => (g.you.total === null ? [] : [g.you.total])).reverse() })),
    );
    return { player, stats, recent };
  }, [api, playerId]);
  if (loaded.error) return <ErrorNote error={loaded.error} />;
  if (!loaded.data) return <Loading what="the player" />;
  const { player, stats, recent } = loaded.data;
  return (
    <>
      <h1>{player.name}</h1>
      <p class="muted">Playing since {new Date(player.createdAt).toLocaleDateString()}</p>
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

function StatsTable({ stats }: { stats: PlayerStats }) {
  if (stats.rulesets.length === 0) return <p>No games yet.</p>;
  return (
    <div class="table-wrap card">
      <table class="stats">
        <caption>Games per ruleset</caption>
        <thead>
          <tr>
            <th scope="col">Ruleset</th>
            <th scope="col">Played</th>
            <th scope="col">Won</th>
            <th scope="col">Mean</th>
            <th scope="col">Best</th>
            <th scope="col">Worst</th>
            <th scope="col">Bonus</th>
          </tr>
        </thead>
        <tbody>
          {stats.rulesets.map((r) => (
            <tr key={r.ruleset}>
              <th scope="row">{r.ruleset}</th>
              <td>
                {r.played}
                {r.finished !== r.played && <span class="muted"> ({r.finished} finished)</span>}
              </td>
              <td>{r.won}</td>
              <td>{fixed(r.mean)}</td>
              <td>{r.best ?? '–'}</td>
              <td>{r.worst ?? '–'}</td>
              <td>{r.upperBonusRate === null ? '–' : `${Math.round(r.upperBonusRate * 100)}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
