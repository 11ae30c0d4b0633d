import { useState } from 'preact/hooks';
import { createApi, useSession } from '../session.js';
import { ErrorNote, useAction } from '../ui.js';

/** Create a player (a name) or sign in with the access token of an existing one. */
export function SignIn() {
  const session = useSession();
  const [name, setName] = useState('');
  const [token, setToken] = useState('');
  const register = useAction(async () => {
    const created = await session.api.register(name.trim());
    session.signIn(created.token, created.player);
  });
  const signIn = useAction(async () => {
    const value = token.trim();
    const player = await createApi(session.config, value).me();
    session.signIn(value, player);
  });
  return (
    <>
      <h1>Play Yamb</h1>
      <p class="lead">Dice games of the Yamb family, turn by turn, with friends, strangers or bots.</p>
      <div class="grid">
        <form
          class="card"
          aria-labelledby="new-player"
          onSubmit={(e) => {
            e.preventDefault();
            void register.start();
          }}
        >
          <h2 id="new-player">New player</h2>
          <label for="name">Name</label>
          <input id="name" name="name" autoComplete="nickname" required value={name} onInput={(e) => setName(e.currentTarget.value)} />
          <button type="submit" disabled={register.busy}>
            Create player
          </button>
          <ErrorNote error={register.error} />
        </form>
        <form
          class="card"
          aria-labelledby="have-token"
          onSubmit={(e) => {
            e.preventDefault();
            void signIn.start();
          }}
        >
          <h2 id="have-token">I have a token</h2>
          <label for="token">Access token</label>
          <input id="token" name="token" autoComplete="off" spellcheck={false} required value={token} onInput={(e) => setToken(e.currentTarget.value)} />
          <button type="submit" disabled={signIn.busy}>
            Sign in
          </button>
          <ErrorNote error={signIn.error} />
        </form>
      </div>
    </>
  );
}
