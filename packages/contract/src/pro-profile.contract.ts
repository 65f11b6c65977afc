import { CURRENCY_CODES } from '@fairway/domain/facilities/feature-areas';
import { LOYALTY_TIERS } from '@fairway/domain/pro-profile/loyalty';
import { PRO_SECTIONS } from '@fairway/domain/pro-profile/pro-sections';
import { z } from 'zod';
import { paymentPlanSchema, profileMembershipSchema } from './store.contract.ts';
import { walletCardSchema } from './wallet.contract.ts';

// Pro profile: a member's account at a facility, under /api/profile/pro/… (SPEC §7 "Profile info").

const cents = z.number().int();
// A date YYYY-MM-DD that exists. Not tee-times' isoDateSchema or the domain's isIsoDate: sharing
// those with this lazy contract splits them into chunks of their own and grows the first load.
const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Expected a date as YYYY-MM-DD');
const currencyCode = z.enum(CURRENCY_CODES);
/** SPEC §9: the billing list asks for page 0 with a page size of 2147483647. */
export const MAX_PAGE_SIZE = 2147483647;

/** The facility a call is about: its gnFacilityId (or its id); the member's home facility when absent. */
const facilityQuery = { gnFacilityId: z.coerce.number().int().positive().max(MAX_PAGE_SIZE).optional() };
/** The most statements or orders a page of the statement history or the order list holds. */
export const PRO_PAGE_SIZE_MAX = 100;
const pageIndex = z.coerce.number().int().min(0).max(1_000_000).default(0);
/** The billing list's page (SPEC §9's page size; one membership's instalments bound the answer). */
const billingPageQuery = { pageIndex, pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25) };
const pageQuery = {
  pageIndex,
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(PRO_PAGE_SIZE_MAX, `A page holds at most ${PRO_PAGE_SIZE_MAX} entries`)
    .default(25),
};
const rangeQuery = { startDate: isoDateSchema.optional(), endDate: isoDateSchema.optional() };

export const proFacilityQuerySchema = z.object(facilityQuery);
export const proRangeQuerySchema = z.object({ ...facilityQuery, ...rangeQuery });
export const proPagedRangeQuerySchema = z.object({ ...facilityQuery, ...rangeQuery, ...pageQuery });
export const proPagedQuerySchema = z.object({ ...facilityQuery, ...billingPageQuery });

/** A facility where the golfer is a member. */
const proLocationSchema = z.object({
  facilityId: z.number().int(),
  gnFacilityId: z.number().int(),
  name: z.string(),
  currencyCode,
  timeZone: z.string(),
  memberNumber: z.string(),
  isHome: z.boolean(),
  balance: cents,
});
export type ProLocation = z.infer<typeof proLocationSchema>;
export const proLocationsResponseSchema = z.array(proLocationSchema);

/** GET /profile/pro/customer: the golfer's member record and the sections the settings show. */
export const proCustomerSchema = z
  .object({
    customerId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    memberNumber: z.string(),
    homeClub: z.string(),
    memberSince: z.string(),
    homeFacility: proLocationSchema,
    sections: z.array(z.enum(PRO_SECTIONS)),
  })
  .meta({ id: 'ProCustomer' });
export type ProCustomer = z.infer<typeof proCustomerSchema>;

/** A membership as the pro profile shows it; the payment plan only when membershipsDisplay.paymentDetails is on. */
const proMembershipSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: profileMembershipSchema.shape.status,
  startDate: z.string(),
  nextBillingDate: z.string().nullable(),
  currencyCode,
  paymentPlan: z
    .object({ price: cents, initiationFee: cents, frequencyType: paymentPlanSchema.shape.frequencyType })
    .nullable(),
  canCancel: z.boolean(),
  cancellation: profileMembershipSchema.shape.cancellation,
});
export type ProMembership = z.infer<typeof proMembershipSchema>;
export const proMembershipsResponseSchema = z.array(proMembershipSchema);

