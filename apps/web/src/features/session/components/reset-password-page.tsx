import { normalizeEmailAddress } from '@fairway/domain/session/email-identity';
import { isValidPassword } from '@fairway/domain/session/password-rule';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toSupportedLanguage } from '../../../shared/i18n/languages.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import {
  useCheckResetTokenMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
} from '../api/session-api.ts';
import { failureOf } from '../utils/login-error.ts';
import { AuthCard } from './auth-card.tsx';

/** /profile/reset-password: asks for the e-mail; with ?token= from the e-mail, sets a new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <NewPasswordForm token={token} /> : <RequestResetForm />;
}

function RequestResetForm() {
  const { t, i18n } = useTranslation();
  const [request, { isLoading, error, isSuccess }] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!normalizeEmailAddress(email).ok) return setFieldError(t('session.errors.emailInvalid'));
    const result = await request({ email: email.trim(), language: toSupportedLanguage(i18n.language) ?? 'en' });
    if (!('error' in result)) setSentTo(email.trim());
  }

  const notFound = failureOf(error).status === 404;
  return (
    <AuthCard title={t('session.reset.title')} lead={t('session.reset.lead')} testId="reset-request-page">
      <FormAlert
        message={error ? t(notFound ? 'session.errors.resetNoProfile' : 'session.errors.resetFailed') : null}
        testId="reset-error"
      />
      {notFound ? (
        <p className="form__links">
          <Link to="/signup">{t('session.reset.createProfile')}</Link>
        </p>
      ) : null}
      <FormAlert
        tone="success"
        message={isSuccess ? t('session.reset.sent', { email: sentTo }) : null}
        testId="reset-sent"
      />
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={t('session.reset.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          error={fieldError}
          onChange={(event) => {
            setEmail(event.target.value);
            setFieldError(null);
          }}
        />
        <div className="form__actions">
          <button type="submit" className="button" disabled={isLoading}>
            {isLoading ? t('session.reset.submitting') : t('session.reset.submit')}
          </button>
          <Link to="/login">{t('session.reset.backToLogin')}</Link>
        </div>
      </form>
    </AuthCard>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const [check, checked] = useCheckResetTokenMutation();
  const [reset, { isLoading, isSuccess, error }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});

  useEffect(() => {
    void check(token);
  }, [check, token]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: { password?: string; confirm?: string } = {};
    if (!isValidPassword(password)) found.password = t('session.errors.passwordRule');
    else if (password !== confirm) found.confirm = t('session.reset.mismatch');
    setErrors(found);
    if (found.password || found.confirm) return;
    await reset({ token, password });
  }

  // An invalid or used link, or a reset that found the link spent: send the golfer to ask again.
  const invalid = checked.isError || failureOf(error).status === 410;
  if (invalid) {
    return (
      <AuthCard title={t('session.reset.title')} testId="reset-invalid">
        <FormAlert message={t('session.reset.invalid')} />
        <p className="form__links">
          <Link to="/profile/reset-password">{t('session.reset.requestNew')}</Link>
        </p>
      </AuthCard>
    );
  }
  if (isSuccess) {
    return (
      <AuthCard title={t('session.reset.title')} testId="reset-done">
        <FormAlert tone="success" message={t('session.reset.done')} />
        <p className="form__links">
          <Link className="button" to="/login">
            {t('session.login.submit')}
          </Link>
        </p>
      </AuthCard>
    );
  }
  if (!checked.isSuccess) {
    return (
      <AuthCard title={t('session.reset.title')}>
        <p role="status">{t('session.reset.checking')}</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('session.reset.title')} testId="reset-new-password">
      <FormAlert message={error ? t('session.errors.resetFailed') : null} />
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={t('session.reset.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          hint={t('session.signup.passwordRule')}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
        />
        <TextField
          label={t('session.reset.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          error={errors.confirm}
          onChange={(event) => {
            setConfirm(event.target.value);
            setErrors((current) => ({ ...current, confirm: undefined }));
          }}
        />
        <div className="form__actions">
          <button type="submit" className="button" disabled={isLoading}>
            {isLoading ? t('session.reset.saving') : t('session.reset.save')}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
