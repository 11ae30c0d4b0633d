import { useEffect, useState } from 'preact/hooks';
import { matchPage } from './paths.js';

/*
 * Navigation without reloads: links to the client's own pages change the history and the page
 * shown; any other link (the API's files, another site) is left to the browser.
 */

const listeners = new Set<() => void>();

export function navigate(path: string, { replace = false } = {}): void {
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  for (const listener of listeners) listener();
  window.scrollTo(0, 0);
}

/** The current path; re-renders on navigation and on the browser's back and forward. */
export function usePath(): string {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const update = () => setPath(location.pathname);
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return path;
}

/** Routes plain left clicks on links to the client's pages through `navigate`. */
export function interceptLinks(root: HTMLElement): void {
  root.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a');
    if (!link || link.target || link.hasAttribute('download') || link.origin !== location.origin) return;
    if (!matchPage(link.pathname)) return;
    event.preventDefault();
    navigate(link.pathname + link.search);
  });
}
