import { z } from 'zod';
import { isoDateSchema, localTeeTimeSchema } from './tee-times.contract.ts';

// The operator console's waitlist: the golfers whose tee-time alerts ask for a course on a day,
// first come first served (the order the offers job serves them in), who holds a live offer and
// until when, the day's free tee times, and staff offering one of them to a chosen golfer.

/** Waiting golfers a page lists at most. */
const WAITLIST_PAGE_MAX = 100;

const id = z.coerce.number().int().min(1).max(2_147_483_647);

/** GET /api/admin/waitlist query. */
export const waitlistQuerySchema = z.object({
  date: isoDateSchema.optional().describe("Local date at the course; default today in the course's time zone"),
  facilityId: id.optional().describe("One of the alias's courses; default its first"),
  limit: z.coerce.number().int().min(1).max(WAITLIST_PAGE_MAX).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type WaitlistQuery = z.infer<typeof waitlistQuerySchema>;

/** A live offer: the tee time in the golfer's cart, held for them alone until `expiresAt`. */
const waitlistOfferSchema = z
  .object({
    facilityId: z.number().int(),
    teetime: z.string().describe("Local tee time YYYY-MM-DDTHH:mm in the course's zone"),
    players: z.number().int(),
    expiresAt: z.string().describe("When the hold lapses: ISO 8601 with the offset of the course's zone"),
    forThisAlert: z.boolean().describe('Whether the offer answers this alert (else another alert of the golfer)'),
  })
  .meta({ id: 'WaitlistOffer' });
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

/** One waiting golfer: an alert of the alias that asks for the course on the day. */
const waitlistEntrySchema = z
  .object({
    alertId: z.string(),
    position: z.number().int().describe('Place in line (1: served first), oldest alert first'),
    golfer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
    players: z.number().int(),
    fromTime: z.string().describe('Start of the wanted window, HH:mm at the course'),
    toTime: z.string().describe('End of the wanted window, HH:mm at the course (included)'),
    holes: z.array(z.number().int()).describe('Empty: any'),
    createdAt: z.string().describe("When the golfer asked: ISO 8601 with the offset of the course's zone"),
    offer: waitlistOfferSchema.nullable(),
  })
  .meta({ id: 'WaitlistEntry' });
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** A tee time of the day that staff may offer: not started, not blocked, with a free slot. */
const freeTeeTimeSchema = z.object({ teetime: z.string(), freeSlots: z.number().int() });
export type FreeTeeTime = z.infer<typeof freeTeeTimeSchema>;

/** GET /api/admin/waitlist answer. */
export const waitlistResponseSchema = z.object({
  date: z.string(),
  facilityId: z.number().int(),
  timeZone: z.string(),
  alertsEnabled: z.boolean().describe('Whether the alias has tee-time alerts on (else nothing can be offered)'),
  total: z.number().int().describe('Waiting golfers in all (the page holds `limit` of them from `offset`)'),
  offset: z.number().int(),
  entries: z.array(waitlistEntrySchema),
  freeTeeTimes: z.array(freeTeeTimeSchema),
});
export type WaitlistResponse = z.infer<typeof waitlistResponseSchema>;

/** POST /api/admin/waitlist/{alertId}/offer path. */
export const waitlistOfferParamsSchema = z.object({ alertId: z.uuid() });

/** POST /api/admin/waitlist/{alertId}/offer body: the tee time offered. */
export const waitlistOfferRequestSchema = z.object({
  facilityId: z.number().int().min(1).max(2_147_483_647),
  teetime: localTeeTimeSchema.describe("Local tee time in the course's zone"),
});
export type WaitlistOfferRequest = z.infer<typeof waitlistOfferRequestSchema>;

/** POST /api/admin/waitlist/{alertId}/offer answer: the offer made (mailed, and texted where the golfer opted in). */
export const waitlistOfferResponseSchema = z.object({
  alertId: z.string(),
  offer: waitlistOfferSchema,
});
export type WaitlistOfferResponse = z.infer<typeof waitlistOfferResponseSchema>;
