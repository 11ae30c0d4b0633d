import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { createRotationHandler } from './rotate-keyring.js';

/** Secrets Manager's rotation of the webhook keyring (every 30 days; rotate-keyring.ts). */
export const handler = createRotationHandler(new SecretsManagerClient({}));
