import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { sessionEnded } from '../../../shared/session/session-ended.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useSignOutEverywhereMutation } from '../api/profile-api.ts';

/**
 * "Sign out everywhere": ends every session of the account (a lost phone, a shared computer),
 * this one too; then the golfer is signed out here like with the sign-out button.
 */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const headingId = useId();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [signOutEverywhere, { isLoading, isError }] = useSignOutEverywhereMutation();
  async function onClick() {
    const answer = await signOutEverywhere(undefined);
    if ('error' in answer) return;
    dispatch(sessionEnded());
    void navigate('/', { replace: true });
  }
  return (
    <section className="form" aria-labelledby={headingId} data-testid="sign-out-everywhere">
      <h2 id={headingId} className="dialog__title">
        {t('profile.signOutEverywhere.title')}
      </h2>
      <p className="field__hint">{t('profile.signOutEverywhere.lead')}</p>
      <FormAlert message={isError ? t('profile.signOutEverywhere.failed') : null} testId="sign-out-everywhere-error" />
      <div className="form__actions">
        <button type="button" className="button button--secondary" disabled={isLoading} onClick={() => void onClick()}>
          {isLoading ? t('profile.signOutEverywhere.working') : t('profile.signOutEverywhere.button')}
        </button>
      </div>
    </section>
  );
}
