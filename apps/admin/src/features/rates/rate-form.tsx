import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type AdminRate, type AdminRateSet, type RateInput, rateInputSchema } from '@fairway/contract/admin.contract';
import { MAX_SIMULATOR_PLAYERS, partySizesUpTo, TEE_TIME_PARTY_SIZES } from '@fairway/domain/tee-times/allowed-players';
import { RATE_AUDIENCES } from '@fairway/domain/tee-times/member-rates';
import { EditForm } from '../../shared/edit-form.tsx';
import { CheckboxField, NumberChoicesField, PlayerCountsField } from '../../shared/player-counts-field.tsx';
import { Field, useZodForm } from '../../shared/use-zod-form.tsx';
import { centsOf, decimalOf } from '../../shared/amounts.ts';
import { useWeekdayChoices } from '../../shared/weekdays.ts';

/** The party sizes a simulator rate may sell. */
const SIMULATOR_PARTY_SIZES = partySizesUpTo(MAX_SIMULATOR_PLAYERS);
const TRANSPORTATIONS = ['Both', 'Cart', 'Walking'] as const;
const MONEY_PATTERN = String.raw`\d{1,7}([.,]\d{1,2})?`;

/** An amount typed as a decimal, in cents; NaN (refused by the contract) when it is not one. */
const cents = (text: string) => centsOf(text) ?? Number.NaN;

/**
 * The rate form's fields (amounts as typed, "until the end of the day" as a box), mapped to the
 * contract's rate and checked by its schema, the one the server checks.
 */
const rateFormSchema = z
  .object({
    name: z.string(),
    holes: z.enum(['18', '9']),
    greenFeeCart: z.string(),
    greenFeeWalking: z.string(),
    audience: z.enum(RATE_AUDIENCES),
    memberGuestFeeCart: z.string(),
    memberGuestFeeWalking: z.string(),
    transportation: z.enum(TRANSPORTATIONS),
    daysOfWeek: z.array(z.number()),
    fromTime: z.string(),
    toTime: z.string(),
    untilEnd: z.boolean(),
    allowedPlayers: z.array(z.number()),
    showAsHotDeal: z.boolean(),
    trade: z.boolean(),
  })
  .transform(
    ({ holes, greenFeeCart, greenFeeWalking, untilEnd, toTime, ...values }): z.input<typeof rateInputSchema> => ({
      ...values,
      holes: holes === '9' ? 9 : 18,
      greenFeeCart: cents(greenFeeCart),
      greenFeeWalking: cents(greenFeeWalking),
      toTime: untilEnd ? '24:00' : toTime,
      // A public rate has no guest fees; a members' rate without one is refused by the contract.
      memberGuestFeeCart:
        values.audience === 'members' && values.memberGuestFeeCart.trim() ? cents(values.memberGuestFeeCart) : null,
      memberGuestFeeWalking:
        values.audience === 'members' && values.memberGuestFeeWalking.trim()
          ? cents(values.memberGuestFeeWalking)
          : null,
    }),
  )
  .pipe(rateInputSchema);

/** The rate being edited, or a new rate (rate null) in a set. */
export type RateEditing = { set: AdminRateSet; rate: AdminRate | null };

/** The form's first values: the rate's own, or a new rate's (every day and every party size it may sell). */
const defaultsOf = (rate: AdminRate | null, counts: readonly number[]): z.input<typeof rateFormSchema> => ({
  name: rate?.name ?? '',
  holes: rate?.holes === 9 ? '9' : '18',
  greenFeeCart: rate ? decimalOf(rate.greenFeeCart) : '',
  greenFeeWalking: rate ? decimalOf(rate.greenFeeWalking) : '',
  audience: rate?.audience ?? 'public',
  memberGuestFeeCart: rate?.memberGuestFeeCart != null ? decimalOf(rate.memberGuestFeeCart) : '',
  memberGuestFeeWalking: rate?.memberGuestFeeWalking != null ? decimalOf(rate.memberGuestFeeWalking) : '',
  transportation: rate?.transportation ?? 'Both',
  daysOfWeek: rate?.daysOfWeek ?? [1, 2, 3, 4, 5, 6, 7],
  fromTime: rate?.fromTime ?? '00:00',
  toTime: rate && rate.toTime !== '24:00' ? rate.toTime : '23:59',
  untilEnd: rate?.toTime === '24:00',
  allowedPlayers: rate?.allowedPlayers ?? [...counts],
  showAsHotDeal: rate?.showAsHotDeal ?? false,
  trade: rate?.trade ?? false,
});

