import { GetItemCommand, type AttributeValue as SdkAttributeValue } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** A webhook receiver on the loopback whose answer per path is scripted: statuses in turn, then 200. */
export async function startReceiver() {
  const received: Delivery[] = [];
  const scripts = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])), body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(scripts.get(path)?.shift() ?? 200).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, scripts, close: () => new Promise<void>((r) => server.close(() => r())) };
}

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
