import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeeSheetTime } from '@fairway/contract/admin.contract';
import { STAFF_PAYMENT_METHODS } from '@fairway/domain/admin/staff-payment-methods';
import { staffMayBookInto } from '@fairway/domain/admin/tee-time-blocks';
import { TEE_TIME_PARTY_SIZES } from '@fairway/domain/tee-times/allowed-players';
import { Dialog } from '../../shared/dialog.tsx';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { FormActions } from '../../shared/form-actions.tsx';
import { Field, useZodForm } from '../../shared/use-zod-form.tsx';
import type { ConsoleError } from '../../app/console-api.ts';
import { GolferLookup } from './golfer-lookup.tsx';
import { OtherPlayerNames, PhoneBookingPriceFields } from './phone-booking-fields.tsx';
import { usePhoneBookingQuoteQuery } from './phone-booking.api.ts';
import { blockOf, type Course } from './tee-sheet-interval.tsx';
import { teeSheetRefusal } from './tee-sheet-refusals.ts';
import { useStaffRatesQuery, useWalkInMutation } from './tee-sheet.api.ts';
import { WALK_IN_FORM_DEFAULTS, type WalkInForm, walkInFormRules, walkInRequestOf } from './walk-in-form.ts';

/** The languages a golfer's e-mails are written in, each by its own name (not translated). */
const LANGUAGE_NAMES = { en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch' } as const;

/**
 * Book a walk-in or phone booking on one interval: the caller found among golfers and earlier
 * guests, the other players named, a promotion code or (a manager's) price of their own. The
 * server decides the price and every rule; the dialog shows its quote.
 */
export function WalkInDialog({
  course,
  time,
  onClose,
  onDone,
  mayOverridePrice = false,
}: {
  course: Course;
  time: TeeSheetTime;
  onClose: () => void;
  onDone: (message: string) => void;
  /** The staff member may set the price (`prices:override`: managers and owners). */
  mayOverridePrice?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [key] = useState(() => crypto.randomUUID());
  const rates = useStaffRatesQuery({ facilityId: course.facilityId, teetime: time.teetime });
  const [walkIn, booking] = useWalkInMutation();
  const [error, setError] = useState<unknown>(null);
  // An operator's block on this time: staff book into a league or event block deliberately; maintenance keeps it closed.
  const block = time.blockIds.length > 0 ? blockOf(course, time) : undefined;
  // Booking into a block takes the staff member's tick; an override takes an amount and a reason.
  const form = useZodForm(walkInFormRules(Boolean(block)), {
    defaultValues: { ...WALK_IN_FORM_DEFAULTS, players: Math.min(time.availableSlots, 4) || 1 },
    messages: {
      email: t('forms.email'),
      intoBlock: t('forms.required'),
      overrideAmount: t('phoneBooking.override.amountInvalid'),
      overrideReason: t('forms.required'),
    },
  });
  const { setValue } = form;
  const first = rates.data?.rates[0];
  useEffect(() => {
    if (!first) return;
    setValue('rateId', first.rateId);
    if (first.transportation === 'Walking') setValue('transportation', 'Walking');
  }, [first, setValue]);

  const [rateId, players, transportation, override] = form.watch(['rateId', 'players', 'transportation', 'override']);
  // The code the quote prices: the field's, once staff check it (leaving the field or its button).
  const [checkedCode, setCheckedCode] = useState('');
  const quote = usePhoneBookingQuoteQuery(
    {
      facilityId: course.facilityId,
      teetime: time.teetime,
      rateId: Number(rateId),
      players: Number(players),
      transportation,
      promotionCode: override ? '' : checkedCode,
    },
    { skip: !Number(rateId) },
  );
  const rate = rates.data?.rates.find((entry) => entry.rateId === Number(rateId));
  const money = (cents: number, currency = rates.data?.currencyCode ?? course.currencyCode) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(cents / 100);
  const fees = rate ? (transportation === 'Walking' ? rate.greenFeeWalking : rate.greenFeeCart) * Number(players) : 0;
  const estimate = rate && rates.data ? fees + Math.floor((fees * rates.data.taxRateBps + 5000) / 10000) : null;
  const playerChoices = TEE_TIME_PARTY_SIZES.filter(
    (count) => count <= time.availableSlots && (!rate || rate.allowedPlayers.includes(count)),
  );

  async function book(input: WalkInForm) {
    const body = walkInRequestOf(input, {
      facilityId: course.facilityId,
      teetime: time.teetime,
      blocked: Boolean(block),
      mayOverride: mayOverridePrice,
    });
    setError(null);
    try {
      const booked = await walkIn({ body, key }).unwrap();
      onDone(
        t('ops.book.done', {
          confirmation: booked.confirmationNumber,
          total: money(booked.grandTotal, booked.currencyCode),
        }),
      );
    } catch (caught) {
      setError(caught);
    }
  }

  // The server's quote (the code priced as golfers' search prices it), else the dialog's estimate from the rate.
  const quoted = quote.currentData?.grandTotal ?? estimate;
  const priceLine =
    mayOverridePrice && override
      ? t('phoneBooking.override.note')
      : quoted !== null && t('ops.book.price', { total: money(quoted) });
  const refusalText = (refused: ConsoleError) => {
    const field = (refused.details as { field?: unknown } | undefined)?.field;
    if (refused.code === 'VALIDATION_FAILED' && field === 'promotionCode')
      return t('phoneBooking.promotion.notApplied');
    if (field === 'priceOverride')
      return refused.code === 'FORBIDDEN' ? t('phoneBooking.errors.overrideForbidden') : t('phoneBooking.errors.both');
    if (refused.code === 'PROMOTION_USED_UP') return t('phoneBooking.errors.usedUp');
    return teeSheetRefusal(i18n, refused);
  };
  const title = t('ops.book.title', { course: course.name, time: time.teetime.slice(11, 16) });
  if (block && !staffMayBookInto(block.kind)) {
    return (
      <Dialog title={title} onClose={onClose}>
        <div className="admin-sheet-dialog">
          <p className="admin-error">{t('ops.book.maintenance', { reason: block.reason })}</p>
          <div className="admin-actions">
            <button type="button" className="admin-secondary" onClick={onClose}>
              {t('ops.close')}
            </button>
          </div>
        </div>
      </Dialog>
    );
  }
  const intoBlockError = form.formState.errors.intoBlock;
  return (
    <Dialog title={title} onClose={onClose}>
      <form className="admin-form admin-sheet-dialog" noValidate onSubmit={form.handleSubmit(book)}>
        {block && (
          <label className="admin-check">
            <input type="checkbox" {...form.register('intoBlock')} required aria-invalid={Boolean(intoBlockError)} />{' '}
            {t('ops.book.intoBlock', { reason: block.reason })}
            {intoBlockError && <span className="admin-field-error"> {t('forms.required')}</span>}
          </label>
        )}
        <Field form={form} name="rateId" label={t('ops.book.rate')}>
          {(props) => (
            <select {...props} required>
              {!rates.data && <option value="">{t('ops.loading')}</option>}
              {rates.data?.rates.map((entry) => (
                <option key={entry.rateId} value={entry.rateId}>
                  {entry.name}, {entry.holes}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field form={form} name="players" label={t('ops.book.players')}>
          {(props) => (
            <select {...props}>
              {playerChoices.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field form={form} name="transportation" label={t('ops.book.transportation')}>
          {(props) => (
            <select {...props}>
              {(rate?.transportation === 'Both' || !rate ? (['Cart', 'Walking'] as const) : [rate.transportation]).map(
                (mode) => (
                  <option key={mode} value={mode}>
                    {t(`ops.book.${mode}`)}
                  </option>
                ),
              )}
            </select>
          )}
        </Field>
        <GolferLookup
          onPick={(contact) => {
            for (const field of ['firstName', 'lastName', 'email', 'phone'] as const)
              setValue(field, contact[field], { shouldValidate: false });
          }}
        />
        <Field form={form} name="firstName" label={t('ops.book.firstName')}>
          {(props) => <input {...props} required maxLength={100} autoComplete="off" />}
        </Field>
        <Field form={form} name="lastName" label={t('ops.book.lastName')}>
          {(props) => <input {...props} maxLength={100} autoComplete="off" />}
        </Field>
        <Field form={form} name="email" label={t('ops.book.email')}>
          {(props) => <input {...props} type="email" maxLength={254} autoComplete="off" />}
        </Field>
        <Field form={form} name="language" label={t('ops.book.language')}>
          {(props) => (
            <select {...props}>
              <option value="">{t('ops.book.languageDefault')}</option>
              {Object.entries(LANGUAGE_NAMES).map(([language, name]) => (
                <option key={language} value={language} lang={language}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field form={form} name="phone" label={t('ops.book.phone')}>
          {(props) => <input {...props} type="tel" maxLength={40} autoComplete="off" />}
        </Field>
        <OtherPlayerNames form={form} players={Number(players)} />
        <fieldset className="admin-choices">
          <legend>{t('ops.book.payment')}</legend>
          {STAFF_PAYMENT_METHODS.map((method) => (
            <label key={method}>
              <input type="radio" value={method} {...form.register('paymentMethod')} /> {t(`ops.book.method.${method}`)}
            </label>
          ))}
        </fieldset>
        <Field form={form} name="notes" label={t('ops.book.notes')}>
          {(props) => <textarea {...props} maxLength={500} rows={2} />}
        </Field>
        <PhoneBookingPriceFields
          form={form}
          mayOverride={mayOverridePrice}
          quote={quote.currentData}
          onCheckCode={() => setCheckedCode(form.getValues('promotionCode').trim().toUpperCase())}
          money={(cents) => money(cents)}
        />
        <p aria-live="polite">{priceLine}</p>
        <ErrorAlert error={error ?? rates.error} messages={(refused) => refusalText(refused)} />
        <FormActions
          submitLabel={t('ops.book.submit')}
          busyLabel={t('ops.working')}
          busy={booking.isLoading || !rate || playerChoices.length === 0}
          cancelLabel={t('ops.close')}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
