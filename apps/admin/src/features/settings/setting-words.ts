import type { SettingDescriptor } from '@fairway/contract/facility-settings-groups';
import { type SunAnchor, sunOffsetPhrase } from '@fairway/domain/facilities/sun-offset';
import type { TFunction } from 'i18next';

// The words of the settings screens: each setting's label and help from the settings catalogue
// (keys built from the descriptor, so looked up untyped), and values said as a manager reads them.

/** A text of the console's locale files by a key built at run time. */
export function catalogueText(t: TFunction, key: string, options: Record<string, unknown> = {}): string {
  return (t as unknown as (key: string, options: Record<string, unknown>) => string)(key, options);
}

/** A setting's label (`settingsCatalogue.fields.<path>.label`). */
export const settingLabel = (t: TFunction, setting: SettingDescriptor) => catalogueText(t, `${setting.i18n}.label`);

/** A setting's one-line help. */
export const settingHelp = (t: TFunction, setting: SettingDescriptor) => catalogueText(t, `${setting.i18n}.help`);

/** An offset from sunrise or sunset in words: -60 at sunset is "1 hour before sunset". */
export function sunOffsetWords(t: TFunction, minutes: number, anchor: SunAnchor): string {
  const phrase = sunOffsetPhrase(minutes, anchor);
  if (phrase.relation === 'at') return catalogueText(t, `settingsCatalogue.sun.phrase.at.${anchor}`);
  const amount = catalogueText(t, `settingsCatalogue.units.${phrase.unit === 'hour' ? 'hours' : 'minutes'}`, {
    count: phrase.amount,
  });
  return catalogueText(t, `settingsCatalogue.sun.phrase.${phrase.relation}.${anchor}`, { amount });
}

/** Minutes after midnight as a time of day (420 → "07:00"). */
export function clockOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A time of day (HH:MM) as minutes after midnight; null when it is not one. */
export function minutesOf(clock: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** A setting's value as a manager reads it: "14 days", "1 hour before sunset", "07:00", an enum's label, "Not set". */
export function settingValueWords(t: TFunction, language: string, setting: SettingDescriptor, value: unknown): string {
  const { kind } = setting;
  if (value === null || value === undefined || value === '')
    return catalogueText(t, 'settingsCatalogue.controls.notSet');
  if (kind.type === 'boolean') return catalogueText(t, `settingsCatalogue.controls.${value ? 'yes' : 'no'}`);
  if (kind.type === 'sun-offset') return sunOffsetWords(t, Number(value), kind.anchor);
  if (kind.type === 'clock-minutes') return clockOf(Number(value));
  if (kind.type === 'enum') return catalogueText(t, `${setting.i18n}.values.${String(value)}`);
  if ((kind.type === 'integer' || kind.type === 'decimal') && kind.unit !== 'count')
    return catalogueText(t, `settingsCatalogue.units.${kind.unit}`, { count: Number(value) });
  if (typeof value === 'number') return new Intl.NumberFormat(language).format(value);
  if (Array.isArray(value)) {
    const items = value.map((item) =>
      kind.type === 'list' && kind.item === 'enum'
        ? catalogueText(t, `${setting.i18n}.values.${String(item)}`)
        : String(item),
    );
    return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
  }
  return String(value);
}
