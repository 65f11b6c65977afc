import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { type AdminPromotion, type PromotionInput, promotionInputSchema } from '@fairway/contract/admin.contract';
import { TEE_TIME_PARTY_SIZES } from '@fairway/domain/tee-times/allowed-players';
import { EditForm } from '../../shared/edit-form.tsx';
import { CheckboxField, NumberChoicesField, PlayerCountsField } from '../../shared/player-counts-field.tsx';
import { Field, useZodForm, type ZodForm } from '../../shared/use-zod-form.tsx';
import { centsOf, decimalOf } from '../../shared/amounts.ts';
import { useWeekdayChoices } from '../../shared/weekdays.ts';
import type { CourseRates } from './courses.ts';

const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** SPEC §9 promotion types, in the order the form offers them. */
const TYPES = ['percent', 'amount', 'fixed', 'none'] as const;
type PromotionType = (typeof TYPES)[number];

/** A use limit as typed: null when empty (no limit), NaN (refused by the contract) when not a whole number. */
const capOf = (text: string) => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

/** The value as typed for its type, in the contract's unit: whole percent, or cents. */
const valueOf = (type: PromotionType, text: string) => {
  if (type === 'none') return 0;
  if (type === 'percent') return /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  return centsOf(text) ?? Number.NaN;
};

/**
 * The promotion form's fields (value, caps and dates as typed; the limits flat), mapped to the
 * contract's promotion and checked by its schema. The value and the time window are checked here
 * first, in the console's words for each way they can be wrong.
 */
