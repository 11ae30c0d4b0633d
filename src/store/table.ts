import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/**
 * The one table, defined once: the embedded store creates it from this definition and the
 * CDK stack declares it from the same one, so local and deployed keys cannot drift apart.
 */
export interface IndexDefinition {
  readonly name: string;
  readonly partitionKey: string;
  readonly sortKey: string;
  /** Attributes copied into the index besides the keys; 'ALL' copies the whole item. */
  readonly projection: 'KEYS_ONLY' | 'ALL';
}

export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [
    /** Active games by the player whose turn it is, most urgent first: the asynchronous player's inbox. */
    { name: 'turns', partitionKey: 'tpk', sortKey: 'tsk', projection: 'KEYS_ONLY' },
    /** A player's games of one status, newest first. */
    { name: 'byStatus', partitionKey: 'spk', sortKey: 'ssk', projection: 'ALL' },
    /** Finished sheets of one ruleset by grand total. */
    { name: 'leaderboard', partitionKey: 'lpk', sortKey: 'lsk', projection: 'ALL' },
    /** Work due at a time (a webhook delivery to retry), sparse: an item is in it only while it waits. */
    { name: 'due', partitionKey: 'dpk', sortKey: 'dsk', projection: 'ALL' },
    /**
     * Games that wait, sparse: open public games for players (the lobby, by ruleset, newest
     * first), active games with a deadline for it (the timeout sweeper). Keys only: a move
     * within a turn changes neither key, so it writes nothing here.
     */
    { name: 'waiting', partitionKey: 'wpk', sortKey: 'wsk', projection: 'KEYS_ONLY' },
    /** A player's games of one ruleset, newest first. */
    { name: 'byRuleset', partitionKey: 'rpk', sortKey: 'rsk', projection: 'ALL' },
    /** A player's games of one ruleset and one status, newest first. */
    { name: 'byRulesetStatus', partitionKey: 'qpk', sortKey: 'qsk', projection: 'ALL' },
  ],
} as const satisfies {
  partitionKey: string;
  sortKey: string;
  indexes: readonly IndexDefinition[];
};

export type IndexName = (typeof TABLE.indexes)[number]['name'];

/** CreateTable input for the SDK (embedded store and scripts); on demand, every key a string. */
export function createTableInput(tableName: string): CreateTableCommandInput {
  const keyAttributes = [TABLE.partitionKey, TABLE.sortKey, ...TABLE.indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: TABLE.indexes.map((i) => ({
      IndexName: i.name,
      KeySchema: [
        { AttributeName: i.partitionKey, KeyType: 'HASH' },
        { AttributeName: i.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: i.projection },
    })),
  };
}
