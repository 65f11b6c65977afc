import type { SettingDescriptor } from '@fairway/contract/facility-settings-groups';
import { sunOffsetMinutes, sunOffsetPhrase } from '@fairway/domain/facilities/sun-offset';
import { useTranslation } from 'react-i18next';
import type { ControlProps } from './controlled-field.tsx';
import { ListText } from './list-text.tsx';
import { catalogueText, clockOf, minutesOf, settingLabel } from './setting-words.ts';

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** A typed number, null when empty (the schema then says whether empty is allowed). */
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text));

/** The control of one setting, by its kind: a switch, a number of its unit, a time of day, a list… */
export function SettingControl({ setting, props }: { setting: SettingDescriptor; props: ControlProps }) {
  const { t } = useTranslation();
  const { kind } = setting;
  const { value, onChange } = props;
  const common = {
    id: props.id,
    onBlur: props.onBlur,
    'aria-invalid': props['aria-invalid'],
    'aria-describedby': props['aria-describedby'],
  };
  switch (kind.type) {
    case 'boolean':
      return (
        <input
          type="checkbox"
          {...common}
          checked={Boolean(value)}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'integer':
    case 'decimal':
      return (
        <input
          type="number"
          inputMode={kind.type === 'integer' ? 'numeric' : 'decimal'}
          step={kind.type === 'integer' ? 1 : 'any'}
          min={kind.min ?? undefined}
          max={kind.max ?? undefined}
          {...common}
          value={value === null || value === undefined || Number.isNaN(value) ? '' : String(value)}
          onChange={(event) => onChange(numberOf(event.currentTarget.value))}
        />
      );
    case 'clock-minutes':
      return (
        <input
          type="time"
          {...common}
          value={typeof value === 'number' ? clockOf(value) : ''}
          onChange={(event) => onChange(minutesOf(event.currentTarget.value))}
        />
      );
    case 'time-of-day':
    case 'date':
      return (
        <input
          type={kind.type === 'date' ? 'date' : 'time'}
          {...common}
          value={typeof value === 'string' ? value.slice(0, 10) : ''}
          onChange={(event) => onChange(orNull(event.currentTarget.value))}
        />
      );
    case 'enum':
      return (
        <select {...common} value={String(value)} onChange={(event) => onChange(event.currentTarget.value)}>
          {kind.values.map((choice) => (
            <option key={choice} value={choice}>
              {catalogueText(t, `${setting.i18n}.values.${choice}`)}
            </option>
          ))}
        </select>
      );
    case 'list':
      return <ListText props={props} numbers={kind.item === 'integer'} />;
    case 'text':
      return kind.format === 'plain' ? (
        <input
          {...common}
          maxLength={kind.maxLength ?? undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(kind.nullable ? orNull(event.currentTarget.value) : event.currentTarget.value)}
        />
      ) : (
        <textarea
          {...common}
          rows={3}
          maxLength={kind.maxLength ?? undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(kind.nullable ? orNull(event.currentTarget.value) : event.currentTarget.value)}
        />
      );
    default:
      return (
        <input
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(orNull(event.currentTarget.value))}
        />
      );
  }
}

/**
 * An offset from sunrise or sunset as a manager sets it: how many minutes, and before or after
 * (the form holds the signed minutes: -60 before sunset). The label is the setting's.
 */
export function SunOffsetControl({
  setting,
  props,
  anchor,
}: {
  setting: SettingDescriptor;
  props: ControlProps;
  anchor: 'sunrise' | 'sunset';
}) {
  const { t } = useTranslation();
  const minutes = typeof props.value === 'number' ? props.value : 0;
  const size = Math.abs(minutes);
  const relation = minutes < 0 ? 'before' : 'after';
  const label = settingLabel(t, setting);
  const set = (amount: number, towards: 'before' | 'after') =>
    props.onChange(sunOffsetMinutes({ amount, unit: 'minute', relation: towards }));
  return (
    <span className="admin-sun-offset">
      <input
        type="number"
        id={props.id}
        min={0}
        max={720}
        step={5}
        aria-label={catalogueText(t, 'settingsCatalogue.sun.minutes', { label })}
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
        value={String(size)}
        onBlur={props.onBlur}
        onChange={(event) => set(Number(event.currentTarget.value || 0), relation)}
      />
      <select
        aria-label={catalogueText(t, 'settingsCatalogue.sun.relation', { label })}
        value={sunOffsetPhrase(minutes, anchor).relation === 'before' ? 'before' : 'after'}
        onChange={(event) => set(size, event.currentTarget.value as 'before' | 'after')}
      >
        {(['before', 'after'] as const).map((choice) => (
          <option key={choice} value={choice}>
            {catalogueText(t, `settingsCatalogue.sun.choice.${choice}.${anchor}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
