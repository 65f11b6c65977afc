import type { ErrorCode } from '@fairway/contract/error-codes';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const RELEASE_REFUSALS: readonly ErrorCode[] = [
  'RELEASE_TURN_REQUIRED',
  'RELEASE_SIGN_IN_REQUIRED',
  'RELEASE_LIMIT_REACHED',
  'RELEASE_TURN_ONE_CART',
];

/** Why a hold of the released day was refused, in clear words, and the sign-in the day may need. */
export function RefusalNote({ refusal, signInRequired }: { refusal: ErrorCode | null; signInRequired: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const shown = refusal !== null && RELEASE_REFUSALS.includes(refusal) ? refusal : null;
  const signIn = signInRequired || shown === 'RELEASE_SIGN_IN_REQUIRED';
  if (!shown && !signIn) return null;
  return (
    <div className="card release-note" data-testid="release-refusal">
      {shown ? <p role="alert">{t(`errors.${shown}`)}</p> : null}
      {signIn ? (
        <p>
          {shown === 'RELEASE_SIGN_IN_REQUIRED' ? null : `${t('releaseQueue.signInNote')} `}
          <Link to="/login" state={{ from: `${location.pathname}${location.search}` }}>
            {t('releaseQueue.signIn')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
