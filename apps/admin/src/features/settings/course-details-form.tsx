import {
  type AdminCourse,
  COURSE_DETAIL_FIELDS,
  type CourseDetails,
  courseDetailsSchema,
} from '@fairway/contract/admin-courses.contract';
import { COURSE_HOLES } from '@fairway/domain/facilities/course-details';
import { useMemo } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormActions } from '../../shared/form-actions.tsx';
import { useZodForm } from '../../shared/use-zod-form.tsx';
import { type ControlProps, ControlledField } from './controlled-field.tsx';
import { ListText } from './list-text.tsx';
import { type FieldProblem, showProblems } from './server-problems.ts';
import { catalogueText } from './setting-words.ts';
import type { UploadImage } from './settings-view.tsx';

type Control = (typeof COURSE_DETAIL_FIELDS)[number];
type DetailsInput = z.input<typeof courseDetailsSchema>;

const orNull = (text: string) => (text.trim() === '' ? null : text);
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text));

/** Every IANA time zone the browser knows, the course's own first if the list lacks it. */
function timeZones(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [current, ...known];
}

function DetailControl({
  field,
  props,
  disabled,
  onUpload,
}: {
  field: Control;
  props: ControlProps;
  disabled: boolean;
  onUpload: (file: File) => void;
}) {
  const { t } = useTranslation();
  const zones = useMemo(
    () => (field.control === 'time-zone' ? timeZones(String(props.value)) : []),
    [field.control, props.value],
  );
  const common = {
    id: props.id,
    disabled,
    onBlur: props.onBlur,
    'aria-invalid': props['aria-invalid'],
    'aria-describedby': props['aria-describedby'],
  };
  const text = typeof props.value === 'string' ? props.value : '';
  switch (field.control) {
    case 'decimal':
      return (
        <input
          type="number"
          step="any"
          inputMode="decimal"
          min={field.min}
          max={field.max}
          {...common}
          value={typeof props.value === 'number' ? String(props.value) : ''}
          onChange={(event) => props.onChange(numberOf(event.currentTarget.value))}
        />
      );
    case 'percent-bps':
      return (
        <input
          type="number"
          step="0.01"
          inputMode="decimal"
          min={0}
          max={100}
          {...common}
          value={typeof props.value === 'number' ? String(props.value / 100) : ''}
          onChange={(event) => {
            const percent = numberOf(event.currentTarget.value);
            props.onChange(percent === null ? null : Math.round(percent * 100));
          }}
        />
      );
    case 'holes':
      return (
        <select
          {...common}
          value={props.value === null ? '' : String(props.value)}
          onChange={(event) => props.onChange(numberOf(event.currentTarget.value))}
        >
          <option value="">{t('settingsCatalogue.course.noHoles')}</option>
          {COURSE_HOLES.map((holes) => (
            <option key={holes} value={holes}>
              {t('settingsCatalogue.course.holesCount', { count: holes })}
            </option>
          ))}
        </select>
      );
    case 'time-zone':
      return (
        <select {...common} value={text} onChange={(event) => props.onChange(event.currentTarget.value)}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      );
    case 'images':
      return (
        <>
          <ListText props={props} disabled={disabled} />
          {!disabled && (
            <span className="admin-upload">
              <label htmlFor={`${props.id}-file`}>{t('settings.courses.uploadImage')}</label>
              <input
                id={`${props.id}-file`}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  if (file) onUpload(file);
                }}
              />
            </span>
          )}
        </>
      );
    case 'multiline':
      return (
        <textarea
          rows={4}
          maxLength={field.maxLength}
          {...common}
          value={text}
          onChange={(event) => props.onChange(orNull(event.currentTarget.value))}
        />
      );
    default:
      return (
        <input
          type={field.control === 'phone' ? 'tel' : field.control === 'url' ? 'url' : 'text'}
          maxLength={field.maxLength}
          autoCapitalize={field.control === 'country' ? 'characters' : undefined}
          {...common}
          value={text}
          onChange={(event) =>
            props.onChange(field.required ? event.currentTarget.value : orNull(event.currentTarget.value))
          }
        />
      );
  }
}

/** A course's details as golfers read them, checked by the contract's schema; a partner engine's course is shown, not edited. */
export function CourseDetailsForm({
  course,
  onSave,
  onUpload,
}: {
  course: AdminCourse;
  /** Saves the details; answers the fields the server refused, or null once saved. */
  onSave: (details: CourseDetails) => Promise<FieldProblem[] | null>;
  onUpload: UploadImage;
}) {
  const { t } = useTranslation();
  const form = useZodForm(courseDetailsSchema, { defaultValues: course.details as DetailsInput });
  const heading = form.fieldId('heading');
  const submit = form.handleSubmit(async (output) => {
    const problems = await onSave(output);
    if (problems) showProblems(form.setError, problems);
    else form.reset(output);
  });
  const upload = async (file: File) => {
    const url = await onUpload('course', file);
    if (url) form.setValue('images', [...form.getValues('images'), url], { shouldDirty: true });
  };
  return (
    <form className="admin-course-details" noValidate aria-labelledby={heading} onSubmit={submit}>
      <h4 id={heading}>{t('settings.courses.details', { name: course.details.name })}</h4>
      {!course.editable && <p className="admin-hint">{t('settings.courses.partner', { name: course.details.name })}</p>}
      <div className="admin-setting-list">
        {COURSE_DETAIL_FIELDS.map((field) => (
          <ControlledField
            key={field.path}
            control={form.control}
            name={field.path as FieldPath<DetailsInput>}
            id={form.fieldId(field.path)}
            label={catalogueText(t, `${field.i18n}.label`)}
            help={catalogueText(t, `${field.i18n}.help`)}
          >
            {(props) => <DetailControl field={field} props={props} disabled={!course.editable} onUpload={upload} />}
          </ControlledField>
        ))}
      </div>
      {course.editable && (
        <FormActions
          submitLabel={t('settings.courses.save', { name: course.details.name })}
          busyLabel={t('settings.saving')}
          busy={form.formState.isSubmitting}
        />
      )}
    </form>
  );
}
