import { Validations, type CfnResource, type RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { retentionDays } from './bundled-function.js';
import type { ApiPart } from './function.js';
import { WEB_GATEWAY_ROUTES } from '../../src/web/index.js';

/**
 * Every route of the API and the function that serves it: GraphQL (src/graphql/) at /graphql,
 * REST and everything else (src/app/index.ts, src/http/, src/web/) on the REST function.
 * Anything else is API Gateway's 404, never an invocation.
 */
export const API_ROUTES: readonly { readonly path: string; readonly methods: readonly HttpMethod[]; readonly api: ApiPart }[] = [
  { path: '/v1/{proxy+}', methods: [HttpMethod.ANY], api: 'rest' },
  { path: '/graphql', methods: [HttpMethod.GET, HttpMethod.POST, HttpMethod.OPTIONS], api: 'graphql' },
  { path: '/openapi.json', methods: [HttpMethod.GET], api: 'rest' },
  { path: '/docs', methods: [HttpMethod.GET], api: 'rest' },
  // The self-hosted assets of the docs and GraphiQL pages (src/http/docs.ts, src/graphql/graphiql.ts).
  { path: '/docs/{proxy+}', methods: [HttpMethod.GET], api: 'rest' },
  { path: '/graphql/{proxy+}', methods: [HttpMethod.GET], api: 'graphql' },
  { path: '/', methods: [HttpMethod.GET], api: 'rest' },
  // OAuth 2.0 for apps (src/http/routes/oauth.ts): the token and revocation endpoints, and their RFC 8414 metadata.
  { path: '/oauth/token', methods: [HttpMethod.POST, HttpMethod.OPTIONS], api: 'rest' },
  { path: '/oauth/revoke', methods: [HttpMethod.POST, HttpMethod.OPTIONS], api: 'rest' },
  { path: '/.well-known/oauth-authorization-server', methods: [HttpMethod.GET], api: 'rest' },
  // The JSON index, and the web client's pages, hashed files and service worker (src/web).
  { path: '/v1', methods: [HttpMethod.GET], api: 'rest' },
  ...WEB_GATEWAY_ROUTES.map((path) => ({ path, methods: [HttpMethod.GET], api: 'rest' as const })),
];

/**
 * Request headers the API reads (src/http/env.ts, src/edge/request-edge.ts), for the streams'
 * function URL, whose CORS Lambda answers (the HTTP API's is the app's own); `Authorization`
 * must be named, a wildcard does not cover it.
 */
export const ALLOWED_HEADERS = ['authorization', 'content-type', 'if-match', 'if-none-match', 'idempotency-key', 'x-request-id'];
/** Response headers browsers may read from the streams' function URL. */
export const EXPOSED_HEADERS = ['etag', 'location', 'retry-after', 'x-request-id'];

/**
 * One JSON line per request in the stage's access log: who (the caller's address), what (the
 * route and path), how it went (status, latencies, size, integration error) and the ids that
 * find the function's own lines. `integrationRequestId` is the function invocation's request id,
 * which the function uses as the request id it logs and answers in X-Request-Id unless the
 * client sent its own (src/entry/invocation-log.ts). No header is logged, so no Authorization
 * header or token can reach this log, and no query string.
 */
export const ACCESS_LOG_FORMAT = {
  requestId: '$context.requestId',
  integrationRequestId: '$context.integration.requestId',
  time: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  method: '$context.httpMethod',
  route: '$context.routeKey',
  path: '$context.path',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integration.latency',
  integrationStatus: '$context.integrationStatus',
  integrationError: '$context.integrationErrorMessage',
  responseBytes: '$context.responseLength',
  userAgent: '$context.identity.userAgent',
} as const;

/** Why the routes have no API Gateway authorizer. */
const NO_AUTHORIZER =
  'Authorization is bearer tokens (and, for third-party apps, their scopes) checked inside the function for each operation: most operations are public (rulesets, games, leaderboards, docs, registration), and the same app runs locally and in tests. An API Gateway authorizer would be a second source of truth for who may do what, and an extra invocation or lookup per request.';

export interface GameApiProps {
  readonly name: string;
  /** The function of each part of the API (API_ROUTES says which routes go to which). */
  readonly handlers: Readonly<Record<ApiPart, IFunction>>;
  readonly throttleRate: number;
  readonly throttleBurst: number;
  readonly logRetentionDays: number;
  /** Removal policy of the access log group (kept with the data in production). */
  readonly logRemovalPolicy: RemovalPolicy;
}

/**
 * An HTTP API (payload 2.0) in front of the API's two functions, REST and GraphQL, each route
 * integrated with its own (API_ROUTES), CORS answered by the app, and throttling on its
 * default stage, the first line against a flood before it reaches Lambda
 * concurrency or DynamoDB capacity.
 */
export class GameApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly accessLogs: LogGroup;

  constructor(scope: Construct, id: string, props: GameApiProps) {
    super(scope, id);
    this.api = new HttpApi(this, 'HttpApi', {
      apiName: props.name,
      description: 'Yamb API: REST under /v1, GraphQL at /graphql',
      // Declared below, to carry the throttling settings the generated default stage cannot.
      createDefaultStage: false,
      // No CORS configuration: the app answers CORS (src/edge/cors.ts), preflights included,
      // which reach it through the routes' OPTIONS. An API Gateway configuration would answer
      // every preflight itself and replace the app's headers on every answer: one origin list
      // for all paths (the OAuth endpoints answer any origin), its own methods (DELETE left
      // out) and exposed headers (RateLimit and WWW-Authenticate left out).
    });
    this.accessLogs = new LogGroup(this, 'AccessLogs', { retention: retentionDays(props.logRetentionDays), removalPolicy: props.logRemovalPolicy });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: props.throttleRate, burstLimit: props.throttleBurst },
      accessLogSettings: { destination: new LogGroupLogDestination(this.accessLogs), format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FORMAT)) },
    });

    // The REST integration keeps the id it had when it was the only one (a new id would replace it).
    const integrations: Record<ApiPart, HttpLambdaIntegration> = {
      rest: new HttpLambdaIntegration('Handler', props.handlers.rest),
      graphql: new HttpLambdaIntegration('GraphQLHandler', props.handlers.graphql),
    };
    for (const route of API_ROUTES) {
      for (const added of this.api.addRoutes({ path: route.path, methods: [...route.methods], integration: integrations[route.api] })) {
        Validations.of(added.node.defaultChild as CfnResource).acknowledge({ id: 'AwsSolutions-APIG4', reason: NO_AUTHORIZER });
      }
    }
  }

  /** The base URL clients call, e.g. https://abc123.execute-api.eu-west-1.amazonaws.com/ */
  get url(): string {
    return this.stage.url;
  }
}
