import { profilePhoneSchema } from '@fairway/contract/profile.contract';
import { normalizeEmailAddress } from '@fairway/domain/session/email-identity';
import { isValidPassword } from '@fairway/domain/session/password-rule';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toSupportedLanguage } from '../../../shared/i18n/languages.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { TextField, type TextFieldProps } from '../../../shared/ui/text-field.tsx';
import { useSignUpMutation } from '../api/session-api.ts';
import { usePostLoginRedirect } from '../hooks/use-post-login-redirect.ts';
import { failureOf } from '../utils/login-error.ts';
import { AuthCard } from './auth-card.tsx';

type Field = 'firstName' | 'lastName' | 'email' | 'phone' | 'password';

/** /signup: creates the profile (SPEC §8 409 message on a taken e-mail), signs in and mails a verification link. */
export function SignUpPage() {
  const { t, i18n } = useTranslation();
  const [signUp, { isLoading, error }] = useSignUpMutation();
  const redirect = usePostLoginRedirect();
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function validate(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (!values.firstName.trim()) found.firstName = t('profile.errors.firstNameRequired');
    if (!values.lastName.trim()) found.lastName = t('profile.errors.lastNameRequired');
    if (!normalizeEmailAddress(values.email).ok) found.email = t('session.errors.emailInvalid');
    if (values.phone.trim() && !profilePhoneSchema.safeParse(values.phone).success) {
      found.phone = t('profile.errors.phoneInvalid', { phone: values.phone.trim() });
    }
    if (!isValidPassword(values.password)) found.password = t('session.errors.passwordRule');
    return found;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const result = await signUp({
      emailAddress: values.email.trim(),
      password: values.password,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phoneNumber: values.phone.trim() || undefined,
      language: toSupportedLanguage(i18n.language) ?? 'en',
    });
    if ('data' in result) redirect();
  }

  const { status, code } = failureOf(error);
  const failure = error
    ? code === 'EMAIL_LOOKALIKE'
      ? t('errors.EMAIL_LOOKALIKE')
      : status === 409
        ? t('session.errors.profileExists')
        : status === 400
          ? t('session.errors.someFieldsInvalid')
          : t('session.errors.createFailed')
    : null;
  const field = (name: Field, props: Omit<TextFieldProps, 'name' | 'value' | 'error' | 'onChange'>) => (
    <TextField {...props} name={name} value={values[name]} error={errors[name]} onChange={set(name)} />
  );

  return (
    <AuthCard title={t('session.signup.title')} lead={t('session.signup.lead')} testId="signup-page">
      <FormAlert message={failure} testId="signup-error" />
      {status === 409 ? (
        <p className="form__links">
          <Link to="/profile/reset-password">{t('session.login.forgot')}</Link>
        </p>
      ) : null}
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="form__row">
          {field('firstName', { label: t('session.signup.firstName'), autoComplete: 'given-name', required: true })}
          {field('lastName', { label: t('session.signup.lastName'), autoComplete: 'family-name', required: true })}
        </div>
        {field('email', { label: t('session.signup.email'), type: 'email', autoComplete: 'email', required: true })}
        {field('phone', {
          label: t('session.signup.phone'),
          type: 'tel',
          autoComplete: 'tel',
          hint: t('profile.phoneHint'),
        })}
        {field('password', {
          label: t('session.signup.password'),
          type: 'password',
          autoComplete: 'new-password',
          required: true,
          hint: t('session.signup.passwordRule'),
        })}
        <div className="form__actions">
          <button type="submit" className="button" disabled={isLoading}>
            {isLoading ? t('session.signup.submitting') : t('session.signup.submit')}
          </button>
        </div>
      </form>
      <p className="form__links">
        <span>{t('session.signup.haveAccount')}</span>
        <Link to="/login">{t('session.signup.signInLink')}</Link>
      </p>
    </AuthCard>
  );
}
