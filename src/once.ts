/**
 * `load`, run on first use and its promise kept for every later caller; a load that fails is
 * not kept, so the next use runs it again (a secret store, or a chunk, that failed once may
 * answer the next time).
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
