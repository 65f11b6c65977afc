import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsUpdateRequestSchema } from '@fairway/contract/admin-settings.contract';
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
import { FormActions } from '../../shared/form-actions.tsx';
import { useZodForm } from '../../shared/use-zod-form.tsx';
import { ThemeLivePreview } from './theme-live-preview.tsx';

type Appearance = FacilitySettings['appearance'];

/** A field the server refused: its path inside the appearance group, and why. */
interface FieldProblem {
  path: string;
  message: string;
}

/** What the settings screen gives its theme form (composed in app/). */
interface ThemeFormProps {
  /** The engine whose golfer app the live preview frames. */
  alias: string;
  appearance: Appearance;
  /** Saves the appearance group; answers the fields the server refused, or null once saved. */
  onSave: (appearance: Appearance) => Promise<FieldProblem[] | null>;
  /** Uploads an image and answers its URL (null when refused; the screen says why). */
  onUpload: (kind: 'header' | 'background', file: File) => Promise<string | null>;
}

const HEX = HEX_COLOR_PATTERN;
const sixDigits = (value: string) =>
  /^#[0-9a-fA-F]{3}$/.test(value) ? `#${[...value.slice(1)].map((digit) => digit + digit).join('')}` : value;
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

/** The appearance group as the PUT body takes it (the contract's schema checks the form). */
const appearanceSchema = settingsUpdateRequestSchema.shape.settings.unwrap().shape.appearance.unwrap();

/** The group as the form edits it: the welcome messages as the operator writes them. */
function editable(appearance: Appearance): Appearance {
  const decoded = (message: string | null) => (message === null ? null : editableMessage(message));
  return {
    ...appearance,
    welcomeMessage: decoded(appearance.welcomeMessage),
    tempWelcomeMessage: { ...appearance.tempWelcomeMessage, message: decoded(appearance.tempWelcomeMessage.message) },
  };
}

/** The group as it is stored: the messages encoded again. */
function stored(appearance: Appearance): Appearance {
  const encoded = (message: string | null) => (message === null ? null : storedMessage(message));
  return {
    ...appearance,
    welcomeMessage: encoded(appearance.welcomeMessage),
    tempWelcomeMessage: { ...appearance.tempWelcomeMessage, message: encoded(appearance.tempWelcomeMessage.message) },
  };
}

/** A preview of the golfer app's header, button and sales banner in the draft colours, with the WCAG verdict of each pair. */
function ThemePreview({ draft }: { draft: Appearance }) {
  const { t } = useTranslation();
  const valid =
    HEX.test(draft.primaryColor) &&
    HEX.test(draft.secondaryColor) &&
    (draft.noResultsColor === null || HEX.test(draft.noResultsColor));
  if (!valid) {
    return (
      <div className="admin-theme-preview" role="region" aria-label={t('theme.preview')}>
        <p className="admin-error admin-theme-body">{t('theme.previewInvalid')}</p>
      </div>
    );
  }
  const pairs = themeContrast(draft);
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
            {t(`theme.pairs.${pair.field}-${pair.kind}` as 'theme.pairs.primaryColor-text')}:{' '}
            {t('theme.ratio', { ratio: pair.ratio.toFixed(2), minimum: pair.minimum })} —{' '}
            {pair.ok ? t('theme.pass') : pair.kind === 'text' ? t('theme.fail') : t('theme.warn')}
          </li>
        ))}
      </ul>
    </div>
  );
}

const label = <Field extends ThemeField | 'welcomeMessage'>(field: Field) =>
  `settingsCatalogue.fields.appearance.${field}.label` as const;
type ThemeField =
  'primaryColor' | 'secondaryColor' | 'noResultsColor' | 'headerImage' | 'backgroundImage' | 'salesBanner';
type MessageField =
  'welcomeMessage' | 'tempWelcomeMessage.message' | 'tempWelcomeMessage.from' | 'tempWelcomeMessage.to';

