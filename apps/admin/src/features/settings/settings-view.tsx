import { type ComponentType, type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import type { AdminSettingsResponse } from '@fairway/contract/admin-settings.contract';
import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import { AdminApiError, adminSettingsApi, type AdminTarget, fieldProblems, fileBase64 } from '../../app/admin-api.ts';
import { endsSession, refusal } from '../../app/admin-errors.ts';
import type { Translate } from '../../app/admin-i18n.ts';

/** The props the settings screen gives its theme form (the theme feature's ThemeForm, composed in app/). */
export interface ThemeFormProps {
  t: Translate;
  /** The engine whose golfer app the live preview frames. */
  alias: string;
  appearance: FacilitySettings['appearance'];
  problems: Record<string, string>;
  busy: boolean;
  onSave: (appearance: FacilitySettings['appearance']) => void;
  /** Uploads an image and answers its URL (null when refused; the caller says why). */
  onUpload: (kind: 'header' | 'background', file: File) => Promise<string | null>;
}

/** The groups below the theme, in the order shown (SPEC §3; identity without the fields the engine itself decides). */
const GROUPS = [
  'identity',
  'inventory',
  'user',
  'smartPlay',
  'reservations',
  'checkout',
  'proProfile',
  'release',
  'featureFlags',
] as const;
type Group = (typeof GROUPS)[number];
const READ_ONLY_IDENTITY = new Set(['alias', 'entityId', 'entityType', 'gnFacilityIds', 'isDefault']);

/** Choices of the enumerated settings (the settings contract's enums). */
const CHOICES: Record<string, readonly string[]> = {
  'inventory.singlesMode': ['never', 'always', 'paired'],
  'inventory.reservationWindowType': ['sunrise-sunset', 'minutes-after-midnight'],
  'inventory.defaultStartDay': ['current', 'next', 'next-available'],
  'checkout.splitPayment.unpaidShares': ['charge-lead', 'release'],
  'release.mode': ['first-come', 'fair-queue'],
};
/** Fields that are never empty (an empty box would not mean "not set"). */
const REQUIRED_TEXT = new Set(['identity.name']);

type Leaf = string | number | boolean | null | string[];
type Value = Leaf | { [key: string]: Value };

/** Every leaf of a group as [dotted path, value]. */
function leaves(value: Value, path: string): [string, Leaf][] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value))
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, `${path}.${key}`));
  return [[path, value as Leaf]];
}

/** The group with the form's text put back in each leaf's type. */
function readGroup(original: Value, path: string, data: FormData): Value {
  if (original !== null && typeof original === 'object' && !Array.isArray(original)) {
    return Object.fromEntries(
      Object.entries(original)
        .filter(([key]) => !(path === 'identity' && READ_ONLY_IDENTITY.has(key)))
        .map(([key, inner]) => [key, readGroup(inner, `${path}.${key}`, data)]),
    );
  }
  if (typeof original === 'boolean') return data.get(path) === 'on';
  const text = String(data.get(path) ?? '').trim();
  if (Array.isArray(original))
    return text === ''
      ? []
      : text
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean);
  if (typeof original === 'number' || (original === null && data.get(`${path}#number`) !== null))
    return text === '' ? null : Number(text);
  if (text === '' && !REQUIRED_TEXT.has(path)) return null;
  return text;
}

/** The number fields (also those unset now, which the contract types as numbers). */
const NUMBER_FIELDS = new Set([
  'identity.entityId',
  'inventory.releaseThresholdMinutes',
  'inventory.startTimeMinutesAfterMidnight',
  'inventory.endTimeMinutesAfterMidnight',
  'user.memberBookingLimit',
  'release.bookingsPerGolferPerReleaseDay',
]);

const humanise = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());

/** A label of a setting: its translation when the console has one, else its name in words. */
function labelOf(t: Translate, path: string): string {
  const key = `settings.fields.${path}`;
  const text = t(key);
  return text === key ? humanise(path.slice(path.lastIndexOf('.') + 1)) : text;
}

