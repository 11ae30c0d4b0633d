import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { WebhookHostRefused, pinnedLookup } from './pinned-lookup.js';
import { checkUrlShape, type Resolve, type UrlRefusalReason } from './url-check.js';

/*
 * One outgoing request to an address a user gave us (a webhook's URL, a browser's push
 * endpoint): checked against the SSRF rules when it connects, bounded in time and in what it
 * reads, never followed through a redirect. Webhooks (deliver.ts) and Web Push (push.ts) both
 * send through here, so both keep the same address rules.
 */

/** Options of every attempt; every one has a default. */
export interface DeliveryOptions {
  /** Whole attempt, from DNS to the end of reading the answer; 15,000 ms by default. */
  timeoutMs?: number;
  /** Allow `http` and private addresses (the local server); false by default. */
  allowPrivate?: boolean;
  /** Host name resolution; the system resolver by default. */
  resolve?: Resolve;
  /** The attempt's time, signed as `webhook-timestamp`; the current time by default. */
  now?: () => Date;
  /** A monotonic clock in milliseconds, which `durationMs` is measured with; `performance.now` by default. */
  monotonic?: () => number;
  /** The `user-agent` header. */
  userAgent?: string;
  /** Certificate authorities to trust instead of the system's (tests, private CAs). */
  ca?: string | Buffer | readonly (string | Buffer)[];
}

/** Why an attempt failed. */
export type DeliveryError =
  | UrlRefusalReason
  /** 410: the endpoint asks to receive nothing more; disable it. */
  | 'GONE'
  /** A 3xx: redirects are not followed. */
  | 'REDIRECT'
  /** Any other status that is not 2xx. */
  | 'HTTP_STATUS'
  /** No complete answer within the timeout. */
  | 'TIMEOUT'
  /** Refused connection, reset, TLS failure, ...; `detail` has the code. */
  | 'NETWORK';

/** The outcome of one attempt. */
export interface DeliveryResult {
  /** True for a 2xx answer, the only success. */
  ok: boolean;
  /** The answer's status, when there was one. */
  status?: number;
  error?: DeliveryError;
  /**
   * A short explanation for the delivery log (an error code, a refusal's sentence). It never
   * names an address a host name resolved to, nor one a connection reached: the log is the
   * endpoint owner's to read, and what an internal name resolves to is not theirs to learn.
   */
  detail?: string;
  /** `Retry-After` of the answer in seconds, when it sent one (the caller bounds it). */
  retryAfterSeconds?: number;
  /** The address the connection reached (for the server's own logs, never the owner's). */
  remoteAddress?: string;
  durationMs: number;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_USER_AGENT = 'yamb-api-webhooks/1';
/** How much of an answer's body is read before the connection is closed; the rest is never read. */
export const MAX_RESPONSE_BYTES = 4096;

/** One request: where, and what to send. */
export interface OutgoingRequest {
  readonly url: string;
  readonly headers: Readonly<Record<string, string | number>>;
  readonly body: string | Uint8Array;
}

/**
 * POSTs `body` to `url` with `headers` (and a user-agent), to an address that passed the SSRF
 * check at connect time (see pinned-lookup.ts). No redirect is followed and no connection is
 * reused. Never throws for anything the endpoint or the network does.
 */
export async function sendRequest(request: OutgoingRequest, options: DeliveryOptions = {}): Promise<DeliveryResult> {
  const monotonic = options.monotonic ?? (() => performance.now());
  const started = monotonic();
  const elapsed = () => Math.round(monotonic() - started);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!(timeoutMs > 0 && Number.isFinite(timeoutMs))) throw new TypeError('timeoutMs must be a positive number');
  const now = (options.now ?? (() => new Date()))();
  const shape = checkUrlShape(request.url, options);
  if (!shape.ok) return { ok: false, error: shape.reason, detail: shape.detail, durationMs: elapsed() };
  const { url, hostname } = shape;

  return new Promise<DeliveryResult>((resolve) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    // Set once the status line is in: from then on the answer is known, whatever the body does.
    let answer: Omit<DeliveryResult, 'durationMs'> | undefined;
    const finish = (result: Omit<DeliveryResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
      outgoing.destroy();
    };
    const requestOptions: https.RequestOptions = {
      method: 'POST',
      hostname,
      port: url.port === '' ? undefined : Number(url.port),
      path: `${url.pathname}${url.search}`,
      headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body), 'user-agent': options.userAgent ?? DEFAULT_USER_AGENT },
      // A fresh connection per attempt: a pooled socket would skip the check at connect time.
      agent: false,
      lookup: pinnedLookup(options),
    };
    if (options.ca !== undefined) requestOptions.ca = options.ca as https.RequestOptions['ca'];
    const outgoing = (url.protocol === 'https:' ? https : http).request(requestOptions);
    timer = setTimeout(() => finish(answer ?? { ok: false, error: 'TIMEOUT', detail: `no answer within ${timeoutMs} ms` }), timeoutMs);

    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof WebhookHostRefused) finish({ ok: false, error: error.reason, detail: error.message });
      else finish({ ok: false, error: 'NETWORK', detail: networkDetail(error) });
    });
    outgoing.on('response', (response) => {
      const outcome = statusOutcome(response.statusCode ?? 0, response.headers['retry-after'], now);
      const remoteAddress = response.socket.remoteAddress;
      const answered = remoteAddress === undefined ? outcome : { ...outcome, remoteAddress };
      answer = answered;
      const done = () => finish(answered);
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read >= MAX_RESPONSE_BYTES) done();
      });
      // The status is the answer: a body that breaks off or stalls changes nothing.
      response.on('end', done);
      response.on('close', done);
      response.on('error', done);
    });
    outgoing.end(request.body);
  });
}

/**
 * The error's code (ECONNREFUSED, ERR_TLS_CERT_ALTNAME_INVALID, ...), never its message:
 * node's messages name the address connected to ("connect ECONNREFUSED 10.0.0.7:443").
 */
function networkDetail(error: NodeJS.ErrnoException): string {
  return typeof error.code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(error.code) ? error.code : 'the connection failed';
}

function statusOutcome(status: number, retryAfter: string | undefined, now: Date): Omit<DeliveryResult, 'durationMs'> {
  const seconds = retryAfterSeconds(retryAfter, now);
  const extra = seconds === undefined ? {} : { retryAfterSeconds: seconds };
  if (status >= 200 && status < 300) return { ok: true, status };
  if (status === 410) return { ok: false, status, error: 'GONE', ...extra };
  if (status >= 300 && status < 400) return { ok: false, status, error: 'REDIRECT', ...extra };
  return { ok: false, status, error: 'HTTP_STATUS', ...extra };
}

/** `Retry-After` as delay-seconds or an HTTP date, in whole seconds from `now`. */
function retryAfterSeconds(value: string | undefined, now: Date): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d{1,10}$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}
