import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { sessionEnded } from '../../../shared/session/session-ended.ts';
import { useDeauthenticateMutation } from '../api/session-api.ts';
import { selectSession, signedOut } from '../slices/session-slice.ts';

/**
 * Sign-out (SPEC §4): deauthenticates (the server clears the cookie), forgets the session,
 * clears the cart (SPEC §4) and goes to the saved login redirect, else to /. Signed out
 * locally even if the call fails.
 */
export function SignOutButton() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const session = useSelector(selectSession);
  const [deauthenticate, { isLoading }] = useDeauthenticateMutation();
  async function onClick() {
    await deauthenticate({ customerId: session.customer?.id });
    dispatch(signedOut());
    dispatch(sessionEnded());
    void navigate(session.loginRedirect ?? '/', { replace: true });
  }
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={isLoading}
      onClick={() => void onClick()}
      data-testid="sign-out"
    >
      {t('session.signOut')}
    </button>
  );
}
