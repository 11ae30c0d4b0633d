import type { Game, GameSummary } from '../api.js';
import { pagePath } from '../paths.js';
import { NotifyMe } from '../push/notify-me.js';
import { navigate } from '../router.js';
import { useSession } from '../session.js';
import { ErrorNote, Loading, Section, relativeTime, useAction, useLoad } from '../ui.js';

/** "Ana, Ben and Greedy bot" (free seats as "a free seat"). */
export function seatNames(game: Game): string {
  const names = game.seats.map((s) => s.player?.name ?? 'a free seat');
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const gameLink = (id: string) => pagePath('game', { gameId: id });

/** The caller's games waiting for its move, most urgent first (as the API orders them). */
export function Inbox() {
  const { api } = useSession();
  const turns = useLoad(() => api.myTurns(), [api]);
  return (
    <Section title="Your turn">
      <ErrorNote error={turns.error} />
      {turns.data === undefined && !turns.error && <Loading what="your turns" />}
      {turns.data?.length === 0 && <p class="muted">No game is waiting for you.</p>}
      <NotifyMe />
      <ul class="list">
        {turns.data?.map((game) => (
          <li key={game.id}>
            <a href={gameLink(game.id)}>
              {game.ruleset} with {seatNames(game)}
            </a>{' '}
            <span class="muted">
              turn {game.turn?.number}
              {game.turn?.deadline && `, time runs out ${relativeTime(game.turn.deadline)}`}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Public games waiting for players. */
export function Lobby() {
  const { api, player } = useSession();
  const lobby = useLoad(() => api.lobby(), [api]);
  const join = useAction(async (id: string) => {
    await api.join(id);
    navigate(gameLink(id));
  });
  return (
    <Section title="Lobby">
      <ErrorNote error={lobby.error ?? join.error} />
      {lobby.data?.length === 0 && <p class="muted">No public game is waiting for players. Create one!</p>}
      <ul class="list">
        {lobby.data?.map((game) => {
          const taken = game.seats.filter((s) => s.player).length;
          const seated = game.seats.some((s) => s.player?.id === player?.id);
          return (
            <li key={game.id}>
              <a href={gameLink(game.id)}>
                {game.ruleset} by {game.seats[0]?.player?.name ?? 'someone'}
              </a>{' '}
              <span class="muted">
                {taken} of {game.seats.length} seats taken
              </span>{' '}
              {!seated && (
                <button type="button" disabled={join.busy} onClick={() => void join.start(game.id)} aria-label={`Join ${game.ruleset} game by ${game.seats[0]?.player?.name ?? 'someone'}`}>
                  Join
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <button type="button" class="link" onClick={lobby.reload}>
        Refresh the lobby
      </button>
    </Section>
  );
}

const STATUS_WORDS: Record<GameSummary['status'], string> = { open: 'waiting for players', active: 'being played', finished: 'finished', cancelled: 'cancelled' };

/** The caller's games, newest first: open, active and finished. */
export function MyGames() {
  const { api } = useSession();
  const games = useLoad(async () => {
    const lists = await Promise.all((['open', 'active', 'finished'] as const).map((status) => api.games({ status, limit: 10 })));
    return lists.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }, [api]);
  return (
    <Section title="Your games">
      <ErrorNote error={games.error} />
      {games.data?.length === 0 && <p class="muted">No games yet.</p>}
      <ul class="list">
        {games.data?.map((g) => (
          <li key={g.id}>
            <a href={gameLink(g.id)}>
              {g.ruleset}, {g.seats === 1 ? 'solo' : `${g.seats} seats`}
            </a>{' '}
            <span class="muted">
              {STATUS_WORDS[g.status]}
              {g.you.total !== null && `, your total ${g.you.total}`}
              {g.you.place !== null && `, place ${g.you.place}`}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
