import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { describeFailure } from './problems.js';

/** A failure in words, announced at once (role alert). */
export function ErrorNote({ error }: { error: unknown }) {
  if (error === null || error === undefined) return null;
  return (
    <p class="error" role="alert">
      {describeFailure(error)}
    </p>
  );
}

export function Loading({ what }: { what: string }) {
  return <p class="muted">Loading {what}…</p>;
}

export interface Loaded<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  readonly loading: boolean;
  reload(): void;
}

/** Runs `load` when `deps` change (and on `reload`); a late answer to an older call is dropped. */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({ data: undefined, error: null, loading: true });
  const [n, setN] = useState(0);
  const latest = useRef(0);
  useEffect(() => {
    const call = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => call === latest.current && setState({ data, error: null, loading: false }),
      (error: unknown) => call === latest.current && setState((s) => ({ data: s.data, error, loading: false })),
    );
  }, [...deps, n]);
  const reload = useCallback(() => setN((x) => x + 1), []);
  return { ...state, reload };
}

/** A button that runs an async action once at a time and reports its failure beside it. */
export function useAction<A extends unknown[]>(run: (...args: A) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const start = useCallback(
    async (...args: A) => {
      setBusy(true);
      setError(null);
      try {
        await run(...args);
      } catch (failure) {
        setError(failure);
      } finally {
        setBusy(false);
      }
    },
    [run],
  );
  return { busy, error, start, clearError: () => setError(null) };
}

export function Section({ title, children, id }: { title: string; children: ComponentChildren; id?: string }) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <section class="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

/** "in 3 h 12 min", "in 45 s", "2 days ago": coarse, for lists. */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const abs = Math.abs(seconds);
  const text = abs < 60 ? `${abs} s` : abs < 3600 ? `${Math.floor(abs / 60)} min` : abs < 86_400 ? `${Math.floor(abs / 3600)} h ${Math.floor((abs % 3600) / 60)} min` : `${Math.floor(abs / 86_400)} d ${Math.floor((abs % 86_400) / 3600)} h`;
  return seconds >= 0 ? `in ${text}` : `${text} ago`;
}
