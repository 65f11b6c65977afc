import { type ReactNode, type Ref, useId } from 'react';

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
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        className="field__input"
        rows={3}
        maxLength={1000}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        data-testid="checkout-notes"
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled select. */
export function CheckoutSelect({
  label,
  value,
  options,
  placeholder,
  onChange,
  error,
  testId,
  ref,
}: {
  label: string;
  value: string;
  options: readonly string[];
  placeholder: string;
  onChange: (value: string) => void;
  error?: string | null;
  testId: string;
  ref?: Ref<HTMLSelectElement>;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        className="field__input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
