import { useState } from 'preact/hooks';
import type { Action, Game } from '../api.js';
import { pagePath } from '../paths.js';
import { navigate } from '../router.js';
import { useSession } from '../session.js';
import { codeOfPage, InvitePanel } from './invite.js';

/** Join, leave, resign or ask for a rematch, as the game and the viewer's seat allow; invite while open. */
export function SeatActions({ game, act, show, onError }: { game: Game; act: (action: Action) => Promise<Game>; show: (game: Game) => void; onError: (error: unknown) => void }) {
  const { api, player, token } = useSession();
  const [busy, setBusy] = useState(false);
  const seated = game.seats.some((s) => s.player && s.player.id === player?.id);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    onError(null);
    try {
      await work();
    } catch (failure) {
      onError(failure);
    } finally {
      setBusy(false);
    }
  };
  const buttons = [];
  // A private game is joined with the code of the link that opened the page (or, invited by id, with none).
  const join = async () => {
    show(await api.join(game.id, codeOfPage()));
    navigate(pagePath('game', { gameId: game.id }), { replace: true });
  };
  if (game.status === 'open' && !seated && token) buttons.push(['Join this game', () => run(join)] as const);
  if (game.status === 'open' && seated) buttons.push(['Leave this game', () => run(async () => show(await api.leave(game.id)))] as const);
  if (game.status === 'active' && seated && !game.seats.find((s) => s.player?.id === player?.id)?.resigned) {
    buttons.push(['Resign', () => confirm('Resign this game? You will rank last.') && run(() => act({ type: 'resign' }))] as const);
  }
  if (game.status === 'finished' && seated) buttons.push(['Rematch', () => run(async () => navigate(pagePath('game', { gameId: (await api.rematch(game.id)).id })))] as const);
  return (
    <div class="seat-actions">
      {game.status === 'open' && seated && <InvitePanel game={game} onInvited={show} />}
      {!token && game.status === 'open' && (
        <p>
          <a href="/">Sign in</a> to join this game.
        </p>
      )}
      {buttons.map(([label, onClick]) => (
        <button key={label} type="button" disabled={busy} onClick={() => void onClick()}>
          {label}
        </button>
      ))}
    </div>
  );
}

/** When the game is over: the printable sheet and the proof of its dice. */
export function GameFooter({ game }: { game: Game }) {
  const { api } = useSession();
  if (game.status !== 'finished') return null;
  return (
    <section class="card" aria-labelledby="records-heading">
      <h2 id="records-heading">Records</h2>
      <ul class="list">
        <li>
          <a href={api.sheetUrl(game.id)} target="_blank" rel="noopener">
            Printable sheet
          </a>{' '}
          <span class="muted">(SVG, A4)</span>
        </li>
        <li>
          <a href={api.proofUrl(game.id)} target="_blank" rel="noopener">
            Proof of the dice
          </a>{' '}
          <span class="muted">(the server seed behind commitment {game.dice.commitment.slice(0, 12)}…)</span>
        </li>
      </ul>
    </section>
  );
}
