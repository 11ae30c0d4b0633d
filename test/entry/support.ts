import { GetItemCommand, type AttributeValue as SdkAttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';

/** An item exactly as the table holds it (AttributeValues, binary as bytes), read with the low-level API. */
export async function rawItem(client: DynamoDBDocumentClient, tableName: string, key: { pk: string; sk: string }): Promise<Record<string, SdkAttributeValue>> {
  const out = await client.send(new GetItemCommand({ TableName: tableName, Key: { pk: { S: key.pk }, sk: { S: key.sk } }, ConsistentRead: true }));
  if (!out.Item) throw new Error(`no item ${key.pk} ${key.sk}`);
  return out.Item;
}

let sequence = 100_000_000_000_000_000_000n;

/**
 * A DynamoDB stream record (NEW_IMAGE) as Lambda hands it to a function: the event is JSON, so
 * the image's binary values arrive as base64 text.
 */
export function streamRecord(image: Record<string, SdkAttributeValue>, eventName: 'INSERT' | 'MODIFY' = 'MODIFY'): DynamoDBRecord {
  const SequenceNumber = String((sequence += 100n));
  const asJson = <T>(value: unknown): T =>
    JSON.parse(
      JSON.stringify(value, function replacer(this: Record<string, unknown>, key, v: unknown) {
        const raw = this[key];
        return raw instanceof Uint8Array ? Buffer.from(raw).toString('base64') : v;
      }),
    ) as T;
  const NewImage = asJson<Record<string, AttributeValue>>(image);
  return {
    eventID: `event-${SequenceNumber}`,
    eventName,
    eventVersion: '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: 'eu-west-1',
    eventSourceARN: 'arn:aws:dynamodb:eu-west-1:123456789012:table/yamb/stream/2026-01-01T00:00:00.000',
    dynamodb: {
      ApproximateCreationDateTime: Math.floor(Date.now() / 1000),
      Keys: { pk: NewImage.pk!, sk: NewImage.sk! },
      NewImage,
      SequenceNumber,
      SizeBytes: JSON.stringify(NewImage).length,
      StreamViewType: 'NEW_IMAGE',
    },
  };
}
