import { z } from '@hono/zod-openapi';
import { IllegalMoveReasonSchema } from './enums.js';
import { API_ERROR_CODES } from './errors.js';

/** How REST answers a refusal: an RFC 9457 problem, its `code` one of the error table's (errors.ts). */
export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.enum(API_ERROR_CODES),
    reason: IllegalMoveReasonSchema.optional().openapi({ description: 'For ILLEGAL_MOVE: the rule that refused the move.' }),
    currentVersion: z.number().int().optional().openapi({ description: 'For VERSION_CONFLICT: the version the game is at.' }),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    requestId: z.string().optional(),
  })
  .passthrough()
  .openapi('Problem', { description: 'An RFC 9457 problem: `code` is stable, `detail` is for developers.' });
