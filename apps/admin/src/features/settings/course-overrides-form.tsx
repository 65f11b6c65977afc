import { type AdminCourse, courseOverridesUpdateSchema } from '@fairway/contract/admin-courses.contract';
import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import { type SettingDescriptor, settingDescriptor } from '@fairway/contract/facility-settings-groups';
import { COURSE_OVERRIDE_KEYS, type CourseOverrideKey } from '@fairway/domain/facilities/course-overrides';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormActions } from '../../shared/form-actions.tsx';
import { useZodForm } from '../../shared/use-zod-form.tsx';
import { type FieldProblem, showProblems } from './server-problems.ts';
import { SettingField } from './setting-field.tsx';
import { catalogueText, settingLabel, settingValueWords } from './setting-words.ts';

type OverridesBody = z.input<typeof courseOverridesUpdateSchema>;

const OVERRIDES = COURSE_OVERRIDE_KEYS.map((key) => ({
  key,
  setting: settingDescriptor(`inventory.${key}`) as SettingDescriptor,
}));

const ownKeys = (course: AdminCourse) =>
  new Set(COURSE_OVERRIDE_KEYS.filter((key) => course.overrides[key] !== undefined));

/**
 * Where a course differs from its engine: each of the settings a course may set for itself,
 * either the same as the engine (its value in words) or the course's own value.
 */
export function CourseOverridesForm({
  course,
  inventory,
  onSave,
}: {
  course: AdminCourse;
  /** The engine's values the course follows where it sets none. */
  inventory: FacilitySettings['inventory'];
  /** Saves the course's own values; answers the fields the server refused, or null once saved. */
  onSave: (body: OverridesBody) => Promise<FieldProblem[] | null>;
}) {
  const { t, i18n } = useTranslation();
  const form = useZodForm(courseOverridesUpdateSchema, { defaultValues: { overrides: course.overrides } });
  const [own, setOwn] = useState(() => ownKeys(course));
  const heading = form.fieldId('heading');
  const name = course.details.name;

  function choose(key: CourseOverrideKey, mine: boolean) {
    setOwn((current) => {
      const next = new Set(current);
      if (mine) next.add(key);
      else next.delete(key);
      return next;
    });
    form.setValue(`overrides.${key}`, mine ? (inventory[key] ?? undefined) : undefined, { shouldDirty: true });
    form.clearErrors(`overrides.${key}`);
  }
  const submit = form.handleSubmit(async (output) => {
    const overrides = Object.fromEntries(
      Object.entries(output.overrides).filter(
        ([key, value]) => own.has(key as CourseOverrideKey) && value !== undefined,
      ),
    );
    const problems = await onSave({ overrides });
    if (problems) showProblems(form.setError, problems);
    else form.reset({ overrides });
  });

  return (
    <form className="admin-course-overrides" noValidate aria-labelledby={heading} onSubmit={submit}>
      <h4 id={heading}>{t('settings.overrides.heading', { name })}</h4>
      <p className="admin-hint">{t('settings.overrides.help')}</p>
      <fieldset disabled={!course.editable} className="admin-setting-list">
        {OVERRIDES.map(({ key, setting }) => {
          const choice = form.fieldId(`${key}-choice`);
          const label = settingLabel(t, setting);
          return (
            <div key={key} className="admin-override">
              <label htmlFor={choice}>{t('settings.overrides.choice', { label })}</label>
              <select
                id={choice}
                value={own.has(key) ? 'own' : 'same'}
                onChange={(event) => choose(key, event.currentTarget.value === 'own')}
              >
                <option value="same">
                  {t('settings.overrides.same', {
                    value: settingValueWords(t, i18n.language, setting, inventory[key]),
                  })}
                </option>
                <option value="own">{t('settings.overrides.own')}</option>
              </select>
              {own.has(key) && (
                <SettingField
                  control={form.control}
                  setting={setting}
                  name={`overrides.${key}`}
                  id={form.fieldId(key)}
                  label={catalogueText(t, 'settingsCatalogue.controls.courseValue', { label, name })}
                />
              )}
            </div>
          );
        })}
      </fieldset>
      {course.editable && (
        <FormActions
          submitLabel={t('settings.overrides.save', { name })}
          busyLabel={t('settings.saving')}
          busy={form.formState.isSubmitting}
        />
      )}
    </form>
  );
}
