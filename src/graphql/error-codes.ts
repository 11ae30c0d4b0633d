import { ErrorCodeSchema, ErrorReasonSchema } from '../contract/index.js';
import { graphqlEnum } from './from-zod.js';

/*
 * The error catalogue in the schema, where GraphiQL's documentation shows it: no field returns
 * these enums (a refusal travels in `errors[].extensions`), but their values are the codes and
 * reasons clients receive, each with its status, meaning and what to do, from the contract.
 */
export const ErrorCodeEnum = graphqlEnum(ErrorCodeSchema);
export const ErrorReasonEnum = graphqlEnum(ErrorReasonSchema);
