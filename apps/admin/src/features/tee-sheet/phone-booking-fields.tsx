import { useTranslation } from 'react-i18next';
import type { PhoneBookingQuote } from '@fairway/contract/admin-phone-booking.contract';
import { Field, type ZodForm } from '../../shared/use-zod-form.tsx';
import type { WalkInForm, WalkInFormInput } from './walk-in-form.ts';

type Form = ZodForm<WalkInFormInput, WalkInForm>;

const OTHER_SLOTS = [2, 3, 4] as const;

/** Names for players 2…n of the party, each optional (player 1 is the booker). */
export function OtherPlayerNames({ form, players }: { form: Form; players: number }) {
  const { t } = useTranslation();
  const slots = OTHER_SLOTS.filter((slot) => slot <= players);
  if (slots.length === 0) return null;
  return (
    <fieldset className="admin-form">
      <legend>{t('phoneBooking.players.legend')}</legend>
      {slots.map((slot) => (
        <Field key={slot} form={form} name={`player${slot}`} label={t('phoneBooking.players.name', { slot })}>
          {(props) => <input {...props} maxLength={100} autoComplete="off" />}
        </Field>
      ))}
    </fieldset>
  );
}

/**
 * The promotion code (checked by the server's quote, priced as golfers' search prices it) and,
 * for a manager or owner, a price of their own with the reason Activity records.
 */
export function PhoneBookingPriceFields({
  form,
  mayOverride,
  quote,
  onCheckCode,
  money,
}: {
  form: Form;
  mayOverride: boolean;
  quote: PhoneBookingQuote | undefined;
  onCheckCode: () => void;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  const override = form.watch('override');
  const promotion = quote?.promotion;
  return (
    <>
      {!override && (
        <Field form={form} name="promotionCode" label={t('phoneBooking.promotion.label')}>
          {(props) => (
            <span className="admin-actions">
              <input
                {...props}
                maxLength={40}
                autoComplete="off"
                onBlur={(event) => {
                  void props.onBlur(event);
                  onCheckCode();
                }}
              />
              <button type="button" className="admin-action" onClick={onCheckCode}>
                {t('phoneBooking.promotion.check')}
              </button>
            </span>
          )}
        </Field>
      )}
      {!override && promotion && (
        <p role="status" className={promotion.applied ? undefined : 'admin-error'}>
          {promotion.applied
            ? t('phoneBooking.promotion.applied', { code: promotion.code, discount: money(promotion.discountCents) })
            : t('phoneBooking.promotion.notApplied')}
        </p>
      )}
      {mayOverride && (
        <label className="admin-check">
          <input type="checkbox" {...form.register('override')} /> {t('phoneBooking.override.toggle')}
        </label>
      )}
      {mayOverride && override && (
        <>
          <Field
            form={form}
            name="overrideAmount"
            label={t('phoneBooking.override.amount')}
            hint={quote ? t('phoneBooking.override.was', { amount: money(quote.greenFees) }) : undefined}
          >
            {(props) => <input {...props} inputMode="decimal" maxLength={12} autoComplete="off" required />}
          </Field>
          <Field form={form} name="overrideReason" label={t('phoneBooking.override.reason')}>
            {(props) => <input {...props} maxLength={200} autoComplete="off" required />}
          </Field>
        </>
      )}
    </>
  );
}
