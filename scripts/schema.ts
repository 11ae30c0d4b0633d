import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { printSchemaSDL } from '../src/graphql/sdl.js';
import { schema as graphqlSchema } from '../src/graphql/schema.js';
import { argsFile, schemaFile } from './graphql-runtime.js';
import { errorCataloguePage } from './error-catalogue.js';
import { rulesetsPage } from './rulesets-page.js';
import { createApp } from '../src/app/index.js';
import { lazyRouteTable } from '../src/http/lazy-groups.js';
import { silentLogger } from '../src/log.js';
import { createService } from '../src/service/index.js';
import { createDocumentClient } from '../src/store/client.js';
import { createDynamoStore } from '../src/store/dynamo-store.js';

/** The committed schema files (and the docs pages made from the same contract) and their contents, generated from the code. */
export async function generateSchemas(): Promise<Record<string, string>> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  // The documents never touch the store: this client is never used.
  const client = createDocumentClient({ region: 'local', endpoint: 'http://127.0.0.1:9', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  const app = createApp({ service: createService({ store: createDynamoStore({ client, tableName: 'unused' }) }), logger: silentLogger });
  const openapi = (await (await app.request('/openapi.json')).json()) as unknown;
  client.destroy();
  return {
    'schema/openapi.json': `${JSON.stringify(openapi, null, 2)}\n`,
    'schema/schema.graphql': printSchemaSDL(),
    'client/openapi.ts': await clientTypes(openapi),
    'docs/errors.md': errorCataloguePage(openapi),
    'docs/rulesets.md': rulesetsPage(),
    'src/http/lazy-routes.generated.ts': lazyRoutesFile(),
    'src/graphql/schema.generated.ts': schemaFile(graphqlSchema),
    'src/graphql/args.generated.ts': argsFile(graphqlSchema),
  };
}

/** The method and path of every route of the lazy route groups, which the app mounts without loading them (src/http/lazy-routes.ts). */
function lazyRoutesFile(): string {
  const groups = Object.entries(lazyRouteTable()).map(([group, routes]) => `  ${group}: [\n${routes.map(([method, path]) => `    [${JSON.stringify(method)}, ${JSON.stringify(path)}],\n`).join('')}  ],\n`);
  return `/*
 * The routes of the lazy route groups (lazy-groups.ts) by group, written by \`npm run schema\`
 * from the groups themselves: do not edit (a test fails while this file is stale).
 */
import type { LazyGroup } from './lazy-groups.js';

export const LAZY_ROUTES: Record<LazyGroup, readonly (readonly [string, string])[]> = {
${groups.join('')}};
`;
}

const CLIENT_TYPES_HEADER = `/*
 * The REST API's types, generated from schema/openapi.json by openapi-typescript: do not
 * edit; run \`npm run schema\` after changing the API (a test fails while this file is stale).
 */

`;

/** The typed client's paths and components, from the OpenAPI document itself (no network). */
export async function clientTypes(openapi: unknown): Promise<string> {
  // A copy: the generator resolves and annotates the document it is given.
  const ast = await openapiTS(structuredClone(openapi) as Parameters<typeof openapiTS>[0], { silent: true });
  return CLIENT_TYPES_HEADER + astToString(ast);
}

export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [file, content] of Object.entries(await generateSchemas())) {
    mkdirSync(dirname(join(projectRoot, file)), { recursive: true });
    writeFileSync(join(projectRoot, file), content);
    console.log(`wrote ${file} (${content.length} bytes)`);
  }
}
