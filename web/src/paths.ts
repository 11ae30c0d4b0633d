/*
 * The web client's pages, as data: the browser's router matches these patterns and the
 * server answers each with the client's HTML, so a page is added in one place. A pattern is
 * literal segments and `:name` parameters, one per segment.
 */

export const PAGE_PATHS = {
  home: '/',
  game: '/games/:gameId',
  player: '/players/:playerId',
  tournament: '/tournaments/:tournamentId',
  consent: '/oauth/authorize',
  tokens: '/account/tokens',
} as const;

export type PageName = keyof typeof PAGE_PATHS;

/** The parameters a pattern names, e.g. `{ gameId: string }` for `/games/:gameId`. */
export type PageParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PageParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, string>;

/** The page a path shows and its parameters, or null for a path of no page. */
export function matchPage(path: string): { readonly name: PageName; readonly params: Readonly<Record<string, string>> } | null {
  const segments = path.split('/').filter(Boolean);
  for (const [name, pattern] of Object.entries(PAGE_PATHS) as [PageName, string][]) {
    const parts = pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matched = parts.every((part, i) => {
      const segment = segments[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(segment);
        return segment.length > 0;
      }
      return part === segment;
    });
    if (matched) return { name, params };
  }
  return null;
}

/** The path of a page: `pagePath('game', { gameId })`. */
export function pagePath<N extends PageName>(name: N, params: PageParams<(typeof PAGE_PATHS)[N]>): string {
  return PAGE_PATHS[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent((params as Record<string, string>)[key] ?? ''));
}
