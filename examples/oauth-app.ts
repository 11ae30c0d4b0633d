import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type Game, createYambClient } from 'yamb-client';
import { type OAuthTokens, authorizeUrl, createPkce, exchangeCode, randomState, readCallback, refreshTokens, revokeToken } from 'yamb-client/oauth';

/*
 * A third-party app that signs a player in with OAuth 2.0 (authorization code + PKCE) and
 * plays a move for them, with nothing registered anywhere:
 *
 *   npx tsx examples/oauth-app.ts http://localhost:3000
 *
 * It listens on a loopback port for the answer (RFC 8252), prints the consent page's address
 * for the player to open, and once the player clicked "Authorize" exchanges the code for
 * tokens scoped to games:read and games:play, creates a solo game and rolls the dice. Then it
 * refreshes its tokens once (as an app does when the access token expires) and signs out,
 * revoking the grant.
 */

export const CLIENT_ID = 'Yamb example app';

export interface AppOptions {
  readonly baseUrl: string;
  /** Shows the player the consent page's address (prints it by default). */
  readonly open?: (url: string) => void | Promise<void>;
  /** The loopback port to listen on; any free one by default. */
  readonly port?: number;
}

export interface AppResult {
  readonly game: Game;
  readonly tokens: OAuthTokens;
  readonly refreshed: OAuthTokens;
}

/** Waits on 127.0.0.1 for the browser to come back; resolves with the redirect URI and, later, the address it was sent to. */
async function listenForCallback(port: number): Promise<{ redirectUri: string; callback: Promise<URL> }> {
  let done: (url: URL) => void = () => undefined;
  const callback = new Promise<URL>((resolve) => (done = resolve));
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    if (url.pathname !== '/callback') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('Signed in: you can close this tab and return to the app.\n');
    server.close();
    done(url);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { redirectUri: `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`, callback };
}

/** Signs a player in, plays one move for them, refreshes the tokens and signs out. */
export async function runApp({ baseUrl, open = (url) => console.log(`Open this address to sign in:\n${url}`), port = 0 }: AppOptions): Promise<AppResult> {
  const { redirectUri, callback } = await listenForCallback(port);
  const pkce = await createPkce();
  const state = randomState();
  await open(authorizeUrl({ baseUrl, clientId: CLIENT_ID, redirectUri, scopes: ['games:read', 'games:play'], state, codeChallenge: pkce.challenge }));

  const code = readCallback(await callback, state);
  const tokens = await exchangeCode({ baseUrl, clientId: CLIENT_ID, redirectUri, code, verifier: pkce.verifier });

  const yamb = createYambClient({ baseUrl, token: tokens.accessToken });
  const created = await yamb.POST('/v1/games', { body: { ruleset: 'yams-5', seats: 1 } });
  if (!created.data) throw new Error(`create a game: ${created.error?.detail}`);
  const rolled = await yamb.POST('/v1/games/{gameId}/actions', { params: { path: { gameId: created.data.id } }, body: { type: 'roll' } });
  if (!rolled.data) throw new Error(`roll: ${rolled.error?.detail}`);

  // An access token lives an hour; the refresh token gets new ones (and stops working itself).
  const refreshed = await refreshTokens({ baseUrl, clientId: CLIENT_ID, refreshToken: tokens.refreshToken });
  await revokeToken({ baseUrl, token: refreshed.refreshToken });
  return { game: rolled.data, tokens, refreshed };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [baseUrl = 'http://localhost:3000'] = process.argv.slice(2);
  const { game } = await runApp({ baseUrl });
  console.log(`game ${game.id}: rolled ${game.turn?.dice.join(' ')} for ${game.seats[0]?.player?.name}; signed out`);
}
