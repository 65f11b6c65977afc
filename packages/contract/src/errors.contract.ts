import { z } from 'zod';

export { ERROR_CODES, type ErrorCode } from './error-codes.ts';

/** The body of every 4xx and 5xx answer: `{ error: { code, message, details? } }`. */
export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
