import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, ProjectionType, StreamViewType, TableV2, type GlobalSecondaryIndexPropsV2, type ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { TABLE } from '../../src/store/table.js';

/** The attribute, epoch seconds, after which DynamoDB deletes an item: webhook delivery-log items carry it (src/store/delivery-attempts.ts). */
export const TTL_ATTRIBUTE = 'ttl';

/** What reading items takes: CDK's grantReadData actions. */
export const READ_ITEM_ACTIONS = ['dynamodb:BatchGetItem', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:Scan', 'dynamodb:ConditionCheckItem', 'dynamodb:DescribeTable'];
/** What writing items takes besides: CDK's grantWriteData actions. */
export const WRITE_ITEM_ACTIONS = ['dynamodb:BatchWriteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];

/**
 * Lets `grantee` read (and with `write`, write) the items of the table and of each of its
 * indexes, named one by one from src/store/table.ts: CDK's grantReadData and grantReadWriteData
 * name `index/*`, a wildcard that would also cover any index added later by hand.
 */
export function grantItems(table: ITableV2, grantee: IGrantable, { write }: { write: boolean }): Grant {
  return Grant.addToPrincipal({
    grantee,
    actions: [...READ_ITEM_ACTIONS, ...(write ? WRITE_ITEM_ACTIONS : [])],
    resourceArns: [table.tableArn, ...TABLE.indexes.map((index) => `${table.tableArn}/index/${index.name}`)],
  });
}

export interface GameTableProps {
  /** Keep the data: deletion protection on, and the table retained when the stack lets go of it. */
  readonly production: boolean;
}

/**
 * The single table, declared from the same definition the embedded store creates locally
 * (src/store/table.ts), so keys and indexes cannot drift between tests and AWS.
 * On demand, so an idle deployment costs only its storage; point-in-time recovery always on.
 * Its stream carries each written item's new image to the webhook dispatcher (reading it costs
 * nothing when a Lambda trigger does); expired delivery-log items are removed by TTL, free.
 */
export class GameTable extends Construct {
  readonly table: TableV2;

  constructor(scope: Construct, id: string, { production }: GameTableProps) {
    super(scope, id);
    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
      globalSecondaryIndexes: TABLE.indexes.map(
        (index): GlobalSecondaryIndexPropsV2 => ({
          indexName: index.name,
          partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
          sortKey: { name: index.sortKey, type: AttributeType.STRING },
          projectionType: ProjectionType[index.projection],
        }),
      ),
      billing: Billing.onDemand(),
      dynamoStream: StreamViewType.NEW_IMAGE,
      timeToLiveAttribute: TTL_ATTRIBUTE,
      // Recovery is cheap next to losing games; on in every stage so restores can be rehearsed in dev.
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: production,
      removalPolicy: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
  }
}
