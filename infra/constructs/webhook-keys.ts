import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Grant, ServicePrincipal, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnRotationSchedule, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ROTATOR_ENTRY } from '../bundle.js';
import { bundledFunction } from './bundled-function.js';

/** How often the keyring rotates: each key is staged for this long before it seals. */
export const KEYRING_ROTATION = Duration.days(30);

/** How Secrets Manager generates a key: 64 characters of 0-9a-f, each equally likely, that is 32 random bytes in hex (the keyring's keys, the VAPID key). */
export const HEX_KEY_STRING = {
  passwordLength: 64,
  excludeUppercase: true,
  excludePunctuation: true,
  excludeCharacters: 'ghijklmnopqrstuvwxyz',
  includeSpace: false,
  requireEachIncludedType: false,
} as const;

export interface WebhookKeysProps {
  readonly stage: string;
  /** Keep the secret when the stack lets go of it, under a fixed name. */
  readonly production: boolean;
  /** WEBHOOK_RETRY_SECONDS for every function; '' for the Standard Webhooks schedule. */
  readonly retrySeconds: string;
  readonly logRetentionDays: number;
  readonly logRemovalPolicy: RemovalPolicy;
  /** The `service` dimension of the rotation function's metrics. */
  readonly metricsService: string;
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
 * silently generating a new key. Never change the generator settings below of a deployed stage.
 *
 * It rotates every 30 days (src/entry/rotate-keyring.ts): each rotation lets the key staged by
 * the previous one seal and stages a new one, keeping every key, so an instance started before
 * a rotation opens what is sealed after it. docs/operations.md has the by-hand rotation.
 */
export class WebhookKeys extends Construct {
  readonly secret: Secret;
  /** The rotation function, called by Secrets Manager. */
  readonly rotator: LambdaFunction;
  /** What a function needs for webhooks: where the keyring is, no private addresses, the retry schedule. */
  readonly environment: Readonly<Record<string, string>>;

  constructor(scope: Construct, id: string, { stage, production, retrySeconds, ...logs }: WebhookKeysProps) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      ...(production && { secretName: `yamb-api/${stage}/webhook-keys` }),
      description: `Yamb API (${stage}): the keyring that seals webhook secrets. Losing it makes every webhook secret unreadable.`,
      generateSecretString: { secretStringTemplate: JSON.stringify({ seal: 'k1' }), generateStringKey: 'k1', ...HEX_KEY_STRING },
      removalPolicy: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.rotator = bundledFunction(new Construct(this, 'Rotation'), {
      entry: ROTATOR_ENTRY,
      description: 'Yamb API: rotates the webhook keyring (stages a key, seals with the one staged before)',
      memoryMb: 256,
      timeout: Duration.seconds(30),
      environment: {},
      ...logs,
      failures: {
        synchronous:
          'Called by Secrets Manager for each step of a rotation, which waits for the answer: a failed step leaves the new version pending, marks the rotation failed (DescribeSecret, CloudTrail, the function-errors alarm) and is tried again at the next rotation; a dead-letter queue would hold nothing a retry needs.',
      },
    });
    // The schedule is declared as CloudFormation has it: CDK's addRotationSchedule also grants
    // secretsmanager:GetRandomPassword on "*", which this rotation (Node's crypto) never calls.
    Grant.addToPrincipal({
      grantee: this.rotator,
      actions: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue', 'secretsmanager:UpdateSecretVersionStage'],
      resourceArns: [this.secret.secretArn],
    });
    this.rotator.addPermission('InvokedBySecretsManager', { principal: new ServicePrincipal('secretsmanager.amazonaws.com'), sourceAccount: Stack.of(this).account });
    const schedule = new CfnRotationSchedule(this, 'RotationSchedule', {
      secretId: this.secret.secretArn,
      rotationLambdaArn: this.rotator.functionArn,
      rotationRules: { scheduleExpression: `rate(${KEYRING_ROTATION.toDays()} days)` },
      // A deploy never rotates: the schedule does, or an operator (docs/operations.md).
      rotateImmediatelyOnUpdate: false,
    });
    schedule.node.addDependency(this.rotator.permissionsNode.findChild('InvokedBySecretsManager'), this.rotator.role!);
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
