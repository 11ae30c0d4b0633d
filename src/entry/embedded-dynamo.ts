import { CreateTableCommand, ResourceInUseException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AddressInfo } from 'node:net';
import { createDocumentClient, createTableInput } from '../store/index.js';
import dynalite from 'dynalite';
import { atomicDynaliteWrites } from './level-atomic-writes.js';
import { closeDynaliteIterators } from './level-iterators.js';

export interface EmbeddedDynamo {
  readonly endpoint: string;
  readonly tableName: string;
  readonly client: DynamoDBDocumentClient;
  close(): Promise<void>;
}

/**
 * Starts a DynamoDB-compatible engine in this process (in memory, or on disk under `path`)
 * on a free loopback port, creates the table from the same definition the CDK stack uses,
 * and returns a client pointed at it.
 */
export async function startEmbeddedDynamo(options: { path?: string; tableName?: string } = {}): Promise<EmbeddedDynamo> {
  const tableName = options.tableName ?? 'yamb';
  // dynalite's reads must close their LevelDB iterators, or memory grows with every query (level-iterators.ts).
  closeDynaliteIterators();
  // dynalite writes an item and its index entries in steps; a crash between them strands the item (level-atomic-writes.ts).
  atomicDynaliteWrites();
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0, ...(options.path && { path: options.path }) });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = createDocumentClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await client.send(new CreateTableCommand(createTableInput(tableName)));
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  return {
    endpoint,
    tableName,
    client,
    close: async () => {
      client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
