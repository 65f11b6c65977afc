import { CARD_BRANDS, CARD_COUNTRIES } from '@fairway/domain/payments/card-validation';
import { z } from 'zod';

/** A saved card of the wallet (SPEC §3 wallet card / credit card); expirationYear is 2-digit. */
export const walletCardSchema = z
  .object({
    walletOptionId: z.string(),
    id: z.string(),
    type: z.enum(CARD_BRANDS),
    lastFour: z.string(),
    expirationMonth: z.number().int(),
    expirationYear: z.number().int(),
    isDefault: z.boolean(),
    name: z.string(),
    address: z.string(),
    postalCode: z.string(),
    countryCode: z.enum(CARD_COUNTRIES),
  })
  .meta({ id: 'WalletCard' });
export type WalletCard = z.infer<typeof walletCardSchema>;

/** GET /wallet. */
export const walletListSchema = z.array(walletCardSchema);

/** PATCH /wallet/{id}: the edit form's fields (SPEC §2); the number itself cannot change. */
export const walletCardUpdateSchema = z.object({
  name: z.string().trim().min(1).max(120),
  expirationMonth: z.number().int().min(1).max(12),
  expirationYear: z.number().int().min(0).max(9999),
  address: z.string().trim().min(1).max(200),
  postalCode: z.string().trim().min(1).max(16),
  countryCode: z.enum(CARD_COUNTRIES),
  isDefault: z.boolean().optional(),
});
export type WalletCardUpdate = z.infer<typeof walletCardUpdateSchema>;

/** POST /profile/credit-cards/token (SPEC §7). */
export const cardTokenRequestSchema = z.object({ originUrl: z.string().url().max(2000) });

/** The add-card token response (SPEC §3): where the hosted card entry is, and its token. */
export const cardTokenResponseSchema = z.object({
  ResponseResult: z.object({ IsSuccessful: z.boolean(), Errors: z.array(z.string()) }),
  CheckoutUrl: z.string(),
  Token: z.string(),
  TokenTypeId: z.number().int(),
  /**
   * When the processor's card entry is its own script (Stripe's Payment Element) rather than a
   * hosted page: what the browser mounts it with. Absent for the sandbox's hosted page.
   */
  PaymentElement: z.object({ PublishableKey: z.string(), ClientSecret: z.string() }).optional(),
});
export type CardTokenResponse = z.infer<typeof cardTokenResponseSchema>;

/** POST card (SPEC §3 add-card payload). */
export const addCardSchema = z.object({
  isDefault: z.boolean().default(false),
  overrideMembershipBilling: z.boolean().default(false),
  token: z.string().min(1).max(200),
  tokenTypeId: z.number().int().default(5),
});
export type AddCard = z.infer<typeof addCardSchema>;
