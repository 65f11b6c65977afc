import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { readStored, writeStored } from '../../../shared/browser/safe-storage.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useAuthenticateMutation } from '../api/session-api.ts';
import { usePostLoginRedirect } from '../hooks/use-post-login-redirect.ts';
import { AuthCard } from './auth-card.tsx';
import { GOLF_ID_STATE_KEY } from './golf-id-button.tsx';

/**
 * /login-with-golfid?beUsername&beGolfIdToken&beStateKey (SPEC §2): the provider's return.
 * The state key must be the one this tab was issued (the server checks it too); then the
 * signed token signs the golfer in.
 */
export function GolfIdReturnPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [authenticate] = useAuthenticateMutation();
  const redirect = usePostLoginRedirect();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const username = params.get('beUsername');
    const token = params.get('beGolfIdToken');
    const stateKey = params.get('beStateKey');
    const issued = readStored('sessionStorage', GOLF_ID_STATE_KEY);
    writeStored('sessionStorage', GOLF_ID_STATE_KEY, '');
    if (!username || !token || !stateKey || (issued !== null && issued !== '' && issued !== stateKey)) {
      setFailed(true);
      return;
    }
    void authenticate({ username, credentials: token, type: 'golfid', stateKey }).then((result) => {
      if ('data' in result) redirect();
      else setFailed(true);
    });
  }, [authenticate, params, redirect]);

  return (
    <AuthCard title={t('screens.loginWithGolfId')} testId="golf-id-return-page">
      {failed ? (
        <>
          <FormAlert message={t('session.errors.golfIdFailed')} testId="golf-id-error" />
          <p className="form__links">
            <Link to="/login">{t('session.golfId.backToLogin')}</Link>
          </p>
        </>
      ) : (
        <p role="status">{t('session.golfId.signingIn')}</p>
      )}
    </AuthCard>
  );
}
