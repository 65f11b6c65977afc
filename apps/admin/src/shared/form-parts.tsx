import { useEffect, useId, useRef } from 'react';
import type { Translate } from '../app/admin-i18n.ts';
import { FormActions as SharedFormActions } from './form-actions.tsx';

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

/** Save and Cancel at the foot of a console form (the shared FormActions, in the words of the screens on the older translate function). */
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
  return <SharedFormActions submitLabel={saveLabel} busy={busy} cancelLabel={t('rates.cancel')} onCancel={onCancel} />;
}
