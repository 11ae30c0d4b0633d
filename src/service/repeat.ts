/** How background work is run: every `ms`, until stopped (`repeatEvery`; tests run it when they choose). */
export type Scheduler = (ms: number, task: () => Promise<unknown>, onError: (error: unknown) => void) => { stop(): void };

/**
 * Runs `task` every `ms` in the background, never two runs at once (a tick while one runs is
 * skipped), without keeping the process alive; a failed run is handed to `onError` and the
 * next tick runs again. `stop` ends it.
 */
export const repeatEvery: Scheduler = (ms, task, onError) => {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void task()
      .catch(onError)
      .finally(() => (running = false));
  }, ms);
  timer.unref();
  return { stop: () => clearInterval(timer) };
};
