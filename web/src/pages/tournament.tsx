import { useEffect } from 'preact/hooks';
import type { Tournament } from '../api.js';
import type { PageProps } from '../app.js';
import { openEventStream } from '../live/event-stream.js';
import { pagePath } from '../paths.js';
import { useSession } from '../session.js';
import { ErrorNote, Loading, Section, relativeTime, useAction, useLoad } from '../ui.js';

/*
 * `/tournaments/{id}`: a tournament's standings and rounds as the API gives them, the signed-in
 * player's game of the round, and joining or leaving before it starts. It reads the tournament
 * again on each of its events (a start, a round, the end), from the tournament's stream.
 */

const STATUS_WORDS: Record<Tournament['status'], string> = { upcoming: 'Upcoming', running: 'Running', finished: 'Finished' };
const points = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

export function TournamentPage({ params }: PageProps) {
  const tournamentId = params.tournamentId ?? '';
  const { api, player } = useSession();
  const loaded = useLoad(() => api.tournament(tournamentId), [api, tournamentId]);
  const { reload } = loaded;
  useEffect(() => openEventStream({ url: api.tournamentEventsUrl(tournamentId), onEvent: () => reload() }), [api, tournamentId, reload]);
  const member = useAction(async (join: boolean) => {
    await (join ? api.joinTournament(tournamentId) : api.leaveTournament(tournamentId));
    reload();
  });
  if (loaded.error && !loaded.data) return <ErrorNote error={loaded.error} />;
  const t = loaded.data;
  if (!t) return <Loading what="the tournament" />;
  const playing = player !== null && t.players.some((p) => p.player.id === player.id);
  const round = t.rounds.at(-1);
  const myTable = round?.tables.find((table) => table.players.some((p) => p.id === player?.id));
  return (
    <>
      <h1>{t.name}</h1>
      <p class="status-line">
        {STATUS_WORDS[t.status]}: {t.ruleset}, tables of {t.settings.tableSize}, {t.settings.rounds} {t.settings.rounds === 1 ? 'round' : 'rounds'}
        {t.settings.rated && ', rated'}. {t.status === 'upcoming' ? `Starts ${relativeTime(t.startsAt)}` : t.status === 'running' ? `Round ${t.currentRound} of ${t.settings.rounds}` : 'Final standings'}.
      </p>
      {player && t.status === 'upcoming' && (
        <p>
          <button type="button" disabled={member.busy} onClick={() => void member.start(!playing)}>
            {playing ? 'Leave the tournament' : 'Join the tournament'}
          </button>{' '}
          <span class="muted">
            {t.players.length} of {t.settings.maxPlayers} players
          </span>
        </p>
      )}
      <ErrorNote error={member.error ?? loaded.error} />
      {t.status === 'running' && round && player && playing && (
        <p class="lead">
          {myTable ? <a href={pagePath('game', { gameId: myTable.gameId })}>Your game of round {round.round}</a> : `You have a bye in round ${round.round}.`}
        </p>
      )}
      <Standings t={t} />
      {t.rounds.map((r) => (
        <Section key={r.round} title={`Round ${r.round}`}>
          <ul class="list">
            {r.tables.map((table) => (
              <li key={table.gameId}>
                <a href={pagePath('game', { gameId: table.gameId })}>Table {table.table}</a>: {table.players.map((p, seat) => `${p.name}${table.results ? ` (${points(table.results[seat]?.points ?? 0)})` : ''}`).join(', ')}
                {!table.results && <span class="muted"> playing</span>}
              </li>
            ))}
            {r.bye && <li>Bye: {r.bye.name}</li>}
          </ul>
        </Section>
      ))}
    </>
  );
}

function Standings({ t }: { t: Tournament }) {
  if (t.standings.length === 0) return <p class="muted">Nobody has joined yet.</p>;
  return (
    <div class="table-wrap card">
      <table class="stats">
        <caption>Standings</caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Player</th>
            <th scope="col">Points</th>
            <th scope="col">Games</th>
            <th scope="col">Tiebreak</th>
          </tr>
        </thead>
        <tbody>
          {t.standings.map((s) => (
            <tr key={s.player.id}>
              <td>{s.rank}</td>
              <th scope="row">
                <a href={pagePath('player', { playerId: s.player.id })}>{s.player.name}</a>
              </th>
              <td>{points(s.points)}</td>
              <td>{s.games + (s.byes ? ` + ${s.byes} bye` : '')}</td>
              <td>{s.tiebreak}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
