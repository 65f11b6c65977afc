import { useEffect, useId, useRef } from 'react';
import type { Translate } from './admin-i18n.ts';

/** A console form's field ids (`field('name')`) and its first input, focused when the form opens. */
export function useFormFields() {
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  return { field: (part: string) => `${id}-${part}`, first };
}

/** The party sizes a rate or a promotion allows, as checkboxes named `allowedPlayers`. */
export function PlayerCountsField({
  t,
  counts,
  allowed,
}: {
  t: Translate;
  counts: readonly number[];
  allowed: number[] | null;
}) {
  return (
    <fieldset className="admin-weekdays">
      <legend>{t('rates.allowedPlayers')}</legend>
      {counts.map((count) => (
        <label key={count}>
          <input
            type="checkbox"
            name="allowedPlayers"
            value={count}
            defaultChecked={allowed ? allowed.includes(count) : true}
          />{' '}
          {count}
        </label>
      ))}
    </fieldset>
  );
}

/** Save and Cancel at the foot of a console form. */
export function FormActions({
  t,
  saveLabel,
  busy,
  onCancel,
}: {
  t: Translate;
  saveLabel: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="admin-actions">
      <button type="submit" disabled={busy}>
        {saveLabel}
      </button>
      <button type="button" className="admin-secondary" onClick={onCancel}>
        {t('rates.cancel')}
      </button>
    </div>
  );
}