/** The theme: colours (with a live preview and contrast verdict), images, welcome messages and the sales banner. */
export function ThemeForm({ alias, appearance, onSave, onUpload }: ThemeFormProps) {
  const { t } = useTranslation();
  const form = useZodForm(appearanceSchema, { defaultValues: editable(appearance) });
  const heading = form.fieldId('heading');
  const draft = form.watch() as Appearance;
  const live = useMemo(() => previewPatch(draft), [JSON.stringify(draft)]); // eslint-disable-line react-hooks/exhaustive-deps
  const problemOf = (name: ThemeField | MessageField) => form.getFieldState(name, form.formState).error?.message;
  const described = (name: ThemeField | MessageField, help: boolean) =>
    [help ? form.fieldId(`${name}-help`) : '', problemOf(name) ? form.fieldId(`${name}-error`) : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const problem = (name: ThemeField | MessageField) =>
    problemOf(name) ? (
      <span id={form.fieldId(`${name}-error`)} className="admin-field-error">
        {problemOf(name)}
      </span>
    ) : null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const orNull = (value: string) => (value.trim() === '' ? null : value);
  /** A text field of the theme; empty is null where the group allows it. */
  const input = (
    name: ThemeField | MessageField,
    caption: string,
    options: { type?: string; help?: string; maxLength?: number; nullable?: boolean } = {},
  ) => {
    const value = name.includes('.')
      ? draft.tempWelcomeMessage[name.slice(name.indexOf('.') + 1) as 'message' | 'from' | 'to']
      : draft[name as ThemeField];
    return (
      <>
        <label htmlFor={form.fieldId(name)}>{caption}</label>
        <div className="admin-field">
          <input
            id={form.fieldId(name)}
            type={options.type ?? 'text'}
            maxLength={options.maxLength}
            value={options.type === 'date' ? text(value).slice(0, 10) : text(value)}
            aria-invalid={problemOf(name) ? true : undefined}
            aria-describedby={described(name, Boolean(options.help))}
            onChange={(event) =>
              form.setValue(
                name,
                options.nullable === false ? event.currentTarget.value : orNull(event.currentTarget.value),
                {
                  shouldDirty: true,
                },
              )
            }
          />
          {options.help && <small id={form.fieldId(`${name}-help`)}>{options.help}</small>}
          {problem(name)}
        </div>
      </>
    );
  };
  const color = (name: 'primaryColor' | 'secondaryColor' | 'noResultsColor') => (
    <>
      <label htmlFor={form.fieldId(name)}>{t(label(name))}</label>
      <div className="admin-field admin-color">
        <input
          id={form.fieldId(name)}
          value={text(draft[name])}
          pattern="#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})"
          aria-invalid={problemOf(name) ? true : undefined}
          aria-describedby={described(name, true)}
          onChange={(event) =>
            form.setValue(
              name,
              name === 'noResultsColor' ? orNull(event.currentTarget.value) : event.currentTarget.value,
              {
                shouldDirty: true,
              },
            )
          }
        />
        <input
          type="color"
          aria-label={t('theme.pick', { field: t(label(name)) })}
          value={HEX.test(text(draft[name])) ? sixDigits(text(draft[name])).toLowerCase() : '#000000'}
          onChange={(event) => form.setValue(name, event.currentTarget.value, { shouldDirty: true })}
        />
        <small id={form.fieldId(`${name}-help`)}>
          {t(name === 'noResultsColor' ? 'theme.help.noResultsColor' : 'theme.help.color')}
        </small>
        {problem(name)}
      </div>
    </>
  );
  const upload = (name: 'headerImage' | 'backgroundImage') => (
    <div className="admin-upload">
      <label htmlFor={form.fieldId(`${name}-file`)}>{t(`theme.upload.${name}`)}</label>
      <input
        id={form.fieldId(`${name}-file`)}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={form.formState.isSubmitting}
        aria-describedby={form.fieldId(`${name}-file-help`)}
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          if (!file) return;
          const url = await onUpload(name === 'headerImage' ? 'header' : 'background', file);
          if (url) form.setValue(name, url, { shouldDirty: true });
        }}
      />
      <small id={form.fieldId(`${name}-file-help`)}>{t('theme.upload.help')}</small>
    </div>
  );

  const submit = form.handleSubmit(async (output) => {
    const problems = await onSave(stored(output as Appearance));
    if (!problems) return form.reset(output);
    for (const problem of problems)
      form.setError(problem.path as 'primaryColor', { type: 'server', message: problem.message });
  });

  return (
    <form className="admin-settings-group admin-theme" onSubmit={submit} aria-labelledby={heading} noValidate>
      <h3 id={heading}>{t('settingsCatalogue.groups.appearance.label')}</h3>
      <div className="admin-theme-grid">
        <div className="admin-settings-fields">
          {color('primaryColor')}
          {color('secondaryColor')}
          {color('noResultsColor')}
          {input('headerImage', t(label('headerImage')), { help: t('theme.help.headerImage') })}
          {upload('headerImage')}
          {input('backgroundImage', t(label('backgroundImage')), { help: t('theme.help.backgroundImage') })}
          {upload('backgroundImage')}
          <label htmlFor={form.fieldId('welcomeMessage')}>{t(label('welcomeMessage'))}</label>
          <div className="admin-field">
            <textarea
              id={form.fieldId('welcomeMessage')}
              rows={3}
              value={text(draft.welcomeMessage)}
              aria-invalid={problemOf('welcomeMessage') ? true : undefined}
              aria-describedby={described('welcomeMessage', true)}
              onChange={(event) =>
                form.setValue('welcomeMessage', orNull(event.currentTarget.value), { shouldDirty: true })
              }
            />
            <small id={form.fieldId('welcomeMessage-help')}>{t('theme.help.welcomeMessage')}</small>
            {problem('welcomeMessage')}
          </div>
          <fieldset className="admin-temp-welcome">
            <legend>{t('settingsCatalogue.sections.appearance.tempWelcomeMessage.label')}</legend>
            <p className="admin-help">{t('theme.help.tempWelcome')}</p>
            {input(
              'tempWelcomeMessage.message',
              t('settingsCatalogue.fields.appearance.tempWelcomeMessage.message.label'),
            )}
            {input('tempWelcomeMessage.from', t('settingsCatalogue.fields.appearance.tempWelcomeMessage.from.label'), {
              type: 'date',
            })}
            {input('tempWelcomeMessage.to', t('settingsCatalogue.fields.appearance.tempWelcomeMessage.to.label'), {
              type: 'date',
            })}
          </fieldset>
          {input('salesBanner', t(label('salesBanner')), { maxLength: SALES_BANNER_MAX })}
        </div>
        <ThemePreview draft={draft} />
      </div>
      <ThemeLivePreview alias={alias} theme={live} />
      <FormActions
        submitLabel={t('settings.saveGroup', { group: t('settingsCatalogue.groups.appearance.label') })}
        busyLabel={t('settings.saving')}
        busy={form.formState.isSubmitting}
      />
    </form>
  );
}
