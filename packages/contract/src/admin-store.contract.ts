import { PAYMENT_FREQUENCIES } from '@fairway/domain/store/payment-frequency';
import { z } from 'zod';

// The operator console's store catalogue: the membership plans and featured products
// the alias's courses sell.

const MAX_CENTS = 100_000_000;
const cents = (what: string) =>
  z
    .number({ error: `${what} must be a number of cents` })
    .int(`${what} must be whole cents`)
    .min(0, `${what} cannot be negative`)
    .max(MAX_CENTS, `${what} is too large`);

/** A membership plan as the console edits it (prices in integer cents). */
export const membershipPlanInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Give the plan a name').max(100, 'The name is at most 100 characters'),
    description: z.string().trim().max(2000, 'The description is at most 2000 characters'),
    price: cents('The price'),
    initiationFee: cents('The initiation fee'),
    frequencyType: z.enum(PAYMENT_FREQUENCIES),
    termMonths: z
      .number()
      .int('The term is whole months')
      .min(1, 'The term is at least 1 month')
      .max(120, 'The term is at most 120 months')
      .nullable(),
    renews: z.boolean(),
    active: z.boolean(),
  })
  .strict();
export type MembershipPlanInput = z.infer<typeof membershipPlanInputSchema>;

/** POST /api/admin/store/memberships body: a new plan of one of the alias's courses. */
export const createMembershipPlanRequestSchema = membershipPlanInputSchema
  .extend({ facilityId: z.number().int().positive().max(2147483647) })
  .strict();
export type CreateMembershipPlanRequest = z.infer<typeof createMembershipPlanRequestSchema>;

export const membershipPlanParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

/** A plan of the catalogue as the console shows it, inactive ones included. */
export const adminMembershipPlanSchema = membershipPlanInputSchema.extend({
  id: z.number().int(),
  facilityId: z.number().int(),
  courseName: z.string(),
  currencyCode: z.string(),
  updatedAt: z.string(),
});
export type AdminMembershipPlan = z.infer<typeof adminMembershipPlanSchema>;

/** A featured product as the console edits it (SPEC §3 product item; price in integer cents). */
export const productInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Give the product a name').max(100, 'The name is at most 100 characters'),
    categoryId: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'The lineup category is 1, 2 or 3' }),
    price: cents('The price'),
    isUnlimited: z.boolean(),
    inventory: z
      .number()
      .int('The stock is a whole number')
      .min(0, 'The stock cannot be negative')
      .max(1_000_000, 'The stock is too large')
      .nullable(),
    brand: z.string().trim().max(100, 'The brand is at most 100 characters').nullable(),
    brandModel: z.string().trim().max(100, 'The model is at most 100 characters').nullable(),
    active: z.boolean(),
  })
  .strict()
  .refine((product) => product.isUnlimited || product.inventory !== null, {
    message: 'Give the stock, or mark the product unlimited',
    path: ['inventory'],
  });
export type ProductInput = z.infer<typeof productInputSchema>;

/** POST /api/admin/store/products body: a new product of one of the alias's courses. */
export const createProductRequestSchema = z
  .object({ facilityId: z.number().int().positive().max(2147483647), product: productInputSchema })
  .strict();
export type CreateProductRequest = z.infer<typeof createProductRequestSchema>;

export const productParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

/** A product of the catalogue as the console shows it, inactive ones included. */
export const adminProductSchema = z.object({
  id: z.number().int(),
  facilityId: z.number().int(),
  courseName: z.string(),
  currencyCode: z.string(),
  name: z.string(),
  categoryId: z.number().int(),
  price: z.number().int(),
  isUnlimited: z.boolean(),
  inventory: z.number().int().nullable(),
  brand: z.string().nullable(),
  brandModel: z.string().nullable(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** A course's gift-certificate options as the console edits them (cents); no amount and no range: not sold. */
export const giftOptionsInputSchema = z
  .object({
    amounts: z
      .array(cents('An amount').min(1, 'An amount must be more than zero'))
      .max(12, 'At most 12 fixed amounts')
      .refine((amounts) => new Set(amounts).size === amounts.length, 'Each amount only once'),
    custom: z
      .object({
        min: cents('The smallest custom amount').min(1, 'The smallest custom amount must be more than zero'),
        max: cents('The largest custom amount'),
      })
      .strict()
      .refine((range) => range.max >= range.min, {
        message: 'The largest custom amount must not be below the smallest',
        path: ['max'],
      })
      .nullable(),
  })
  .strict();
export type GiftOptionsInput = z.infer<typeof giftOptionsInputSchema>;

export const giftOptionsParamsSchema = z.object({ facilityId: z.coerce.number().int().positive().max(2147483647) });

/** A course's gift-certificate options as the console shows them (every course of the alias, sold or not). */
export const adminGiftOptionsSchema = z.object({
  facilityId: z.number().int(),
  courseName: z.string(),
  currencyCode: z.string(),
  amounts: z.array(z.number().int()),
  custom: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  onSale: z.boolean(),
});
export type AdminGiftOptions = z.infer<typeof adminGiftOptionsSchema>;

/** GET /api/admin/store/catalogue answer. */
export const storeCatalogueResponseSchema = z.object({
  courses: z.array(z.object({ facilityId: z.number().int(), name: z.string(), currencyCode: z.string() })),
  memberships: z.array(adminMembershipPlanSchema),
  products: z.array(adminProductSchema),
  giftCertificates: z.array(adminGiftOptionsSchema),
});
export type StoreCatalogueResponse = z.infer<typeof storeCatalogueResponseSchema>;
