import { randomBytes } from 'node:crypto';
import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DescribeSecretCommand, GetSecretValueCommand, PutSecretValueCommand, ResourceNotFoundException, UpdateSecretVersionStageCommand } from '@aws-sdk/client-secrets-manager';
import { KeyringError } from '../notify/index.js';
import { parseKeyringSecret } from './webhook-keys.js';

/*
 * Rotation of the webhook keyring secret (`{"seal":"k1","k1":"<hex>",...}`, webhook-keys.ts) by
 * Secrets Manager's rotation protocol. A key seals only after it has been in the keyring for a
 * whole rotation period: each rotation lets the key staged by the previous one seal, and stages
 * a fresh one. A function instance reads the keyring when it starts, so one started before a
 * rotation already holds the key that rotation makes the sealing key, and opens what newer
 * instances seal. No key is ever removed: webhook secrets sealed under an old key stay readable
 * (docs/operations.md says how an operator retires one).
 */

/** The member naming the sealing key (webhook-keys.ts). */
const SEAL = 'seal';
const NUMBERED = /^k(\d+)$/;

/**
 * The keyring secret after one rotation: the key that follows the sealing key in the object
 * (the one staged by the previous rotation, or added by hand without sealing) seals, and a new
 * key `k<n+1>` is appended, staged. Every key stays.
 */
export function rotatedKeyringSecret(text: string, random: (bytes: number) => Buffer = randomBytes): string {
  parseKeyringSecret(text);
  const members = JSON.parse(text) as Record<string, string>;
  const ids = Object.keys(members).filter((id) => id !== SEAL);
  const staged = ids[ids.indexOf(members[SEAL]!) + 1];
  const newest = Math.max(0, ...ids.map((id) => Number(NUMBERED.exec(id)?.[1] ?? 0)));
  return JSON.stringify({ ...members, ...(staged !== undefined && { [SEAL]: staged }), [`k${newest + 1}`]: random(32).toString('hex') });
}

/** Secrets Manager's rotation event: one call per step, all with the new version's token. */
export interface RotationEvent {
  readonly SecretId: string;
  readonly ClientRequestToken: string;
  readonly Step: 'createSecret' | 'setSecret' | 'testSecret' | 'finishSecret';
}

/** The handler Secrets Manager calls for each step of a rotation of the keyring secret. */
export function createRotationHandler(client: Pick<SecretsManagerClient, 'send'>, random?: (bytes: number) => Buffer) {
  const value = async (SecretId: string, stage: string, VersionId?: string) =>
    (await client.send(new GetSecretValueCommand({ SecretId, VersionStage: stage, ...(VersionId && { VersionId }) }))).SecretString ?? '';

  return async ({ SecretId, ClientRequestToken: token, Step }: RotationEvent): Promise<void> => {
    const secret = await client.send(new DescribeSecretCommand({ SecretId }));
    const stages = secret.VersionIdsToStages ?? {};
    if (!secret.RotationEnabled) throw new Error(`rotation is not enabled for ${SecretId}`);
    if (!stages[token]) throw new Error(`version ${token} of ${SecretId} is not being rotated`);
    // A step repeated after the rotation finished: nothing left to do.
    if (stages[token].includes('AWSCURRENT')) return;
    if (!stages[token].includes('AWSPENDING')) throw new Error(`version ${token} of ${SecretId} is not pending`);
    switch (Step) {
      case 'createSecret': {
        try {
          await value(SecretId, 'AWSPENDING', token);
          return; // made by an earlier try of this step
        } catch (error) {
          if (!(error instanceof ResourceNotFoundException) && (error as Error).name !== 'ResourceNotFoundException') throw error;
        }
        const next = rotatedKeyringSecret(await value(SecretId, 'AWSCURRENT'), random);
        await client.send(new PutSecretValueCommand({ SecretId, ClientRequestToken: token, SecretString: next, VersionStages: ['AWSPENDING'] }));
        return;
      }
      case 'setSecret':
        return; // the keyring is this secret alone: no other service holds a copy to update
      case 'testSecret': {
        const current = parseKeyringSecret(await value(SecretId, 'AWSCURRENT'));
        const pending = parseKeyringSecret(await value(SecretId, 'AWSPENDING', token));
        // Every stored webhook secret must stay readable: each current key, unchanged.
        for (const id of current.keyIds) if (!pending.key(id)?.equals(current.key(id)!)) throw new KeyringError(`the pending keyring lost or changed key ${id}`);
        return;
      }
      case 'finishSecret': {
        const currentVersion = Object.keys(stages).find((v) => stages[v]!.includes('AWSCURRENT'));
        await client.send(new UpdateSecretVersionStageCommand({ SecretId, VersionStage: 'AWSCURRENT', MoveToVersionId: token, ...(currentVersion && { RemoveFromVersionId: currentVersion }) }));
        return;
      }
      default:
        throw new Error(`unknown rotation step ${String(Step)}`);
    }
  };
}
