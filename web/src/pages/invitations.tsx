import { useState } from 'preact/hooks';
import type { Game } from '../api.js';
import { useAnnounce } from '../live.js';
import { matchPage, pagePath } from '../paths.js';
import { navigate } from '../router.js';
import { useSession } from '../session.js';
import { ErrorNote, Section, useAction, useLoad } from '../ui.js';
import { seatNames } from './game-lists.js';

/*
 * The invitations a person holds (a rematch, or a player who invited it by id): join one
 * (no code needed) or decline it. And an invitation link from elsewhere (a message, another
 * device) opened here: its game's page, which joins with the link's code.
 */

const inviter = (game: Game) => game.seats[0]?.player?.name ?? 'someone';

export function Invitations() {
  const { api } = useSession();
  const announce = useAnnounce();
  const invitations = useLoad(() => api.invitations(), [api]);
  const accept = useAction(async (id: string) => {
    await api.join(id);
    navigate(pagePath('game', { gameId: id }));
  });
  const decline = useAction(async (game: Game) => {
    await api.decline(game.id);
    announce(`You declined the invitation to ${game.ruleset} by ${inviter(game)}.`);
    invitations.reload();
  });
  const busy = accept.busy || decline.busy;
  return (
    <Section title="Invitations">
      <ErrorNote error={invitations.error ?? accept.error ?? decline.error} />
      {invitations.data?.length === 0 && <p class="muted">No invitation is waiting for you.</p>}
      <ul class="list">
        {invitations.data?.map((game) => (
          <li key={game.id}>
            <a href={pagePath('game', { gameId: game.id })}>
              {game.ruleset} with {seatNames(game)}
            </a>{' '}
            <button type="button" disabled={busy} onClick={() => void accept.start(game.id)} aria-label={`Accept invitation to ${game.ruleset} game by ${inviter(game)}`}>
              Join
            </button>{' '}
            <button type="button" disabled={busy} onClick={() => void decline.start(game)} aria-label={`Decline invitation to ${game.ruleset} game by ${inviter(game)}`}>
              Decline
            </button>
          </li>
        ))}
      </ul>
      <button type="button" class="link" onClick={invitations.reload}>
        Refresh the invitations
      </button>
      <OpenInvitationLink />
    </Section>
  );
}

/** "Invitation link": a game's page address with its code, opened in this client. */
function OpenInvitationLink() {
  const [link, setLink] = useState('');
  const [wrong, setWrong] = useState(false);
  const open = () => {
    let url: URL | null = null;
    try {
      url = new URL(link.trim(), location.origin);
    } catch {
      url = null;
    }
    const page = url && matchPage(url.pathname);
    const code = url?.searchParams.get('invitation');
    setWrong(page?.name !== 'game');
    if (page?.name !== 'game' || !page.params.gameId) return;
    navigate(pagePath('game', { gameId: page.params.gameId }) + (code ? `?invitation=${encodeURIComponent(code)}` : ''));
  };
  return (
    <form
      class="join-link"
      onSubmit={(e) => {
        e.preventDefault();
        open();
      }}
    >
      <label for="invitation-link">Invitation link</label>
      <input id="invitation-link" type="text" inputMode="url" required value={link} onInput={(e) => setLink(e.currentTarget.value)} aria-describedby={wrong ? 'invitation-link-wrong' : undefined} />
      <button type="submit">Open invitation</button>
      {wrong && (
        <p id="invitation-link-wrong" class="error" role="alert">
          That is not a link to a game: it looks like https://…/games/&lt;id&gt;?invitation=&lt;code&gt;.
        </p>
      )}
    </form>
  );
}
