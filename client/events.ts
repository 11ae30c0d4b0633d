import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { components } from './openapi.js';

/*
 * Event streams over fetch, for browsers and Node 20 alike. EventSource cannot send a bearer
 * token, so a player's stream is read with fetch; and a stream may end at any time (a
 * deployed stream ends after five minutes, a proxy or a network may cut one), so this reader
 * reconnects by itself and sends the id of the last event it yielded as `Last-Event-ID`: the
 * server replays exactly the events after it, so nothing is missed and nothing comes twice.
 * eventsource-parser reads the wire format (its 3.x line runs on Node 18 and later).
 */

/** One event envelope, as webhooks, streams and the move log publish it. */
export type GameEvent = components['schemas']['Event'];

export interface EventStreamOptions {
  /** The player's bearer token: needed for `playerEvents`, ignored by a game's public stream. */
  readonly token?: string | undefined;
  /** The id of the last event already handled (kept from an earlier run): the stream starts after it. */
  readonly lastEventId?: string | undefined;
  /** Ends the stream: the iteration finishes without an error. Breaking out of `for await` does too. */
  readonly signal?: AbortSignal | undefined;
  /** Milliseconds to wait before reconnecting when the server named no `retry:`; 1000 by default. */
  readonly retryMs?: number;
  /** The longest wait between two attempts after failures in a row; 30 s by default. */
  readonly maxRetryMs?: number;
  /** Failed attempts in a row (no answer, 429, 503) before giving up with an error; unbounded by default. */
  readonly maxFailures?: number;
  /** Called before each reconnect, e.g. to show "reconnecting" or to log. */
  readonly onReconnect?: (info: ReconnectInfo) => void;
  /** The fetch to send requests with; globalThis.fetch by default. */
  readonly fetch?: (request: Request) => Promise<Response>;
}

export interface ReconnectInfo {
  /** What ended the last attempt: `ended` (the server closed the stream), a status, or an error message. */
  readonly reason: string;
  /** Failed attempts in a row (0 after a stream that ended normally). */
  readonly failures: number;
  readonly delayMs: number;
  /** What the next request sends as `Last-Event-ID`. */
  readonly lastEventId: string | undefined;
}

/** A stream the server refused for good (a 4xx other than 429): reconnecting would not help. */
export class EventStreamError extends Error {
  override readonly name = 'EventStreamError';
  constructor(
    readonly status: number,
    /** The problem's stable code, e.g. NOT_FOUND or UNAUTHENTICATED, when the answer had one. */
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** A game's events: the whole log first (or what follows `lastEventId`), then each as it happens. */
export function gameEvents(baseUrl: string, gameId: string, options: EventStreamOptions = {}): AsyncGenerator<GameEvent, void, undefined> {
  return readEventStream(`${trimmed(baseUrl)}/v1/games/${encodeURIComponent(gameId)}/events`, options);
}

/** The caller's events: those of every game the player sits in (needs `token`). */
export function playerEvents(baseUrl: string, options: EventStreamOptions): AsyncGenerator<GameEvent, void, undefined> {
  return readEventStream(`${trimmed(baseUrl)}/v1/players/me/events`, options);
}

const trimmed = (baseUrl: string) => baseUrl.replace(/\/+$/, '');

/** Reads the event stream at `url`, reconnecting with `Last-Event-ID` until it is stopped or refused. */
export async function* readEventStream(url: string, options: EventStreamOptions = {}): AsyncGenerator<GameEvent, void, undefined> {
  const { token, signal, retryMs = 1_000, maxRetryMs = 30_000, maxFailures = Infinity, onReconnect, fetch = (request) => globalThis.fetch(request) } = options;
  let lastEventId = options.lastEventId;
  let serverRetryMs: number | undefined;
  let failures = 0;
  // One controller for the whole iteration: the caller's signal, or leaving the loop, aborts it.
  const abort = new AbortController();
  const stop = () => abort.abort();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    while (!abort.signal.aborted) {
      let reason: string;
      let retryAfterMs: number | undefined;
      try {
        const response = await fetch(new Request(url, { headers: requestHeaders(token, lastEventId), signal: abort.signal }));
        if (response.ok && response.body) {
          failures = 0;
          const received: EventSourceMessage[] = [];
          const parser = createParser({ onEvent: (message) => received.push(message), onRetry: (ms) => (serverRetryMs = ms) });
          const reader = response.body.getReader();
          const decoder = new TextDecoder();
          try {
            for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
              parser.feed(decoder.decode(chunk.value, { stream: true }));
              for (const message of received.splice(0)) {
                const event = JSON.parse(message.data) as GameEvent;
                // Moved on before the yield: a reconnect while the caller handles this event resumes after it.
                if (message.id) lastEventId = message.id;
                yield event;
              }
            }
          } finally {
            await reader.cancel().catch(() => undefined);
          }
          reason = 'ended';
        } else if (response.status === 429 || response.status >= 500) {
          failures += 1;
          reason = String(response.status);
          retryAfterMs = retryAfter(response);
          await response.body?.cancel();
        } else {
          throw await refusal(response);
        }
      } catch (error) {
        if (abort.signal.aborted) return;
        if (error instanceof EventStreamError) throw error;
        failures += 1;
        reason = error instanceof Error ? error.message : String(error);
      }
      if (failures > maxFailures) throw new Error(`the event stream failed ${failures} times in a row (last: ${reason})`);
      const base = serverRetryMs ?? retryMs;
      const delayMs = retryAfterMs ?? Math.min(maxRetryMs, failures === 0 ? base : base * 2 ** (failures - 1));
      onReconnect?.({ reason, failures, delayMs, lastEventId });
      await sleep(delayMs, abort.signal);
    }
  } finally {
    signal?.removeEventListener('abort', stop);
    abort.abort();
  }
}

function requestHeaders(token: string | undefined, lastEventId: string | undefined): Headers {
  const headers = new Headers({ accept: 'text/event-stream' });
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (lastEventId) headers.set('last-event-id', lastEventId);
  return headers;
}

/** Retry-After in milliseconds (the API sends seconds), or undefined when absent. */
function retryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

async function refusal(response: Response): Promise<EventStreamError> {
  const problem = (await response.json().catch(() => ({}))) as { code?: unknown; detail?: unknown };
  const code = typeof problem.code === 'string' ? problem.code : undefined;
  const detail = typeof problem.detail === 'string' ? problem.detail : response.statusText;
  return new EventStreamError(response.status, code, `the event stream was refused: ${response.status} ${code ?? ''} ${detail}`.replace(/ +/g, ' ').trim());
}

/** Waits `ms`, or less when `signal` aborts. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const wake = () => (clearTimeout(timer), resolve());
    const timer = setTimeout(() => (signal.removeEventListener('abort', wake), resolve()), ms);
    signal.addEventListener('abort', wake, { once: true });
  });
