import type { FunctionComponent } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ApiConfig, PlayerRef } from './api.js';
import { Announcer } from './live.js';
import { type PageName, matchPage, pagePath } from './paths.js';
import { usePath } from './router.js';
import { type Session, SessionContext, createApi, loadStored, saveStored } from './session.js';
import { ErrorNote, Loading } from './ui.js';

/*
 * The app's frame: the session, the header, the live region and the current page. Each page is
 * its own module, loaded when first shown, so the first screen carries only its own code; a new
 * page is a line in paths.ts and a line here.
 */

export interface PageProps {
  readonly params: Readonly<Record<string, string>>;
}
type Page = FunctionComponent<PageProps>;

const PAGES: Record<PageName, () => Promise<Page>> = {
  home: () => import('./pages/home.js').then((m) => m.HomePage),
  game: () => import('./pages/game.js').then((m) => m.GamePage),
  player: () => import('./pages/player.js').then((m) => m.PlayerPage),
  tournament: () => import('./pages/tournament.js').then((m) => m.TournamentPage),
  consent: () => import('./pages/consent.js').then((m) => m.ConsentPage),
  tokens: () => import('./pages/tokens.js').then((m) => m.TokensPage),
};

const TITLES: Record<PageName, string> = { home: 'Yamb', game: 'Game · Yamb', player: 'Player · Yamb', tournament: 'Tournament · Yamb', consent: 'Authorize an app · Yamb', tokens: 'Tokens and apps · Yamb' };

export function App({ config }: { config: ApiConfig }) {
  const [stored, setStored] = useState(() => loadStored());
  const session = useMemo<Session>(
    () => ({
      ...stored,
      config,
      api: createApi(config, stored.token),
      signIn: (token: string, player: PlayerRef) => {
        const next = { token, player: { id: player.id, name: player.name } };
        saveStored(next);
        setStored(next);
      },
      signOut: () => {
        saveStored({ token: null, player: null });
        setStored({ token: null, player: null });
      },
    }),
    [stored, config],
  );
  const path = usePath();
  const match = matchPage(path);
  return (
    <SessionContext.Provider value={session}>
      <Announcer>
        <a class="skip" href="#main">
          Skip to content
        </a>
        <Header session={session} />
        <main id="main" tabIndex={-1}>
          {match ? <PageView name={match.name} params={match.params} key={path} /> : <NotFound />}
        </main>
      </Announcer>
    </SessionContext.Provider>
  );
}

function Header({ session }: { session: Session }) {
  return (
    <header class="top">
      <a class="brand" href="/">
        Yamb
      </a>
      {session.player && (
        <nav aria-label="Account">
          <a href={pagePath('player', { playerId: session.player.id })}>{session.player.name}</a>
          <a href={pagePath('tokens', {})}>Tokens and apps</a>
          <button type="button" class="link" onClick={() => session.signOut()}>
            Sign out
          </button>
        </nav>
      )}
    </header>
  );
}

function PageView({ name, params }: { name: PageName; params: Readonly<Record<string, string>> }) {
  const [page, setPage] = useState<{ Page?: Page; error?: unknown }>({});
  useEffect(() => {
    document.title = TITLES[name];
    let live = true;
    PAGES[name]().then(
      (Page) => live && setPage({ Page }),
      (error: unknown) => live && setPage({ error }),
    );
    return () => {
      live = false;
    };
  }, [name]);
  if (page.error) return <ErrorNote error={page.error} />;
  if (!page.Page) return <Loading what="the page" />;
  return <page.Page params={params} />;
}

function NotFound() {
  return (
    <>
      <h1>Not found</h1>
      <p>
        There is no page here. <a href="/">Go to the start page</a>.
      </p>
    </>
  );
}
