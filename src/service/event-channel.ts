import type { EventView } from '../contract/index.js';

/*
 * The queue between the live events of this process's writes and one stream's reader. The
 * writes never wait for a reader, so what a reader has not taken yet waits here; a reader that
 * falls `maxBytes` behind (it stopped reading, or reads slower than the games it follows
 * move) is cut off: the queue is dropped, `onBehind` hangs up its connection, and the client
 * reconnects with Last-Event-ID, whose replay is read from the store a page at a time.
 */

/** Bytes of an event as a stream sends it, computed once per event however many streams queue it. */
const sizes = new WeakMap<EventView, number>();
export function eventBytes(event: EventView): number {
  let size = sizes.get(event);
  if (size === undefined) sizes.set(event, (size = Buffer.byteLength(JSON.stringify(event)) + event.id.length + event.type.length + 32));
  return size;
}

export interface Channel {
  push(events: readonly EventView[]): void;
  drain(): AsyncGenerator<EventView>;
}

/** A queue that a listener fills and an async iterator drains, until `signal` aborts or its reader falls `maxBytes` behind. */
export function channel(signal: AbortSignal, maxBytes: number, onBehind: () => void): Channel {
  const queue: EventView[] = [];
  let bytes = 0;
  let wake: (() => void) | null = null;
  let cut = false;
  signal.addEventListener('abort', () => wake?.(), { once: true });
  return {
    push(events) {
      if (cut || signal.aborted) return;
      for (const event of events) {
        queue.push(event);
        bytes += eventBytes(event);
      }
      if (bytes > maxBytes) {
        cut = true;
        queue.length = 0;
        bytes = 0;
        onBehind();
      }
      wake?.();
    },
    async *drain() {
      while (!signal.aborted && !cut) {
        const next = queue.shift();
        if (next !== undefined) {
          bytes -= eventBytes(next);
          yield next;
        } else await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
}
