import { type FormEvent, type ReactNode, useState } from 'react';
import type { StoreCatalogueResponse } from '@fairway/contract/admin-store.contract';
import type { Translate } from '../../app/admin-i18n.ts';
import { FormActions, useFormFields } from '../../shared/form-parts.tsx';

type Course = StoreCatalogueResponse['courses'][number];

/**
 * The frame of a store-catalogue form (a membership plan, a product): heading, the problem line, the
 * course picker for a new item, the name (focused on open), then the kind's own fields; Escape
 * cancels. `read` turns the form into the kind's input, or a message when a field is not valid.
 */
export function StoreItemForm<Input>({
  t,
  heading,
  name,
  facilityId,
  courses,
  read,
  busy,
  saveLabel,
  onSave,
  onCancel,
  children,
}: {
  t: Translate;
  heading: string;
  /** The item's name, empty for a new one. */
  name: string;
  /** The course of the item being edited; null for a new one (the form asks). */
  facilityId: number | null;
  courses: Course[];
  read: (form: HTMLFormElement) => Input | string;
  busy: boolean;
  saveLabel: string;
  onSave: (input: Input, facilityId: number) => void;
  onCancel: () => void;
  children: (field: (name: string) => string) => ReactNode;
}) {
  const { field, first } = useFormFields();
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = read(event.currentTarget);
    if (typeof input === 'string') return setProblem(input);
    setProblem(null);
    onSave(input, facilityId ?? Number(new FormData(event.currentTarget).get('facilityId')));
  }

  return (
    <form
      className="admin-block-form"
      onSubmit={submit}
      aria-labelledby={field('heading')}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
    >
      <h3 id={field('heading')}>{heading}</h3>
      {problem && (
        <p className="admin-error" role="alert">
          {problem}
        </p>
      )}
      {facilityId === null && courses.length > 1 && (
        <>
          <label htmlFor={field('course')}>{t('store.course')}</label>
          <select id={field('course')} name="facilityId" defaultValue={courses[0]?.facilityId}>
            {courses.map((course) => (
              <option key={course.facilityId} value={course.facilityId}>
                {course.name}
              </option>
            ))}
          </select>
        </>
      )}
      {facilityId === null && courses.length === 1 && courses[0] && (
        <input type="hidden" name="facilityId" value={courses[0].facilityId} />
      )}
      <label htmlFor={field('name')}>{t('store.name')}</label>
      <input id={field('name')} ref={first} name="name" required maxLength={100} defaultValue={name} />
      {children(field)}
      <FormActions t={t} saveLabel={saveLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
