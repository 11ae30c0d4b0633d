import { useSession } from '../session.js';
import { AccountCard } from './account.js';
import { Inbox, Lobby, MyGames } from './game-lists.js';
import { Invitations } from './invitations.js';
import { NewGame } from './new-game.js';
import { SignIn } from './sign-in.js';
import { NewTournament, Tournaments } from './tournaments.js';

/** `/`: sign in or register; then the inbox, a new game, the lobby, the invitations, the player's games, and tournaments. */
export function HomePage() {
  const session = useSession();
  if (!session.token || !session.player) return <SignIn />;
  return (
    <>
      <h1>Hello, {session.player.name}</h1>
      <div class="grid">
        <Inbox />
        <NewGame />
        <Lobby />
        <Invitations />
        <MyGames />
        <Tournaments />
        <NewTournament />
        <AccountCard />
      </div>
    </>
  );
}
