import { useEffect, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  type CourseDynamicPricing,
  type DynamicPricingPreview,
  type DynamicPricingRuleInput,
  dynamicPricingRuleSchema,
} from '@fairway/contract/admin-dynamic-pricing.contract';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { Field, useZodForm, type ZodForm } from '../../shared/use-zod-form.tsx';
import { usePreviewDynamicPricingMutation, useSaveDynamicPricingMutation } from './dynamic-pricing.api.ts';
import { PreviewTable } from './preview-table.tsx';

/** A percent as a number input gives it (a number at first, the typed text once edited); NaN when empty. */
const percentField = z
  .union([z.number(), z.string()])
  .transform((value) => (value === '' ? Number.NaN : Number(value)));

/** The rule form's fields (numbers as typed), checked by the contract's rule schema, the one the server checks. */
const ruleFormSchema = z
  .object({
    enabled: z.boolean(),
    floorPercent: percentField,
    ceilingPercent: percentField,
    utilisationSteps: z.array(z.object({ atLeastPercent: percentField, adjustPercent: percentField })),
    daysOutSteps: z.array(z.object({ withinDays: percentField, adjustPercent: percentField })),
  })
  .pipe(dynamicPricingRuleSchema);
type RuleForm = ZodForm<z.input<typeof ruleFormSchema>, DynamicPricingRuleInput>;

type StepKind = 'utilisationSteps' | 'daysOutSteps';
const THRESHOLD = { utilisationSteps: 'atLeastPercent', daysOutSteps: 'withinDays' } as const;

/** One kind of step as rows of two number fields, with add and remove; any change makes the preview stale. */
function StepsField({ form, kind, onChange }: { form: RuleForm; kind: StepKind; onChange: () => void }) {
  const { t } = useTranslation();
  const steps = useFieldArray({ control: form.control, name: kind });
  const key = THRESHOLD[kind];
  const number = { type: 'number', inputMode: 'numeric' } as const;
  return (
    <fieldset className="admin-steps">
      <legend>{t(`dynamicPricing.${kind}.legend`)}</legend>
      {steps.fields.length === 0 && <p>{t('dynamicPricing.noSteps')}</p>}
      {steps.fields.map((step, index) => (
        <div key={step.id} className="admin-step">
          <Field
            form={form}
            name={`${kind}.${index}.${key}` as `utilisationSteps.${number}.atLeastPercent`}
            label={t(`dynamicPricing.${kind}.threshold`, { n: index + 1 })}
          >
            {(props) => <input {...props} {...number} />}
          </Field>
          <Field
            form={form}
            name={`${kind}.${index}.adjustPercent`}
            label={t(`dynamicPricing.${kind}.adjust`, { n: index + 1 })}
          >
            {(props) => <input {...props} {...number} />}
          </Field>
          <button
            type="button"
            onClick={() => {
              steps.remove(index);
              onChange();
            }}
          >
            {t(`dynamicPricing.${kind}.remove`, { n: index + 1 })}
          </button>
        </div>
      ))}
      <button
        type="button"
        onClick={() => {
          const last = form.getValues(kind).at(-1) as Record<string, number | string> | undefined;
          const threshold = (last ? Number(last[key]) : -1) + 1;
          steps.append({ [key]: threshold, adjustPercent: 0 } as never);
          onChange();
        }}
      >
        {t(`dynamicPricing.${kind}.add`)}
      </button>
    </fieldset>
  );
}

/** A course's rule: on or off, floor, ceiling and steps; previewed over the next days, then saved. */
export function RuleForm({ course }: { course: CourseDynamicPricing }) {
  const { t, i18n } = useTranslation();
  const form = useZodForm(ruleFormSchema, {
    defaultValues: course.rule,
    messages: { floorPercent: t('forms.invalid'), ceilingPercent: t('forms.invalid') },
  });
  const [preview, setPreview] = useState<DynamicPricingPreview | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [previewRule, previewing] = usePreviewDynamicPricingMutation();
  const [saveRule, saving] = useSaveDynamicPricingMutation();
  const busy = previewing.isLoading || saving.isLoading;
  const stale = () => setPreview(null);
  const { watch } = form;
  useEffect(() => {
    const subscription = watch(() => setPreview(null));
    return () => subscription.unsubscribe();
  }, [watch]);

  async function run(action: () => Promise<void>) {
    setError(null);
    setMessage(null);
    try {
      await action();
    } catch (caught) {
      setError(caught);
    }
  }
  const showPreview = form.handleSubmit((rule) =>
    run(async () => setPreview(await previewRule({ facilityId: course.facilityId, rule }).unwrap())),
  );
  const save = form.handleSubmit((rule) =>
    run(async () => {
      const saved = await saveRule({ facilityId: course.facilityId, rule }).unwrap();
      setMessage(t('dynamicPricing.saved', { course: saved.facilityName }));
    }),
  );
  const saveHelp = form.fieldId('save-help');
  const invalid = Object.keys(form.formState.errors).length > 0;

  return (
    <>
      <form className="admin-block-form" noValidate onSubmit={(event) => void showPreview(event)}>
        <label className="admin-check">
          <input type="checkbox" role="switch" {...form.register('enabled')} />
          {t('dynamicPricing.enabled', { course: course.facilityName })}
        </label>
        <Field form={form} name="floorPercent" label={t('dynamicPricing.floor')}>
          {(props) => <input {...props} type="number" inputMode="numeric" min={10} max={100} />}
        </Field>
        <Field form={form} name="ceilingPercent" label={t('dynamicPricing.ceiling')}>
          {(props) => <input {...props} type="number" inputMode="numeric" min={100} max={500} />}
        </Field>
        <StepsField form={form} kind="utilisationSteps" onChange={stale} />
        <StepsField form={form} kind="daysOutSteps" onChange={stale} />
        <div className="admin-actions">
          <button type="submit" disabled={busy}>
            {t('dynamicPricing.preview')}
          </button>
          <button
            type="button"
            disabled={busy || !preview}
            aria-describedby={preview ? undefined : saveHelp}
            onClick={() => void save()}
          >
            {t('dynamicPricing.save')}
          </button>
        </div>
        {!preview && <small id={saveHelp}>{t('dynamicPricing.previewFirst')}</small>}
      </form>
      <ErrorAlert
        error={invalid ? t('dynamicPricing.invalid') : error}
        messages={{ VALIDATION_FAILED: t('dynamicPricing.invalid') }}
      />
      <div aria-live="polite">{message && <p role="status">{message}</p>}</div>
      {preview && <PreviewTable preview={preview} language={i18n.language} />}
    </>
  );
}
