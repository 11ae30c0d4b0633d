import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Secrets Manager on the loopback, speaking the JSON 1.1 protocol as the SDK
 * does, so code reaches it as a deployed function reaches the service: through the SDK, its
 * endpoint from AWS_ENDPOINT_URL_SECRETS_MANAGER (or the client's `endpoint`). It keeps each
 * secret's versions and their staging labels and answers what a function and a rotation use:
 * GetSecretValue (by version id and/or stage, AWSCURRENT by default), DescribeSecret,
 * PutSecretValue and UpdateSecretVersionStage. `startRotation` does what RotateSecret does
 * before it calls the rotation function: a new version labelled AWSPENDING, with no value yet.
 * `reads` lists the secret ids GetSecretValue was asked for.
 */
interface Version {
  value?: string;
  stages: string[];
}

export async function startFakeSecretsManager(secrets: Readonly<Record<string, string>>, { rotationEnabled = true } = {}) {
  const reads: string[] = [];
  const store = new Map<string, Map<string, Version>>(Object.entries(secrets).map(([id, value]) => [id, new Map([['v1', { value, stages: ['AWSCURRENT'] }]])]));
  /** Puts `stage` on `versionId` alone, as Secrets Manager keeps each label on one version. */
  const label = (versions: Map<string, Version>, stage: string, versionId: string) => {
    for (const v of versions.values()) v.stages = v.stages.filter((s) => s !== stage);
    versions.get(versionId)!.stages.push(stage);
  };

  type Answer = { status: number; body: unknown };
  const fail = (type: string, message: string): Answer => ({ status: 400, body: { __type: type, message } });
  const operations: Record<string, (input: Record<string, string | string[] | undefined>, versions: Map<string, Version>, id: string) => Answer> = {
    GetSecretValue({ VersionId, VersionStage }, versions, id) {
      reads.push(id);
      const stage = VersionStage as string | undefined;
      const match = [...versions.entries()].find(([v, { stages }]) => (VersionId === undefined || v === VersionId) && stages.includes(stage ?? (VersionId ? stages[0]! : 'AWSCURRENT')));
      if (!match || match[1].value === undefined) return fail('ResourceNotFoundException', "Secrets Manager can't find the specified secret value for staging label or version.");
      return { status: 200, body: { ARN: id, Name: 'webhook-keys', SecretString: match[1].value, VersionId: match[0], VersionStages: match[1].stages, CreatedDate: Date.now() / 1000 } };
    },
    DescribeSecret(_input, versions, id) {
      return { status: 200, body: { ARN: id, Name: 'webhook-keys', RotationEnabled: rotationEnabled, VersionIdsToStages: Object.fromEntries([...versions].map(([v, { stages }]) => [v, stages])) } };
    },
    PutSecretValue({ ClientRequestToken, SecretString, VersionStages }, versions, id) {
      const token = String(ClientRequestToken);
      const existing = versions.get(token);
      if (existing?.value !== undefined && existing.value !== SecretString) return fail('ResourceExistsException', `version ${token} already has another value`);
      versions.set(token, { value: String(SecretString), stages: existing?.stages ?? [] });
      for (const stage of (VersionStages as string[] | undefined) ?? ['AWSCURRENT']) label(versions, stage, token);
      return { status: 200, body: { ARN: id, VersionId: token, VersionStages: versions.get(token)!.stages } };
    },
    UpdateSecretVersionStage({ VersionStage, MoveToVersionId, RemoveFromVersionId }, versions, id) {
      const stage = String(VersionStage);
      const holder = [...versions.entries()].find(([, v]) => v.stages.includes(stage))?.[0];
      if (holder !== undefined && holder !== MoveToVersionId && holder !== RemoveFromVersionId) return fail('InvalidParameterException', `${stage} is on ${holder}, not on ${String(RemoveFromVersionId)}`);
      if (!versions.has(String(MoveToVersionId))) return fail('ResourceNotFoundException', `no version ${String(MoveToVersionId)}`);
      label(versions, stage, String(MoveToVersionId));
      // The version AWSCURRENT leaves becomes AWSPREVIOUS.
      if (stage === 'AWSCURRENT' && holder !== undefined && holder !== MoveToVersionId) label(versions, 'AWSPREVIOUS', holder);
      return { status: 200, body: { ARN: id } };
    },
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const target = String(request.headers['x-amz-target'] ?? '').replace(/^secretsmanager\./, '');
      const input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, string | string[] | undefined>;
      const id = String(input.SecretId);
      const versions = store.get(id);
      const operation = operations[target];
      const { status, body } = !operation
        ? fail('InvalidRequestException', `unexpected ${target}`)
        : !versions
          ? (target === 'GetSecretValue' && reads.push(id), fail('ResourceNotFoundException', "Secrets Manager can't find the specified secret."))
          : operation(input, versions, id);
      response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(body));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    reads,
    /** What RotateSecret does first: version `token`, labelled AWSPENDING, without a value. */
    startRotation(id: string, token: string): void {
      const versions = store.get(id)!;
      versions.set(token, { stages: [] });
      label(versions, 'AWSPENDING', token);
    },
    /** Each version's value and labels, for the test to read. */
    versions: (id: string) => Object.fromEntries([...store.get(id)!].map(([v, { value, stages }]) => [v, { value, stages: [...stages] }])),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
