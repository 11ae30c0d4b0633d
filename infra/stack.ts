import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { StackConfig } from './config.js';
import { GameApi } from './constructs/api.js';
import { ApiFunction } from './constructs/function.js';
import { GameTable } from './constructs/table.js';

export interface YambApiStackProps extends StackProps {
  readonly config: StackConfig;
}

/** One deployment of the Yamb API: HTTP API -> one Lambda function -> one DynamoDB table. */
export class YambApiStack extends Stack {
  constructor(scope: Construct, id: string, { config, ...props }: YambApiStackProps) {
    super(scope, id, props);
    const { table } = new GameTable(this, 'Data', { production: config.production });
    const { function: handler } = new ApiFunction(this, 'Api', {
      table,
      corsOrigins: config.corsOrigins,
      memoryMb: config.lambdaMemoryMb,
      timeoutSeconds: config.lambdaTimeoutSeconds,
      logRetentionDays: config.logRetentionDays,
      logRemovalPolicy: config.production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const api = new GameApi(this, 'Http', {
      name: `yamb-api-${config.stage}`,
      handler,
      corsOrigins: config.corsOrigins,
      throttleRate: config.throttleRate,
      throttleBurst: config.throttleBurst,
    });

    new CfnOutput(this, 'ApiUrl', { value: api.url, description: 'Base URL of the API (REST under /v1, GraphQL at /graphql, docs at /docs)' });
    new CfnOutput(this, 'TableName', { value: table.tableName, description: 'The DynamoDB table holding players, games and lists' });
  }
}
