import { BLOCK_KINDS } from '@fairway/domain/admin/tee-time-blocks';
import { MAX_SIMULATOR_PLAYERS } from '@fairway/domain/tee-times/allowed-players';
import { isIsoDate } from '@fairway/domain/tee-times/local-date';
import { normalizePromotionCode } from '@fairway/domain/tee-times/promotion';
import { z } from 'zod';

/** A calendar date YYYY-MM-DD that exists. */
export const isoDateSchema = z.string().refine(isIsoDate, 'Expected a date as YYYY-MM-DD');

/** A local tee time `YYYY-MM-DDTHH:mm` in the facility's time zone. */
export const localTeeTimeSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, 'Expected a local date-time as YYYY-MM-DDTHH:mm')
  .refine((value) => isIsoDate(value.slice(0, 10)), 'Expected a local date-time as YYYY-MM-DDTHH:mm');

/** A comma list of positive integer ids (`1,2,3`), parsed to numbers; empty means all. */
export const idListSchema = z
  .string()
  .max(500)
  .regex(/^\s*(\d{1,9}\s*(,\s*\d{1,9}\s*)*)?$/, 'Expected a comma list of ids')
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map(Number),
  );

/** A promotion code as typed by a golfer: trimmed and upper-cased. */
export const promotionCodeSchema = z
  .string()
  .max(40)
  .transform(normalizePromotionCode)
  .refine((code) => /^[A-Z0-9_-]*$/.test(code), 'Promotion codes are letters, digits, dashes and underscores');

/** Restriction alerts an operator sets on a course (SPEC §9). */
export const RESTRICTION_KINDS = ['cart-path-only', 'aeration', 'overseed', 'renovations'] as const;

/** A promotion applied to one rate (SPEC §3). */
const ratePromotionSchema = z.object({
  code: z.string(),
  discount: z.number().int().describe('Cents off the cart price'),
  greenFeeCart: z.number().int(),
  greenFeeWalking: z.number().int(),
  allowedPlayers: z.array(z.number().int()),
  promotionTemplateId: z.number().int(),
});

/** A rate of a tee time (SPEC §3); prices in cents. */
const rateSchema = z
  .object({
    rateId: z.number().int(),
    rateSetId: z.number().int(),
    name: z.string(),
    greenFeeCart: z.number().int(),
    greenFeeWalking: z.number().int(),
    transactionFees: z.number().int().describe('Cents per player'),
    promotion: ratePromotionSchema.nullable(),
    allowedPlayers: z.array(z.number().int()).describe('Player counts bookable now (SPEC §5)'),
    holes: z.number().int(),
    duration: z.number().int().nullable().describe('Minutes of a simulator session'),
    groupSize: z.number().int().nullable().describe('Most players of a simulator bay'),
    isSimulator: z.boolean(),
    showAsHotDeal: z.boolean(),
    trade: z.boolean(),
    transportation: z.enum(['Cart', 'Walking', 'Both']).describe('Which green fees the rate sells'),
    memberGuestFees: z
      .object({ cart: z.number().int(), walking: z.number().int() })
      .optional()
      .describe(
        "A members' rate (shown only to the course's members): the green fees above are the member's, these each guest's (players 2-4), in cents",
      ),
  })
  .meta({ id: 'Rate' });
export type Rate = z.infer<typeof rateSchema>;

/** One bookable tee time with its rates (SPEC §3). */
const teeTimeSchema = z
  .object({
    teetime: localTeeTimeSchema,
    facilityId: z.number().int(),
    courseId: z.string(),
    timeZone: z.string(),
    bookedPlayers: z.number().int(),
    lockedSlots: z.number().int(),
    availableSlots: z.number().int(),
    rates: z.array(rateSchema),
  })
  .meta({ id: 'TeeTime' });
export type TeeTime = z.infer<typeof teeTimeSchema>;