/** One instalment of a membership's billing history. */
const billingListItemSchema = z.object({
  membershipId: z.string(),
  membershipName: z.string(),
  instalment: z.number().int(),
  date: z.string(),
  amount: cents,
  status: z.enum(['pending', 'paid', 'failed']),
  currencyCode,
});
export const billingListSchema = z
  .object({
    items: z.array(billingListItemSchema),
    total: z.number().int(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'ProBillingList' });
export type BillingList = z.infer<typeof billingListSchema>;

/** GET /profile/pro/loyalty: points earned per booking and purchase (computed from the account and orders). */
export const loyaltySchema = z
  .object({
    facilityId: z.number().int(),
    points: z.number().int(),
    tier: z.enum(LOYALTY_TIERS.map((entry) => entry.tier) as [string, ...string[]]),
    pointsToNextTier: z.number().int().nullable(),
    activity: z.array(
      z.object({
        date: z.string(),
        kind: z.enum(['booking', 'purchase']),
        description: z.string(),
        amount: cents,
        points: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'ProLoyalty' });
export type Loyalty = z.infer<typeof loyaltySchema>;

/** A prepaid credit book (rounds or an amount) and what bookings used of it. */
const creditBookSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['rounds', 'amount']),
  total: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  purchasedOn: z.string(),
  expiresOn: z.string().nullable(),
  currencyCode,
  // `returned`: what cancellations gave back of this use (it no longer counts as used).
  uses: z.array(
    z.object({
      date: z.string(),
      description: z.string(),
      quantity: z.number().int(),
      returned: z.number().int().default(0),
    }),
  ),
});
export type CreditBook = z.infer<typeof creditBookSchema>;
export const creditBooksResponseSchema = z.array(creditBookSchema);

/** GET /profile/pro/credit-account. */
export const creditAccountSchema = z
  .object({
    facilityId: z.number().int(),
    facilityName: z.string(),
    currencyCode,
    balance: cents,
    creditLimit: cents,
    available: cents,
    lastPayment: z.object({ date: z.string(), amount: cents }).nullable(),
    payAccountBalance: z.boolean(),
    creditAccountPayment: z.boolean(),
  })
  .meta({ id: 'ProCreditAccount' });
export type CreditAccount = z.infer<typeof creditAccountSchema>;

const statementFields = {
  startDate: z.string(),
  endDate: z.string(),
  openingBalance: cents,
  charges: cents,
  payments: cents,
  closingBalance: cents,
  lines: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(['charge', 'payment']),
      description: z.string(),
      amount: cents,
      balance: cents,
    }),
  ),
};
/** GET /profile/pro/billing-statement: one statement over a date range. */
export const billingStatementSchema = z
  .object({ ...statementFields, facilityId: z.number().int(), facilityName: z.string(), currencyCode })
  .meta({ id: 'ProBillingStatement' });
export type BillingStatement = z.infer<typeof billingStatementSchema>;
/** GET /profile/pro/statement-history: monthly statements, newest first. */
export const statementHistorySchema = z
  .object({
    items: z.array(z.object({ month: z.string(), ...statementFields })),
    total: z.number().int(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
    currencyCode,
  })
  .meta({ id: 'ProStatementHistory' });
export type StatementHistory = z.infer<typeof statementHistorySchema>;

/** A closed order of the member at the facility. */
const proOrderSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  date: z.string(),
  status: z.literal('closed'),
  total: cents,
  currencyCode,
  itemCount: z.number().int(),
});
/** The orders of a range; `startDate`/`endDate` (YYYY-MM-DD, facility zone) are the range listed: the one asked for, or the default. */
export const proOrdersSchema = z
  .object({
    items: z.array(proOrderSchema),
    total: z.number().int(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
    startDate: z.string(),
    endDate: z.string(),
  })
  .meta({ id: 'ProOrders' });
export type ProOrders = z.infer<typeof proOrdersSchema>;
export const proOrderParamsSchema = z.object({ id: z.uuid() });
export const proOrderDetailSchema = proOrderSchema
  // `kind`: the invoice line kind of the line; a kind with a SPEC §9 label (green-fees, gift-certificate…)
  // is shown in the golfer's language, any other line by its description (the facility's name for it).
  .extend({
    subTotal: cents,
    totalTaxes: cents,
    lines: z.array(z.object({ kind: z.string(), description: z.string(), quantity: z.number().int(), amount: cents })),
  })
  .meta({ id: 'ProOrderDetail' });
export type ProOrderDetail = z.infer<typeof proOrderDetailSchema>;

/** A gift certificate bought by or delivered to the member, at the facility. */
const proGiftCertificateSchema = z.object({
  id: z.string(),
  value: cents,
  balance: cents,
  currencyCode,
  recipientName: z.string(),
  deliveryDate: z.string(),
  role: z.enum(['bought', 'received']),
  code: z.string().nullable(),
});
export const proGiftCertificatesSchema = z.array(proGiftCertificateSchema);

/** GET /profile/pro/credit-cards: the wallet, as billing shows it (billingDisplay.viewCreditCards). */
export const proCreditCardsSchema = z.array(walletCardSchema);

/** POST /profile/pro/credit-account/payments (Idempotency-Key): pay the whole balance, or an amount the member chooses. */
export const accountPaymentBodySchema = z
  .object({
    gnFacilityId: z.number().int().positive().max(MAX_PAGE_SIZE).optional(),
    kind: z.enum(['balance', 'amount']),
    /** Cents; only with kind "amount" (positive, at most the balance). */
    amount: z.number().int().positive().max(100_000_000).optional(),
    walletOptionId: z.uuid(),
  })
  .strict()
  .refine((body) => (body.kind === 'amount') === (body.amount !== undefined), {
    message: 'amount goes with kind "amount" only',
    path: ['amount'],
  });
export type AccountPaymentBody = z.input<typeof accountPaymentBodySchema>;
export const accountPaymentResultSchema = z
  .object({ paymentId: z.string(), amount: cents, currencyCode, balance: cents, date: z.string() })
  .meta({ id: 'ProAccountPayment' });
export type AccountPaymentResult = z.infer<typeof accountPaymentResultSchema>;
