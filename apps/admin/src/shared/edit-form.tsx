import { type ReactNode, useEffect } from 'react';
import type { FieldErrors, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './error-alert.tsx';
import { FormActions } from './form-actions.tsx';
import type { ZodForm } from './use-zod-form.tsx';

/** The first refused field's words, announced at the top of a form (each field also says its own under it). */
function FormProblem<Input extends FieldValues, Output>({ form }: { form: ZodForm<Input, Output> }) {
  const errors: FieldErrors = form.formState.errors;
  const [name, first] = Object.entries(errors)[0] ?? [];
  const text =
    name && first ? (form.messages[name] ?? (typeof first.message === 'string' ? first.message : null)) : null;
  return <ErrorAlert error={text || null} />;
}

/**
 * A useZodForm form editing one row in place: named by its heading, its `first` field focused when
 * it opens, the first refusal announced at the top, Save and Cancel at the foot; Escape cancels.
 */
export function EditForm<Input extends FieldValues, Output>({
  form,
  heading,
  first,
  className = 'admin-block-form',
  submitLabel,
  busy,
  onSave,
  onCancel,
  children,
}: {
  form: ZodForm<Input, Output>;
  heading: ReactNode;
  first: FieldPath<Input>;
  className?: string;
  submitLabel: string;
  busy: boolean;
  onSave: (output: Output) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { setFocus } = form;
  useEffect(() => setFocus(first), [setFocus, first]);
  const headingId = form.fieldId('heading');
  return (
    <form
      className={className}
      noValidate
      aria-labelledby={headingId}
      onSubmit={form.handleSubmit(onSave)}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
    >
      <h3 id={headingId}>{heading}</h3>
      <FormProblem form={form} />
      {children}
      <FormActions
        submitLabel={submitLabel}
        busyLabel={t('forms.saving')}
        busy={busy}
        cancelLabel={t('forms.cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}