/** An operator's restriction alert or message on a course, for the searched dates. */
const courseNoticeSchema = z.object({
  id: z.number().int(),
  facilityId: z.number().int(),
  kind: z.enum([...RESTRICTION_KINDS, 'message']),
  message: z.string().nullable(),
  startsOn: isoDateSchema,
  endsOn: isoDateSchema.nullable(),
  /** Set when an operator's block closed tee times that day: the notice is the block's reason; local HH:mm from (inclusive) to (exclusive). */
  block: z
    .object({ id: z.number().int(), kind: z.enum(BLOCK_KINDS), fromTime: z.string(), toTime: z.string() })
    .optional(),
});
export type CourseNotice = z.infer<typeof courseNoticeSchema>;

/** Per course: cheapest and dearest green fee of the day, in cents. */
const priceRangeSchema = z.object({
  facilityId: z.number().int(),
  currencyCode: z.string(),
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
});

/** What became of a promotion code sent with the search. */
const promotionStatusSchema = z.object({
  code: z.string(),
  applied: z.boolean(),
});

/** GET /v2/tee-times query (SPEC §7). */
export const teeTimesQuerySchema = z.object({
  date: isoDateSchema.optional().describe('Local date; default from inventory.defaultStartDay'),
  dateMax: isoDateSchema.optional().describe('Last local date, inclusive; default the same date'),
  facilityIds: idListSchema.optional().describe('Comma list of facility ids; default all of the engine'),
  promotionCode: promotionCodeSchema.optional(),
  customerId: z.string().max(64).optional(),
});

/** GET /v2/tee-times answer: everything the search screen's first render needs. */
export const teeTimesResponseSchema = z
  .object({
    date: isoDateSchema,
    dateMax: isoDateSchema,
    bookingWindow: z.object({ firstDate: isoDateSchema, lastDate: isoDateSchema }),
    teeTimes: z.array(teeTimeSchema),
    totalAvailableTeeTimes: z.number().int(),
    rateTypes: z.array(z.string()),
    priceRanges: z.array(priceRangeSchema),
    notices: z.array(courseNoticeSchema),
    promotion: promotionStatusSchema.nullable(),
  })
  .meta({ id: 'TeeTimes' });
export type TeeTimesResponse = z.infer<typeof teeTimesResponseSchema>;

/** GET /tee-times/prices query. */
export const teeTimePricesQuerySchema = z.object({
  date: isoDateSchema,
  facilityIds: idListSchema.optional(),
});

/** GET /tee-times/prices answer: price range by course for the date. */
export const teeTimePricesResponseSchema = z.array(priceRangeSchema.extend({ date: isoDateSchema }));

/** GET /tee-times/rate/{rateId}/invoice params and query. */
export const rateInvoiceParamsSchema = z.object({ rateId: z.coerce.number().int().positive().max(2147483647) });
export const rateInvoiceQuerySchema = z.object({
  gncFacilityId: z.coerce.number().int().positive().max(2147483647).describe('Facility id the rate belongs to'),
  players: z.coerce.number().int().min(1).max(MAX_SIMULATOR_PLAYERS).default(1),
  transportation: z.enum(['Cart', 'Walking']).default('Cart'),
  promotionCode: promotionCodeSchema.optional(),
  date: isoDateSchema.optional().describe('Play date, for the promotion validity; default today'),
  teetime: localTeeTimeSchema
    .optional()
    .describe(
      "The course's local tee time, for the promotion's limits (its date replaces date); default the rate's first tee time of the date",
    ),
});

/** A money amount. */
const moneySchema = z.object({ value: z.number().int(), currencyCode: z.string() });

/** GET /tee-times/rate/{rateId}/invoice answer: a price preview of the rate for a party. */
export const rateInvoiceResponseSchema = z
  .object({
    rateId: z.number().int(),
    rateName: z.string(),
    facilityId: z.number().int(),
    playerCount: z.number().int(),
    transportation: z.enum(['Cart', 'Walking']),
    promotionCode: z.string().nullable(),
    items: z.array(
      z.object({ label: z.string(), quantity: z.number().int(), unitPrice: z.number().int(), total: z.number().int() }),
    ),
    subTotal: moneySchema,
    totalTaxes: moneySchema,
    grandTotal: moneySchema,
  })
  .meta({ id: 'RateInvoice' });
export type RateInvoiceResponse = z.infer<typeof rateInvoiceResponseSchema>;
