import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useResendVerificationMutation, useVerifyEmailMutation } from '../api/session-api.ts';
import { selectCustomer } from '../slices/session-slice.ts';
import { AuthCard } from './auth-card.tsx';

/** /profile/verify-email?key=: verifies the address with the e-mailed key; a signed-in golfer can ask for a new link. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = params.get('key');
  const [verify, verified] = useVerifyEmailMutation();
  const [resend, resent] = useResendVerificationMutation();
  const customer = useSelector(selectCustomer);
  const started = useRef(false);

  useEffect(() => {
    if (key && !started.current) {
      started.current = true;
      void verify(key);
    }
  }, [key, verify]);

  return (
    <AuthCard title={t('pageTitles.verifyEmail')} testId="verify-email-page">
      {key && verified.isLoading ? <p role="status">{t('session.verify.verifying')}</p> : null}
      <FormAlert
        tone="success"
        message={verified.isSuccess ? t('session.verify.success') : null}
        testId="verify-success"
      />
      <FormAlert message={verified.isError ? t('session.verify.failure') : null} testId="verify-failure" />
      {!key ? <p>{t('session.verify.missing')}</p> : null}
      <FormAlert message={resent.isError ? t('session.errors.verificationFailed') : null} />
      <FormAlert
        tone="success"
        message={resent.isSuccess && customer ? t('session.verify.resent', { email: customer.username }) : null}
      />
      <div className="form__actions">
        {customer && !customer.emailVerified && !verified.isSuccess ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={resent.isLoading}
            onClick={() => void resend({ firstName: customer.name.given })}
          >
            {resent.isLoading ? t('session.verify.resending') : t('session.verify.resend')}
          </button>
        ) : null}
        <Link to="/">{t('session.verify.continue')}</Link>
      </div>
    </AuthCard>
  );
}
