import type { TFunction } from 'i18next';
import { z } from 'zod';
import {
  createMembershipPlanRequestSchema,
  createProductRequestSchema,
  giftOptionsInputSchema,
} from '@fairway/contract/admin-store.contract';
import { PAYMENT_FREQUENCIES } from '@fairway/domain/store/payment-frequency';
import { centsOf } from '../../shared/amounts.ts';

// The store forms' schemas: each form's fields as its inputs hold them (amounts typed as
// decimals, numbers as text), read into the contract's request and checked by its schema. The
// amounts, stock and term are checked first in the console's words, under their field (the
// contract's own messages are the API's English).

/** Reports a field's problem in a form schema's transform. */
type Report = (path: string, message: string) => void;
const reporter =
  (context: z.RefinementCtx): Report =>
  (path, message) =>
    context.addIssue({ code: 'custom', path: [path], message });

/** A whole number typed in a field (digits only); null when it is not one. */
const wholeOf = (text: string) => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null);

const planFieldsSchema = z.object({
  facilityId: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.string(),
  initiationFee: z.string(),
  frequencyType: z.enum(PAYMENT_FREQUENCIES),
  termMonths: z.string(),
  renews: z.boolean(),
  active: z.boolean(),
});
export type PlanFields = z.input<typeof planFieldsSchema>;

/** The membership plan form's schema: its output is the create request (an edit sends it without `facilityId`). */
export function planFormSchema(t: TFunction) {
  return planFieldsSchema
    .transform((fields, context): z.input<typeof createMembershipPlanRequestSchema> => {
      const report = reporter(context);
      const price = centsOf(fields.price);
      const initiationFee = centsOf(fields.initiationFee || '0');
      const term = fields.termMonths.trim();
      const termMonths = term === '' ? null : wholeOf(term);
      if (fields.name.trim() === '') report('name', t('forms.required'));
      if (price === null) report('price', t('store.invalidMoney'));
      if (initiationFee === null) report('initiationFee', t('store.invalidMoney'));
      if (term !== '' && (termMonths === null || termMonths < 1 || termMonths > 120))
        report('termMonths', t('store.invalidTerm'));
      return {
        facilityId: Number(fields.facilityId),
        name: fields.name,
        description: fields.description,
        price: price ?? 0,
        initiationFee: initiationFee ?? 0,
        frequencyType: fields.frequencyType,
        termMonths,
        renews: fields.renews,
        active: fields.active,
      };
    })
    .pipe(createMembershipPlanRequestSchema);
}

const productFieldsSchema = z.object({
  facilityId: z.string(),
  name: z.string(),
  categoryId: z.enum(['1', '2', '3']),
  price: z.string(),
  isUnlimited: z.boolean(),
  inventory: z.string(),
  brand: z.string(),
  brandModel: z.string(),
  active: z.boolean(),
});
export type ProductFields = z.input<typeof productFieldsSchema>;

/** The product form's schema: its output is the create request (an edit sends its `product`). */
export function productFormSchema(t: TFunction) {
  return productFieldsSchema
    .transform((fields, context): z.input<typeof createProductRequestSchema> => {
      const report = reporter(context);
      const price = centsOf(fields.price);
      const inventory = wholeOf(fields.inventory);
      if (fields.name.trim() === '') report('name', t('forms.required'));
      if (price === null) report('price', t('store.invalidMoney'));
      if (!fields.isUnlimited && inventory === null) report('inventory', t('store.invalidStock'));
      return {
        facilityId: Number(fields.facilityId),
        product: {
          name: fields.name,
          categoryId: Number(fields.categoryId) as 1 | 2 | 3,
          price: price ?? 0,
          isUnlimited: fields.isUnlimited,
          inventory,
          brand: fields.brand.trim() || null,
          brandModel: fields.brandModel.trim() || null,
          active: fields.active,
        },
      };
    })
    .pipe(createProductRequestSchema);
}

const giftFieldsSchema = z.object({ amounts: z.string(), customMin: z.string(), customMax: z.string() });
export type GiftFields = z.input<typeof giftFieldsSchema>;

/** The gift-certificate form's schema: amounts separated by spaces, and a custom range or none (both empty). */
export function giftFormSchema(t: TFunction) {
  return giftFieldsSchema
    .transform((fields, context): z.input<typeof giftOptionsInputSchema> => {
      const report = reporter(context);
      const listed = fields.amounts
        .split(/[\s;]+/)
        .filter(Boolean)
        .map(centsOf);
      const amounts = listed.filter((amount): amount is number => amount !== null && amount > 0);
      if (amounts.length !== listed.length) report('amounts', t('store.invalidMoney'));
      else if (new Set(amounts).size !== amounts.length) report('amounts', t('store.duplicateAmount'));
      if (!fields.customMin.trim() && !fields.customMax.trim()) return { amounts, custom: null };
      const min = centsOf(fields.customMin);
      const max = centsOf(fields.customMax);
      if (min === null || min === 0) report('customMin', t('store.invalidMoney'));
      if (max === null) report('customMax', t('store.invalidMoney'));
      else if (min !== null && max < min) report('customMax', t('store.invalidRange'));
      return { amounts, custom: { min: min ?? 0, max: max ?? 0 } };
    })
    .pipe(giftOptionsInputSchema);
}
