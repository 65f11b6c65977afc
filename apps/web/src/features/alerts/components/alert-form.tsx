import type { Alert, AlertInput } from '@fairway/contract/alerts.contract';
import type { Facility } from '@fairway/contract/facilities.contract';
import { alertDateProblem, ALERT_HORIZON_DAYS } from '@fairway/domain/alerts/alert-dates';
import { DEFAULT_ALERT_WINDOW, minutesToClock } from '@fairway/domain/alerts/alert-lists';
import { addCalendarDays, localToday } from '@fairway/domain/tee-times/local-date';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWallClock } from '../../../shared/format/wall-clock.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { SelectField } from '../../../shared/ui/select-field.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';

/** The form's values before they become a request body. */
export interface AlertFormValues {
  date: string;
  start: string;
  end: string;
  players: string;
  holes: string;
  facilityIds: number[];
}

const clockToMinutes = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** The form values of an alert (editing) or of a prefill (creating). */
export function formValuesOf(
  alert: Partial<Pick<Alert, 'dates' | 'teetimeStartTime' | 'teetimeEndTime' | 'players' | 'holes' | 'facilityIds'>>,
  fallbackDate: string,
  facilities: Facility[],
): AlertFormValues {
  return {
    date: alert.dates?.[0] ?? fallbackDate,
    start: minutesToClock(alert.teetimeStartTime ?? DEFAULT_ALERT_WINDOW.start),
    end: minutesToClock(alert.teetimeEndTime ?? DEFAULT_ALERT_WINDOW.end),
    players: String(alert.players ?? 2),
    holes: alert.holes?.length === 1 ? String(alert.holes[0]) : '',
    facilityIds: alert.facilityIds?.length ? alert.facilityIds : facilities.map((facility) => facility.id),
  };
}

interface AlertFormProps {
  facilities: Facility[];
  initial: AlertFormValues;
  /** Other dates of an alert being edited, kept as they were. */
  extraDates?: readonly string[];
  editing: boolean;
  busy: boolean;
  message: string | null;
  language: string;
  onSubmit: (body: AlertInput) => void;
  onCancel?: () => void;
}

/** Create or edit one alert: a date, a time window, players, holes and the alias's courses. */
export function AlertForm({
  facilities,
  initial,
  extraDates = [],
  editing,
  busy,
  message,
  language,
  onSubmit,
  onCancel,
}: AlertFormProps) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const set = (change: Partial<AlertFormValues>) => setValues((current) => ({ ...current, ...change }));
  // The alias's courses share one zone (the server checks it): their today bounds the dates.
  const zone =
    facilities.find((facility) => facility.id === values.facilityIds[0])?.timeZone ?? facilities[0]?.timeZone ?? 'UTC';
  const today = localToday(new Date(), zone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.date) return setError(t('alerts.dateRequired'));
    if (values.facilityIds.length === 0) return setError(t('alerts.coursesRequired'));
    const dates = [values.date, ...extraDates.filter((date) => date !== values.date)];
    const dateProblem = alertDateProblem(dates, today, editing ? [initial.date, ...extraDates] : []);
    if (dateProblem)
      return setError(
        dateProblem.reason === 'past'
          ? t('alerts.datePast')
          : t('alerts.dateTooFar', { last: formatWallClock(dateProblem.last, i18n.language, { dateStyle: 'long' }) }),
      );
    const start = clockToMinutes(values.start);
    const end = clockToMinutes(values.end);
    if (end < start) return setError(t('alerts.windowInvalid'));
    setError(null);
    onSubmit({
      dates,
      timezone: zone,
      teetimeStartTime: start,
      teetimeEndTime: end,
      players: Number(values.players),
      facilityIds: values.facilityIds,
      ...(values.holes ? { holes: [Number(values.holes) as 9 | 18] } : {}),
      lzCurrentLanguage: (['en', 'fr', 'es', 'de'].includes(language) ? language : 'en') as 'en' | 'fr' | 'es' | 'de',
    });
  };

  return (
    <form
      className="card alert-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="alert-form-title"
      data-testid="alert-form"
    >
      <h2 id="alert-form-title" className="alert-form__title">
        {editing ? t('alerts.editAlert') : t('alerts.newAlert')}
      </h2>
      <FormAlert message={error ?? message} testId="alert-form-message" />
      <div className="alert-form__grid">
        <TextField
          label={t('alerts.date')}
          type="date"
          min={editing ? undefined : today}
          max={addCalendarDays(today, ALERT_HORIZON_DAYS)}
          value={values.date}
          required
          onChange={(event) => set({ date: event.target.value })}
        />
        <TextField
          label={t('alerts.from')}
          type="time"
          value={values.start}
          required
          onChange={(event) => set({ start: event.target.value })}
        />
        <TextField
          label={t('alerts.to')}
          type="time"
          value={values.end}
          required
          onChange={(event) => set({ end: event.target.value })}
        />
        <SelectField
          label={t('alerts.players')}
          value={values.players}
          options={['1', '2', '3', '4'].map((count) => ({ value: count, label: count }))}
          onChange={(players) => set({ players })}
        />
        <SelectField
          label={t('alerts.holes')}
          value={values.holes}
          options={[
            { value: '', label: t('alerts.anyHoles') },
            { value: '9', label: t('alerts.nineHoles') },
            { value: '18', label: t('alerts.eighteenHoles') },
          ]}
          onChange={(holes) => set({ holes })}
        />
      </div>
      <fieldset className="alert-form__courses">
        <legend>{t('alerts.courses')}</legend>
        {facilities.map((facility) => (
          <label key={facility.id} className="checkbox">
            <input
              type="checkbox"
              checked={values.facilityIds.includes(facility.id)}
              onChange={(event) =>
                set({
                  facilityIds: event.target.checked
                    ? [...values.facilityIds, facility.id]
                    : values.facilityIds.filter((id) => id !== facility.id),
                })
              }
            />{' '}
            {facility.name}
          </label>
        ))}
      </fieldset>
      <div className="alert-form__actions">
        <button type="submit" className="button" disabled={busy} data-testid="alert-submit">
          {busy ? t('alerts.saving') : editing ? t('alerts.save') : t('alerts.create')}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('alerts.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
