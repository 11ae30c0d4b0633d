import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/*
 * A DynamoDB document client that delegates to a real one and can hold a command at the
 * door: the first command a gate matches waits until the test releases it, so two writers
 * can be interleaved exactly as a test names (one stops between its writes while the other
 * runs). Everything else passes straight through.
 */

export interface Gate {
  /** Settles when a command has arrived at the gate and is being held. */
  readonly reached: Promise<void>;
  /** Lets the held command (and any later one) through. */
  release(): void;
}

export interface GatedClient {
  readonly client: DynamoDBDocumentClient;
  /** Holds the next command of class `command` whose input `where` picks. */
  hold(command: string, where: (input: Record<string, unknown>) => boolean): Gate;
}

export function gatedClient(real: DynamoDBDocumentClient): GatedClient {
  const gates: { command: string; where: (input: Record<string, unknown>) => boolean; arrive: () => void; open: Promise<void>; used: boolean }[] = [];
  const send = async (command: { constructor: { name: string }; input: unknown }, ...rest: unknown[]): Promise<unknown> => {
    const input = (command.input ?? {}) as Record<string, unknown>;
    const gate = gates.find((g) => !g.used && g.command === command.constructor.name && g.where(input));
    if (gate) {
      gate.used = true;
      gate.arrive();
      await gate.open;
    }
    return (real.send.bind(real) as (...args: unknown[]) => Promise<unknown>)(command, ...rest);
  };
  const client = { send, destroy: () => real.destroy(), config: real.config, middlewareStack: real.middlewareStack } as unknown as DynamoDBDocumentClient;
  return {
    client,
    hold(command, where) {
      let arrive = () => {};
      let release = () => {};
      const reached = new Promise<void>((resolve) => (arrive = resolve));
      const open = new Promise<void>((resolve) => (release = resolve));
      gates.push({ command, where, arrive, open, used: false });
      return { reached, release };
    },
  };
}
