import type { Context } from 'aws-lambda';
import { Writable } from 'node:stream';

/*
 * A stand-in for what the Lambda Node.js runtime gives a response-streaming function, after
 * the runtime interface client (aws-lambda-nodejs-runtime-interface-client: UserFunction,
 * HttpResponseStream, ResponseStream, Runtime.handleOnceStreaming):
 *
 * - the global `awslambda.streamifyResponse(handler)` marks the handler with the symbol
 *   `aws.lambda.runtime.handler.streaming` = 'response' and returns it;
 * - `awslambda.HttpResponseStream.from(stream, prelude)` sets the stream's content type to
 *   `application/vnd.awslambda.http-integration-response` and, before the first write, writes
 *   the prelude as JSON and 8 null bytes; the function URL reads status and headers from it;
 * - the runtime calls `handler(event, responseStream, context)`, requires a promise, awaits it,
 *   and fails the invocation when the stream has not been ended by then.
 *
 * As on Lambda, a client that stops reading does not stop the function: `close()` of a reader
 * only stops the reader.
 */

const STREAMING = Symbol.for('aws.lambda.runtime.handler.streaming');
const PRELUDE_TYPE = 'application/vnd.awslambda.http-integration-response';
const DELIMITER = 8;

type Write = (chunk: string | Uint8Array) => void;
type StreamingHandler = ((event: unknown, stream: ResponseStream, context: Context) => unknown) & { [STREAMING]?: string };

/** The runtime's response stream: a Writable with a content type and a hook before its first write. */
export class ResponseStream extends Writable {
  contentType = 'application/octet-stream';
  _onBeforeFirstWrite: ((write: Write) => void) | undefined;
  private started = false;
  private readonly bytes: Buffer[] = [];
  private readonly chunks: ((chunk: Buffer | null) => void)[] = [];

  setContentType(type: string): void {
    if (this.started) throw new Error('Cannot set content-type, too late.');
    this.contentType = type;
  }

  override write(chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    if (!this.started && typeof this._onBeforeFirstWrite === 'function') this._onBeforeFirstWrite((c) => void super.write(c));
    this.started = true;
    const data = typeof chunk === 'string' || chunk instanceof Uint8Array ? chunk : JSON.stringify(chunk);
    return super.write(data, encoding as BufferEncoding, callback as () => void);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.bytes.push(chunk);
    for (const listener of this.chunks) listener(chunk);
    done();
  }

  override _final(done: (error?: Error | null) => void): void {
    for (const listener of this.chunks) listener(null);
    done();
  }

  /** Every byte written so far. */
  written(): Buffer {
    return Buffer.concat(this.bytes);
  }

  /** Calls `listener` with every chunk written from now on, then null at the end. */
  onChunk(listener: (chunk: Buffer | null) => void): void {
    this.chunks.push(listener);
  }
}

/** Installs the `awslambda` global the runtime provides; returns how to remove it. */
export function installAwsLambdaGlobal(): () => void {
  const global = globalThis as { awslambda?: unknown };
  const before = global.awslambda;
  global.awslambda = {
    streamifyResponse: (handler: StreamingHandler) => {
      handler[STREAMING] = 'response';
      return handler;
    },
    HttpResponseStream: {
      from(stream: ResponseStream, prelude: unknown) {
        stream.setContentType(PRELUDE_TYPE);
        const json = JSON.stringify(prelude);
        stream._onBeforeFirstWrite = (write) => {
          write(json);
          write(new Uint8Array(DELIMITER));
        };
        return stream;
      },
    },
  };
  return () => {
    global.awslambda = before;
  };
}

export interface Prelude {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  readonly cookies?: string[];
}

