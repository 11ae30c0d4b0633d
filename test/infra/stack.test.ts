import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, readConfig } from '../../infra/config.js';
import { TABLE } from '../../src/store/table.js';
import { CDK_JSON_CONTEXT, baseStatements, named, only, synthesize, tableItemArns } from './synth.js';

// The first synth loads aws-cdk-lib and takes seconds: build each template once.
let dev: Template;
let prod: Template;
beforeAll(() => {
  dev = synthesize();
  prod = synthesize({ stage: 'prod', corsOrigins: 'https://yamb.example,https://play.yamb.example', throttleRate: '200', throttleBurst: '400', lambdaMemoryMb: '1024' });
});

const tableArn = (template: Template) => ({ 'Fn::GetAtt': [only(template, 'AWS::DynamoDB::GlobalTable').id, 'Arn'] });
/** The API's two functions, by the logical id's prefix (their constructs are `Api` and `GraphQL`). */
const API_FUNCTIONS = { rest: 'ApiFunction', graphql: 'GraphQLFunction' } as const;
const apiFunction = (template: Template, name: keyof typeof API_FUNCTIONS) => named(template, 'AWS::Lambda::Function', API_FUNCTIONS[name]);
const secret = (template: Template) => ({ Ref: named(template, 'AWS::SecretsManager::Secret', 'WebhookKeysSecret').id });
const pushKey = (template: Template) => ({ Ref: named(template, 'AWS::SecretsManager::Secret', 'PushKeysSecret').id });

interface Statement {
  readonly Action: string | string[];
  readonly Effect: string;
  readonly Resource: unknown;
}

describe('configuration', () => {
  it("cdk.json's context defaults are the code's defaults", () => {
    expect(readConfig((key) => CDK_JSON_CONTEXT[key])).toEqual(DEFAULT_CONFIG);
  });

  it.each([
    // [context, what is wrong]
    [{ stage: 'Prod' }, /stage/],
    [{ throttleRate: 'fast' }, /throttleRate/],
    [{ lambdaTimeoutSeconds: 30 }, /lambdaTimeoutSeconds/],
    [{ corsOrigins: 'https://yamb.example/app' }, /corsOrigins/],
    [{ production: 'yes' }, /production/],
    [{ webhookRetrySeconds: '5,soon' }, /webhookRetrySeconds/],
  ])('rejects %j', (context, message) => {
    expect(() => readConfig((key) => (context as Record<string, unknown>)[key])).toThrow(message);
  });

  it('treats the stage "prod" as production whatever the flag, and the flag as production for any stage', () => {
    expect(readConfig((key) => ({ stage: 'prod', production: 'false' })[key]).production).toBe(true);
    expect(readConfig((key) => ({ stage: 'staging', production: 'true' })[key]).production).toBe(true);
    expect(readConfig((key) => ({ stage: 'staging' })[key]).production).toBe(false);
  });
});

describe('table', () => {
  it('has the keys of src/store/table.ts, every attribute a string', () => {
    dev.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
      ]),
    });
    const { resource } = only(dev, 'AWS::DynamoDB::GlobalTable');
    const keys = [TABLE.partitionKey, TABLE.sortKey, ...TABLE.indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
    expect(resource.Properties.AttributeDefinitions).toEqual(expect.arrayContaining(keys.map((k) => ({ AttributeName: k, AttributeType: 'S' }))));
    expect(resource.Properties.AttributeDefinitions).toHaveLength(keys.length);
  });

  it('has every index of src/store/table.ts with its keys and projection, and no other', () => {
    expect(TABLE.indexes.map((i) => i.name)).toEqual(['turns', 'byStatus', 'leaderboard', 'due', 'waiting', 'byRuleset', 'byRulesetStatus']);
    dev.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      GlobalSecondaryIndexes: TABLE.indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: index.projection },
      })),
    });
  });

  it('bills on demand, with point-in-time recovery in every stage', () => {
    for (const template of [dev, prod]) {
      template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
        BillingMode: 'PAY_PER_REQUEST',
        Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } })],
      });
    }
  });

  it('is protected from deletion and retained in production', () => {
    prod.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ Replicas: [Match.objectLike({ DeletionProtectionEnabled: true })] }),
    });
    prod.hasResource('AWS::Logs::LogGroup', { DeletionPolicy: 'Retain' });
  });

  it('is neither protected nor retained in dev', () => {
    dev.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Delete',
      UpdateReplacePolicy: 'Delete',
      Properties: Match.objectLike({ Replicas: [Match.objectLike({ DeletionProtectionEnabled: false })] }),
    });
    dev.hasResource('AWS::Logs::LogGroup', { DeletionPolicy: 'Delete' });
  });
});

