import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  cardLastFourSchema,
  type DeskTenderInput,
  deskGiftCodeSchema,
} from '@fairway/contract/admin-desk-payment.contract';
import type { ConsoleError } from '../app/console-api.ts';
import { centsOf } from './amounts.ts';
import { Field, type ZodForm } from './use-zod-form.tsx';

// The tenders the counter takes, as one set of fields for every screen that takes money there
// (Take payment on the tee sheet, the Counter's sales): an amount per tender (empty: not used),
// the card's last four and the gift certificate's code as the contract checks them.

/** An amount as typed ("60", "60.5", "60,50"), or nothing. */
const amountField = z
  .string()
  .trim()
  .refine((text) => text === '' || centsOf(text) !== null);

/** The tender fields of a form schema (spread into its z.object). */
export const tenderFormFields = {
  cash: amountField,
  card: amountField,
  lastFour: z.literal('').or(cardLastFourSchema),
  gift: amountField,
  giftCode: z.literal('').or(deskGiftCodeSchema),
};

/** The tender fields' values. */
export interface TenderFormValues {
  cash: string;
  card: string;
  lastFour: string;
  gift: string;
  giftCode: string;
}

/** A card or gift amount needs its last four or code (add to the form schema with superRefine). */
export function checkTenderCodes(form: TenderFormValues, context: z.RefinementCtx): void {
  if (centsOf(form.card) && form.lastFour === '') context.addIssue({ code: 'custom', path: ['lastFour'] });
  if (centsOf(form.gift) && form.giftCode === '') context.addIssue({ code: 'custom', path: ['giftCode'] });
}

/** The request's tenders from the form: each amount entered, with its last four or code. */
export function tendersOf(form: TenderFormValues): DeskTenderInput[] {
  const cents = (text: string) => centsOf(text) ?? 0;
  return [
    ...(cents(form.cash) > 0 ? [{ tender: 'cash' as const, amountCents: cents(form.cash) }] : []),
    ...(cents(form.card) > 0
      ? [{ tender: 'card-present' as const, amountCents: cents(form.card), lastFour: form.lastFour }]
      : []),
    ...(cents(form.gift) > 0
      ? [{ tender: 'gift-certificate' as const, amountCents: cents(form.gift), code: form.giftCode }]
      : []),
  ];
}

/** The tender fields' own words when their checks fail (useZodForm's `messages`). */
export function useTenderMessages(): Record<keyof TenderFormValues, string> {
  const { t } = useTranslation();
  return {
    cash: t('desk.amountInvalid'),
    card: t('desk.amountInvalid'),
    gift: t('desk.amountInvalid'),
    lastFour: t('desk.lastFourRequired'),
    giftCode: t('desk.giftCodeRequired'),
  };
}

/** The server's refusals of tenders in the counter's words (what is due, a gift certificate's balance); undefined for others. */
export function useTenderRefusal(money: (cents: number) => string): (refused: ConsoleError) => string | undefined {
  const { t } = useTranslation();
  return (refused) => {
    const details = (refused.details ?? {}) as { balanceCents?: number; dueCents?: number; enteredCents?: number };
    switch (refused.code) {
      case 'PAYMENT_EXCEEDS_DUE':
        return t('desk.tooMuch', { due: money(details.dueCents ?? 0), entered: money(details.enteredCents ?? 0) });
      case 'PAYMENT_SHORT_OF_DUE':
        return t('desk.tooLittle', { due: money(details.dueCents ?? 0), entered: money(details.enteredCents ?? 0) });
      case 'GIFT_CODE_INVALID':
        return t('desk.giftCodeInvalid');
      case 'GIFT_BALANCE_INSUFFICIENT':
        return details.balanceCents === undefined
          ? t('desk.giftBalanceChanged')
          : t('desk.giftBalanceLow', { balance: money(details.balanceCents) });
      default:
        return undefined;
    }
  };
}

/** The five tender inputs of a form whose schema spreads tenderFormFields. */
export function TenderFields<Input extends TenderFormValues, Output>({ form }: { form: ZodForm<Input, Output> }) {
  const { t } = useTranslation();
  const name = (field: keyof TenderFormValues) => field as FieldPath<Input>;
  return (
    <>
      <Field form={form} name={name('cash')} label={t('desk.tender.cash')}>
        {(props) => <input {...props} inputMode="decimal" autoComplete="off" />}
      </Field>
      <Field form={form} name={name('card')} label={t('desk.tender.card-present')}>
        {(props) => <input {...props} inputMode="decimal" autoComplete="off" />}
      </Field>
      <Field form={form} name={name('lastFour')} label={t('desk.lastFour')}>
        {(props) => <input {...props} inputMode="numeric" maxLength={4} autoComplete="off" />}
      </Field>
      <Field form={form} name={name('gift')} label={t('desk.tender.gift-certificate')}>
        {(props) => <input {...props} inputMode="decimal" autoComplete="off" />}
      </Field>
      <Field form={form} name={name('giftCode')} label={t('desk.giftCode')}>
        {(props) => <input {...props} autoComplete="off" spellCheck={false} />}
      </Field>
    </>
  );
}
