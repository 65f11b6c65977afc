import { z } from 'zod';
import { isoDateSchema } from './tee-times.contract.ts';

// Dynamic pricing of the operator console: a course's rule that moves its rates'
// green fees between a floor and a ceiling by sheet utilisation and days out. See
// apps/server/src/features/admin/README.md.

/** Most steps of each kind a rule has. */
const MAX_PRICING_STEPS = 10;
/** Days a preview covers, today first. */
export const PREVIEW_DAYS = 7;

const percent = (min: number, max: number, what: string) =>
  z
    .number()
    .int(`${what} is a whole percent`)
    .min(min, `${what} is at least ${min} %`)
    .max(max, `${what} is at most ${max} %`);

const adjustSchema = percent(-90, 200, 'An adjustment').describe(
  'Change of the green fee, percent of the rate price (−90 … 200)',
);

/** From this share of the day's capacity booked, the fee moves by adjustPercent. */
const utilisationStepSchema = z.object({
  atLeastPercent: percent(0, 100, 'A utilisation threshold').describe(
    'Booked share of the day (percent) from which the step applies',
  ),
  adjustPercent: adjustSchema,
});

/** For tee times at most withinDays days out, the fee moves by adjustPercent. */
const daysOutStepSchema = z.object({
  withinDays: z
    .number()
    .int('Days out are whole days')
    .min(0, 'Days out cannot be negative')
    .max(365, 'Days out are at most 365')
    .describe('0 = today'),
  adjustPercent: adjustSchema,
});

const ascending =
  <T extends object>(key: keyof T & string, message: string) =>
  (steps: T[], context: z.RefinementCtx) => {
    const index = steps.findIndex((step, at) => {
      const previous = steps[at - 1];
      return previous !== undefined && (step[key] as number) <= (previous[key] as number);
    });
    if (index !== -1) context.addIssue({ code: 'custom', message, path: [index, key] });
  };

/** What an operator saves for a course. */
export const dynamicPricingRuleSchema = z
  .object({
    enabled: z.boolean(),
    floorPercent: percent(10, 100, 'The floor').describe('Lowest price, percent of the rate price (10 … 100)'),
    ceilingPercent: percent(100, 500, 'The ceiling').describe('Highest price, percent of the rate price (100 … 500)'),
    utilisationSteps: z
      .array(utilisationStepSchema)
      .max(MAX_PRICING_STEPS, `At most ${MAX_PRICING_STEPS} utilisation steps`)
      .superRefine(
        ascending('atLeastPercent', 'Utilisation steps go from the lowest threshold up, each threshold once'),
      ),
    daysOutSteps: z
      .array(daysOutStepSchema)
      .max(MAX_PRICING_STEPS, `At most ${MAX_PRICING_STEPS} days-out steps`)
      .superRefine(ascending('withinDays', 'Days-out steps go from the nearest day out, each day once')),
  })
  .meta({ id: 'DynamicPricingRule' });
export type DynamicPricingRuleInput = z.infer<typeof dynamicPricingRuleSchema>;

/** A course's saved rule (a course without one has the rule off). */
export const courseDynamicPricingSchema = z.object({
  facilityId: z.number().int(),
  facilityName: z.string(),
  currencyCode: z.string(),
  rule: dynamicPricingRuleSchema,
  updatedAt: z.string().nullable(),
});
export type CourseDynamicPricing = z.infer<typeof courseDynamicPricingSchema>;

/** GET /api/admin/dynamic-pricing answer. */
export const dynamicPricingResponseSchema = z.object({ courses: z.array(courseDynamicPricingSchema) });
export type DynamicPricingResponse = z.infer<typeof dynamicPricingResponseSchema>;

/** …/dynamic-pricing/{facilityId} params. */
export const dynamicPricingParamsSchema = z.object({ facilityId: z.coerce.number().int().positive().max(2147483647) });

/**
 * A step of the rule that applied, named by its list (`kind`) and its position there (`index`,
 * from 0: the step's id within the rule), with its threshold and adjustment.
 */
const appliedStepSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('utilisation'),
    index: z.number().int(),
    atLeastPercent: z.number().int().describe("The day's booked share (percent) from which it applies"),
    adjustPercent: z.number().int(),
  }),
  z.object({
    kind: z.literal('daysOut'),
    index: z.number().int(),
    withinDays: z.number().int().describe('It applies at most this many days out (0 = today)'),
    adjustPercent: z.number().int(),
  }),
]);

/** How the rule made one price (cents): the function search and the cart price with. */
const priceExplanationSchema = z.object({
  base: z.number().int().describe("The rate's own price"),
  steps: z.array(appliedStepSchema).describe('The steps that applied: the utilisation step, then the days-out step'),
  adjustPercent: z.number().int().describe("The steps' adjustments added up, percent of the base"),
  unclamped: z
    .number()
    .int()
    .describe('The base moved by adjustPercent, rounded half up, before the floor and ceiling'),
  clamp: z
    .object({
      limit: z.enum(['floor', 'ceiling']),
      percent: z.number().int().describe('The floor or ceiling percent of the rule'),
      price: z.number().int().describe('The price it set'),
    })
    .nullable()
    .describe('The floor or ceiling when it changed the unclamped price; null when it did not'),
  price: z.number().int().describe('What a golfer pays'),
});

/** One rate on one preview day: its band, its prices (cents) and what the rule makes of them. */
const previewRateSchema = z.object({
  rateId: z.number().int(),
  name: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
  transportation: z.enum(['Cart', 'Walking', 'Both']),
  greenFeeCart: z.number().int(),
  greenFeeWalking: z.number().int(),
  adjustedCart: z.number().int().describe('cart.price'),
  adjustedWalking: z.number().int().describe('walking.price'),
  cart: priceExplanationSchema,
  walking: priceExplanationSchema,
});

/** POST /api/admin/dynamic-pricing/{facilityId}/preview answer: the next days' prices under a draft rule. */
export const dynamicPricingPreviewSchema = z.object({
  facilityId: z.number().int(),
  currencyCode: z.string(),
  days: z.array(
    z.object({
      date: isoDateSchema,
      daysOut: z.number().int(),
      utilisationPercent: z.number(),
      steps: z
        .array(appliedStepSchema)
        .describe('The steps that apply on the day (the same for every rate; none when the rule is off)'),
      rates: z.array(previewRateSchema),
    }),
  ),
});
export type DynamicPricingPreview = z.infer<typeof dynamicPricingPreviewSchema>;
