import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Store } from '../../src/store/dynamo-store.js';
import { createDynamoStore } from '../../src/store/dynamo-store.js';
import type { StoreOptions } from '../../src/store/dynamo-store.js';

/*
 * A DynamoDB document client that delegates to a real one and fails on command: the Nth
 * command of a kind either never reaches the store (a timeout or a dropped connection), or
 * reaches it, lands, and then fails (the write happened but its response was lost). Errors
 * are shaped like the SDK's own, so the service sees exactly what a flaky network gives it.
 */

/** A command as the store sent it: its class name and input. */
export interface SentCommand {
  readonly name: string;
  readonly input: Record<string, unknown>;
}

export type FaultError = 'timeout' | 'network' | 'bug';

export interface Fault {
  /** The command's class name: 'GetCommand', 'PutCommand', 'QueryCommand', 'BatchGetCommand'. */
  readonly command: string;
  /** Only commands whose input passes this count (e.g. `is.gameWrite`). */
  readonly where?: (input: Record<string, unknown>) => boolean;
  /** Fail the nth matching command from now on; 1, the next one, by default. */
  readonly nth?: number;
  /**
   * Fail this many matching commands in a row from the nth (1 by default). The store resends
   * a call on a transient fault (src/store/retry.ts), so STORE_LIMITS.attempts faults in a
   * row are a call the store gives up on; one is a blip its resend cures.
   */
  readonly times?: number;
  /** With `times`: only resends of the item the first failed command touched count (not a sibling written beside it). */
  readonly sameItem?: boolean;
  /** 'before': fail without sending; 'after': send, let it land, then fail. */
  readonly when: 'before' | 'after';
  /** An SDK timeout (default), a reset connection, or a plain bug (no SDK metadata). */
  readonly error?: FaultError;
}

export interface ArmedFault {
  /** True once the fault has fired. */
  readonly fired: boolean;
  /** The input of the command it failed. */
  readonly input: Record<string, unknown> | undefined;
}

export interface FaultyClient {
  /** Pass to `createDynamoStore` in place of the real client. */
  readonly client: DynamoDBDocumentClient;
  /** Every command the store tried to send, in order (failed ones too). */
  readonly calls: SentCommand[];
  /** How many faults have fired since creation. */
  readonly injected: number;
  inject(fault: Fault): ArmedFault;
  /** Disarms every fault that has not fired. */
  clear(): void;
}

/** An error as the SDK raises it when a request times out: retryable, with `$metadata`. */
export function sdkTimeout(): Error {
  return Object.assign(new Error('Connection timed out after 3000 ms'), {
    name: 'TimeoutError',
    code: 'ETIMEDOUT',
    $metadata: { attempts: 3, totalRetryDelay: 180 },
  });
}

/** An error as Node raises it when the connection is reset, wrapped by the SDK. */
export function sdkNetworkError(): Error {
  return Object.assign(new Error('socket hang up'), { name: 'Error', code: 'ECONNRESET', $metadata: { attempts: 3, totalRetryDelay: 200 } });
}

const errorOf = (kind: FaultError = 'timeout'): Error =>
  kind === 'timeout' ? sdkTimeout() : kind === 'network' ? sdkNetworkError() : new Error('store adapter bug (injected)');

