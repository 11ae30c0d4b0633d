import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * A document client for DynamoDB, or for any compatible endpoint (the embedded store).
 * Timeouts and retries are bounded so a slow store fails a request quickly instead of
 * holding a Lambda invocation until its own timeout.
 */
export function createDocumentClient(config: DynamoDBClientConfig = {}): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    maxAttempts: 3,
    requestHandler: { requestTimeout: 3_000, connectionTimeout: 1_000 },
    ...config,
  });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}
