import { z } from 'zod';
import { tenantHeadersSchema } from './tenancy.contract.ts';
import { RELEASE_TICKET_HEADER } from './wire-names.ts';

export { RELEASE_TICKET_HEADER };

// The fair release queue: its routes' inputs. The answers are in
// release-queue-state.contract.ts, which the web imports without the tenancy schemas.

/** /api/release-queue/{facilityId}/... */
export const releaseQueueParamsSchema = z.object({ facilityId: z.coerce.number().int().positive().max(2_147_483_647) });

/** A queue ticket as issued: opaque, 43 base64url characters. */
const releaseTicketSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid queue ticket');

/** The tenant headers plus the ticket (required on the ticket's own routes). */
export const releaseTicketHeadersSchema = tenantHeadersSchema.extend({
  [RELEASE_TICKET_HEADER]: releaseTicketSchema.describe(
    'The ticket POST /api/release-queue/{facilityId}/tickets issued',
  ),
});

/** Body of the end-to-end tests' release clock (DEV_DEADLINES only): the release happens in this many seconds, turns at this pace. */
export const releaseInDevBodySchema = z.object({
  seconds: z.number().int().min(-7200).max(3600),
  admitAtOnce: z.number().int().min(1).max(100).optional(),
  turnSeconds: z.number().int().min(5).max(3600).optional(),
});
