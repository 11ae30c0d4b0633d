import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { REQUEST_ID } from '../edge/index.js';
import type { LogFields } from './invocation-log.js';

/** A game id in a path (`/v1/games/{id}...`) or a GraphQL body (a `gameId` argument or variable). */
const GAME_IN_PATH = /^\/v1\/games\/([A-Za-z0-9_-]{1,64})(?:\/|$)/;
const GAME_IN_BODY = /gameId\\?"?\s*:\s*\\?"([A-Za-z0-9_-]{1,64})\\?"/;

/**
 * What the lines of one API invocation carry. The request id is the client's X-Request-Id when
 * valid, else Lambda's request id, which is set on the event so that the app answers and logs
 * with it too: the stage's access log records it as `integrationRequestId`, so a request's
 * access-log line and its function lines share an id. When the client chose its own id, the
 * lines also carry Lambda's as `awsRequestId`.
 */
export function apiInvocationFields(event: APIGatewayProxyEventV2, awsRequestId: string | undefined): LogFields {
  const headers = (event.headers ??= {});
  const sent = headers['x-request-id'];
  const requestId = sent !== undefined && REQUEST_ID.test(sent) ? sent : awsRequestId;
  if (requestId !== undefined && requestId !== sent) headers['x-request-id'] = requestId;
  const gameId = gameIdOf(event);
  return {
    ...(requestId !== undefined && { requestId }),
    ...(awsRequestId !== undefined && awsRequestId !== requestId && { awsRequestId }),
    ...(gameId !== undefined && { gameId }),
  };
}

function gameIdOf(event: APIGatewayProxyEventV2): string | undefined {
  const inPath = GAME_IN_PATH.exec(event.rawPath ?? '')?.[1];
  if (inPath !== undefined || event.rawPath !== '/graphql' || !event.body) return inPath;
  const body = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  return GAME_IN_BODY.exec(body)?.[1];
}
