import { CURRENCY_CODES } from '@fairway/domain/facilities/feature-areas';
import { GIFT_CODE_LENGTH } from '@fairway/domain/store/gift-balance';
import { MEMBERSHIP_STATUSES } from '@fairway/domain/store/membership-status';
import { PAYMENT_FREQUENCIES } from '@fairway/domain/store/payment-frequency';
import { z } from 'zod';
import { emailAddressSchema } from './email-address.ts';
import { idListSchema, isoDateSchema } from './tee-times.contract.ts';

const id32 = z.number().int().positive().max(2147483647);
const cents = z.number().int().min(0);

/** GET /memberships and GET /gift-certificates query: the alias's facilities to read (default: all of them). */
export const storeCatalogueQuerySchema = z.object({ facilityIds: idListSchema.optional() });

/** A plan's payment plan (SPEC §3 membership extra). */
export const paymentPlanSchema = z.object({
  price: cents,
  initiationFee: cents,
  frequencyType: z.enum(PAYMENT_FREQUENCIES),
  termMonths: z.number().int().positive().nullable(),
  renews: z.boolean(),
});
export type PaymentPlan = z.infer<typeof paymentPlanSchema>;

/** A membership plan of the catalogue, priced by the server. */
const membershipPlanSchema = z
  .object({
    id: z.number().int(),
    facilityId: z.number().int(),
    facilityName: z.string(),
    name: z.string(),
    description: z.string(),
    currencyCode: z.enum(CURRENCY_CODES),
    paymentPlan: paymentPlanSchema,
  })
  .meta({ id: 'MembershipPlan' });
export type MembershipPlanDto = z.infer<typeof membershipPlanSchema>;
/** GET /memberships answer (public). */
export const membershipPlansResponseSchema = z.array(membershipPlanSchema);

/** A featured product of the store (SPEC §3 product item). */
const storeProductSchema = z.object({
  id: z.number().int(),
  facilityId: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  tagPrice: z.object({ amount: cents, currencyCode: z.enum(CURRENCY_CODES) }),
  inventory: z.number().int().nullable(),
  isUnlimited: z.boolean(),
});

/** A facility's gift-certificate options. */
const giftCertificateOptionsSchema = z.object({
  facilityId: z.number().int(),
  facilityName: z.string(),
  currencyCode: z.enum(CURRENCY_CODES),
  amounts: z.array(cents),
  custom: z.object({ min: cents, max: cents }).nullable(),
});

/** A gift certificate the golfer bought or received. */
const giftCertificateSchema = z.object({
  id: z.string(),
  facilityId: z.number().int(),
  currencyCode: z.enum(CURRENCY_CODES),
  value: cents,
  balance: cents,
  role: z.enum(['bought', 'received']),
  recipientName: z.string(),
  recipientEmail: z.string(),
  deliveryDate: z.string(),
  status: z.enum(['scheduled', 'delivered']),
  /** Shown to the recipient only, once delivered. */
  code: z.string().nullable(),
  createdAt: z.string(),
});
export type GiftCertificateDto = z.infer<typeof giftCertificateSchema>;

/** GET /gift-certificates answer: the options of each facility; the golfer's certificates when signed in. */
export const giftCertificatesResponseSchema = z
  .object({ options: z.array(giftCertificateOptionsSchema), certificates: z.array(giftCertificateSchema) })
  .meta({ id: 'GiftCertificates' });
export type GiftCertificatesResponse = z.infer<typeof giftCertificatesResponseSchema>;

/** GET /store/products answer: the featured products of the alias's facilities. */
export const storeProductsResponseSchema = z.array(storeProductSchema);

/** A golfer's membership (GET /v2/profile/memberships). */
export const profileMembershipSchema = z
  .object({
    id: z.string(),
    membershipId: z.number().int(),
    facilityId: z.number().int(),
    name: z.string(),
    status: z.enum(MEMBERSHIP_STATUSES),
    startDate: z.string(),
    nextBillingDate: z.string().nullable(),
    endDate: z.string().nullable(),
    currencyCode: z.enum(CURRENCY_CODES),
    paymentPlan: paymentPlanSchema,
    canCancel: z.boolean(),
    /**
     * What cancelling does or did, as the server carries it out: the local date access
     * ends (today, when it can be cancelled now; the day it was, once cancelled) and what is refunded
     * (cents; nothing is). Null when it cannot be cancelled and was not.
     */
    cancellation: z.object({ accessEndsOn: isoDateSchema, refundCents: cents }).nullable().default(null),
  })
  .meta({ id: 'ProfileMembership' });
export type ProfileMembership = z.infer<typeof profileMembershipSchema>;
export const profileMembershipsQuerySchema = z.object({ gnFacilityIds: idListSchema.optional() });
export const profileMembershipsResponseSchema = z.array(profileMembershipSchema);

/** POST /memberships/{id}/cancel: id is the golfer's membership id. */
export const cancelMembershipParamsSchema = z.object({ id: z.uuid() });
export const cancelMembershipBodySchema = z.object({ gnFacilityId: id32 });

/** A gift code as typed at checkout (dashes and spaces allowed). */
const giftCodeSchema = z
  .string()
  .trim()
  .min(GIFT_CODE_LENGTH)
  .max(GIFT_CODE_LENGTH + 8);

/** POST /gift-certificates/check body and answer: a code's balance before using it. */
export const checkGiftCodeBodySchema = z.object({ code: giftCodeSchema });
export const checkGiftCodeResponseSchema = z.object({
  balance: cents,
  currencyCode: z.enum(CURRENCY_CODES),
  facilityId: z.number().int(),
});

/** The store's cart item inputs: the client names a catalogue entry, never a price or name (extra keys are refused). */
export const storeMembershipItemInputSchema = z.strictObject({
  type: z.literal('membership'),
  facilityId: id32,
  extra: z.strictObject({ membershipId: id32 }),
});
export const storeGiftCertificateItemInputSchema = z.strictObject({
  type: z.literal('gift-certificate'),
  facilityId: id32,
  extra: z.strictObject({
    /** A fixed option or a custom amount inside the facility's bounds (cents); checked by the server. */
    value: z.number().int().min(1).max(10_000_000),
    deliveryDate: isoDateSchema,
    recipientName: z.string().trim().min(1).max(200),
    recipientEmail: emailAddressSchema,
    giftMessage: z.string().max(1000).default(''),
  }),
});

/**
 * A membership item's details as a cart stores them (SPEC §3 membership extra): the plan as the
 * catalogue priced it when the item was added. The server's cart repository parses each stored item through it.
 */
export const membershipItemExtraSchema = z.object({
  membershipId: id32,
  name: z.string(),
  paymentPlan: paymentPlanSchema,
});
export type MembershipItemExtra = z.infer<typeof membershipItemExtraSchema>;

/**
 * A gift-certificate item's details as a cart stores them: the input above once the server checked
 * its value and delivery date (a stored row is read as written, not checked again as a client's input).
 */
export const giftCertificateItemExtraSchema = z.object({
  value: cents,
  deliveryDate: isoDateSchema,
  recipientName: z.string(),
  recipientEmail: z.string(),
  giftMessage: z.string(),
});
export type GiftCertificateItemExtra = z.infer<typeof giftCertificateItemExtraSchema>;