/** Wraps `real`: commands pass through until a fault is injected. */
export function faultyClient(real: DynamoDBDocumentClient): FaultyClient {
  const calls: SentCommand[] = [];
  let armed: { fault: Fault; remaining: number; left: number; item?: string; state: { fired: boolean; input: Record<string, unknown> | undefined } }[] = [];
  const itemOf = (input: Record<string, unknown>) => {
    const key = (input.Item ?? input.Key) as Record<string, unknown> | undefined;
    return `${String(key?.pk)}|${String(key?.sk)}`;
  };
  let injected = 0;

  const send = async (command: { constructor: { name: string }; input: unknown }, ...rest: unknown[]): Promise<unknown> => {
    const name = command.constructor.name;
    const input = (command.input ?? {}) as Record<string, unknown>;
    calls.push({ name, input });
    let failing: (typeof armed)[number] | undefined;
    for (const a of armed) {
      if (a.left === 0 || a.fault.command !== name || (a.fault.where && !a.fault.where(input))) continue;
      if (a.item !== undefined && a.item !== itemOf(input)) continue;
      if (a.remaining > 1) a.remaining -= 1;
      else if (!failing) failing = a;
    }
    const realSend = real.send.bind(real) as (...args: unknown[]) => Promise<unknown>;
    if (!failing) return realSend(command, ...rest);
    failing.state.fired = true;
    failing.state.input ??= input;
    if (failing.fault.sameItem) failing.item = itemOf(input);
    failing.left -= 1;
    injected += 1;
    armed = armed.filter((a) => a.left > 0);
    // Landed: whatever the store answered (a resent conditional write is refused), the reply is lost.
    if (failing.fault.when === 'after') await realSend(command, ...rest).catch(() => undefined);
    throw errorOf(failing.fault.error);
  };

  const client = { send, destroy: () => real.destroy(), config: real.config, middlewareStack: real.middlewareStack } as unknown as DynamoDBDocumentClient;
  return {
    client,
    calls,
    get injected() {
      return injected;
    },
    inject(fault) {
      const state = { fired: false, input: undefined as Record<string, unknown> | undefined };
      armed.push({ fault, remaining: fault.nth ?? 1, left: fault.times ?? 1, state });
      return state;
    },
    clear() {
      armed = [];
    },
  };
}

const sortKey = (input: Record<string, unknown>, where: 'Item' | 'Key') => String((input[where] as Record<string, unknown> | undefined)?.sk ?? '');

/** Which item a command touches, for `Fault.where`. */
export const is = {
  /** The game item's read (GetCommand). */
  gameRead: (input: Record<string, unknown>) => sortKey(input, 'Key') === 'G',
  /** A player's read (GetCommand): authentication and profiles. */
  playerRead: (input: Record<string, unknown>) => sortKey(input, 'Key') === 'P',
  /** The conditional write of the game item (PutCommand). */
  gameWrite: (input: Record<string, unknown>) => sortKey(input, 'Item') === 'G',
  /** A log chunk archived before the game write (PutCommand). */
  archivePut: (input: Record<string, unknown>) => sortKey(input, 'Item').startsWith('L#'),
  /** A player's membership of a game, written after the game (PutCommand). */
  membershipPut: (input: Record<string, unknown>) => sortKey(input, 'Item').startsWith('M#'),
  /** A player's statistics in a ruleset: read (GetCommand) or written (UpdateCommand). */
  stats: (input: Record<string, unknown>) => sortKey(input, 'Key').startsWith('P#S#'),
  /** The statistics' write of a change with its pending note (UpdateCommand), not the removal of the note. */
  statsChange: (input: Record<string, unknown>) => sortKey(input, 'Key').startsWith('P#S#') && String(input.UpdateExpression).startsWith('SET'),
  /** The removal of a change's pending note (UpdateCommand). */
  statsNoteRemoval: (input: Record<string, unknown>) => sortKey(input, 'Key').startsWith('P#S#') && String(input.UpdateExpression).startsWith('REMOVE'),
  /** A game's count mark, read (GetCommand) or moved (PutCommand); not a webhook's cursor (`H#` partition, `C#` sort key). */
  countMark: (input: Record<string, unknown>) =>
    ['Key', 'Item'].some((where) => String((input[where] as Record<string, unknown> | undefined)?.pk ?? '').startsWith('P#') && sortKey(input, where as 'Key' | 'Item').startsWith('C#')),
  /** An invitation listed under the invited player, written before the game (PutCommand). */
  invitationPut: (input: Record<string, unknown>) => sortKey(input, 'Item').startsWith('I#'),
  /** An invitation unlisted after its decline (DeleteCommand). */
  invitationDelete: (input: Record<string, unknown>) => sortKey(input, 'Key').startsWith('I#'),
};

/** How many of `calls` were `command`s (a class name, as in `Fault`) touching what `where` picks. */
export function countSent(calls: readonly SentCommand[], command: string, where: (input: Record<string, unknown>) => boolean = () => true): number {
  return calls.filter((c) => c.name === command && where(c.input)).length;
}

/** A store over a faulty client of `db`'s table. */
export function faultyStore(db: { client: DynamoDBDocumentClient; tableName: string }, options: Omit<StoreOptions, 'client' | 'tableName'> = {}): { store: Store; faults: FaultyClient } {
  const faults = faultyClient(db.client);
  return { store: createDynamoStore({ ...options, client: faults.client, tableName: db.tableName }), faults };
}
