import { type ReactNode, type Ref, useId } from 'react';
import { FieldFrame } from '../../../shared/ui/field-frame.tsx';

/** A labelled checkbox whose error (if any) is announced with it. */
export function CheckoutCheckbox({
  label,
  checked,
  onChange,
  testId,
  error,
  ref,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div className="checkbox">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={testId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled multi-line text field. */
export function CheckoutTextArea({
  label,
  value,
  onChange,
  required,
  error,
  hint,
  ref,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required: boolean;
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          ref={ref}
          className="field__input"
          rows={3}
          maxLength={1000}
          value={value}
          required={required}
          onChange={(event) => onChange(event.target.value)}
          data-testid="checkout-notes"
        />
      )}
    </FieldFrame>
  );
}
