import { useTranslation } from 'react-i18next';
import { staffSignInRequestSchema } from '@fairway/contract/admin.contract';
import { useSignInMutation } from '../../app/session.api.ts';
import { ErrorAlert } from '../../shared/error-alert.tsx';
import { FormActions } from '../../shared/form-actions.tsx';
import { Field, useZodForm } from '../../shared/use-zod-form.tsx';

/** The staff sign-in form: username and password; a refusal is announced (role="alert"). Signed in, the store has the session. */
export function SignInForm() {
  const { t } = useTranslation();
  const [signIn, { error, isLoading }] = useSignInMutation();
  const form = useZodForm(staffSignInRequestSchema, { defaultValues: { username: '', password: '' } });
  const heading = form.fieldId('heading');

  return (
    <form
      className="admin-card admin-sign-in"
      noValidate
      aria-labelledby={heading}
      onSubmit={form.handleSubmit((credentials) =>
        signIn(credentials)
          .unwrap()
          .catch(() => undefined),
      )}
    >
      <h2 id={heading}>{t('signIn.heading')}</h2>
      <Field form={form} name="username" label={t('signIn.username')}>
        {(props) => <input {...props} type="email" autoComplete="username" required />}
      </Field>
      <Field form={form} name="password" label={t('signIn.password')}>
        {(props) => <input {...props} type="password" autoComplete="current-password" required />}
      </Field>
      <ErrorAlert error={error} />
      <FormActions submitLabel={t('signIn.submit')} busyLabel={t('signIn.submitting')} busy={isLoading} />
    </form>
  );
}
