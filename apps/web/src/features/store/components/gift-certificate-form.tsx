import { storeGiftCertificateItemInputSchema } from '@fairway/contract/store.contract';
import { giftDeliveryDateProblem, lastGiftDeliveryDate } from '@fairway/domain/store/gift-delivery-date';
import { localToday } from '@fairway/domain/tee-times/local-date';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatWallClock } from '../../../shared/format/wall-clock.ts';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { formatStoreAmount } from './store-format.ts';

/** A gift certificate as the cart takes it. */
export type GiftCertificateItem = z.infer<typeof storeGiftCertificateItemInputSchema>;
type GiftOptions = {
  facilityId: number;
  currencyCode: string;
  amounts: number[];
  custom: { min: number; max: number } | null;
};
type Field = 'value' | 'recipientName' | 'recipientEmail' | 'deliveryDate' | 'giftMessage';

/** Props of the gift-certificate form. */
export interface GiftCertificateFormProps {
  options: GiftOptions;
  timeZone: string;
  busy: boolean;
  onSubmit: (item: GiftCertificateItem) => Promise<boolean>;
}

const CUSTOM = 'custom';

/** Amount (an option or a custom value in the bounds), recipient, delivery date and message, checked with the contract schema. */
export function GiftCertificateForm({ options, timeZone, busy, onSubmit }: GiftCertificateFormProps) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatStoreAmount(cents, options.currencyCode, i18n.language);
  const today = localToday(new Date(), timeZone);
  const [choice, setChoice] = useState(options.amounts[0] !== undefined ? String(options.amounts[0]) : CUSTOM);
  const [custom, setCustom] = useState('');
  const [recipientName, setRecipientName] = useState('');
  const [recipientEmail, setRecipientEmail] = useState('');
  const [deliveryDate, setDeliveryDate] = useState(today);
  const [giftMessage, setGiftMessage] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const customValue = (): number | null => {
    const amount = Number(custom.replace(',', '.'));
    return custom.trim() && Number.isFinite(amount) ? Math.round(amount * 100) : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = choice === CUSTOM ? customValue() : Number(choice);
    const found: Partial<Record<Field, string>> = {};
    if (
      value === null ||
      (choice === CUSTOM && options.custom && (value < options.custom.min || value > options.custom.max))
    ) {
      found.value = options.custom
        ? t('store.gift.customRange', { min: money(options.custom.min), max: money(options.custom.max) })
        : t('store.gift.chooseAmount');
    }
    const dateProblem = giftDeliveryDateProblem(deliveryDate, today);
    if (dateProblem === 'past') found.deliveryDate = t('store.gift.dateInPast');
    if (dateProblem === 'too-far')
      found.deliveryDate = t('store.gift.dateTooFar', {
        last: formatWallClock(lastGiftDeliveryDate(today), i18n.language, { dateStyle: 'long' }),
      });
    const parsed = storeGiftCertificateItemInputSchema.safeParse({
      type: 'gift-certificate',
      facilityId: options.facilityId,
      extra: { value: value ?? 0, deliveryDate, recipientName, recipientEmail, giftMessage },
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[1];
        if (typeof field === 'string' && !found[field as Field])
          found[field as Field] = t(`store.gift.invalid.${field as Field}`);
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    const added = await onSubmit(parsed.data);
    if (added) {
      setRecipientName('');
      setRecipientEmail('');
      setGiftMessage('');
      setCustom('');
    }
  };

  return (
    <form
      className="form gift-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="gift-certificate-form"
    >
      <fieldset className="gift-form__amounts" aria-describedby={errors.value ? 'gift-value-error' : undefined}>
        <legend>{t('store.gift.amount')}</legend>
        {options.amounts.map((amount) => (
          <label key={amount} className="gift-form__amount">
            <input
              type="radio"
              name="gift-amount"
              value={String(amount)}
              checked={choice === String(amount)}
              onChange={() => setChoice(String(amount))}
            />
            {money(amount)}
          </label>
        ))}
        {options.custom ? (
          <label className="gift-form__amount">
            <input
              type="radio"
              name="gift-amount"
              value={CUSTOM}
              checked={choice === CUSTOM}
              onChange={() => setChoice(CUSTOM)}
            />
            {t('store.gift.custom')}
          </label>
        ) : null}
        {errors.value ? (
          <p id="gift-value-error" className="field__error" role="alert">
            {errors.value}
          </p>
        ) : null}
      </fieldset>
      {choice === CUSTOM && options.custom ? (
        <TextField
          label={t('store.gift.customAmount', { currency: options.currencyCode })}
          hint={t('store.gift.customRange', { min: money(options.custom.min), max: money(options.custom.max) })}
          inputMode="decimal"
          value={custom}
          onChange={(event) => setCustom(event.target.value)}
          name="customAmount"
        />
      ) : null}
      <TextField
        label={t('store.gift.recipientName')}
        value={recipientName}
        onChange={(event) => setRecipientName(event.target.value)}
        error={errors.recipientName}
        name="recipientName"
        autoComplete="off"
      />
      <TextField
        label={t('store.gift.recipientEmail')}
        type="email"
        value={recipientEmail}
        onChange={(event) => setRecipientEmail(event.target.value)}
        error={errors.recipientEmail}
        name="recipientEmail"
        autoComplete="off"
      />
      <TextField
        label={t('store.gift.deliveryDate')}
        type="date"
        min={today}
        max={lastGiftDeliveryDate(today)}
        value={deliveryDate}
        onChange={(event) => setDeliveryDate(event.target.value)}
        error={errors.deliveryDate}
        name="deliveryDate"
      />
      <label className="field">
        <span className="field__label">{t('store.gift.message')}</span>
        <textarea
          className="field__input"
          maxLength={1000}
          rows={3}
          value={giftMessage}
          onChange={(event) => setGiftMessage(event.target.value)}
          name="giftMessage"
        />
      </label>
      <div className="form__actions">
        <button type="submit" className="button" disabled={busy}>
          {t('cart.addToCart')}
        </button>
      </div>
    </form>
  );
}
