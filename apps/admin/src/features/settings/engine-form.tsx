import { type EngineEmbedSettings, settingsUpdateRequestSchema } from '@fairway/contract/admin-settings.contract';
import { EMBED_ORIGINS_MAX, embedOriginProblem } from '@fairway/domain/host-bridge/embed-origins';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../shared/form-actions.tsx';
import { useZodForm } from '../../shared/use-zod-form.tsx';
import { type FieldProblem, showProblems } from './server-problems.ts';

/** The engine's own row as the form edits it: both fields (the body allows either). */
const engineSchema = settingsUpdateRequestSchema.shape.engine.unwrap().required();

/**
 * The websites allowed to embed the engine (one box each, added and removed, each checked as the
 * server checks it and its problem said in the console's words) and partner (affiliate) mode.
 */
export function EngineForm({
  engine,
  onSave,
}: {
  engine: EngineEmbedSettings;
  /** Saves the engine's row; answers the fields the server refused, or null once saved. */
  onSave: (engine: EngineEmbedSettings) => Promise<FieldProblem[] | null>;
}) {
  const { t } = useTranslation();
  const form = useZodForm(engineSchema, { defaultValues: engine });
  const { field: origins, fieldState } = useController({ control: form.control, name: 'allowedOrigins' });
  const heading = form.fieldId('heading');
  const list = origins.value;
  const errors = form.formState.errors.allowedOrigins;

  const problemOf = (index: number) => {
    const error = (errors as Record<number, { message?: string } | undefined> | undefined)?.[index];
    if (!error) return null;
    const problem = embedOriginProblem(list[index] ?? '');
    return problem ? t(`settings.engine.problems.${problem}`) : (error.message ?? '');
  };
  const submit = form.handleSubmit(async (output) => {
    const problems = await onSave(output);
    if (problems) showProblems(form.setError, problems);
    else form.reset(output);
  });

  return (
    <form className="admin-settings-group" noValidate aria-labelledby={heading} onSubmit={submit}>
      <h3 id={heading}>{t('settings.engine.heading')}</h3>
      <fieldset className="admin-origins" aria-describedby={form.fieldId('origins-help')}>
        <legend>{t('settingsCatalogue.fields.engine.allowedOrigins.label')}</legend>
        <p id={form.fieldId('origins-help')} className="admin-hint">
          {t('settingsCatalogue.fields.engine.allowedOrigins.help')}
        </p>
        {list.length === 0 && <p>{t('settings.engine.noOrigins')}</p>}
        {list.map((origin, index) => {
          const id = form.fieldId(`origin-${index}`);
          const problem = problemOf(index);
          return (
            <div key={index} className="admin-origin-row">
              <label htmlFor={id}>{t('settings.engine.origin', { n: index + 1 })}</label>
              <input
                id={id}
                type="url"
                inputMode="url"
                value={origin}
                aria-invalid={Boolean(problem)}
                aria-describedby={problem ? `${id}-error` : undefined}
                onChange={(event) =>
                  origins.onChange(list.map((kept, at) => (at === index ? event.currentTarget.value : kept)))
                }
              />
              <button
                type="button"
                className="admin-secondary"
                onClick={() => origins.onChange(list.filter((_, at) => at !== index))}
              >
                {t('settings.engine.removeOrigin', { n: index + 1 })}
              </button>
              {problem && (
                <span id={`${id}-error`} className="admin-field-error">
                  {problem}
                </span>
              )}
            </div>
          );
        })}
        {list.length < EMBED_ORIGINS_MAX ? (
          <button type="button" className="admin-secondary" onClick={() => origins.onChange([...list, ''])}>
            {t('settings.engine.addOrigin')}
          </button>
        ) : (
          <p className="admin-hint">{t('settings.engine.tooMany', { max: EMBED_ORIGINS_MAX })}</p>
        )}
        {fieldState.error?.message && !Array.isArray(errors) && (
          <span className="admin-field-error">{fieldState.error.message}</span>
        )}
      </fieldset>
      <div className="admin-setting admin-setting-check">
        <input
          type="checkbox"
          id={form.fieldId('affiliate')}
          aria-describedby={form.fieldId('affiliate-help')}
          {...form.register('affiliate')}
        />
        <label htmlFor={form.fieldId('affiliate')}>{t('settingsCatalogue.fields.engine.affiliate.label')}</label>
        <small id={form.fieldId('affiliate-help')} className="admin-hint">
          {t('settingsCatalogue.fields.engine.affiliate.help')}
        </small>
      </div>
      <FormActions
        submitLabel={t('settings.engine.save')}
        busyLabel={t('settings.saving')}
        busy={form.formState.isSubmitting}
      />
    </form>
  );
}
