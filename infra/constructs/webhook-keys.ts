import { RemovalPolicy } from 'aws-cdk-lib';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export interface WebhookKeysProps {
  readonly stage: string;
  /** Keep the secret when the stack lets go of it, under a fixed name. */
  readonly production: boolean;
  /** WEBHOOK_RETRY_SECONDS for every function; '' for the Standard Webhooks schedule. */
  readonly retrySeconds: string;
}

/**
 * The keyring that seals webhook secrets at rest, as one Secrets Manager secret generated at
 * the first deploy: `{"seal":"k1","k1":"<64 hex digits>"}`, 32 random bytes in the shape
 * src/entry/webhook-keys.ts reads (Secrets Manager can generate hex digits exactly, not base64
 * of exactly 32 bytes). The functions read it when they start (WEBHOOK_KEYS_SECRET_ARN), so
 * the key is in no function configuration and no template.
 *
 * Losing this key makes every stored webhook secret unreadable, so in production the secret is
 * retained, and named, so that a change that would replace it fails on the name instead of
 * silently generating a new key. Never change the generator settings below of a deployed stage;
 * rotate by editing the secret's value (docs/deploy.md).
 */
export class WebhookKeys extends Construct {
  readonly secret: Secret;
  /** What a function needs for webhooks: where the keyring is, no private addresses, the retry schedule. */
  readonly environment: Readonly<Record<string, string>>;

  constructor(scope: Construct, id: string, { stage, production, retrySeconds }: WebhookKeysProps) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      ...(production && { secretName: `yamb-api/${stage}/webhook-keys` }),
      description: `Yamb API (${stage}): the keyring that seals webhook secrets. Losing it makes every webhook secret unreadable.`,
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ seal: 'k1' }),
        generateStringKey: 'k1',
        // 64 characters of 0-9a-f, each equally likely: 32 random bytes in hex.
        passwordLength: 64,
        excludeUppercase: true,
        excludePunctuation: true,
        excludeCharacters: 'ghijklmnopqrstuvwxyz',
        includeSpace: false,
        requireEachIncludedType: false,
      },
      removalPolicy: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.environment = {
      WEBHOOK_KEYS_SECRET_ARN: this.secret.secretArn,
      // Production webhooks reach public https endpoints only (SSRF); see src/notify/README.md.
      ALLOW_PRIVATE_WEBHOOKS: 'false',
      ...(retrySeconds && { WEBHOOK_RETRY_SECONDS: retrySeconds }),
    };
  }

  /** Lets `grantee` read the keyring (GetSecretValue and DescribeSecret on this secret only). */
  grantRead(grantee: IGrantable): void {
    this.secret.grantRead(grantee);
  }
}
