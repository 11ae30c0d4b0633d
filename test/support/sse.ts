/** One server-sent event as a client parses it. */
export interface SentEvent {
  readonly id: string;
  readonly event: string;
  readonly data: string;
}

/**
 * A reader of a `text/event-stream` response over a real socket: `next(n)` resolves with the
 * next `n` events (comment lines are counted, not returned), `close()` hangs up.
 */
export function sseReader(response: Response, abort: AbortController) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: SentEvent[] = [];
  let comments = 0;
  let buffer = '';
  async function fill(): Promise<boolean> {
    const { value, done } = await reader.read();
    if (done) return false;
    buffer += value;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields: Record<string, string> = {};
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) comments += 1;
        const colon = line.indexOf(':');
        if (colon > 0) fields[line.slice(0, colon)] = (fields[line.slice(0, colon)] ? `${fields[line.slice(0, colon)]}\n` : '') + line.slice(colon + 1).replace(/^ /, '');
      }
      if (fields.data !== undefined) events.push({ id: fields.id ?? '', event: fields.event ?? 'message', data: fields.data });
    }
    return true;
  }
  return {
    async next(n: number): Promise<SentEvent[]> {
      while (events.length < n) if (!(await fill())) throw new Error(`the stream ended after ${events.length} of ${n} events`);
      return events.splice(0, n);
    },
    /** Waits for at least `n` comment lines (keep-alives). */
    async comments(n: number): Promise<number> {
      while (comments < n) if (!(await fill())) throw new Error('the stream ended');
      return comments;
    },
    close(): void {
      abort.abort();
      void reader.cancel().catch(() => undefined);
    },
  };
}

/** Opens an event stream with fetch, as a browser client without EventSource would. */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  return { response, stream: response.ok ? sseReader(response, abort) : null, abort };
}
