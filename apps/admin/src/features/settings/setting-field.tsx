import type { SettingDescriptor } from '@fairway/contract/facility-settings-groups';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoicesControl, OptInControl } from './compound-controls.tsx';
import { ControlledField } from './controlled-field.tsx';
import { SettingControl, SunOffsetControl } from './setting-control.tsx';
import { catalogueText, settingHelp, settingLabel, sunOffsetWords } from './setting-words.ts';

/** One setting of a form: its label, the control of its kind, its help, and its value in words where a number needs them. */
export function SettingField<Values extends FieldValues>({
  control,
  setting,
  name,
  id,
  label,
}: {
  control: Control<Values>;
  setting: SettingDescriptor;
  /** Where the value is in the form (the path inside its group, or `overrides.<key>`). */
  name: Path<Values>;
  id: string;
  /** Instead of the setting's own label (a course's override of it). */
  label?: string;
}) {
  const { t } = useTranslation();
  const { kind } = setting;
  const help = settingHelp(t, setting);
  const text = label ?? settingLabel(t, setting);
  const field = { control, name, id, help };
  if (kind.type === 'opt-in')
    return (
      <ControlledField {...field} label={null}>
        {(props) => <OptInControl setting={setting} props={props} name={kind.name} />}
      </ControlledField>
    );
  if (kind.type === 'list' && kind.item === 'enum' && kind.values)
    return (
      <ControlledField {...field} label={null}>
        {(props) => <ChoicesControl setting={setting} props={props} values={kind.values ?? []} />}
      </ControlledField>
    );
  if (kind.type === 'sun-offset')
    return (
      <ControlledField
        {...field}
        label={text}
        extra={(value) => (typeof value === 'number' ? sunOffsetWords(t, value, kind.anchor) : null)}
      >
        {(props) => <SunOffsetControl setting={setting} props={props} anchor={kind.anchor} />}
      </ControlledField>
    );
  const unit = (kind.type === 'integer' || kind.type === 'decimal') && kind.unit !== 'count' ? kind.unit : null;
  return (
    <ControlledField
      {...field}
      label={text}
      labelAfter={kind.type === 'boolean'}
      extra={
        unit
          ? (value) =>
              typeof value === 'number' && Number.isFinite(value)
                ? catalogueText(t, `settingsCatalogue.units.${unit}`, { count: value })
                : null
          : undefined
      }
    >
      {(props) => <SettingControl setting={setting} props={props} />}
    </ControlledField>
  );
}
