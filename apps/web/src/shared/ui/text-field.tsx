import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame } from './field-frame.tsx';

/** Props of a labelled text input. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** An error to show under the field (also sets aria-invalid and describes the input). */
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are announced with it (aria-describedby). */
export function TextField({ label, error, hint, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => <input {...input} {...control} ref={ref} className="field__input" />}
    </FieldFrame>
  );
}