/** A rate's band, fees, audience, players and flags; checked in the form before anything is sent. */
export function RateForm({
  editing,
  busy,
  onSave,
  onCancel,
}: {
  editing: RateEditing;
  busy: boolean;
  onSave: (input: RateInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { rate, set } = editing;
  const simulator = set.rates.some((candidate) => candidate.isSimulator);
  const counts = simulator ? SIMULATOR_PARTY_SIZES : TEE_TIME_PARTY_SIZES;
  const defaultValues = useMemo(() => defaultsOf(rate, counts), [rate, counts]);
  const form = useZodForm(rateFormSchema, {
    defaultValues,
    messages: {
      greenFeeCart: t('rates.invalidMoney'),
      greenFeeWalking: t('rates.invalidMoney'),
      memberGuestFeeCart: t('rates.invalidMemberGuest'),
      memberGuestFeeWalking: t('rates.invalidMemberGuest'),
      toTime: t('rates.invalidBand'),
      daysOfWeek: t('rates.invalidDays'),
      allowedPlayers: t('rates.invalidPlayers'),
    },
  });
  const weekdays = useWeekdayChoices();
  const members = form.watch('audience') === 'members';
  const untilEnd = form.watch('untilEnd');
  const currency = set.currencyCode;
  const money = { required: true, inputMode: 'decimal', pattern: MONEY_PATTERN } as const;

  return (
    <EditForm
      form={form}
      className="admin-block-form admin-rate-form"
      heading={
        <>
          {rate ? t('rates.editHeading', { name: rate.name }) : t('rates.newHeading', { set: set.name })}{' '}
          <small>({set.courseName})</small>
        </>
      }
      first="name"
      submitLabel={t('rates.save')}
      busy={busy}
      onSave={onSave}
      onCancel={onCancel}
    >
      <Field form={form} name="name" label={t('rates.name')}>
        {(props) => <input {...props} required maxLength={80} />}
      </Field>
      <Field form={form} name="holes" label={t('rates.holes')}>
        {(props) => (
          <select {...props}>
            <option value="18">18</option>
            <option value="9">9</option>
          </select>
        )}
      </Field>
      <Field form={form} name="greenFeeCart" label={t('rates.greenFeeCart', { currency })}>
        {(props) => <input {...props} {...money} />}
      </Field>
      <Field
        form={form}
        name="greenFeeWalking"
        label={t('rates.greenFeeWalking', { currency })}
        hint={t('rates.moneyHelp')}
      >
        {(props) => <input {...props} {...money} />}
      </Field>
      <Field form={form} name="audience" label={t('rates.audience')} hint={t('rates.audienceHelp')}>
        {(props) => (
          <select {...props}>
            {RATE_AUDIENCES.map((value) => (
              <option key={value} value={value}>
                {t(`rates.audiences.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {members && (
        <>
          <Field form={form} name="memberGuestFeeCart" label={t('rates.memberGuestFeeCart', { currency })}>
            {(props) => <input {...props} {...money} />}
          </Field>
          <Field form={form} name="memberGuestFeeWalking" label={t('rates.memberGuestFeeWalking', { currency })}>
            {(props) => <input {...props} {...money} />}
          </Field>
        </>
      )}
      <Field form={form} name="transportation" label={t('rates.transportation')}>
        {(props) => (
          <select {...props}>
            {TRANSPORTATIONS.map((value) => (
              <option key={value} value={value}>
                {t(`rates.transportations.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <NumberChoicesField form={form} name="daysOfWeek" legend={t('rates.days')} choices={weekdays} />
      <Field form={form} name="fromTime" label={t('rates.from')}>
        {(props) => <input {...props} type="time" required />}
      </Field>
      <Field form={form} name="toTime" label={t('rates.to')}>
        {(props) => <input {...props} type="time" required={!untilEnd} disabled={untilEnd} />}
      </Field>
      <CheckboxField form={form} name="untilEnd" label={t('rates.untilEnd')} />
      <PlayerCountsField form={form} name="allowedPlayers" counts={counts} />
      <CheckboxField form={form} name="showAsHotDeal" label={t('rates.hotDeal')} />
      <CheckboxField form={form} name="trade" label={t('rates.trade')} />
    </EditForm>
  );
}