describe('API functions', () => {
  it('are two, REST and GraphQL, each running Node.js 22 on arm64 with bounded memory and timeout', () => {
    for (const [name, description] of [['rest', 'Yamb API: REST, docs, OAuth and the web client'], ['graphql', 'Yamb API: GraphQL']] as const) {
      const { resource } = apiFunction(dev, name);
      expect(resource.Properties).toMatchObject({ Description: description, Runtime: 'nodejs22.x', Architectures: ['arm64'], MemorySize: 512, Timeout: 10, Handler: 'index.handler' });
      expect(apiFunction(prod, name).resource.Properties).toMatchObject({ MemorySize: 1024 });
    }
    expect(apiFunction(dev, 'rest').id).not.toBe(apiFunction(dev, 'graphql').id);
  });

  it('are configured by TABLE_NAME (the table), CORS_ORIGINS, the webhook keyring secret, the push key secret and source maps; REST also by the streams URL', () => {
    const { id: table } = only(dev, 'AWS::DynamoDB::GlobalTable');
    const { id: streamsUrl } = only(dev, 'AWS::Lambda::Url');
    const shared = {
      TABLE_NAME: { Ref: table },
      CORS_ORIGINS: '*',
      WEBHOOK_KEYS_SECRET_ARN: secret(dev),
      ALLOW_PRIVATE_WEBHOOKS: 'false',
      PUSH_KEYS_SECRET_ARN: pushKey(dev),
      PUSH_SUBJECT: 'mailto:push@yamb.invalid',
      POWERTOOLS_SERVICE_NAME: 'yamb-api-dev',
      NODE_OPTIONS: '--enable-source-maps',
    };
    expect(apiFunction(dev, 'rest').resource.Properties.Environment).toEqual({ Variables: { ...shared, STREAMS_URL: { 'Fn::GetAtt': [streamsUrl, 'FunctionUrl'] } } });
    // The web client, which reads the streams' URL, is served by the REST function alone.
    expect(apiFunction(dev, 'graphql').resource.Properties.Environment).toEqual({ Variables: shared });
    for (const name of ['rest', 'graphql'] as const) {
      expect(apiFunction(prod, name).resource.Properties.Environment).toMatchObject({ Variables: { CORS_ORIGINS: 'https://yamb.example,https://play.yamb.example' } });
    }
  });

  it('log each to a log group of its own, with a retention', () => {
    dev.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
    const rest = named(dev, 'AWS::Logs::LogGroup', 'ApiLogs');
    const graphql = named(dev, 'AWS::Logs::LogGroup', 'GraphQLLogs');
    expect(rest.id).not.toBe(graphql.id);
    expect(apiFunction(dev, 'rest').resource.Properties.LoggingConfig).toEqual({ LogGroup: { Ref: rest.id } });
    expect(apiFunction(dev, 'graphql').resource.Properties.LoggingConfig).toEqual({ LogGroup: { Ref: graphql.id } });
  });

  it.each(['rest', 'graphql'] as const)(
    'may write their logs and traces, read and write the items of the table and of each index by name, and read the keyring and the push key, nothing else (%s)',
    (name) => {
      const construct = API_FUNCTIONS[name].replace(/Function$/, '');
      const { resource } = named(dev, 'AWS::IAM::Policy', `${construct}ServiceRoleDefaultPolicy`);
      expect(apiFunction(dev, name).resource.Properties.Role).toEqual({ 'Fn::GetAtt': [named(dev, 'AWS::IAM::Role', `${construct}ServiceRole`).id, 'Arn'] });
      expect(resource.Properties.Roles).toEqual([{ Ref: named(dev, 'AWS::IAM::Role', `${construct}ServiceRole`).id }]);
      const statements = (resource.Properties.PolicyDocument as { Statement: Statement[] }).Statement;
      expect(statements).toHaveLength(4);
      const [logs, traces, data, keys] = statements;
      expect([logs, traces]).toEqual(baseStatements(dev, `${construct}Logs`));
      expect(data!.Effect).toBe('Allow');
      expect([data!.Action].flat()).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:Query', 'dynamodb:BatchGetItem', 'dynamodb:BatchWriteItem']));
      expect([data!.Action].flat().every((a) => a.startsWith('dynamodb:') && !a.includes('*'))).toBe(true);
      expect(data!.Resource).toEqual(tableItemArns(dev));
      expect(tableItemArns(dev)[0]).toEqual(tableArn(dev));
      // One statement for both secrets (CDK merges grants of the same actions).
      expect(keys).toEqual({ Effect: 'Allow', Action: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'], Resource: expect.arrayContaining([secret(dev), pushKey(dev)]) });
      expect(keys!.Resource).toHaveLength(2);
    },
  );

  it('has no permission on "*" anywhere in the template but the X-Ray actions, which take no resource, and no managed policy', () => {
    for (const template of [dev, prod]) {
      for (const [, policy] of Object.entries(template.findResources('AWS::IAM::Policy'))) {
        for (const statement of policy.Properties.PolicyDocument.Statement as Statement[]) {
          if ([statement.Resource].flat().includes('*')) expect(statement.Action).toEqual(['xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
          expect([statement.Action].flat().some((a) => a.endsWith(':*') || a === '*')).toBe(false);
        }
      }
      // No role carries a managed policy (the basic execution role's log permissions reach every log group).
      for (const [, role] of Object.entries(template.findResources('AWS::IAM::Role'))) expect(role.Properties).not.toHaveProperty('ManagedPolicyArns');
    }
  });
});

describe('HTTP API', () => {
  const ROUTE_KEYS = [
    ...['ANY /v1/{proxy+}', 'GET /graphql', 'POST /graphql', 'OPTIONS /graphql', 'GET /openapi.json', 'GET /docs', 'GET /docs/{proxy+}', 'GET /graphql/{proxy+}', 'GET /'],
    // The JSON index and the web client.
    ...['GET /v1', 'GET /games/{proxy+}', 'GET /players/{proxy+}', 'GET /tournaments/{proxy+}', 'GET /static/{proxy+}', 'GET /sw.js'],
    // OAuth 2.0 for apps, and the web client's consent and tokens pages.
    // (Their preflights too: the app answers CORS.)
    ...['POST /oauth/token', 'OPTIONS /oauth/token', 'POST /oauth/revoke', 'OPTIONS /oauth/revoke', 'GET /.well-known/oauth-authorization-server', 'GET /oauth/authorize', 'GET /account/tokens'],
  ];

  // GraphQL and GraphiQL's files go to the GraphQL function; everything else to the REST function.
  const GRAPHQL_ROUTE_KEYS = ['GET /graphql', 'POST /graphql', 'OPTIONS /graphql', 'GET /graphql/{proxy+}'];
  const functionFor = (routeKey: string) => apiFunction(dev, GRAPHQL_ROUTE_KEYS.includes(routeKey) ? 'graphql' : 'rest').id;

  it('routes exactly the paths of the app, /graphql and its files to the GraphQL function and every other to the REST function', () => {
    const routes = Object.values(dev.findResources('AWS::ApiGatewayV2::Route')).map((r) => r.Properties as { RouteKey: string; Target: { 'Fn::Join': [string, [string, { Ref: string }]] } });
    expect(routes.map((r) => r.RouteKey).sort()).toEqual([...ROUTE_KEYS].sort());
    expect(ROUTE_KEYS).toEqual(expect.arrayContaining(GRAPHQL_ROUTE_KEYS));
    // One Lambda proxy integration per function, payload 2.0.
    const integrations = dev.findResources('AWS::ApiGatewayV2::Integration');
    expect(Object.keys(integrations)).toHaveLength(2);
    for (const integration of Object.values(integrations)) expect(integration.Properties).toMatchObject({ IntegrationType: 'AWS_PROXY', PayloadFormatVersion: '2.0' });
    // Each route's target is the integration of the function that serves it.
    const integratedWith = (route: (typeof routes)[number]) => {
      const [prefix, integration] = route.Target['Fn::Join'][1];
      expect(prefix).toBe('integrations/');
      return (integrations[integration.Ref]!.Properties.IntegrationUri as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'];
    };
    expect(Object.fromEntries(routes.map((r) => [r.RouteKey, integratedWith(r)]))).toEqual(Object.fromEntries(ROUTE_KEYS.map((key) => [key, [functionFor(key), 'Arn']])));
    expect(Object.fromEntries(routes.map((r) => [r.RouteKey, integratedWith(r)]))).toMatchObject({
      'ANY /v1/{proxy+}': [apiFunction(dev, 'rest').id, 'Arn'],
      'POST /graphql': [apiFunction(dev, 'graphql').id, 'Arn'],
      'GET /graphql/{proxy+}': [apiFunction(dev, 'graphql').id, 'Arn'],
    });
  });

  it('lets API Gateway invoke each function for its own routes, and only for routes of this API', () => {
    const { id: api } = only(dev, 'AWS::ApiGatewayV2::Api');
    const permissions = Object.values(dev.findResources('AWS::Lambda::Permission', { Properties: { Principal: 'apigateway.amazonaws.com' } }));
    expect(permissions).toHaveLength(ROUTE_KEYS.length);
    for (const permission of permissions) {
      const [, [, apiRef, path]] = (permission.Properties.SourceArn as { 'Fn::Join': [string, [string, unknown, string]] })['Fn::Join'];
      expect(apiRef).toEqual({ Ref: api });
      const name = ['/*/*/graphql', '/*/*/graphql/{proxy+}'].includes(path) ? 'graphql' : 'rest';
      expect(permission.Properties).toMatchObject({ Action: 'lambda:InvokeFunction', Principal: 'apigateway.amazonaws.com', FunctionName: { 'Fn::GetAtt': [apiFunction(dev, name).id, 'Arn'] } });
    }
    const invoking = (name: 'rest' | 'graphql') => permissions.filter((p) => JSON.stringify(p.Properties.FunctionName).includes(apiFunction(dev, name).id));
    expect(invoking('graphql')).toHaveLength(GRAPHQL_ROUTE_KEYS.length);
    expect(invoking('rest')).toHaveLength(ROUTE_KEYS.length - GRAPHQL_ROUTE_KEYS.length);
  });

  it('throttles the default stage as configured', () => {
    dev.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: '$default', AutoDeploy: true, DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 } });
    prod.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: '$default', DefaultRouteSettings: { ThrottlingRateLimit: 200, ThrottlingBurstLimit: 400 } });
  });

  it('leaves CORS to the app: no API Gateway CORS, preflights reach the functions, and the functions get the origins', () => {
    for (const stack of [dev, prod]) {
      expect(only(stack, 'AWS::ApiGatewayV2::Api').resource.Properties.CorsConfiguration).toBeUndefined();
      const routeKeys = Object.values(stack.findResources('AWS::ApiGatewayV2::Route')).map((r) => (r as { Properties: { RouteKey: string } }).Properties.RouteKey);
      // Every path a browser sends a non-simple request to takes OPTIONS (ANY includes it).
      expect(routeKeys).toEqual(expect.arrayContaining(['ANY /v1/{proxy+}', 'OPTIONS /graphql', 'OPTIONS /oauth/token', 'OPTIONS /oauth/revoke']));
    }
    prod.hasResourceProperties('AWS::Lambda::Function', { Description: 'Yamb API: REST, docs, OAuth and the web client', Environment: { Variables: Match.objectLike({ CORS_ORIGINS: 'https://yamb.example,https://play.yamb.example' }) } });
    prod.hasResourceProperties('AWS::Lambda::Function', { Description: 'Yamb API: GraphQL', Environment: { Variables: Match.objectLike({ CORS_ORIGINS: 'https://yamb.example,https://play.yamb.example' }) } });
  });
});

