import he from 'he';
import { formatCents } from '../tee-times/money.ts';

// The before and after of an audited change as a readable diff: one row per changed leaf field
// (nested objects flattened to dotted names, lists of plain values compared whole), each value
// typed for the console to format in the operator's language, with a plain-text rendering.

/** Enumerations whose values the console translates (`activity.values.<enum>.<value>`). */
export const ACTIVITY_ENUMS = [
  'attendance',
  'audience',
  'block-kind',
  'frequency',
  'payment-method',
  'promotion-type',
  'restriction',
  'staff-role',
  'transportation',
] as const;
export type ActivityEnum = (typeof ACTIVITY_ENUMS)[number];

/**
 * One side of a changed field. `text` is a plain-text rendering (English words, en-US numbers)
 * any screen may show as is; the other fields let a screen format it in its own language.
 */
type PlainActivityValue =
  | { kind: 'text'; text: string }
  | { kind: 'boolean'; value: boolean; text: string }
  | { kind: 'number'; value: number; text: string }
  | { kind: 'percent'; value: number; text: string }
  | { kind: 'money'; cents: number; currency: string; text: string }
  | { kind: 'minutes'; value: number; text: string }
  | { kind: 'date'; value: string; text: string }
  | { kind: 'time'; value: string; text: string }
  | { kind: 'dateTime'; value: string; text: string }
  | { kind: 'weekdays'; value: number[]; text: string }
  | { kind: 'enum'; enum: ActivityEnum; value: string; text: string };
/** A value, or a list of plain values (compared whole). */
export type ActivityValue = PlainActivityValue | { kind: 'list'; items: PlainActivityValue[]; text: string };

/** One changed field: its dotted name, and its value before and after (null: not set). */
export interface ActivityChange {
  field: string;
  before: ActivityValue | null;
  after: ActivityValue | null;
}

/**
 * What a field holds when its JSON type does not say it: cents, a whole percent, minutes, ISO
 * weekdays, a value of an enumeration, or a message stored entity-encoded (SPEC §4's welcome
 * messages: `&lt;p&gt;Hi&lt;/p&gt;` is decoded once, to the `<p>Hi</p>` the operator typed).
 */
export type FieldKind = 'money' | 'percent' | 'minutes' | 'weekdays' | 'entity-encoded' | { enum: ActivityEnum };

export interface ChangeOptions {
  /** The currency of money fields. */
  currency: string;
  /** The kind of a field (its full dotted name) on one side; by default read from its name and value. */
  kindOf?: (field: string, side: 'before' | 'after') => FieldKind | undefined;
  /** Prepended to every field name (`appearance` → `appearance.primaryColor`). */
  prefix?: string;
}

const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^(?:[01]\d|2[0-4]):[0-5]\d$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The kind a field's name says, when no caller rule does: `…Percent`, `…Minutes…`. */
function kindByName(field: string): FieldKind | undefined {
  const leaf = field.slice(field.lastIndexOf('.') + 1);
  if (leaf.endsWith('Percent')) return 'percent';
  if (/minutes/i.test(leaf)) return 'minutes';
  return undefined;
}

/** A value that is not a list as an activity value; null when not set. */
function plainValueOf(value: unknown, kind: FieldKind | undefined, currency: string): PlainActivityValue | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return { kind: 'boolean', value, text: value ? 'yes' : 'no' };
  if (typeof value === 'number') {
    if (kind === 'money') return { kind: 'money', cents: value, currency, text: formatCents(value, currency, 'en') };
    if (kind === 'percent') return { kind: 'percent', value, text: `${value}%` };
    if (kind === 'minutes') return { kind: 'minutes', value, text: `${value} min` };
    return { kind: 'number', value, text: String(value) };
  }
  if (typeof value === 'string') {
    if (typeof kind === 'object') return { kind: 'enum', enum: kind.enum, value, text: value };
    if (kind === 'entity-encoded') {
      const decoded = he.decode(value);
      return decoded ? { kind: 'text', text: decoded } : null;
    }
    if (DATE.test(value)) return { kind: 'date', value, text: value };
    if (TIME.test(value)) return { kind: 'time', value, text: value };
    if (DATE_TIME.test(value)) return { kind: 'dateTime', value, text: value.replace('T', ' ') };
    return { kind: 'text', text: value };
  }
  return { kind: 'text', text: JSON.stringify(value) };
}

/** A leaf value (a plain value, or a list of them) as an activity value; null when not set (an empty list too). */
function valueOf(value: unknown, kind: FieldKind | undefined, currency: string): ActivityValue | null {
  if (!Array.isArray(value)) return plainValueOf(value, kind, currency);
  if (value.length === 0) return null;
  if (kind === 'weekdays' && value.every((day) => Number.isInteger(day))) {
    const days = value as number[];
    return { kind: 'weekdays', value: days, text: days.map((day) => WEEKDAY_NAMES[day - 1] ?? String(day)).join(', ') };
  }
  const items = value.flatMap((item) => plainValueOf(item, kind, currency) ?? []);
  return { kind: 'list', items, text: items.map((item) => item.text).join(', ') };
}

/** The plain leaves of a value by dotted name: objects and lists of objects opened up, other lists kept whole. */
function leaves(value: unknown, name: string, into: Map<string, unknown>): Map<string, unknown> {
  const opens =
    Array.isArray(value) && value.length > 0 && value.every((item) => isRecord(item) || Array.isArray(item));
  if (isRecord(value) || opens) {
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [String(index), item])
      : Object.entries(value);
    for (const [key, item] of entries) leaves(item, name ? `${name}.${key}` : key, into);
  } else if (name) {
    into.set(name, value);
  }
  return into;
}

/** Null, absent, empty text and an empty list are all "not set". */
const unset = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
const same = (a: unknown, b: unknown) => (unset(a) && unset(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between `before` and `after` (either may be null: a creation, a
 * removal), in the order they first appear; unchanged fields are left out. Values are never
 * HTML-escaped: a screen shows them as text.
 */
export function activityChanges(before: unknown, after: unknown, options: ChangeOptions): ActivityChange[] {
  const prefix = options.prefix ?? '';
  const old = leaves(before, prefix, new Map());
  const next = leaves(after, prefix, new Map());
  const fields = [...new Set([...old.keys(), ...next.keys()])];
  const side = (field: string, which: 'before' | 'after', value: unknown) =>
    valueOf(value, options.kindOf?.(field, which) ?? kindByName(field), options.currency);
  return fields.flatMap((field) => {
    const [a, b] = [old.get(field), next.get(field)];
    if (same(a, b)) return [];
    const change = { field, before: side(field, 'before', a), after: side(field, 'after', b) };
    return change.before?.text === change.after?.text && change.before?.kind === change.after?.kind ? [] : [change];
  });
}
