import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';

/** Props of a labelled select. */
export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice ("Choose…"), when nothing is chosen yet. */
  placeholder?: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select whose error is announced with it. */
export function SelectField({ label, options, placeholder, onChange, error, ref, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <select
          {...select}
          {...control}
          ref={ref}
          className="field__input"
          onChange={(event) => onChange(event.target.value)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
