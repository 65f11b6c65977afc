import { type FormEvent, useId, useMemo, useState } from 'react';
import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import type { ThemePatch } from '@fairway/contract/theme.contract';
import {
  HEX_COLOR_PATTERN,
  IMAGE_URL_MAX,
  IMAGE_URL_PATTERN,
  SALES_BANNER_MAX,
} from '@fairway/contract/theme-patterns';
import { readableTextColor } from '@fairway/domain/facilities/color-contrast';
import { themeContrast } from '@fairway/domain/admin/theme-contrast';
import type { Translate } from '../../app/admin-i18n.ts';
import { ThemeLivePreview } from './theme-live-preview.tsx';

type Appearance = FacilitySettings['appearance'];

const HEX = HEX_COLOR_PATTERN;
const COLOR_FIELDS = ['primaryColor', 'secondaryColor', 'noResultsColor'] as const;
const sixDigits = (value: string) =>
  /^#[0-9a-fA-F]{3}$/.test(value) ? `#${[...value.slice(1)].map((digit) => digit + digit).join('')}` : value;
const orNull = (value: string) => (value.trim() === '' ? null : value);

// SPEC §4 stores welcome messages entity-encoded (`&lt;strong&gt;Open&lt;/strong&gt;`) and decodes
// them for golfers (domain's formatWelcomeMessage, with `he`). The operator edits the message itself;
// it is encoded again on saving. Written here with the browser's own parser: `he` would add 75 KB to the console.
/** A stored message as the operator edits it (a textarea's content is text: tags stay as typed, entities are decoded). */
export function editableMessage(stored: string): string {
  const text = document.createElement('textarea');
  text.innerHTML = stored;
  return text.value;
}
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** The message an operator typed, encoded as messages are stored. */
export function storedMessage(message: string): string {
  return message.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** The appearance group as the form edits it (every field a string). */
function toDraft(appearance: Appearance) {
  return {
    primaryColor: appearance.primaryColor,
    secondaryColor: appearance.secondaryColor,
    noResultsColor: appearance.noResultsColor ?? '',
    headerImage: appearance.headerImage ?? '',
    backgroundImage: appearance.backgroundImage ?? '',
    welcomeMessage: editableMessage(appearance.welcomeMessage ?? ''),
    tempMessage: editableMessage(appearance.tempWelcomeMessage.message ?? ''),
    tempFrom: appearance.tempWelcomeMessage.from?.slice(0, 10) ?? '',
    tempTo: appearance.tempWelcomeMessage.to?.slice(0, 10) ?? '',
    salesBanner: appearance.salesBanner ?? '',
  };
}
type Draft = ReturnType<typeof toDraft>;

/** The group the form saves (PUT replaces the appearance group with it). */
function appearanceOf(draft: Draft): Appearance {
  return {
    primaryColor: draft.primaryColor,
    secondaryColor: draft.secondaryColor,
    noResultsColor: orNull(draft.noResultsColor),
    headerImage: orNull(draft.headerImage),
    backgroundImage: orNull(draft.backgroundImage),
    welcomeMessage: orNull(storedMessage(draft.welcomeMessage)),
    tempWelcomeMessage: {
      message: orNull(storedMessage(draft.tempMessage)),
      from: orNull(draft.tempFrom),
      to: orNull(draft.tempTo),
    },
    salesBanner: orNull(draft.salesBanner),
  };
}

/** The draft's theme fields that are valid as they stand, for the live preview (an unfinished colour keeps the last good one). */
export function previewPatch(appearance: Appearance): ThemePatch {
  const image = (url: string | null) => url === null || (url.length <= IMAGE_URL_MAX && IMAGE_URL_PATTERN.test(url));
  const patch: ThemePatch = {};
  if (HEX.test(appearance.primaryColor)) patch.primaryColor = appearance.primaryColor;
  if (HEX.test(appearance.secondaryColor)) patch.secondaryColor = appearance.secondaryColor;
  if (appearance.noResultsColor === null || HEX.test(appearance.noResultsColor))
    patch.noResultsColor = appearance.noResultsColor;
  if (image(appearance.headerImage)) patch.headerImage = appearance.headerImage;
  if (image(appearance.backgroundImage)) patch.backgroundImage = appearance.backgroundImage;
  if ((appearance.salesBanner ?? '').length <= SALES_BANNER_MAX) patch.salesBanner = appearance.salesBanner;
  return patch;
}

/** Where each form field's server problems are reported (paths under `settings`). */
const PROBLEM_PATHS: Record<keyof Draft, string> = {
  primaryColor: 'appearance.primaryColor',
  secondaryColor: 'appearance.secondaryColor',
  noResultsColor: 'appearance.noResultsColor',
  headerImage: 'appearance.headerImage',
  backgroundImage: 'appearance.backgroundImage',
  welcomeMessage: 'appearance.welcomeMessage',
  tempMessage: 'appearance.tempWelcomeMessage.message',
  tempFrom: 'appearance.tempWelcomeMessage.from',
  tempTo: 'appearance.tempWelcomeMessage.to',
  salesBanner: 'appearance.salesBanner',
};

/** A preview of the golfer app's header, button and sales banner in the draft colours, with the WCAG verdict of each pair. */
function ThemePreview({ draft, t }: { draft: Draft; t: Translate }) {
  const valid = COLOR_FIELDS.every(
    (field) => (field === 'noResultsColor' && draft[field] === '') || HEX.test(draft[field]),
  );
  if (!valid) {
    return (
      <div className="admin-theme-preview" role="region" aria-label={t('theme.preview')}>
        <p className="admin-error admin-theme-body">{t('theme.previewInvalid')}</p>
      </div>
    );
  }
  const pairs = themeContrast({
    primaryColor: draft.primaryColor,
    secondaryColor: draft.secondaryColor,
    noResultsColor: orNull(draft.noResultsColor),
  });
  return (
    <div className="admin-theme-preview" role="region" aria-label={t('theme.preview')}>
      <div
        className="admin-theme-header"
        data-testid="theme-preview-header"
        style={{ background: draft.primaryColor, color: readableTextColor(draft.primaryColor) }}
      >
        <strong>{t('theme.previewCourse')}</strong>
        {draft.welcomeMessage && <span> · {t('theme.previewWelcome')}</span>}
      </div>
      {draft.salesBanner && (
        <div
          className="admin-theme-banner"
          style={{ background: draft.secondaryColor, color: readableTextColor(draft.secondaryColor) }}
        >
          {draft.salesBanner}
        </div>
      )}
      <div className="admin-theme-body">
        <span
          className="admin-theme-button"
          style={{ background: draft.primaryColor, color: readableTextColor(draft.primaryColor) }}
        >
          {t('theme.previewButton')}
        </span>
        <span className="admin-theme-tab" style={{ borderBottomColor: draft.primaryColor }}>
          {t('theme.previewTab')}
        </span>
      </div>
      <ul className="admin-contrast" aria-label={t('theme.contrast')}>
        {pairs.map((pair) => (
          <li key={`${pair.field}-${pair.kind}`} className={pair.ok ? 'admin-contrast-ok' : 'admin-contrast-low'}>
            {t(`theme.pairs.${pair.field}-${pair.kind}`)}:{' '}
            {t('theme.ratio', { ratio: pair.ratio.toFixed(2), minimum: pair.minimum })} —{' '}
            {pair.ok ? t('theme.pass') : pair.kind === 'text' ? t('theme.fail') : t('theme.warn')}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The theme: colours (with a live preview and contrast verdict), images, welcome messages and the sales banner. */
export function ThemeForm({
  t,
  alias,
  appearance,
  problems,
  busy,
  onSave,
  onUpload,
}: {
  t: Translate;
  /** The engine whose golfer app the live preview frames. */
  alias: string;
  appearance: Appearance;
  problems: Record<string, string>;
  busy: boolean;
  onSave: (appearance: Appearance) => void;
  /** Uploads an image and answers its URL (null when refused; the caller says why). */
  onUpload: (kind: 'header' | 'background', file: File) => Promise<string | null>;
}) {
  const id = useId();
  const [draft, setDraft] = useState(() => toDraft(appearance));
  const field = (name: string) => `${id}-${name}`;
  const set = (name: keyof Draft, value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const describedBy = (name: keyof Draft, help?: boolean) =>
    [help ? field(`${name}-help`) : '', problems[PROBLEM_PATHS[name]] ? field(`${name}-error`) : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const problem = (name: keyof Draft) =>
    problems[PROBLEM_PATHS[name]] ? (
      <span id={field(`${name}-error`)} className="admin-field-error">
        {problems[PROBLEM_PATHS[name]]}
      </span>
    ) : null;
  const input = (name: keyof Draft, options: { type?: string; help?: boolean; maxLength?: number } = {}) => (
    <>
      <label htmlFor={field(name)}>{t(`theme.fields.${name}`)}</label>
      <div className="admin-field">
        <input
          id={field(name)}
          type={options.type ?? 'text'}
          value={draft[name]}
          maxLength={options.maxLength}
          aria-invalid={problems[PROBLEM_PATHS[name]] ? true : undefined}
          aria-describedby={describedBy(name, options.help)}
          onChange={(event) => set(name, event.currentTarget.value)}
        />
        {options.help && <small id={field(`${name}-help`)}>{t(`theme.help.${name}`)}</small>}
        {problem(name)}
      </div>
    </>
  );
  const color = (name: (typeof COLOR_FIELDS)[number]) => (
    <>
      <label htmlFor={field(name)}>{t(`theme.fields.${name}`)}</label>
      <div className="admin-field admin-color">
        <input
          id={field(name)}
          value={draft[name]}
          pattern="#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})"
          aria-invalid={problems[PROBLEM_PATHS[name]] ? true : undefined}
          aria-describedby={describedBy(name, true)}
          onChange={(event) => set(name, event.currentTarget.value)}
        />
        <input
          type="color"
          aria-label={t('theme.pick', { field: t(`theme.fields.${name}`) })}
          value={HEX.test(draft[name]) ? sixDigits(draft[name]).toLowerCase() : '#000000'}
          onChange={(event) => set(name, event.currentTarget.value)}
        />
        <small id={field(`${name}-help`)}>
          {t(name === 'noResultsColor' ? 'theme.help.noResultsColor' : 'theme.help.color')}
        </small>
        {problem(name)}
      </div>
    </>
  );
  const saved = useMemo(() => appearanceOf(draft), [draft]);
  const live = useMemo(() => previewPatch(saved), [saved]);
  const upload = (name: 'headerImage' | 'backgroundImage') => (
    <div className="admin-upload">
      <label htmlFor={field(`${name}-file`)}>{t(`theme.upload.${name}`)}</label>
      <input
        id={field(`${name}-file`)}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={busy}
        aria-describedby={field(`${name}-file-help`)}
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          if (!file) return;
          const url = await onUpload(name === 'headerImage' ? 'header' : 'background', file);
          if (url) set(name, url);
        }}
      />
      <small id={field(`${name}-file-help`)}>{t('theme.upload.help')}</small>
    </div>
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave(saved);
  }

  return (
    <form className="admin-settings-group admin-theme" onSubmit={submit} aria-labelledby={field('heading')} noValidate>
      <h3 id={field('heading')}>{t('settings.groups.appearance')}</h3>
      <div className="admin-theme-grid">
        <div className="admin-settings-fields">
          {color('primaryColor')}
          {color('secondaryColor')}
          {color('noResultsColor')}
          {input('headerImage', { help: true })}
          {upload('headerImage')}
          {input('backgroundImage', { help: true })}
          {upload('backgroundImage')}
          <label htmlFor={field('welcomeMessage')}>{t('theme.fields.welcomeMessage')}</label>
          <div className="admin-field">
            <textarea
              id={field('welcomeMessage')}
              rows={3}
              value={draft.welcomeMessage}
              aria-invalid={problems[PROBLEM_PATHS.welcomeMessage] ? true : undefined}
              aria-describedby={describedBy('welcomeMessage', true)}
              onChange={(event) => set('welcomeMessage', event.currentTarget.value)}
            />
            <small id={field('welcomeMessage-help')}>{t('theme.help.welcomeMessage')}</small>
            {problem('welcomeMessage')}
          </div>
          <fieldset className="admin-temp-welcome">
            <legend>{t('theme.tempWelcome')}</legend>
            <p className="admin-help">{t('theme.help.tempWelcome')}</p>
            {input('tempMessage')}
            {input('tempFrom', { type: 'date' })}
            {input('tempTo', { type: 'date' })}
          </fieldset>
          {input('salesBanner', { maxLength: 500 })}
        </div>
        <ThemePreview draft={draft} t={t} />
      </div>
      <ThemeLivePreview t={t} alias={alias} theme={live} />
      <div className="admin-actions">
        <button type="submit" disabled={busy}>
          {t('settings.saveGroup', { group: t('settings.groups.appearance') })}
        </button>
      </div>
    </form>
  );
}
