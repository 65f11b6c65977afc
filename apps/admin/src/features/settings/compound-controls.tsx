import type { SettingDescriptor } from '@fairway/contract/facility-settings-groups';
import { useTranslation } from 'react-i18next';
import type { ControlProps } from './controlled-field.tsx';
import { catalogueText, settingLabel } from './setting-words.ts';

/** One of the four checkout opt-ins: whether golfers are offered it, and its wording (empty: the standard one). */
export function OptInControl({
  setting,
  props,
  name,
}: {
  setting: SettingDescriptor;
  props: ControlProps;
  name: 'email' | 'mobile' | 'rewards' | 'caddie';
}) {
  const { t } = useTranslation();
  const value = (props.value as { enabled: boolean; message: string | null } | undefined) ?? {
    enabled: false,
    message: null,
  };
  const optIn = catalogueText(t, `settingsCatalogue.optIn.names.${name}`);
  return (
    <fieldset className="admin-opt-in">
      <legend>{settingLabel(t, setting)}</legend>
      <div className="admin-check-row">
        <input
          type="checkbox"
          id={props.id}
          checked={value.enabled}
          aria-describedby={props['aria-describedby']}
          onChange={(event) => props.onChange({ ...value, enabled: event.currentTarget.checked })}
        />
        <label htmlFor={props.id}>{catalogueText(t, 'settingsCatalogue.optIn.offer', { name: optIn })}</label>
      </div>
      <label htmlFor={`${props.id}-message`}>
        {catalogueText(t, 'settingsCatalogue.optIn.message', { name: optIn })}
      </label>
      <input
        id={`${props.id}-message`}
        value={value.message ?? ''}
        aria-invalid={props['aria-invalid']}
        aria-describedby={`${props.id}-message-help`}
        onBlur={props.onBlur}
        onChange={(event) =>
          props.onChange({
            ...value,
            message: event.currentTarget.value.trim() === '' ? null : event.currentTarget.value,
          })
        }
      />
      <small id={`${props.id}-message-help`} className="admin-hint">
        {catalogueText(t, 'settingsCatalogue.optIn.messageHelp')}
      </small>
    </fieldset>
  );
}

/** Several of a setting's choices (the tabs shown), one switch each. */
export function ChoicesControl({
  setting,
  props,
  values,
}: {
  setting: SettingDescriptor;
  props: ControlProps;
  values: readonly string[];
}) {
  const { t } = useTranslation();
  const chosen = (props.value as string[] | undefined) ?? [];
  return (
    <fieldset className="admin-choices" aria-describedby={props['aria-describedby']}>
      <legend>{settingLabel(t, setting)}</legend>
      {values.map((choice, index) => (
        <div key={choice} className="admin-check-row">
          <input
            type="checkbox"
            id={index === 0 ? props.id : `${props.id}-${choice}`}
            checked={chosen.includes(choice)}
            onChange={(event) =>
              props.onChange(
                event.currentTarget.checked
                  ? values.filter((known) => known === choice || chosen.includes(known))
                  : chosen.filter((kept) => kept !== choice),
              )
            }
          />
          <label htmlFor={index === 0 ? props.id : `${props.id}-${choice}`}>
            {catalogueText(t, `${setting.i18n}.values.${choice}`)}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