const promotionFormSchema = (t: TFunction) =>
  z
    .object({
      code: z.string(),
      type: z.enum(TYPES),
      value: z.string(),
      validFrom: z.string(),
      validTo: z.string(),
      allowedPlayers: z.array(z.number()),
      maxUses: z.string(),
      maxUsesPerGolfer: z.string(),
      facilityIds: z.array(z.number()),
      rateIds: z.array(z.number()),
      weekdays: z.array(z.number()),
      fromTime: z.string(),
      toTime: z.string(),
      active: z.boolean(),
    })
    .superRefine(({ type, value, fromTime, toTime }, context) => {
      const problem = (path: 'value' | 'fromTime' | 'toTime', message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      const amount = valueOf(type, value);
      if (type === 'percent' && !(amount <= 100)) problem('value', t('promotions.invalidPercent'));
      else if (Number.isNaN(amount)) problem('value', t('rates.invalidMoney'));
      const from = fromTime.trim();
      const to = toTime.trim();
      if (from && !LOCAL_TIME.test(from)) problem('fromTime', t('promotions.where.invalidTime'));
      else if (to && !LOCAL_TIME.test(to) && to !== '24:00') problem('toTime', t('promotions.where.invalidTime'));
      else if (!from !== !to) problem(from ? 'toTime' : 'fromTime', t('promotions.where.bothTimes'));
      else if (from && to <= from) problem('toTime', t('promotions.where.timeOrder'));
    })
    .transform((values): z.input<typeof promotionInputSchema> => ({
      code: values.code,
      type: values.type,
      value: valueOf(values.type, values.value),
      allowedPlayers: values.allowedPlayers,
      validFrom: values.validFrom || null,
      validTo: values.validTo || null,
      active: values.active,
      maxUses: capOf(values.maxUses),
      maxUsesPerGolfer: capOf(values.maxUsesPerGolfer),
      limits: {
        facilityIds: values.facilityIds,
        rateIds: values.rateIds,
        weekdays: values.weekdays,
        fromTime: values.fromTime.trim() || null,
        toTime: values.toTime.trim() || null,
      },
    }))
    .pipe(promotionInputSchema);
type PromotionForm = ZodForm<z.input<ReturnType<typeof promotionFormSchema>>, PromotionInput>;

/** The value field's text for a type: the promotion's own when it has that type, else empty. */
const valueText = (promotion: AdminPromotion | null, type: PromotionType) =>
  promotion?.type === type ? (type === 'percent' ? String(promotion.value) : decimalOf(promotion.value)) : '';

const defaultsOf = (promotion: AdminPromotion | null) => ({
  code: promotion?.code ?? '',
  type: promotion?.type ?? 'percent',
  value: valueText(promotion, promotion?.type ?? 'percent'),
  validFrom: promotion?.validFrom ?? '',
  validTo: promotion?.validTo ?? '',
  allowedPlayers: promotion?.allowedPlayers ?? [...TEE_TIME_PARTY_SIZES],
  maxUses: promotion?.maxUses?.toString() ?? '',
  maxUsesPerGolfer: promotion?.maxUsesPerGolfer?.toString() ?? '',
  facilityIds: promotion?.limits.facilityIds ?? [],
  rateIds: promotion?.limits.rateIds ?? [],
  weekdays: promotion?.limits.weekdays ?? [],
  fromTime: promotion?.limits.fromTime ?? '',
  toTime: promotion?.limits.toTime ?? '',
  active: promotion?.active ?? true,
});

/** Where a code applies: courses, their rates, weekdays and a time window; nothing ticked is no limit. */
function LimitsFields({ form, courses }: { form: PromotionForm; courses: readonly CourseRates[] }) {
  const { t } = useTranslation();
  const weekdays = useWeekdayChoices();
  const help = form.fieldId('where-help');
  return (
    <fieldset className="admin-promotion-limits" aria-describedby={help}>
      <legend>{t('promotions.where.legend')}</legend>
      <small id={help}>{t('promotions.where.help')}</small>
      {courses.length > 1 && (
        <NumberChoicesField
          form={form}
          name="facilityIds"
          legend={t('promotions.where.courses')}
          choices={courses.map((course) => ({ value: course.facilityId, label: course.name }))}
        />
      )}
      {courses.map(
        (course) =>
          course.rates.length > 0 && (
            <NumberChoicesField
              key={course.facilityId}
              form={form}
              name="rateIds"
              legend={t('promotions.where.ratesOf', { course: course.name })}
              choices={course.rates.map((rate) => ({ value: rate.rateId, label: rate.name }))}
            />
          ),
      )}
      <NumberChoicesField form={form} name="weekdays" legend={t('promotions.where.weekdays')} choices={weekdays} />
      <Field form={form} name="fromTime" label={t('promotions.where.fromTime')}>
        {(props) => <input {...props} inputMode="numeric" placeholder="08:00" maxLength={5} />}
      </Field>
      <Field form={form} name="toTime" label={t('promotions.where.toTime')} hint={t('promotions.where.timesHelp')}>
        {(props) => <input {...props} inputMode="numeric" placeholder="12:00" maxLength={5} />}
      </Field>
    </fieldset>
  );
}

/** A promotion code's type, value, dates, players, use limits, where it applies and whether it is on. */
export function PromotionForm({
  promotion,
  courses,
  busy,
  onSave,
  onCancel,
}: {
  promotion: AdminPromotion | null;
  courses: readonly CourseRates[];
  busy: boolean;
  onSave: (input: PromotionInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => promotionFormSchema(t as TFunction), [t]);
  const defaultValues = useMemo(() => defaultsOf(promotion), [promotion]);
  const form = useZodForm(schema, {
    defaultValues,
    messages: {
      code: t('promotions.codeHelp'),
      validTo: t('promotions.invalidDates'),
      allowedPlayers: t('rates.invalidPlayers'),
      maxUses: t('promotions.invalidLimit'),
      maxUsesPerGolfer: t('promotions.invalidLimit'),
    },
  });
  const type = form.watch('type');

  return (
    <EditForm
      form={form}
      heading={promotion ? t('promotions.editHeading', { code: promotion.code }) : t('promotions.newHeading')}
      first="code"
      submitLabel={t('promotions.save')}
      busy={busy}
      onSave={onSave}
      onCancel={onCancel}
    >
      <Field form={form} name="code" label={t('promotions.code')} hint={t('promotions.codeHelp')}>
        {(props) => <input {...props} required maxLength={32} autoComplete="off" />}
      </Field>
      <Field form={form} name="type" label={t('promotions.type')}>
        {(props) => (
          <select
            {...props}
            onChange={(event) => {
              const next = event.currentTarget.value as PromotionType;
              form.setValue('value', valueText(promotion, next));
              return props.onChange(event);
            }}
          >
            {TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`promotions.types.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {type !== 'none' && (
        <Field form={form} name="value" label={t(`promotions.valueOf.${type}`)}>
          {(props) => <input {...props} required inputMode={type === 'percent' ? 'numeric' : 'decimal'} />}
        </Field>
      )}
      <Field form={form} name="validFrom" label={t('promotions.validFrom')}>
        {(props) => <input {...props} type="date" />}
      </Field>
      <Field form={form} name="validTo" label={t('promotions.validTo')} hint={t('promotions.datesHelp')}>
        {(props) => <input {...props} type="date" />}
      </Field>
      <PlayerCountsField form={form} name="allowedPlayers" counts={TEE_TIME_PARTY_SIZES} />
      <Field form={form} name="maxUses" label={t('promotions.maxUses')}>
        {(props) => <input {...props} inputMode="numeric" />}
      </Field>
      <Field
        form={form}
        name="maxUsesPerGolfer"
        label={t('promotions.maxUsesPerGolfer')}
        hint={t('promotions.limitsHelp')}
      >
        {(props) => <input {...props} inputMode="numeric" />}
      </Field>
      <LimitsFields form={form} courses={courses} />
      <CheckboxField form={form} name="active" label={t('promotions.active')} />
    </EditForm>
  );
}
