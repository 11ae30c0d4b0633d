import type { ApiErrorCode, OperationId } from '../src/contract/index.js';
import { ALWAYS_ERRORS, API_ERRORS, API_ERROR_CODES, ERROR_REASONS, GRAPHQL_ENDPOINT_ERRORS, OPERATIONS, operationsAnswering } from '../src/contract/index.js';

/*
 * docs/errors.md, the error catalogue, written from the contract alone (errors.ts,
 * error-reasons.ts, operations.ts) by `npm run schema`; a test fails while the committed page
 * differs. The REST operations are named by method and path, read from the OpenAPI document.
 */

type OpenApi = { paths: Record<string, Record<string, { operationId?: string }>> };

/** Each operation's `METHOD /path`, from the OpenAPI document. */
function restNames(openapi: OpenApi): Map<string, string> {
  const names = new Map<string, string>();
  for (const [path, methods] of Object.entries(openapi.paths)) {
    for (const [method, operation] of Object.entries(methods)) if (operation.operationId) names.set(operation.operationId, `${method.toUpperCase()} ${path}`);
  }
  return names;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');
const codes = (list: readonly string[]) => list.map((c) => `\`${c}\``).join(', ');

function answeredBy(code: ApiErrorCode, rest: Map<string, string>): string[] {
  const always = (ALWAYS_ERRORS as readonly ApiErrorCode[]).includes(code);
  const endpoint = (GRAPHQL_ENDPOINT_ERRORS as readonly ApiErrorCode[]).includes(code);
  if (always) return ['- Answered by: every operation of both APIs, and the GraphQL endpoint itself.'];
  const ids: OperationId[] = operationsAnswering(code);
  const fields = ids.flatMap((id) => OPERATIONS[id].graphql);
  const lines: string[] = [];
  if (ids.length > 0) lines.push(`- REST: ${ids.map((id) => `\`${rest.get(id) ?? id}\``).join(', ')}.`);
  const fieldList = codes(fields);
  if (endpoint) lines.push(`- GraphQL: the endpoint itself, before any field runs${fields.length > 0 ? `; and the fields ${fieldList}` : ''}.`);
  else if (fields.length > 0) lines.push(`- GraphQL: ${fieldList}.`);
  if (lines.length === 0) lines.push('- Answered by: no operation yet; the code is reserved for the operations that will answer it.');
  return lines;
}

function codeSection(code: ApiErrorCode, rest: Map<string, string>): string[] {
  const { status, title, action, example } = API_ERRORS[code];
  const reasons = (ERROR_REASONS as Partial<Record<ApiErrorCode, Record<string, unknown>>>)[code];
  const { detail, ...details } = example as { detail: string } & Record<string, unknown>;
  return [
    `### ${code}`,
    '',
    `**${status}**: ${title}.`,
    '',
    `- What to do: ${action}`,
    `- Example \`detail\`: \`${detail}\`${Object.keys(details).length > 0 ? `, with ${codes(Object.keys(details))}` : ''}.`,
    ...(reasons ? [`- Reasons: ${codes(Object.keys(reasons))} ([below](#reasons-of-${code.toLowerCase()})).`] : []),
    ...answeredBy(code, rest),
    '',
  ];
}

function reasonSection(code: keyof typeof ERROR_REASONS): string[] {
  const reasons = ERROR_REASONS[code] as Record<string, { meaning: string; action: string }>;
  return [
    `### Reasons of ${code}`,
    '',
    '| reason | what it means | what to do |',
    '|---|---|---|',
    ...Object.entries(reasons).map(([reason, { meaning, action }]) => `| \`${reason}\` | ${cell(meaning)} | ${cell(action)} |`),
    '',
  ];
}

/** The page, from the contract and the OpenAPI document. */
export function errorCataloguePage(openapi: unknown): string {
  const rest = restNames(openapi as OpenApi);
  const lines = [
    '# Errors',
    '',
    '<!-- Generated from src/contract (errors.ts, error-reasons.ts, operations.ts) by `npm run schema`: edit those, not this page. -->',
    '',
    'Every refusal carries a stable `code`, the same in both APIs. REST answers with an',
    '`application/problem+json` body (RFC 9457): `type`, `title`, `status`, `detail`, `code`, the',
    "code's own fields (such as `reason` or `currentVersion`) and the `requestId` that is also in",
    'the `X-Request-Id` header. GraphQL puts the same `code`, the HTTP `status` REST would answer',
    'with and the same fields in `errors[].extensions`. `detail` (GraphQL: `message`) is a',
    'sentence for developers and may change; `code` and `reason` do not.',
    '',
    'The same catalogue is in the OpenAPI document (the `ErrorCode` and `ErrorReason` schemas, and',
    "each operation's responses) and in the GraphQL schema (the `ErrorCode` and `ErrorReason` enums,",
    "and each field's description), all made from one table in the code.",
    '',
    '| code | status | what it means |',
    '|---|---|---|',
    ...API_ERROR_CODES.map((code) => `| [\`${code}\`](#${code.toLowerCase()}) | ${API_ERRORS[code].status} | ${cell(API_ERRORS[code].title)} |`),
    '',
    'In short: repeat a `429` or `503` after `Retry-After` seconds with the same `Idempotency-Key`;',
    're-read the game after a `409` or `412` and decide again; fix the request after any other',
    '`4xx`; report a `500` with its `requestId`.',
    '',
    '## Codes',
    '',
    ...API_ERROR_CODES.flatMap((code) => codeSection(code, rest)),
    '## Reasons',
    '',
    'Some codes name the rule that refused the request in `reason` (GraphQL: `extensions.reason`).',
    '',
    ...(Object.keys(ERROR_REASONS) as (keyof typeof ERROR_REASONS)[]).flatMap(reasonSection),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}
