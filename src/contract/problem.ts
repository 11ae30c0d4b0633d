import { z } from '@hono/zod-openapi';
import { ErrorCodeSchema, ErrorReasonSchema } from './enums.js';

/** How REST answers a refusal: an RFC 9457 problem, its `code` one of the error table's (errors.ts), its `reason` one of error-reasons.ts. */
export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: ErrorCodeSchema.meta({ description: 'The stable code of the refusal: `ErrorCode` lists every code with its status, meaning and what to do.' }),
    reason: ErrorReasonSchema.optional().meta({ description: "For ILLEGAL_MOVE: the rule that refused the move; for NOT_YOUR_TURN: `TURN_TIMED_OUT` when the caller's turn ran out. `ErrorReason` lists every reason." }),
    currentVersion: z.number().int().optional().meta({ description: 'For VERSION_CONFLICT: the version the game is at.' }),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    requestId: z.string().optional(),
  })
  .passthrough()
  .openapi('Problem', { description: 'An RFC 9457 problem: `code` is stable, `detail` is for developers.' });
