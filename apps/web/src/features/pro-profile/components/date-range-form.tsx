import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import type { DateRange } from '../api/pro-profile-api.ts';

/** A From/To form of local dates, starting on `value`; an empty range means the server's default (statements: the last 12 months). */
export function DateRangeForm({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  const { t } = useTranslation();
  const [start, setStart] = useState(value.startDate ?? '');
  const [end, setEnd] = useState(value.endDate ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start && end && start > end) {
      setError(t('proProfile.range.invalid'));
      return;
    }
    setError(null);
    onChange({ startDate: start || undefined, endDate: end || undefined });
  };
  return (
    <form className="pro-range no-print" onSubmit={submit} noValidate data-testid="date-range">
      <fieldset className="pro-range__fields">
        <legend>{t('proProfile.range.legend')}</legend>
        <label className="pro-range__field">
          <span>{t('proProfile.range.start')}</span>
          <input
            type="date"
            className="field__input"
            value={start}
            onChange={(event) => setStart(event.target.value)}
            data-testid="range-start"
          />
        </label>
        <label className="pro-range__field">
          <span>{t('proProfile.range.end')}</span>
          <input
            type="date"
            className="field__input"
            value={end}
            onChange={(event) => setEnd(event.target.value)}
            data-testid="range-end"
          />
        </label>
        <button type="submit" className="button button--secondary">
          {t('proProfile.range.apply')}
        </button>
      </fieldset>
      <FormAlert message={error} />
    </form>
  );
}