function GroupForm({
  t,
  group,
  values,
  problems,
  busy,
  onSave,
}: {
  t: Translate;
  group: Group;
  values: Value;
  problems: Record<string, string>;
  busy: boolean;
  onSave: (group: Group, value: Value) => void;
}) {
  const id = useId();
  const fields = leaves(values, group).filter(
    ([path]) => !(group === 'identity' && READ_ONLY_IDENTITY.has(path.split('.')[1] ?? '')),
  );
  const fieldId = (path: string) => `${id}-${path.replaceAll('.', '-')}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave(group, readGroup(values, group, new FormData(event.currentTarget)));
  }

  return (
    <form className="admin-settings-group" onSubmit={submit} aria-labelledby={`${id}-heading`} noValidate>
      <h3 id={`${id}-heading`}>{t(`settings.groups.${group}`)}</h3>
      {problems[group] && <p className="admin-field-error">{problems[group]}</p>}
      <div className="admin-settings-fields">
        {fields.map(([path, value]) => {
          const problem = problems[path];
          const error = problem ? (
            <span id={`${fieldId(path)}-error`} className="admin-field-error">
              {problem}
            </span>
          ) : null;
          const common = {
            id: fieldId(path),
            name: path,
            'aria-invalid': problem ? true : undefined,
            'aria-describedby': problem ? `${fieldId(path)}-error` : undefined,
          };
          if (typeof value === 'boolean') {
            return (
              <div key={path} className="admin-check-row">
                <input type="checkbox" {...common} defaultChecked={value} />
                <label htmlFor={fieldId(path)}>{labelOf(t, path)}</label>
                {error}
              </div>
            );
          }
          const choices = CHOICES[path];
          return [
            <label key={`${path}-label`} htmlFor={fieldId(path)}>
              {labelOf(t, path)}
              {Array.isArray(value) && <span className="admin-help"> {t('settings.commaSeparated')}</span>}
            </label>,
            <div key={path} className="admin-field">
              {choices ? (
                <select {...common} defaultValue={String(value)}>
                  {choices.map((choice) => (
                    <option key={choice} value={choice}>
                      {choice}
                    </option>
                  ))}
                </select>
              ) : typeof value === 'number' || NUMBER_FIELDS.has(path) ? (
                <>
                  <input type="number" step="any" {...common} defaultValue={value === null ? '' : String(value)} />
                  <input type="hidden" name={`${path}#number`} value="1" />
                </>
              ) : (
                <input type="text" {...common} defaultValue={Array.isArray(value) ? value.join(', ') : (value ?? '')} />
              )}
              {error}
            </div>,
          ];
        })}
      </div>
      <div className="admin-actions">
        <button type="submit" disabled={busy}>
          {t('settings.saveGroup', { group: t(`settings.groups.${group}`) })}
        </button>
      </div>
    </form>
  );
}

/** The HTML a course pastes into its own site to embed this booking engine (apps/embed). */
export function embedSnippet(origin: string, alias: string): string {
  return `<div id="fairway-booking"></div>\n<script src="${origin}/embed.js" data-alias="${alias}" data-target="#fairway-booking" defer></script>`;
}

function EmbedSnippet({ t, alias }: { t: Translate; alias: string }) {
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const snippet = embedSnippet(window.location.origin, alias);
  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied(true);
    } catch {
      // No clipboard API (an http:// console, an older browser, a denied permission): the
      // selection and the browser's own copy command still work there.
      const code = document.getElementById(`${id}-code`) as HTMLTextAreaElement | null;
      code?.select();
      setCopied(code !== null && document.execCommand('copy'));
    }
  }
  return (
    <section className="admin-settings-group" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('settings.embed.heading')}</h3>
      <p id={`${id}-help`}>{t('settings.embed.help')}</p>
      <label htmlFor={`${id}-code`}>{t('settings.embed.code')}</label>
      <textarea
        id={`${id}-code`}
        className="admin-snippet"
        readOnly
        rows={3}
        value={snippet}
        aria-describedby={`${id}-help`}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="admin-actions">
        <button type="button" onClick={copy}>
          {t('settings.embed.copy')}
        </button>
        <span role="status">
          {copied === true ? t('settings.embed.copied') : copied === false ? t('settings.embed.copyFailed') : ''}
        </span>
      </div>
    </section>
  );
}

