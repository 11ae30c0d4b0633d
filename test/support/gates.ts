import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/*
 * A DynamoDB document client that delegates to another and holds chosen commands at a gate
 * until the test opens it: how a test makes two processes interleave exactly where a race
 * would hurt (one pauses right before a write while the other runs), with no timer involved.
 */

export interface Gate {
  /** Resolves when a command has reached the gate (and waits there). */
  readonly reached: Promise<void>;
  /** Lets the held command (and every later one) through. */
  open(): void;
}

export interface GatedClient {
  readonly client: DynamoDBDocumentClient;
  /** Holds the next command named `command` whose input `where` picks, once. */
  hold(command: string, where?: (input: Record<string, unknown>) => boolean): Gate;
}

export function gatedClient(inner: DynamoDBDocumentClient): GatedClient {
  const gates: { command: string; where: (input: Record<string, unknown>) => boolean; used: boolean; arrive: () => void; passage: Promise<void> }[] = [];
  const send = async (command: { constructor: { name: string }; input: unknown }, ...rest: unknown[]): Promise<unknown> => {
    const input = (command.input ?? {}) as Record<string, unknown>;
    const gate = gates.find((g) => !g.used && g.command === command.constructor.name && g.where(input));
    if (gate) {
      gate.used = true;
      gate.arrive();
      await gate.passage;
    }
    return (inner.send.bind(inner) as (...args: unknown[]) => Promise<unknown>)(command, ...rest);
  };
  const client = { send, destroy: () => inner.destroy(), config: inner.config, middlewareStack: inner.middlewareStack } as unknown as DynamoDBDocumentClient;
  return {
    client,
    hold(command, where = () => true) {
      let arrive = () => {};
      let open = () => {};
      const reached = new Promise<void>((resolve) => (arrive = resolve));
      const passage = new Promise<void>((resolve) => (open = resolve));
      gates.push({ command, where, used: false, arrive, passage });
      return { reached, open };
    },
  };
}

/** The key of the item a command reads or writes. */
const keyOf = (input: Record<string, unknown>) => (input.Item ?? input.Key) as { pk?: unknown; sk?: unknown } | undefined;

/** Which rating items a command touches, for `hold` and for faults. */
export const ratingItem = {
  /** A player's rating (claim, read, apply or release). */
  any: (input: Record<string, unknown>) => String(keyOf(input)?.sk ?? '').startsWith('RT#'),
  /** A rated game's record of its update. */
  record: (input: Record<string, unknown>) => String(keyOf(input)?.sk ?? '') === 'RT' && String(keyOf(input)?.pk ?? '').startsWith('G#'),
};
