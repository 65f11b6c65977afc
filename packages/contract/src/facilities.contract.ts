import { CURRENCY_CODES, SCOPE_KINDS } from '@fairway/domain/facilities/feature-areas';
import { z } from 'zod';
import { facilitySettingsSchema } from './facility-settings.contract.ts';

/** A postal address of a facility. */
const addressSchema = z.object({
  line1: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string().length(2),
});

/** A facility as GET /facilities returns it: the fields of SPEC §3 plus what the shell shows. */
const facilitySchema = z
  .object({
    id: z.number().int(),
    courseId: z.string(),
    name: z.string(),
    timeZone: z.string(),
    currency: z.string().describe('Display symbol of the currency, such as $ or CA$'),
    currencyCode: z.enum(CURRENCY_CODES),
    gnFacilityId: z.number().int(),
    isSimulator: z.boolean(),
    holes: z.number().int().nullable(),
    address: addressSchema,
    latitude: z.number(),
    longitude: z.number(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
    imageUrl: z.string().nullable(),
    description: z.string().nullable(),
  })
  .meta({ id: 'Facility' });
export type Facility = z.infer<typeof facilitySchema>;

/** GET /facilities */
export const facilitiesResponseSchema = z.array(facilitySchema);

/**
 * GET /booking-engine: everything the SPA needs at start-up besides the facilities list:
 * the alias, its scope, whether it runs in partner (affiliate) mode, the host origins that
 * may embed it, every settings group merged over the defaults, and today's welcome message
 * (SPEC §4) ready to show: chosen in the first course's time zone, decoded, sanitised (inline
 * formatting tags only, no attributes), null when there is none.
 */
export const bookingEngineResponseSchema = z
  .object({
    alias: z.string(),
    name: z.string(),
    scope: z.enum(SCOPE_KINDS),
    affiliate: z.boolean(),
    allowedOrigins: z.array(z.string()),
    settings: facilitySettingsSchema,
    welcomeHtml: z.string().nullable(),
  })
  .meta({ id: 'BookingEngine' });
export type BookingEngineResponse = z.infer<typeof bookingEngineResponseSchema>;

export { SHELL_BOOTSTRAP_ID } from './wire-names.ts';

/**
 * What the server puts in the HTML shell for the page's booking engine: the answers of
 * GET /booking-engine and GET /facilities, so the first screen starts its search without waiting
 * for them.
 */
export const shellBootstrapSchema = z.object({
  bookingEngine: bookingEngineResponseSchema,
  facilities: facilitiesResponseSchema,
});
export type ShellBootstrap = z.infer<typeof shellBootstrapSchema>;
