import { RemovalPolicy, Validations, type CfnResource } from 'aws-cdk-lib';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { HEX_KEY_STRING } from './webhook-keys.js';

export interface PushKeysProps {
  readonly stage: string;
  /** Keep the secret when the stack lets go of it, under a fixed name. */
  readonly production: boolean;
  /** The VAPID contact push services see (PUSH_SUBJECT): `mailto:` or `https:`. */
  readonly subject: string;
}

/**
 * The VAPID key that signs Web Push messages (RFC 8292), as one Secrets Manager secret
 * generated at the first deploy: `{"privateKey":"<64 hex digits>"}`, 32 random bytes, the P-256
 * scalar src/entry/push-keys.ts derives the public key from. The functions read it when they
 * first need it (PUSH_KEYS_SECRET_ARN), so it is in no function configuration and no template.
 *
 * Browsers subscribe with its public half, and a push service refuses a message signed by any
 * other key: replacing it silences every subscription until each browser subscribes again. So
 * it never rotates, and in production it is retained and named, so that a change that would
 * replace it fails on the name. Never change the generator settings below of a deployed stage.
 */
export class PushKeys extends Construct {
  readonly secret: Secret;
  /** What a function needs for Web Push: where the key is, and the contact. */
  readonly environment: Readonly<Record<string, string>>;

  constructor(scope: Construct, id: string, { stage, production, subject }: PushKeysProps) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      ...(production && { secretName: `yamb-api/${stage}/push-key` }),
      description: `Yamb API (${stage}): the VAPID key that signs Web Push messages. Browsers subscribe with its public half: replacing it silences every subscription.`,
      generateSecretString: { secretStringTemplate: JSON.stringify({}), generateStringKey: 'privateKey', ...HEX_KEY_STRING },
      removalPolicy: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(this.secret.node.defaultChild as CfnResource).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        "The VAPID key must not rotate: every browser's push subscription is bound to its public half, and push services refuse messages signed by any other key, so a rotation would silence every subscription until each browser subscribed again. It signs only (no data is encrypted with it), and only the API, dispatcher and sweeper functions may read it.",
    });
    this.environment = { PUSH_KEYS_SECRET_ARN: this.secret.secretArn, PUSH_SUBJECT: subject };
  }

  /** Lets `grantee` read the key (GetSecretValue and DescribeSecret on this secret only). */
  grantRead(grantee: IGrantable): void {
    this.secret.grantRead(grantee);
  }
}
