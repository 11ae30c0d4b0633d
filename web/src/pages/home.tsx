import { useSession } from '../session.js';
import { AccountCard } from './account.js';
import { Inbox, Invitations, Lobby, MyGames } from './game-lists.js';
import { NewGame } from './new-game.js';
import { SignIn } from './sign-in.js';

/** `/`: sign in or register; then the inbox, a new game, the lobby and the player's games. */
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
        <AccountCard />
      </div>
    </>
  );
}
