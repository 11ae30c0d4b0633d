import { useState } from 'preact/hooks';
import type { Game } from '../api.js';
import { useAnnounce } from '../live.js';
import { pagePath } from '../paths.js';
import { useSession } from '../session.js';
import { ErrorNote, useAction } from '../ui.js';

/*
 * An open game's invitations on its page. Its seated players see the link the API gives them
 * (the page's address with the private game's code) and invite a player by id. Anyone else who
 * came by such a link joins with its code; a player invited by id needs none.
 */

/** The code of the invitation link that opened this page, if any. */
export const codeOfPage = (): string | undefined => new URLSearchParams(location.search).get('invitation') ?? undefined;

/** For the seated players of an open game: the link to share, and "Invite" by player id. */
export function InvitePanel({ game, onInvited }: { game: Game; onInvited: (game: Game) => void }) {
  const { api } = useSession();
  const announce = useAnnounce();
  const [player, setPlayer] = useState('');
  const invite = useAction(async () => {
    const after = await api.invite(game.id, player.trim());
    const invited = after.lastMove?.type === 'invite' ? after.lastMove.invited?.[0]?.name : undefined;
    announce(invited ? `You invited ${invited}.` : 'That player is invited already.');
    setPlayer('');
    onInvited(after);
  });
  const link = game.invitation?.url ?? location.origin + pagePath('game', { gameId: game.id });
  return (
    <div class="invite">
      <p>
        {game.invitation ? 'Invite others with this link (whoever has it can join):' : "Invite others with this page's address:"}{' '}
        <a href={link}>{link}</a>
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void invite.start();
        }}
      >
        <label for="invite-player">Player id</label>
        <input id="invite-player" type="text" required autoComplete="off" value={player} onInput={(e) => setPlayer(e.currentTarget.value)} aria-describedby="invite-player-help" />
        <button type="submit" disabled={invite.busy}>
          Invite
        </button>
        <p id="invite-player-help" class="muted small">
          The player finds the game in their invitations and joins without the link. Their id is on their player page.
        </p>
      </form>
      <ErrorNote error={invite.error} />
    </div>
  );
}
