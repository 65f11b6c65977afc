import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** What the console says under a field for a check of the contract's schema that failed. */
function issueText(
  t: TFunction,
  issue: { code?: string; origin?: string; minimum?: unknown; maximum?: unknown; input?: unknown; format?: string },
): string {
  const count = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  if (
    issue.input === undefined ||
    issue.input === '' ||
    (issue.code === 'too_small' && count === 1 && issue.origin === 'string')
  )
    return t('forms.required');
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' ? t('forms.tooShort', { count }) : t('forms.atLeast', { minimum: count });
    case 'too_big':
      return issue.origin === 'string' ? t('forms.tooLong', { count }) : t('forms.atMost', { maximum: count });
    case 'invalid_format':
      return issue.format === 'email' ? t('forms.email') : t('forms.invalid');
    case 'invalid_value':
      return t('forms.choice');
    default:
      return t('forms.invalid');
  }
}

/** A react-hook-form form checked by a contract schema, with the ids its Fields use. */
export type ZodForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & {
  /** The id of a field's input (`fieldId('name')`), for a label or a heading. */
  fieldId: (name: string) => string;
  /** The screen's own words for a field, shown instead of the schema's whatever check failed (see useZodForm). */
  messages: Partial<Record<string, string>>;
};

/**
 * A form on react-hook-form checked by the contract's zod schema (the one the server checks the
 * body with): `handleSubmit` hands over the schema's output (trimmed, normalised). Field errors
 * are in the console's language: built-in checks by their kind (required, too short…); give
 * `messages` for a field whose schema refines with its own English words (an e-mail address, the
 * password rule). The first field in error takes focus on a refused submit.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  {
    defaultValues,
    messages = {},
  }: { defaultValues?: DefaultValues<z.input<Schema>>; messages?: Partial<Record<string, string>> } = {},
): ZodForm<z.input<Schema>, z.output<Schema>> {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema, { error: (issue) => issueText(t as TFunction, issue) }),
    defaultValues,
  });
  return { ...form, fieldId: (name) => `${id}-${name}`, messages };
}

/** The props a Field hands its input: react-hook-form's registration, its id and what describes it. */
export type FieldInputProps = UseFormRegisterReturn & {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
};

/**
 * A labelled field of a useZodForm form: the label, the input the children render with the
 * props given, an optional hint, and the field's error under it (the input is described by both).
 */
export function Field<Input extends FieldValues, Output>({
  form,
  name,
  label,
  hint,
  children,
}: {
  form: ZodForm<Input, Output>;
  name: FieldPath<Input>;
  label: string;
  hint?: string;
  children: (props: FieldInputProps) => ReactNode;
}) {
  const id = form.fieldId(name);
  const error = form.formState.errors[name];
  const text = error ? (form.messages[name] ?? (typeof error.message === 'string' ? error.message : '')) : null;
  const describedBy = [hint ? `${id}-hint` : '', text ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {children({ ...form.register(name), id, 'aria-invalid': Boolean(text), 'aria-describedby': describedBy })}
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {text && (
        <span id={`${id}-error`} className="admin-field-error">
          {text}
        </span>
      )}
    </>
  );
}
