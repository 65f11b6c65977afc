import { z } from 'zod';

/** GET /healthz answer: the process is up and the database answers. */
export const healthResponseSchema = z
  .object({ status: z.literal('ok'), database: z.literal('ok') })
  .meta({ id: 'Health' });
