import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

/** What a ControlledField hands its control: the field's value and setter, its id and what describes it. */
export interface ControlProps {
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/**
 * A labelled field of a useZodForm form at a nested path (`checkout.optIn.email`), whose control
 * shows the value in its own way (a time of day for minutes, one line per list item): the label,
 * the control, the help and the field's error, the control described by both. Shared Field reads
 * top-level fields only, and registers the raw input value.
 */
export function ControlledField<Values extends FieldValues>({
  control,
  name,
  id,
  label,
  help,
  extra,
  labelAfter = false,
  children,
}: {
  control: Control<Values>;
  name: Path<Values>;
  id: string;
  /** The label; none when the control labels itself (a group of controls in a fieldset). */
  label: string | null;
  help?: string;
  /** A live description of the value ("14 days", "1 hour before sunset"), announced as it changes. */
  extra?: (value: unknown) => ReactNode;
  /** A checkbox: its label beside it, after it. */
  labelAfter?: boolean;
  children: (props: ControlProps) => ReactNode;
}) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const words = extra?.(field.value);
  const describedBy =
    [words ? `${id}-words` : '', help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={labelAfter ? 'admin-setting admin-setting-check' : 'admin-setting'}>
      {label !== null && !labelAfter && <label htmlFor={id}>{label}</label>}
      {children({
        id,
        value: field.value,
        onChange: field.onChange,
        onBlur: field.onBlur,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
      })}
      {label !== null && labelAfter && <label htmlFor={id}>{label}</label>}
      {words ? (
        <span id={`${id}-words`} className="admin-setting-words">
          {words}
        </span>
      ) : null}
      {help && (
        <small id={`${id}-help`} className="admin-hint">
          {help}
        </small>
      )}
      {error && (
        <span id={`${id}-error`} className="admin-field-error">
          {error}
        </span>
      )}
    </div>
  );
}
