import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type TeeSheetTime, type WalkInRequest, walkInRequestSchema } from '@fairway/contract/admin.contract';
import { STAFF_PAYMENT_METHODS } from '@fairway/domain/admin/staff-payment-methods';
import { staffMayBookInto } from '@fairway/domain/admin/tee-time-blocks';
import { TEE_TIME_PARTY_SIZES } from '@fairway/domain/tee-times/allowed-players';
import { Dialog } from '../../shared/dialog.tsx';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { FormActions } from '../../shared/form-actions.tsx';
import { Field, useZodForm } from '../../shared/use-zod-form.tsx';
import { blockOf, type Course } from './tee-sheet-interval.tsx';
import { teeSheetRefusal } from './tee-sheet-refusals.ts';
import { useStaffRatesQuery, useWalkInMutation } from './tee-sheet.api.ts';

/** The languages a golfer's e-mails are written in, each by its own name (not translated). */
const LANGUAGE_NAMES = { en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch' } as const;

const golfer = walkInRequestSchema.shape.golfer.shape;
/** The walk-in form: the request's fields, flat, as the inputs give them (empty optional fields are left out of the request). */
const walkInFormSchema = z.object({
  rateId: z.coerce.number().pipe(walkInRequestSchema.shape.rateId),
  players: z.coerce.number().pipe(walkInRequestSchema.shape.players),
  transportation: z.enum(['Cart', 'Walking']),
  firstName: golfer.firstName,
  lastName: golfer.lastName.unwrap(),
  email: z.literal('').or(golfer.email.unwrap()),
  phone: golfer.phone.unwrap(),
  language: z.literal('').or(walkInRequestSchema.shape.language.unwrap()),
  paymentMethod: walkInRequestSchema.shape.paymentMethod,
  notes: walkInRequestSchema.shape.notes.unwrap(),
  intoBlock: z.boolean(),
});
type WalkInForm = z.output<typeof walkInFormSchema>;

/** Book a walk-in or phone booking on one interval; the server decides the price and every rule. */
export function WalkInDialog({
  course,
  time,
  onClose,
  onDone,
}: {
  course: Course;
  time: TeeSheetTime;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [key] = useState(() => crypto.randomUUID());
  const rates = useStaffRatesQuery({ facilityId: course.facilityId, teetime: time.teetime });
  const [walkIn, booking] = useWalkInMutation();
  const [error, setError] = useState<unknown>(null);
  // An operator's block on this time: staff book into a league or event block deliberately; maintenance keeps it closed.
  const block = time.blockIds.length > 0 ? blockOf(course, time) : undefined;
  // Booking into a block takes the staff member's tick.
  const schema = walkInFormSchema.refine((input) => !block || input.intoBlock, { path: ['intoBlock'] });
  const form = useZodForm(schema, {
    defaultValues: {
      rateId: '',
      players: Math.min(time.availableSlots, 4) || 1,
      transportation: 'Cart',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      language: '',
      paymentMethod: 'cash',
      notes: '',
      intoBlock: false,
    },
    messages: { email: t('forms.email'), intoBlock: t('forms.required') },
  });
  const { setValue } = form;
  const first = rates.data?.rates[0];
  useEffect(() => {
    if (!first) return;
    setValue('rateId', first.rateId);
    if (first.transportation === 'Walking') setValue('transportation', 'Walking');
  }, [first, setValue]);

  const [rateId, players, transportation] = form.watch(['rateId', 'players', 'transportation']);
  const rate = rates.data?.rates.find((entry) => entry.rateId === Number(rateId));
  const money = (cents: number, currency = rates.data?.currencyCode ?? course.currencyCode) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(cents / 100);
  const fees = rate ? (transportation === 'Walking' ? rate.greenFeeWalking : rate.greenFeeCart) * Number(players) : 0;
  const estimate = rate && rates.data ? fees + Math.floor((fees * rates.data.taxRateBps + 5000) / 10000) : null;
  const playerChoices = TEE_TIME_PARTY_SIZES.filter(
    (count) => count <= time.availableSlots && (!rate || rate.allowedPlayers.includes(count)),
  );

  async function book(input: WalkInForm) {
    const body: WalkInRequest = {
      facilityId: course.facilityId,
      teetime: time.teetime,
      players: input.players,
      rateId: input.rateId,
      transportation: input.transportation,
      golfer: {
        firstName: input.firstName,
        lastName: input.lastName,
        ...(input.email ? { email: input.email } : {}),
        ...(input.phone ? { phone: input.phone } : {}),
      },
      paymentMethod: input.paymentMethod,
      ...(input.notes ? { notes: input.notes } : {}),
      // The golfer's confirmation e-mail in the language they speak on the phone (default: their account's).
      ...(input.email && input.language ? { language: input.language } : {}),
      ...(block ? { intoBlock: input.intoBlock } : {}),
    };
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
        <p aria-live="polite">{estimate !== null && t('ops.book.price', { total: money(estimate) })}</p>
        <ErrorAlert error={error ?? rates.error} messages={(refused) => teeSheetRefusal(i18n, refused)} />
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