describe('outputs', () => {
  it('gives the API URL, the table name, the keyring and push key secrets, the dead-letter queues, the alarm topic and the dashboard', () => {
    const { id: api } = only(dev, 'AWS::ApiGatewayV2::Api');
    const { id: table } = only(dev, 'AWS::DynamoDB::GlobalTable');
    dev.hasOutput('ApiUrl', { Value: { 'Fn::Join': ['', ['https://', { Ref: api }, '.execute-api.eu-west-1.', { Ref: 'AWS::URLSuffix' }, '/']] } });
    dev.hasOutput('TableName', { Value: { Ref: table } });
    dev.hasOutput('WebhookKeysSecretArn', { Value: secret(dev) });
    dev.hasOutput('PushKeySecretArn', { Value: pushKey(dev) });
    dev.hasOutput('WebhookDeadLetterQueueUrl', { Value: { Ref: named(dev, 'AWS::SQS::Queue', 'NotificationsDeadLetters').id } });
    dev.hasOutput('SweeperFailuresQueueUrl', { Value: { Ref: named(dev, 'AWS::SQS::Queue', 'NotificationsSweeperFailures').id } });
    dev.hasOutput('AlarmTopicArn', { Value: { Ref: only(dev, 'AWS::SNS::Topic').id } });
    dev.hasOutput('DashboardName', { Value: { Ref: only(dev, 'AWS::CloudWatch::Dashboard').id } });
  });
});
