import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient } from '../../src/store/client.js';

/** A document client for the benchmark's dynalite, configured as the API's own (bounded waits, one attempt per send). */
export function storeClient(endpoint: string): DynamoDBDocumentClient {
  return createDocumentClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
}
