import type { ChildProcess } from 'node:child_process';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/*
 * Benchmark parts in processes of their own (the store, a server, the load), as they are
 * deployed: none of them shares an event loop with another. Each is a TypeScript module run
 * by tsx (or, for the servers measured, built first as the functions are: bundle.ts) with an
 * IPC channel; it sends one `ready` message with what the others need to know
 * (a port, an endpoint) and then answers requests by id.
 */

export interface Part {
  readonly name: string;
  readonly child: ChildProcess;
  /** What the part sent when it was ready. */
  readonly ready: Record<string, unknown>;
  /** Sends a request and waits for its answer. */
  call<T>(request: Record<string, unknown>): Promise<T>;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill();
});

/**
 * Starts `module` (a path under bench/, e.g. 'support/store-process.ts', run by tsx; or the
 * path of a part built by `bundlePart`, run by node alone) with `args`; `nodeFlags` go to
 * its node (e.g. --cpu-prof).
 */
export async function startPart(name: string, module: string, args: readonly string[] = [], nodeFlags: readonly string[] = []): Promise<Part> {
  const built = module.endsWith('.mjs');
  const file = built ? module : fileURLToPath(new URL(`../${module}`, import.meta.url));
  const child = fork(file, [...args], {
    execArgv: built ? [...nodeFlags] : ['--import', 'tsx', ...nodeFlags],
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  running.add(child);
  const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const ready = await new Promise<Record<string, unknown>>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} before it was ready`)));
    child.on('message', (message: { id?: number; ready?: Record<string, unknown>; result?: never; error?: string }) => {
      if (message.ready) return resolve(message.ready);
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id!);
      if (message.error !== undefined) waiting.reject(new Error(`${name}: ${message.error}`));
      else waiting.resolve(message.result as never);
    });
  });
  child.removeAllListeners('exit');
  child.once('exit', (code, signal) => {
    running.delete(child);
    for (const { reject } of pending.values()) reject(new Error(`${name} exited (${code ?? signal})`));
  });
  return {
    name,
    child,
    ready,
    call: <T>(request: Record<string, unknown>) =>
      new Promise<T>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (value: never) => void, reject });
        child.send({ id, ...request });
      }),
    // Disconnecting lets the part exit on its own (a profiler writes its profile then);
    // a part that does not is killed.
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill(), 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        if (child.connected) child.disconnect();
        else child.kill();
      }),
  };
}

/** In a part: reports it is ready and answers each request with `handle`. */
export function servePart(ready: Record<string, unknown>, handle: (request: Record<string, unknown>) => Promise<unknown> = async () => null): void {
  process.on('message', (message: { id: number } & Record<string, unknown>) => {
    handle(message).then(
      (result) => process.send?.({ id: message.id, result }),
      (error: unknown) => process.send?.({ id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
  });
  // The parent going away ends the part.
  process.on('disconnect', () => process.exit(0));
  process.send?.({ ready });
}

/** CPU time (user and system) this process has used, in microseconds. */
export function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}
