import { useState } from 'react';
import type { ControlProps } from './controlled-field.tsx';

/** The items of a one-per-line text: trimmed, blank lines left out. */
const itemsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A list of texts or numbers edited one per line. The text typed is kept as typed (a new line
 * stays while the next item is written); the form holds the items.
 */
export function ListText({
  props,
  numbers = false,
  disabled,
}: {
  props: ControlProps;
  numbers?: boolean;
  disabled?: boolean;
}) {
  const items = (props.value as (string | number)[] | undefined) ?? [];
  const [text, setText] = useState(() => items.join('\n'));
  // The form's items changed from outside (a reset after saving): show them.
  const shown = itemsOf(text).join('\n') === items.join('\n') ? text : items.join('\n');
  return (
    <textarea
      id={props.id}
      rows={Math.min(Math.max(items.length + 1, 2), 8)}
      value={shown}
      disabled={disabled}
      aria-invalid={props['aria-invalid']}
      aria-describedby={props['aria-describedby']}
      onBlur={props.onBlur}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        props.onChange(numbers ? itemsOf(typed).map(Number) : itemsOf(typed));
      }}
    />
  );
}