/** The Settings screen: the theme with its preview, every other settings group, and the embed snippet. */
export function SettingsView({
  t,
  target,
  onExpired,
  ThemeForm,
}: {
  t: Translate;
  target: AdminTarget;
  onExpired: () => void;
  ThemeForm: ComponentType<ThemeFormProps>;
}) {
  const id = useId();
  const [answer, setAnswer] = useState<AdminSettingsResponse | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);

  const fail = useCallback(
    (caught: unknown) => {
      if (endsSession(caught)) return onExpired();
      if (caught instanceof AdminApiError && caught.code === 'VALIDATION_FAILED') {
        setProblems(fieldProblems(caught.details));
        return setError(t('settings.invalid'));
      }
      setError(refusal(t, caught));
    },
    [t, onExpired],
  );

  useEffect(() => {
    adminSettingsApi.settings(target).then(setAnswer, fail);
  }, [target, fail]);

  async function save(group: string, value: unknown) {
    setBusy(true);
    setError(null);
    setMessage(null);
    setProblems({});
    try {
      const saved = await adminSettingsApi.saveSettings(target, { [group]: value });
      setAnswer(saved);
      setVersion((current) => current + 1);
      setMessage(
        saved.changes.length === 0
          ? t('settings.unchanged')
          : t('settings.saved', { group: t(`settings.groups.${group}`), count: saved.changes.length }),
      );
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  }

  async function uploadImage(kind: 'header' | 'background', file: File): Promise<string | null> {
    setError(null);
    setMessage(null);
    setProblems({});
    if (!['image/png', 'image/jpeg', 'image/webp'].includes(file.type)) {
      setError(t('theme.upload.wrongType'));
      return null;
    }
    if (file.size > 1_048_576) {
      setError(t('theme.upload.tooBig'));
      return null;
    }
    setBusy(true);
    try {
      const saved = await adminSettingsApi.uploadImage(target, {
        kind,
        contentType: file.type,
        data: await fileBase64(file),
      });
      setMessage(t('theme.upload.done'));
      return saved.url;
    } catch (caught) {
      if (caught instanceof AdminApiError && caught.code === 'VALIDATION_FAILED') {
        setError(`${t('theme.upload.refused')} ${Object.values(fieldProblems(caught.details)).join('; ')}`);
        return null;
      }
      fail(caught);
      return null;
    } finally {
      setBusy(false);
    }
  }

  const settings: FacilitySettings | undefined = answer?.settings;
  return (
    <section aria-labelledby={`${id}-heading`} className="admin-settings">
      <h2 id={`${id}-heading`}>{t('settings.heading')}</h2>
      <div aria-live="polite">{message && <p role="status">{message}</p>}</div>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!settings && !error && <p role="status">{t('settings.loading')}</p>}
      {settings && answer && (
        <>
          <ThemeForm
            key={`appearance-${version}`}
            t={t}
            alias={answer.alias}
            appearance={settings.appearance}
            problems={problems}
            busy={busy}
            onSave={(appearance) => void save('appearance', appearance)}
            onUpload={uploadImage}
          />
          <EmbedSnippet t={t} alias={answer.alias} />
          {GROUPS.map((group) => (
            <GroupForm
              key={`${group}-${version}`}
              t={t}
              group={group}
              values={settings[group] as Value}
              problems={problems}
              busy={busy}
              onSave={(name, value) => void save(name, value)}
            />
          ))}
        </>
      )}
    </section>
  );
}
