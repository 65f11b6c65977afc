import { isIsoDate } from '@fairway/domain/tee-times/local-date';
import { MAX_PLAYERS_PER_TEE_TIME } from '@fairway/domain/tee-times/allowed-players';
import { z } from 'zod';

// Tee-time alerts (SPEC §3 Tee-time alert, §4, §7): a signed-in golfer asks to be told
// when a tee time on one of some dates, inside a window of wall-clock minutes after local
// midnight, opens for their party at one of the alias's courses. Gated by
// featureFlags.enableTeeTimeAlerts (404 where it is off).

const isoDate = z.string().refine(isIsoDate, 'Expected a date as YYYY-MM-DD');
const minuteOfDay = z.number().int().min(0).max(1439).describe('Minutes after local midnight (wall clock)');

/** The body of POST and PATCH /profile/teetime-alerts (SPEC §7; create and update add lzCurrentLanguage). */
export const alertInputSchema = z
  .object({
    dates: z.array(isoDate).min(1).max(31),
    timezone: z.string().min(1).max(64).describe('The IANA zone of the courses (the server checks it against them)'),
    teetimeStartTime: minuteOfDay,
    teetimeEndTime: minuteOfDay,
    players: z.number().int().min(1).max(MAX_PLAYERS_PER_TEE_TIME),
    facilityIds: z.array(z.number().int().positive()).min(1).max(20),
    holes: z
      .array(z.union([z.literal(9), z.literal(18)]))
      .max(2)
      .optional(),
    lzCurrentLanguage: z.enum(['en', 'fr', 'es', 'de']).default('en'),
  })
  .refine((input) => input.teetimeStartTime <= input.teetimeEndTime, {
    message: 'The window must start before it ends',
    path: ['teetimeEndTime'],
  });
export type AlertInput = z.input<typeof alertInputSchema>;

/** A tee-time alert (SPEC §3). */
/** A live exclusive offer: the tee time waits in the golfer's cart until `expiresAt`. */
const alertOfferSchema = z.object({
  facilityId: z.number().int(),
  teetime: z.string().describe('Local YYYY-MM-DDTHH:mm of the course'),
  players: z.number().int(),
  expiresAt: z.string().describe('ISO instant'),
});
export type AlertOffer = z.infer<typeof alertOfferSchema>;

/** A tee time the golfer took from one of this alert's offers: what it got, and its reservation. */
const alertClaimSchema = z.object({
  facilityId: z.number().int(),
  teetime: z.string().describe('Local YYYY-MM-DDTHH:mm of the course'),
  players: z.number().int(),
  reservationId: z.uuid().nullable(),
});
export type AlertClaim = z.infer<typeof alertClaimSchema>;

export const alertSchema = z
  .object({
    id: z.uuid(),
    dates: z.array(z.string()).describe('Ascending'),
    timezone: z.string(),
    teetimeStartTime: z.number().int(),
    teetimeEndTime: z.number().int(),
    players: z.number().int(),
    facilityIds: z.array(z.number().int()),
    holes: z.array(z.number().int()),
    language: z.string(),
    status: z.enum(['active', 'inactive']),
    createdAt: z.string(),
    /** The tee time held for the golfer right now because of this alert, until it lapses; null otherwise. */
    offer: alertOfferSchema.nullable().default(null),
    /** Tee times taken from this alert's offers, oldest first. */
    claims: z.array(alertClaimSchema).default([]),
    /** Every date it named was claimed: it watches nothing more and is listed with the past alerts, as "Claimed". */
    claimed: z.boolean().default(false),
  })
  .meta({ id: 'TeeTimeAlert' });
export type Alert = z.infer<typeof alertSchema>;

/** GET /profile/teetime-alerts?status= (SPEC §4: active ascending, inactive descending). */
export const alertListQuerySchema = z.object({ status: z.enum(['active', 'inactive']).default('active') });
export const alertListSchema = z.object({ alerts: z.array(alertSchema) });
export type AlertList = z.infer<typeof alertListSchema>;

export const alertParamsSchema = z.object({ id: z.uuid() });
export const alertDeletedSchema = z.object({ ok: z.literal(true) });
