import { settingsUpdateRequestSchema } from '@fairway/contract/admin-settings.contract';
import { SETTING_DESCRIPTORS, type SettingDescriptor } from '@fairway/contract/facility-settings-groups';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormActions } from '../../shared/form-actions.tsx';
import { useZodForm } from '../../shared/use-zod-form.tsx';
import { type FieldProblem, showProblems } from './server-problems.ts';
import { SettingField } from './setting-field.tsx';
import { catalogueText, settingLabel, settingValueWords } from './setting-words.ts';

/** The groups the PUT body takes, each checked by the settings contract's own schema. */
const GROUP_SCHEMAS = settingsUpdateRequestSchema.shape.settings.unwrap().shape;
export type EditableGroup = Exclude<keyof typeof GROUP_SCHEMAS, 'appearance'>;

const valueAt = (values: unknown, path: string) =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], values);

/** The group's values without the fields the engine decides (the PUT body refuses them). */
function editableValues(group: string, values: Record<string, unknown>): Record<string, unknown> {
  const readOnly = new Set(
    SETTING_DESCRIPTORS.filter((setting) => setting.group === group && setting.readOnly).map((setting) =>
      setting.path.slice(group.length + 1),
    ),
  );
  return Object.fromEntries(Object.entries(values).filter(([key]) => !readOnly.has(key)));
}

/** The settings of a group, each under the sub-heading of its section. */
function bySection(settings: SettingDescriptor[]): [string | null, SettingDescriptor[]][] {
  const sections = new Map<string | null, SettingDescriptor[]>();
  for (const setting of settings) sections.set(setting.section, [...(sections.get(setting.section) ?? []), setting]);
  return [...sections];
}

/**
 * One settings group as its own form: every setting of the descriptor with its label, help and
 * control; the ones the engine decides shown, not edited. Saving sends the whole group (the PUT
 * replaces it); a refused field is marked with the server's reason.
 */
export function SettingsGroupForm({
  group,
  values,
  onSave,
}: {
  group: EditableGroup;
  values: Record<string, unknown>;
  /** Saves the group; answers the fields the server refused, or null once saved. */
  onSave: (value: Record<string, unknown>) => Promise<FieldProblem[] | null>;
}) {
  const { t, i18n } = useTranslation();
  const schema = GROUP_SCHEMAS[group].unwrap() as unknown as z.ZodType<FieldValues, FieldValues>;
  const form = useZodForm(schema, { defaultValues: editableValues(group, values) });
  const settings = SETTING_DESCRIPTORS.filter((setting) => setting.group === group);
  const heading = form.fieldId('heading');
  const groupLabel = catalogueText(t, `settingsCatalogue.groups.${group}.label`);

  const submit = form.handleSubmit(async (output) => {
    const problems = await onSave(output);
    if (problems) showProblems(form.setError, problems);
    else form.reset(output);
  });

  return (
    <form className="admin-settings-group" noValidate aria-labelledby={heading} onSubmit={submit}>
      <h3 id={heading}>{groupLabel}</h3>
      <p className="admin-hint">{catalogueText(t, `settingsCatalogue.groups.${group}.help`)}</p>
      {bySection(settings).map(([section, inSection]) => (
        <div key={section ?? group} className="admin-setting-list">
          {section && <h4>{catalogueText(t, `settingsCatalogue.sections.${section}.label`)}</h4>}
          {inSection.map((setting) =>
            setting.readOnly ? (
              <div key={setting.path} className="admin-setting admin-setting-fixed">
                <span className="admin-setting-name">{settingLabel(t, setting)}</span>
                <span>
                  {settingValueWords(t, i18n.language, setting, valueAt(values, setting.path.slice(group.length + 1)))}
                </span>
                <small className="admin-hint">{catalogueText(t, 'settingsCatalogue.controls.readOnly')}</small>
              </div>
            ) : (
              <SettingField
                key={setting.path}
                control={form.control}
                setting={setting}
                name={setting.path.slice(group.length + 1) as Path<FieldValues>}
                id={form.fieldId(setting.path)}
              />
            ),
          )}
        </div>
      ))}
      <FormActions
        submitLabel={t('settings.saveGroup', { group: groupLabel })}
        busyLabel={t('settings.saving')}
        busy={form.formState.isSubmitting}
      />
    </form>
  );
}
