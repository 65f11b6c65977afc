import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StoreCatalogueResponse } from '@fairway/contract/admin-store.contract';
import { Field, type ZodForm } from '../../shared/use-zod-form.tsx';

type Course = StoreCatalogueResponse['courses'][number];

/** A plan's or a product's course (asked only of a new item when there is a choice) and name. */
export function CourseAndNameFields<Fields extends { facilityId: string; name: string }, Output>({
  form,
  courses,
  isNew,
}: {
  form: ZodForm<Fields, Output>;
  courses: Course[];
  isNew: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {isNew && courses.length > 1 && (
        <Field form={form} name={'facilityId' as FieldPath<Fields>} label={t('store.course')}>
          {(props) => (
            <select {...props}>
              {courses.map((course) => (
                <option key={course.facilityId} value={course.facilityId}>
                  {course.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field form={form} name={'name' as FieldPath<Fields>} label={t('store.name')}>
        {(props) => <input {...props} required maxLength={100} />}
      </Field>
    </>
  );
}

/** A checkbox of a store form, its label around it, described by its hint when it has one. */
export function CheckboxField<Fields extends FieldValues, Output>({
  form,
  name,
  label,
  hint,
}: {
  form: ZodForm<Fields, Output>;
  name: FieldPath<Fields>;
  label: string;
  hint?: string;
}) {
  const hintId = `${form.fieldId(name)}-hint`;
  return (
    <>
      <label>
        <input type="checkbox" {...form.register(name)} aria-describedby={hint ? hintId : undefined} /> {label}
      </label>
      {hint && <small id={hintId}>{hint}</small>}
    </>
  );
}
