import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Secrets Manager on the loopback that answers GetSecretValue (JSON 1.1
 * protocol, as the SDK speaks it) for the secrets it holds, so a bundle reads its keyring the
 * way a deployed function does: through the SDK, its endpoint taken from
 * AWS_ENDPOINT_URL_SECRETS_MANAGER. `reads` lists the secret ids asked for.
 */
export async function startFakeSecretsManager(secrets: Readonly<Record<string, string>>) {
  const reads: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const target = String(request.headers['x-amz-target'] ?? '');
      const { SecretId } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { SecretId?: string };
      const value = SecretId === undefined ? undefined : secrets[SecretId];
      const answer = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(body));
      if (target !== 'secretsmanager.GetSecretValue') return answer(400, { __type: 'InvalidRequestException', message: `unexpected ${target}` });
      reads.push(String(SecretId));
      if (value === undefined) return answer(400, { __type: 'ResourceNotFoundException', message: "Secrets Manager can't find the specified secret." });
      return answer(200, { ARN: SecretId, Name: 'webhook-keys', SecretString: value, VersionId: 'v1', VersionStages: ['AWSCURRENT'], CreatedDate: Date.now() / 1000 });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { endpoint, reads, close: () => new Promise<void>((r) => server.close(() => r())) };
}
