import type { ActivityEntryDto } from '@fairway/contract/admin-activity.contract';
import type { i18n as I18n, TFunction } from 'i18next';

// Turns an Activity entry's typed parts into the operator's language: the summary's parameters
// become strings before i18next sees them (it only interpolates), and every changed value is
// phrased from its kind, its English `text` being the last resort.

type Change = ActivityEntryDto['changes'][number];
type Value = NonNullable<Change['before']>;
type PlainValue = Exclude<Value, { kind: 'list' }>;
type Param = ActivityEntryDto['summary']['params'][string];

/** Dynamic keys come from the server: look them up untyped, English behind each. */
function lookup(t: TFunction, key: string, options: Record<string, unknown> = {}): string {
  return (t as unknown as (key: string, options: Record<string, unknown>) => string)(key, options);
}

/** The settings catalogue's label of a changed settings path: the engine's, a course's detail, a course's own value. */
function catalogueKey([first, second, ...rest]: string[]): string {
  if (first === 'course' && second === 'settings') return `settingsCatalogue.fields.inventory.${rest.join('.')}.label`;
  if (first === 'course') return `settingsCatalogue.course.fields.${[second, ...rest].join('.')}.label`;
  return `settingsCatalogue.fields.${[first, second, ...rest].filter(Boolean).join('.')}.label`;
}

/**
 * A changed field's label: a settings path → the settings catalogue's label of its longest
 * described prefix (a course's detail or own value too); an entity field →
 * `activity.fields.<field>` with its item number; anything else the catalogue's words for an
 * unlabelled detail (never the field's code).
 */
export function fieldLabel(i18n: I18n, t: TFunction, action: string, field: string): string {
  const parts = field.split('.');
  if (action.startsWith('settings.')) {
    for (let end = parts.length; end > 0; end -= 1) {
      const key = catalogueKey(parts.slice(0, end));
      if (i18n.exists(key)) return lookup(t, key);
    }
  }
  const numbers = parts.filter((part) => /^\d+$/.test(part));
  const named = parts.filter((part) => !/^\d+$/.test(part));
  const key = `activity.fields.${named.join('.')}`;
  const n = numbers.length > 0 ? Number(numbers[0]) + 1 : undefined;
  if (i18n.exists(key)) return lookup(t, key, { n });
  return lookup(t, 'settingsCatalogue.controls.unlabelled');
}

function money(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** A local day (YYYY-MM-DD) as the reader writes dates; the day is the course's, so no zone shift. */
function day(value: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  );
}

/** A local tee time (YYYY-MM-DDTHH:mm in the course's zone). */
function dayTime(value: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(`${value}:00Z`),
  );
}

function list(items: string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}

/** A text setting as staff read it: rich text (a welcome message) without its markup. DOMParser runs no script. */
function readable(text: string): string {
  if (!/<[a-z/!]/i.test(text)) return text;
  return (new DOMParser().parseFromString(text, 'text/html').body.textContent ?? text).replace(/\s+/g, ' ').trim();
}

function plainValue(value: PlainValue, t: TFunction, i18n: I18n, locale: string): string {
  try {
    switch (value.kind) {
      case 'boolean':
        return lookup(t, value.value ? 'activity.values.yes' : 'activity.values.no');
      case 'number':
        return new Intl.NumberFormat(locale).format(value.value);
      case 'percent':
        return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value.value / 100);
      case 'money':
        return money(value.cents, value.currency, locale);
      case 'minutes':
        return lookup(t, 'activity.values.minutes', { count: value.value });
      case 'date':
        return day(value.value, locale);
      case 'dateTime':
        return dayTime(value.value, locale);
      case 'weekdays': {
        // 2024-01-01 was a Monday: ISO weekday w is that day + w − 1.
        const names = value.value.map((weekday) =>
          new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
            new Date(Date.UTC(2024, 0, weekday)),
          ),
        );
        return list(names, locale);
      }
      case 'enum': {
        const key = `activity.values.${value.enum}.${value.value}`;
        return i18n.exists(key) ? lookup(t, key) : value.text;
      }
      default:
        return readable(value.text);
    }
  } catch {
    return value.text;
  }
}

/** One side of a change in words ("not set" for none). */
export function formatValue(value: Change['before'], t: TFunction, i18n: I18n, locale: string): string {
  if (value === null) return lookup(t, 'activity.values.none');
  if (value.kind === 'list') {
    return value.items.length === 0
      ? lookup(t, 'activity.values.none')
      : list(
          value.items.map((item) => plainValue(item, t, i18n, locale)),
          locale,
        );
  }
  return plainValue(value, t, i18n, locale);
}

function formatParam(name: string, param: Param, entry: ActivityEntryDto, t: TFunction, i18n: I18n, locale: string) {
  if (typeof param === 'string' || typeof param === 'number') return param;
  if (Array.isArray(param)) {
    return list(
      param.map((field) => (name === 'fields' ? fieldLabel(i18n, t, entry.action, field) : field)),
      locale,
    );
  }
  try {
    if ('cents' in param) return money(param.cents, param.currency, locale);
    if ('date' in param) return day(param.date, locale);
    return dayTime(param.dateTime, locale);
  } catch {
    return '';
  }
}

/** The entry's sentence ("Riley Chen cancelled 1 of 3 players of DEMO0002 (refund $96.30 to card)"). */
export function summaryText(entry: ActivityEntryDto, t: TFunction, i18n: I18n, locale: string): string {
  const options: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(entry.summary.params)) {
    options[name] = formatParam(name, param, entry, t, i18n, locale);
  }
  return lookup(t, entry.summary.key, options);
}
