import { useEffect } from 'preact/hooks';
import type { AuthorizationParams } from '../api.js';
import { useSession } from '../session.js';
import { ErrorNote, Loading, useAction, useLoad } from '../ui.js';
import { SignIn } from './sign-in.js';

/*
 * `/oauth/authorize`: an app asks to act for the person (OAuth 2.0 with PKCE). The page shows
 * who asks, where the answer goes and each scope in words, as the API checked the request, and
 * sends the person's decision; the browser then goes where the API says, back to the app. A
 * request with a bad app name or return address is shown as an error and never leaves the page
 * (the app may not be what it claims); any other bad request goes back to the app with its error.
 */

const PARAMS = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'code_challenge', 'code_challenge_method'] as const;

function requestParams(search: string): AuthorizationParams {
  const query = new URLSearchParams(search);
  const params: Record<string, string> = {};
  for (const name of PARAMS) {
    const value = query.get(name);
    if (value !== null) params[name] = value;
  }
  return params;
}

/** Leaves the client for the app's address (a full navigation: it is another site). */
const leaveFor = (url: string) => location.assign(url);

export function ConsentPage() {
  const session = useSession();
  const params = requestParams(location.search);
  if (!session.token || !session.player) {
    return (
      <>
        <p class="lead">An app asks to use your Yamb account. Sign in first; you will then see what it asks for and decide.</p>
        <SignIn />
      </>
    );
  }
  return <Consent params={params} />;
}

function Consent({ params }: { params: AuthorizationParams }) {
  const session = useSession();
  const { api } = session;
  const check = useLoad(() => api.checkAuthorization(params), [api, params.client_id, params.redirect_uri, params.scope, params.state, params.code_challenge]);
  const decide = useAction(async (decision: 'approve' | 'deny') => leaveFor((await api.authorizeApp(params, decision)).redirectTo));
  const answer = check.data;
  useEffect(() => {
    if (answer?.outcome === 'redirect') leaveFor(answer.redirectTo);
  }, [answer]);

  if (check.error) {
    return (
      <>
        <h1>This request is not valid</h1>
        <p>The app's name or return address was not accepted, so it cannot be sent an answer. Nothing was shared.</p>
        <ErrorNote error={check.error} />
      </>
    );
  }
  if (!answer) return <Loading what="the app's request" />;
  if (answer.outcome === 'redirect') return <p>The app's request cannot be granted ({answer.error}); returning to the app…</p>;
  return (
    <>
      <h1>Authorize {answer.client}</h1>
      <p class="lead">
        <strong>{answer.client}</strong> asks to act for you, {session.player?.name}. If you authorize it, it may:
      </p>
      <ul aria-label="What the app may do">
        {answer.scopes.map((s) => (
          <li key={s.scope}>
            {s.description} <code>{s.scope}</code>
          </li>
        ))}
      </ul>
      <p>
        The answer goes to <strong>{answer.redirectHost}</strong>. You can revoke the app's access at any time under <a href="/account/tokens">Tokens and apps</a>.
      </p>
      <div class="actions">
        <button type="button" class="primary" disabled={decide.busy} onClick={() => void decide.start('approve')}>
          Authorize
        </button>
        <button type="button" disabled={decide.busy} onClick={() => void decide.start('deny')}>
          Deny
        </button>
      </div>
      <ErrorNote error={decide.error} />
    </>
  );
}
