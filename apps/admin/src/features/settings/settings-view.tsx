import type { AdminSettingsResponse } from '@fairway/contract/admin-settings.contract';
import type { FacilitySettings } from '@fairway/contract/facility-settings.contract';
import { SETTINGS_GROUPS } from '@fairway/contract/facility-settings-groups';
import { THEME_IMAGE_MAX_BYTES } from '@fairway/contract/admin-settings.contract';
import { type ComponentType, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isConsoleError } from '../../app/console-api.ts';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { CoursesSection } from './courses-section.tsx';
import { EmbedSnippet } from './embed-snippet.tsx';
import { EngineForm } from './engine-form.tsx';
import { fileBase64 } from './file-base64.ts';
import { type FieldProblem, fieldProblemsOf } from './server-problems.ts';
import { type EditableGroup, SettingsGroupForm } from './settings-group-form.tsx';
import { useSaveSettingsMutation, useSettingsQuery, useUploadImageMutation } from './settings.api.ts';
import { catalogueText } from './setting-words.ts';

/** The image types the upload takes (the contract's). */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** What an image is uploaded for: the theme's header or background, or a course's pictures. */
type ImageKind = 'header' | 'background' | 'course';

/** Uploads an image and answers its URL (null when refused; the screen says why). */
export type UploadImage = (kind: ImageKind, file: File) => Promise<string | null>;

/** Runs a write: says `done` of its answer once saved, else why not; answers the fields under `prefix` it refused (null: saved). */
export type RunWrite = <T>(
  call: () => Promise<T>,
  done: (answer: T) => string,
  prefix: readonly string[],
) => Promise<FieldProblem[] | null>;

/** The props the settings screen gives its theme form (the theme feature's ThemeForm, composed in app/). */
interface ThemeFormProps {
  /** The engine whose golfer app the live preview frames. */
  alias: string;
  appearance: FacilitySettings['appearance'];
  /** Saves the appearance group; answers the fields the server refused, or null once saved. */
  onSave: (appearance: FacilitySettings['appearance']) => Promise<FieldProblem[] | null>;
  onUpload: UploadImage;
}

const EDITABLE_GROUPS = SETTINGS_GROUPS.map((group) => group.id).filter(
  (group): group is EditableGroup => group !== 'appearance',
);

/** The Settings screen: the theme with its preview, the embed code and websites, every settings group, and the courses. */
export function SettingsView({ ThemeForm }: { ThemeForm: ComponentType<ThemeFormProps> }) {
  const { t } = useTranslation();
  const id = useId();
  const settings = useSettingsQuery(undefined);
  const [saveSettings] = useSaveSettingsMutation();
  const [uploadImage] = useUploadImageMutation();
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const run: RunWrite = async (call, done, prefix) => {
    setError(null);
    setMessage(null);
    try {
      setMessage(done(await call()));
      return null;
    } catch (caught) {
      setError(caught);
      return fieldProblemsOf(caught, prefix);
    }
  };

  const groupLabel = (group: string) => catalogueText(t, `settingsCatalogue.groups.${group}.label`);
  const saved = (name: string) => (answer: { changes: unknown[] }) =>
    answer.changes.length === 0
      ? t('settings.unchanged')
      : t('settings.saved', { group: name, count: answer.changes.length });
  const saveGroup = (group: string, value: unknown) =>
    run(() => saveSettings({ settings: { [group]: value } }).unwrap(), saved(groupLabel(group)), ['settings', group]);

  const upload: UploadImage = async (kind, file) => {
    setError(null);
    setMessage(null);
    if (!IMAGE_TYPES.includes(file.type)) {
      setError(t('theme.upload.wrongType'));
      return null;
    }
    if (file.size > THEME_IMAGE_MAX_BYTES) {
      setError(t('theme.upload.tooBig'));
      return null;
    }
    try {
      const answer = await uploadImage({
        kind,
        contentType: file.type as 'image/png',
        data: await fileBase64(file),
      }).unwrap();
      setMessage(t('theme.upload.done'));
      return answer.url;
    } catch (caught) {
      const problems = fieldProblemsOf(caught, []);
      setError(
        isConsoleError(caught) && caught.code === 'VALIDATION_FAILED'
          ? `${t('theme.upload.refused')} ${problems.map((problem) => problem.message).join('; ')}`
          : caught,
      );
      return null;
    }
  };

  const answer: AdminSettingsResponse | undefined = settings.data;
  return (
    <section aria-labelledby={`${id}-heading`} className="admin-settings">
      <h2 id={`${id}-heading`}>{t('settings.heading')}</h2>
      <div aria-live="polite">{message && <p role="status">{message}</p>}</div>
      <ErrorAlert error={error ?? settings.error} messages={{ VALIDATION_FAILED: t('settings.invalid') }} />
      {settings.isLoading && <p role="status">{t('settings.loading')}</p>}
      {answer && (
        <>
          <ThemeForm
            alias={answer.alias}
            appearance={answer.settings.appearance}
            onSave={(appearance) => saveGroup('appearance', appearance)}
            onUpload={upload}
          />
          <EmbedSnippet alias={answer.alias} />
          <EngineForm
            engine={answer.engine}
            onSave={(engine) =>
              run(() => saveSettings({ engine }).unwrap(), saved(t('settings.engine.name')), ['engine'])
            }
          />
          {EDITABLE_GROUPS.map((group) => (
            <SettingsGroupForm
              key={group}
              group={group}
              values={answer.settings[group] as Record<string, unknown>}
              onSave={(value) => saveGroup(group, value)}
            />
          ))}
          <CoursesSection inventory={answer.settings.inventory} run={run} onUpload={upload} />
        </>
      )}
    </section>
  );
}
