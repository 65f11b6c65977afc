import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockPreview } from '@fairway/contract/admin.contract';
import type { Facility } from '@fairway/contract/facilities.contract';
import { RESTRICTION_KINDS } from '@fairway/contract/tee-times.contract';
import { BLOCK_KINDS } from '@fairway/domain/admin/tee-time-blocks';
import { isConsoleError } from '../../app/console-api.ts';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { Field, useZodForm } from '../../shared/use-zod-form.tsx';
import { useWeekdayChoices } from '../../shared/weekdays.ts';
import { BlockPreviewRegion } from './block-preview.tsx';
import { type BlockFields, blockFormSchema } from './block-form-schema.ts';
import { useBlockPreviewQuery, useCreateBlockMutation } from './blocks.api.ts';

/** How long the form's values stay still before the preview asks the server (typing does not ask per key). */
const PREVIEW_DELAY_MS = 400;

/** `value`, once it has not changed for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The bookings a refused save reported, for the values it was refused with. */
type Refusal = Omit<BlockPreview, 'closedTeeTimes'> & { key: string };

/**
 * The new-block form. Its preview is a query keyed on the form's block: asked once the values are
 * complete and have settled (or at once with Preview conflicts), skipped while incomplete, so the
 * same values are never asked twice. Saving needs the acknowledgement of the bookings inside the
 * block, for exactly the values previewed.
 */
export function BlockForm({
  courses,
  today,
  onSaved,
  onEdit,
}: {
  courses: Facility[];
  today: string;
  onSaved: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const weekdays = useWeekdayChoices();
  const schema = useMemo(() => blockFormSchema(t), [t]);
  const defaultValues: BlockFields = {
    facilityId: String(courses[0]?.id ?? ''),
    kind: 'maintenance',
    restriction: '',
    reason: '',
    repeat: 'once',
    startsOn: today,
    endsOn: '',
    weekdays: [],
    fromTime: '07:00',
    toTime: '11:00',
  };
  const form = useZodForm(schema, { defaultValues });
  const fields = form.watch();
  const parsed = schema.safeParse(fields);
  const block = parsed.success ? parsed.data : null;
  const key = block && JSON.stringify(block);
  const settled = useSettled(key, PREVIEW_DELAY_MS);
  const [asked, setAsked] = useState<string | null>(null);
  const preview = useBlockPreviewQuery(block && (key === settled || key === asked) ? block : skipToken);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [acknowledgedKey, setAcknowledgedKey] = useState<string | null>(null);
  const [createBlock, creating] = useCreateBlockMutation();
  const [error, setError] = useState<unknown>(null);

  const shown = key === null ? null : (preview.currentData ?? (refusal?.key === key ? refusal : null));
  const acknowledged = key !== null && acknowledgedKey === key;
  const needsAcknowledgement = Boolean(shown && (shown.conflicts.length > 0 || shown.otherEnginePlayers > 0));
  const weekly = fields.repeat === 'weekly';

  const save = form.handleSubmit(async (input) => {
    const saving = JSON.stringify(input);
    setError(null);
    try {
      await createBlock({ block: input, acknowledgeConflicts: acknowledgedKey === saving }).unwrap();
      form.reset(defaultValues);
      setRefusal(null);
      onSaved();
    } catch (caught) {
      // Bookings inside the block: show them (and ask for the exact count) before the acknowledgement.
      if (isConsoleError(caught) && caught.code === 'CONFLICT' && caught.details) {
        setRefusal({ key: saving, ...(caught.details as Omit<BlockPreview, 'closedTeeTimes'>) });
        setAsked(saving);
      }
      setError(caught);
    }
  });

  async function previewNow() {
    if ((await form.trigger(undefined, { shouldFocus: true })) && key) setAsked(key);
  }

  const heading = form.fieldId('heading');
  return (
    <form
      className="admin-block-form"
      noValidate
      aria-labelledby={heading}
      onSubmit={(event) => void save(event)}
      onChange={onEdit}
    >
      <h3 id={heading}>{t('blocks.new')}</h3>
      <Field form={form} name="facilityId" label={t('sheet.course')}>
        {(props) => (
          <select {...props}>
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field form={form} name="kind" label={t('blocks.kind')}>
        {(props) => (
          <select {...props}>
            {BLOCK_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`blocks.kinds.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field form={form} name="restriction" label={t('blocks.restriction')} hint={t('blocks.restrictionHelp')}>
        {(props) => (
          <select {...props}>
            <option value="">{t('blocks.noRestriction')}</option>
            {RESTRICTION_KINDS.map((restriction) => (
              <option key={restriction} value={restriction}>
                {t(`blocks.restrictions.${restriction}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field form={form} name="reason" label={t('blocks.reason')} hint={t('blocks.reasonHelp')}>
        {(props) => <input {...props} required maxLength={300} />}
      </Field>
      <fieldset>
        <legend>{t('blocks.repeat')}</legend>
        <label>
          <input type="radio" value="once" {...form.register('repeat')} /> {t('blocks.once')}
        </label>
        <label>
          <input type="radio" value="weekly" {...form.register('repeat')} /> {t('blocks.weekly')}
        </label>
      </fieldset>
      <Field form={form} name="startsOn" label={weekly ? t('blocks.firstDate') : t('sheet.date')}>
        {(props) => <input {...props} type="date" required />}
      </Field>
      {weekly && (
        <>
          <Field form={form} name="endsOn" label={t('blocks.lastDate')}>
            {(props) => <input {...props} type="date" required />}
          </Field>
          <fieldset className="admin-weekdays">
            <legend>{t('blocks.weekdays')}</legend>
            {weekdays.map((day) => (
              <label key={day.value}>
                <input type="checkbox" value={day.value} {...form.register('weekdays')} /> {day.label}
              </label>
            ))}
          </fieldset>
        </>
      )}
      <Field form={form} name="fromTime" label={t('blocks.from')}>
        {(props) => <input {...props} type="time" required />}
      </Field>
      <Field form={form} name="toTime" label={t('blocks.to')}>
        {(props) => <input {...props} type="time" required />}
      </Field>
      <ErrorAlert error={error ?? preview.error} messages={{ CONFLICT: t('blocks.acknowledgeFirst') }} />
      <div className="admin-actions">
        <button type="button" disabled={creating.isLoading} onClick={() => void previewNow()}>
          {t('blocks.preview')}
        </button>
        <button
          type="submit"
          disabled={creating.isLoading || (needsAcknowledgement && !acknowledged)}
          aria-busy={creating.isLoading || undefined}
        >
          {creating.isLoading ? t('forms.saving') : t('blocks.save')}
        </button>
      </div>
      {shown && (
        <BlockPreviewRegion
          preview={shown}
          acknowledged={acknowledged}
          onAcknowledge={(checked) => setAcknowledgedKey(checked ? key : null)}
        />
      )}
    </form>
  );
}
