import { useTranslation } from 'react-i18next';
import { writeStored } from '../../../shared/browser/safe-storage.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useStartGolfIdMutation } from '../api/session-api.ts';

/** sessionStorage key of the golf-ID state key issued for this tab's sign-in. */
export const GOLF_ID_STATE_KEY = 'fairway.golfIdState';

/** Starts a golf-ID sign-in: keeps the issued state key, then opens the provider's page. */
export function GolfIdButton() {
  const { t } = useTranslation();
  const [start, { isLoading, isError }] = useStartGolfIdMutation();
  async function onClick() {
    const result = await start(undefined);
    if (!('data' in result) || !result.data) return;
    writeStored('sessionStorage', GOLF_ID_STATE_KEY, result.data.stateKey);
    window.location.assign(result.data.authorizeUrl);
  }
  return (
    <>
      <FormAlert message={isError ? t('session.errors.golfIdFailed') : null} />
      <button
        type="button"
        className="button button--secondary"
        disabled={isLoading}
        onClick={() => void onClick()}
        data-testid="golf-id-button"
      >
        {isLoading ? t('session.login.golfIdStarting') : t('session.login.golfId')}
      </button>
    </>
  );
}
