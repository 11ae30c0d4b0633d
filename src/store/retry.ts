import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CallSignal, Deadline } from './deadline.js';
import { NO_DEADLINE } from './deadline.js';

/*
 * Store calls are retried here, not by the SDK. The SDK's standard strategy keeps a retry
 * quota that only a successful call refills; the retry of a conditional write whose reply was
 * lost fails its condition (the first attempt landed), so lost replies drain the quota and
 * the SDK stops retrying just when replies are being lost. Every call this store makes is
 * safe to send again by construction (reads, conditional writes, version-guarded puts), so
 * each is sent up to `attempts` times on a transient fault, with jittered backoff, within
 * the request's deadline; what a refused resend means is settled by the service.
 */

/** Error codes of a network that failed under a call. */
export const NETWORK_CODES: ReadonlySet<string> = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN', 'ENOTFOUND', 'ECONNABORTED']);
const THROTTLES = new Set(['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded', 'LimitExceededException']);

/** A fault a resend may cure: the network, a timeout of one attempt, a throttled or failing store. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const e = error as Error & { code?: unknown; $fault?: unknown; $retryable?: unknown };
  if (e.name === 'AbortError') return false; // the request's deadline: no time left
  return e.name === 'TimeoutError' || NETWORK_CODES.has(String(e.code)) || THROTTLES.has(e.name) || e.$fault === 'server' || Boolean(e.$retryable);
}

/** Base of the exponential backoff between attempts, in milliseconds (full jitter). */
const BACKOFF_MS = 25;

/** `send` with bounded resends on transient faults, each attempt under `deadline`. */
export function retrying<C, R>(send: (command: C, options: { abortSignal?: CallSignal }) => Promise<R>, attempts: number, deadline: Deadline = NO_DEADLINE) {
  return async (command: C): Promise<R> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await send(command, deadline.options());
      } catch (error) {
        if (attempt >= attempts || !isTransient(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * BACKOFF_MS * 2 ** attempt));
      }
    }
  };
}

/** A document client's `send`, resent on transient faults and each attempt under `deadline`, as every store call is. */
export function resendingSend(client: DynamoDBDocumentClient, attempts: number, deadline: Deadline = NO_DEADLINE): DynamoDBDocumentClient['send'] {
  return retrying((command: Parameters<DynamoDBDocumentClient['send']>[0], options: { abortSignal?: CallSignal }) => client.send(command, options), attempts, deadline) as DynamoDBDocumentClient['send'];
}

/**
 * Like `Promise.all` for writes, but returns (or throws the first failure) only once every one
 * has ended. `Promise.all` rejects at the first failure while its siblings are still being
 * resent: the caller would answer, and on Lambda be frozen, with writes in flight that land
 * (or not) after it has moved on.
 */
export async function allSettled<T extends readonly Promise<unknown>[] | []>(writes: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled<readonly Promise<unknown>[]>(writes);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> };
}
