/*
 * Server-sent events over fetch, so the client decides how it reconnects: after a drop (the
 * connection closes, the network fails, or the server answers 429 or 5xx) it waits and asks
 * again with `Last-Event-ID`, the id of the last event it received, and the server replays
 * what was missed. (EventSource gives up for good on an error answer, and cannot send a
 * bearer token for the player's own stream.)
 */

export interface StreamEvent {
  readonly id: string;
  readonly type: string;
  readonly data: string;
}

export type StreamState = 'connecting' | 'open' | 'retrying' | 'failed';

export interface StreamOptions {
  readonly url: string;
  /** Query parameters of the first request only (e.g. `after`); later ones send Last-Event-ID. */
  readonly firstQuery?: Readonly<Record<string, string>>;
  readonly headers?: Readonly<Record<string, string>>;
  onEvent(event: StreamEvent): void;
  onState?(state: StreamState, detail?: string): void;
}

/** Delay before the n-th consecutive reconnection (from 0): 1 s, 2 s, 4 s ... at most 30 s. */
export const reconnectDelayMs = (attempt: number, base = 1000): number => Math.min(30_000, base * 2 ** Math.min(attempt, 5));

/** Opens the stream and keeps it open until the returned function is called. */
export function openEventStream(options: StreamOptions): () => void {
  const stop = new AbortController();
  void run(options, stop.signal);
  return () => stop.abort();
}

async function run(options: StreamOptions, signal: AbortSignal): Promise<void> {
  let lastId: string | null = null;
  let failures = 0;
  let baseDelay = 1000;
  while (!signal.aborted) {
    options.onState?.(failures === 0 ? 'connecting' : 'retrying');
    const url = new URL(options.url);
    if (lastId === null) for (const [k, v] of Object.entries(options.firstQuery ?? {})) url.searchParams.set(k, v);
    const headers: Record<string, string> = { accept: 'text/event-stream', ...options.headers };
    if (lastId !== null) headers['last-event-id'] = lastId;
    try {
      const response = await fetch(url, { headers, signal, cache: 'no-store' });
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        // A refusal that asking again cannot change (the game does not exist): stop.
        if (response.status >= 400 && response.status < 500 && response.status !== 429) {
          options.onState?.('failed', `the event stream answered ${response.status}`);
          return;
        }
        throw new Error(`the event stream answered ${response.status}`);
      }
      options.onState?.('open');
      failures = 0;
      await readEvents(response.body, signal, {
        event: (event) => {
          if (event.id) lastId = event.id;
          options.onEvent(event);
        },
        retry: (ms) => (baseDelay = ms),
      });
    } catch {
      if (signal.aborted) return;
    }
    if (signal.aborted) return;
    options.onState?.('retrying');
    await sleep(reconnectDelayMs(failures++, baseDelay), signal);
  }
}

interface Sink {
  event(event: StreamEvent): void;
  retry(ms: number): void;
}

/** Parses the text/event-stream format (lines `field: value`, a blank line ends an event). */
async function readEvents(body: ReadableStream<Uint8Array>, signal: AbortSignal, sink: Sink): Promise<void> {
  const reader = body.pipeThrough(new TextDecoderStream() as unknown as ReadableWritablePair<string, Uint8Array>).getReader();
  signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
  let buffer = '';
  let id = '';
  let type = '';
  let data: string[] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let newline: number;
    while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
      // A CR at the end may be the first half of a CRLF still on its way.
      if (buffer[newline] === '\r' && newline === buffer.length - 1) break;
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
      if (line === '') {
        if (data.length > 0) sink.event({ id, type: type || 'message', data: data.join('\n') });
        type = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const val = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = val;
      else if (field === 'event') type = val;
      else if (field === 'data') data.push(val);
      else if (field === 'retry' && /^\d+$/.test(val)) sink.retry(Number(val));
    }
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
