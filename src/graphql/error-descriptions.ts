import type { PothosOutputFieldConfig, SchemaTypes } from '@pothos/core';
import SchemaBuilder, { BasePlugin } from '@pothos/core';
import type { OperationId } from '../contract/index.js';
import { OPERATIONS, operationErrors } from '../contract/index.js';

const ROOTS = new Set(['Query', 'Mutation', 'Subscription']);

/** The operation of each GraphQL field the contract names (OPERATIONS: root fields by name, others as `Type.field`). */
const OPERATION_OF_FIELD = new Map(
  (Object.keys(OPERATIONS) as OperationId[]).flatMap((id) => OPERATIONS[id].graphql.map((field): [string, OperationId] => [field.includes('.') ? field : `Root.${field}`, id])),
);

/** The sentence a field's description ends with: every code its operation can answer, as REST documents them. */
const errorsSentence = (id: OperationId) => `Errors (\`extensions.code\`, see \`ErrorCode\`): ${operationErrors(id).join(', ')}.`;

/**
 * A Pothos plugin that ends the description of each field of an operation with the codes the
 * operation can answer, from the contract (OPERATIONS), so the SDL lists what REST's
 * documentation lists. (What a resolver throws becomes those codes in errors.ts.)
 */
class ApiErrorsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(config: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    const id = OPERATION_OF_FIELD.get(`${ROOTS.has(config.parentType) ? 'Root' : config.parentType}.${config.name}`);
    if (!id) return config;
    return { ...config, description: [config.description, errorsSentence(id)].filter(Boolean).join(' ') };
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      apiErrors: ApiErrorsPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin('apiErrors', ApiErrorsPlugin);
export const API_ERRORS_PLUGIN = 'apiErrors' as const;
