import { Duration } from 'aws-cdk-lib';
import { CorsHttpMethod, HttpApi, HttpMethod, HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { WEB_GATEWAY_ROUTES } from '../../src/web/index.js';

/** Every route the function serves (src/http/app.ts); anything else is API Gateway's 404, never an invocation. */
export const API_ROUTES: readonly { readonly path: string; readonly methods: readonly HttpMethod[] }[] = [
  { path: '/v1/{proxy+}', methods: [HttpMethod.ANY] },
  { path: '/graphql', methods: [HttpMethod.GET, HttpMethod.POST, HttpMethod.OPTIONS] },
  { path: '/openapi.json', methods: [HttpMethod.GET] },
  { path: '/docs', methods: [HttpMethod.GET] },
  // The self-hosted assets of the docs and GraphiQL pages (src/http/docs.ts, src/graphql/graphiql.ts).
  { path: '/docs/{proxy+}', methods: [HttpMethod.GET] },
  { path: '/graphql/{proxy+}', methods: [HttpMethod.GET] },
  { path: '/', methods: [HttpMethod.GET] },
  // The JSON index, and the web client's pages, hashed files and service worker (src/web).
  { path: '/v1', methods: [HttpMethod.GET] },
  ...WEB_GATEWAY_ROUTES.map((path) => ({ path, methods: [HttpMethod.GET] })),
];

/** Request headers the API reads (src/http/env.ts, app.ts); `Authorization` must be named, a wildcard does not cover it. */
export const ALLOWED_HEADERS = ['authorization', 'content-type', 'if-match', 'if-none-match', 'idempotency-key', 'x-request-id'];
/** Response headers browsers may read, as the app's own CORS middleware exposes them. */
export const EXPOSED_HEADERS = ['etag', 'location', 'retry-after', 'x-request-id'];

export interface GameApiProps {
  readonly name: string;
  readonly handler: IFunction;
  /** Allowed CORS origins, ['*'] for every origin. */
  readonly corsOrigins: readonly string[];
  readonly throttleRate: number;
  readonly throttleBurst: number;
}

/**
 * An HTTP API (payload 2.0) in front of the function, with CORS answered by API Gateway and
 * throttling on its default stage, the first line against a flood before it reaches Lambda
 * concurrency or DynamoDB capacity.
 */
export class GameApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string, props: GameApiProps) {
    super(scope, id);
    this.api = new HttpApi(this, 'HttpApi', {
      apiName: props.name,
      description: 'Yamb API: REST under /v1, GraphQL at /graphql',
      // Declared below, to carry the throttling settings the generated default stage cannot.
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: [...props.corsOrigins],
        allowMethods: [CorsHttpMethod.GET, CorsHttpMethod.POST, CorsHttpMethod.OPTIONS],
        allowHeaders: ALLOWED_HEADERS,
        exposeHeaders: EXPOSED_HEADERS,
        maxAge: Duration.minutes(10),
      },
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: props.throttleRate, burstLimit: props.throttleBurst },
    });

    const integration = new HttpLambdaIntegration('Handler', props.handler);
    for (const route of API_ROUTES) this.api.addRoutes({ path: route.path, methods: [...route.methods], integration });
  }

  /** The base URL clients call, e.g. https://abc123.execute-api.eu-west-1.amazonaws.com/ */
  get url(): string {
    return this.stage.url;
  }
}
