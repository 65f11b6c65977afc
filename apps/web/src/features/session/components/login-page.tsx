import { EMAIL_PATTERN } from '@fairway/domain/profile/profile-form';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { keepAlias } from '../../../shared/api/keep-alias.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useSelector } from 'react-redux';
import { useAuthenticateMutation } from '../api/session-api.ts';
import { selectSession } from '../slices/session-slice.ts';
import { usePostLoginRedirect } from '../hooks/use-post-login-redirect.ts';
import { loginErrorKey } from '../utils/login-error.ts';
import { AuthCard } from './auth-card.tsx';
import { GolfIdButton } from './golf-id-button.tsx';

/** /login: e-mail and password (and golf ID when the engine offers it), then the saved target or /. */
export function LoginPage({ golfIdEnabled }: { golfIdEnabled: boolean }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [authenticate, { isLoading, error }] = useAuthenticateMutation();
  const { expired } = useSelector(selectSession);
  const redirect = usePostLoginRedirect();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const errors: { email?: string; password?: string } = {};
    if (!EMAIL_PATTERN.test(email.trim())) errors.email = t('session.errors.emailInvalid');
    if (password === '') errors.password = t('session.errors.required');
    setFieldErrors(errors);
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    const result = await authenticate({ username: email.trim(), credentials: password, type: 'basic' });
    if ('data' in result) redirect();
  }

  return (
    <AuthCard title={t('session.login.title')} lead={t('session.login.lead')} testId="login-page">
      <FormAlert
        message={
          error ? t(`session.errors.${loginErrorKey(error)}`) : expired ? t('session.errors.sessionExpired') : null
        }
        testId="login-error"
      />
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          ref={emailRef}
          label={t('session.login.email')}
          type="email"
          autoComplete="username"
          required
          value={email}
          error={fieldErrors.email}
          onChange={(event) => {
            setEmail(event.target.value);
            setFieldErrors((current) => ({ ...current, email: undefined }));
          }}
        />
        <TextField
          ref={passwordRef}
          label={t('session.login.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={fieldErrors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            setFieldErrors((current) => ({ ...current, password: undefined }));
          }}
        />
        <div className="form__actions">
          <button type="submit" className="button" disabled={isLoading}>
            {isLoading ? t('session.login.submitting') : t('session.login.submit')}
          </button>
          <Link to="/profile/reset-password">{t('session.login.forgot')}</Link>
        </div>
      </form>
      {golfIdEnabled ? (
        <>
          <p className="divider">{t('session.login.or')}</p>
          <GolfIdButton />
        </>
      ) : null}
      <p className="form__links">
        <span>{t('session.login.noAccount')}</span>
        <Link to={keepAlias('/signup', search)}>{t('session.login.createAccount')}</Link>
      </p>
    </AuthCard>
  );
}
