import { useState } from 'preact/hooks';
import type { Scope, Token } from '../api.js';
import { useAnnounce } from '../live.js';
import { useSession } from '../session.js';
import { ErrorNote, Loading, Section, relativeTime, useAction, useLoad } from '../ui.js';
import { SignIn } from './sign-in.js';

/*
 * `/account/tokens`: the person's personal tokens and the apps they approved, each revocable,
 * and a form that mints a personal token (a name, its scopes, an optional expiry). A token's
 * value is shown once, right after it is made: the API keeps only its hash.
 */

/** Every scope, in the API's order; the Record makes the compiler name a scope added to the API and missing here. */
const SCOPE_ORDER: Record<Scope, number> = { 'profile:read': 0, 'games:read': 1, 'games:play': 2, 'webhooks:manage': 3, 'tokens:manage': 4 };
const SCOPES = (Object.keys(SCOPE_ORDER) as Scope[]).sort((a, b) => SCOPE_ORDER[a] - SCOPE_ORDER[b]);

const EXPIRIES: readonly [label: string, seconds: number | null][] = [
  ['Never', null],
  ['1 day', 86_400],
  ['30 days', 2_592_000],
  ['1 year', 31_536_000],
];

export function TokensPage() {
  const session = useSession();
  if (!session.token || !session.player) return <SignIn />;
  return <Tokens />;
}

function Tokens() {
  const { api } = useSession();
  const list = useLoad(() => api.tokens(), [api]);
  return (
    <>
      <h1>Tokens and apps</h1>
      <p class="lead">Personal tokens let your own programs act for you; apps you authorized act for you until you revoke them.</p>
      <div class="grid">
        <Section title="Your tokens and apps">
          <ErrorNote error={list.error} />
          {list.data ? <TokenList items={list.data} onRevoked={list.reload} /> : !list.error && <Loading what="your tokens" />}
        </Section>
        <NewToken onCreated={list.reload} />
      </div>
    </>
  );
}

function TokenList({ items, onRevoked }: { items: readonly Token[]; onRevoked: () => void }) {
  const { api } = useSession();
  const announce = useAnnounce();
  const revoke = useAction(async (token: Token) => {
    await api.revokeToken(token.id);
    announce(`${token.name} revoked.`);
    onRevoked();
  });
  if (items.length === 0) return <p>No personal tokens and no apps yet.</p>;
  return (
    <>
      <ul class="list" aria-label="Tokens and apps">
        {items.map((t) => (
          <li key={t.id}>
            <strong>{t.name}</strong> {t.client !== null ? '(app)' : '(personal token)'}
            <br />
            <span class="muted">
              {t.scopes.join(', ')} · made {relativeTime(t.createdAt)} · {t.lastUsedAt ? `last used ${relativeTime(t.lastUsedAt)}` : 'never used'}
              {t.expiresAt && ` · expires ${relativeTime(t.expiresAt)}`}
            </span>
            <br />
            <button type="button" disabled={revoke.busy} onClick={() => void revoke.start(t)}>
              Revoke {t.name}
            </button>
          </li>
        ))}
      </ul>
      <ErrorNote error={revoke.error} />
    </>
  );
}

function NewToken({ onCreated }: { onCreated: () => void }) {
  const { api } = useSession();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<readonly Scope[]>(['games:read', 'games:play']);
  const [expiry, setExpiry] = useState(0);
  const [made, setMade] = useState<{ name: string; value: string } | null>(null);
  const create = useAction(async () => {
    const seconds = EXPIRIES[expiry]?.[1] ?? null;
    const created = await api.createToken({ name: name.trim(), scopes: [...scopes], ...(seconds !== null && { expiresInSeconds: seconds }) });
    setMade({ name: created.token.name, value: created.accessToken });
    setName('');
    onCreated();
  });
  const toggle = (scope: Scope, on: boolean) => setScopes((s) => SCOPES.filter((x) => (x === scope ? on : s.includes(x))));
  return (
    <Section title="New personal token">
      <form
        class="stack"
        onSubmit={(e) => {
          e.preventDefault();
          void create.start();
        }}
      >
        <label for="nt-name">Token name</label>
        <input id="nt-name" required value={name} onInput={(e) => setName(e.currentTarget.value)} />
        <fieldset>
          <legend>Scopes</legend>
          {SCOPES.map((scope) => (
            <label class="choice" key={scope}>
              <input type="checkbox" checked={scopes.includes(scope)} onChange={(e) => toggle(scope, e.currentTarget.checked)} />
              {scope}
            </label>
          ))}
        </fieldset>
        <label for="nt-expiry">Expires</label>
        <select id="nt-expiry" value={expiry} onChange={(e) => setExpiry(Number(e.currentTarget.value))}>
          {EXPIRIES.map(([label], i) => (
            <option key={label} value={i}>
              {label}
            </option>
          ))}
        </select>
        <button type="submit" disabled={create.busy}>
          Create token
        </button>
        <ErrorNote error={create.error} />
      </form>
      {made && (
        <div class="token">
          <label for="nt-value">New token {made.name} (shown once: copy it now)</label>
          <input id="nt-value" readOnly value={made.value} onFocus={(e) => e.currentTarget.select()} />
        </div>
      )}
    </Section>
  );
}