/** One invocation as the function URL sees it: the prelude, the body as a web stream, and the invocation's end. */
export interface StreamedInvocation {
  readonly prelude: Promise<Prelude>;
  /** The HTTP response the function URL would send: status, headers and streamed body. */
  readonly response: Promise<Response>;
  /** Resolves when the runtime would consider the invocation over (the handler resolved, the stream ended). */
  readonly done: Promise<void>;
  readonly stream: ResponseStream;
  /** The context handed to the handler (whose `callbackWaitsForEmptyEventLoop` it may have changed). */
  readonly context: Context;
}

/** Invokes a streaming handler as the runtime does, with a context whose time runs out after `timeoutMs`. */
export function invokeStreaming(handler: unknown, event: unknown, options: { timeoutMs?: number; requestId?: string } = {}): StreamedInvocation {
  const fn = handler as StreamingHandler;
  if (fn[STREAMING] !== 'response') throw new Error('the handler is not wrapped by awslambda.streamifyResponse');
  const deadline = Date.now() + (options.timeoutMs ?? 900_000);
  const context = {
    functionName: 'yamb-streams',
    awsRequestId: options.requestId ?? 'test',
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  } as unknown as Context;
  const stream = new ResponseStream();

  // The function URL's side: the prelude up to the delimiter, then the body.
  let buffered = Buffer.alloc(0);
  let preludeDone = false;
  let resolvePrelude!: (p: Prelude) => void;
  let rejectPrelude!: (e: Error) => void;
  const prelude = new Promise<Prelude>((resolve, reject) => ((resolvePrelude = resolve), (rejectPrelude = reject)));
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  // A reader that cancels stops reading, nothing more (as a client that hangs up on a function URL).
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c), cancel: () => void (open = false) });
  const emit = (chunk: Buffer) => {
    if (open && chunk.length > 0) controller.enqueue(new Uint8Array(chunk));
  };
  stream.onChunk((chunk) => {
    if (chunk === null) {
      if (!preludeDone) rejectPrelude(new Error('the stream ended without a prelude'));
      if (open) controller.close();
      open = false;
      return;
    }
    if (preludeDone) return emit(chunk);
    buffered = Buffer.concat([buffered, chunk]);
    const at = buffered.indexOf(Buffer.alloc(DELIMITER));
    if (at < 0) return;
    if (stream.contentType !== PRELUDE_TYPE) rejectPrelude(new Error(`content type ${stream.contentType}, not the HTTP integration's`));
    preludeDone = true;
    resolvePrelude(JSON.parse(buffered.subarray(0, at).toString('utf8')) as Prelude);
    emit(buffered.subarray(at + DELIMITER));
  });

  const result = fn(event, stream, context);
  if (!(result instanceof Promise)) throw new Error('Streaming does not support non-async handlers.');
  const done = result.then(() => {
    if (!stream.writableFinished) throw new Error('Response stream is not finished.');
  });
  const response = prelude.then((p) => new Response(body, { status: p.statusCode, headers: p.headers }));
  return { prelude, response, done, stream, context };
}

/** A function URL request event (payload format 2.0) for `method path` with `headers` (lower case) and a body. */
export function functionUrlEvent(method: string, pathAndQuery: string, headers: Record<string, string> = {}, body?: string) {
  const [rawPath, rawQueryString = ''] = pathAndQuery.split('?') as [string, string?];
  const domainName = 'abcdefghijklmnopqrstuvwxyz123456.lambda-url.eu-west-1.on.aws';
  const now = new Date();
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath,
    rawQueryString,
    headers: { host: domainName, 'user-agent': 'test', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', ...headers },
    ...(rawQueryString && { queryStringParameters: Object.fromEntries(new URLSearchParams(rawQueryString)) }),
    requestContext: {
      accountId: 'anonymous',
      apiId: 'abcdefghijklmnopqrstuvwxyz123456',
      domainName,
      domainPrefix: 'abcdefghijklmnopqrstuvwxyz123456',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'test' },
      requestId: `req-${Math.random().toString(36).slice(2)}`,
      routeKey: '$default',
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: false,
    ...(body !== undefined && { body }),
  };
}
