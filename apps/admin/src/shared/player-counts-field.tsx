import type { ReactNode } from 'react';
import { type FieldPath, type FieldValues, get, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ZodForm } from './use-zod-form.tsx';

/**
 * A group of checkboxes of a useZodForm form whose value is the list of the ticked numbers (ids,
 * weekdays, party sizes): a fieldset named by its legend, each box by its label, the field's
 * error under them.
 */
export function NumberChoicesField<Input extends FieldValues, Output>({
  form,
  name,
  legend,
  choices,
}: {
  form: ZodForm<Input, Output>;
  name: FieldPath<Input>;
  legend: string;
  choices: readonly { value: number; label: ReactNode }[];
}) {
  const { field } = useController({ control: form.control, name });
  const ticked = (field.value ?? []) as number[];
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  const text = error ? (form.messages[name] ?? error.message) : null;
  const errorId = form.fieldId(`${name}-error`);
  return (
    <fieldset className="admin-weekdays" aria-describedby={text ? errorId : undefined}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value}>
          <input
            type="checkbox"
            name={name}
            value={choice.value}
            checked={ticked.includes(choice.value)}
            onBlur={field.onBlur}
            onChange={(event) =>
              field.onChange(
                event.currentTarget.checked
                  ? [...ticked, choice.value].sort((a, b) => a - b)
                  : ticked.filter((value) => value !== choice.value),
              )
            }
          />{' '}
          {choice.label}
        </label>
      ))}
      {text && (
        <span id={errorId} className="admin-field-error">
          {text}
        </span>
      )}
    </fieldset>
  );
}

/** The party sizes a rate or a promotion allows, as checkboxes of a useZodForm form (a list of numbers). */
export function PlayerCountsField<Input extends FieldValues, Output>({
  form,
  name,
  counts,
}: {
  form: ZodForm<Input, Output>;
  name: FieldPath<Input>;
  counts: readonly number[];
}) {
  const { t } = useTranslation();
  return (
    <NumberChoicesField
      form={form}
      name={name}
      legend={t('rates.allowedPlayers')}
      choices={counts.map((count) => ({ value: count, label: count }))}
    />
  );
}

/** One on/off box of a useZodForm form, labelled by the text after it. */
export function CheckboxField<Input extends FieldValues, Output>({
  form,
  name,
  label,
}: {
  form: ZodForm<Input, Output>;
  name: FieldPath<Input>;
  label: string;
}) {
  return (
    <label>
      <input type="checkbox" {...form.register(name)} /> {label}
    </label>
  );
}
