import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useUnsubscribeEmailMutation } from '../api/profile-api.ts';

/** /unsubscribe: the signed link of an e-mail turns e-mail news and offers off (SPEC §7, §8 failure toast). */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const headingId = useId();
  const [params] = useSearchParams();
  const [unsubscribe, result] = useUnsubscribeEmailMutation();
  const started = useRef(false);
  const userId = params.get('userId');
  const version = params.get('version');
  const signature = params.get('signature');
  const gnFacilityId = params.get('gnFacilityId');
  const complete = Boolean(userId && version && signature);

  useEffect(() => {
    if (started.current || !userId || !version || !signature) return;
    started.current = true;
    void unsubscribe({ userId, version, signature, ...(gnFacilityId ? { gnFacilityId } : {}) });
  }, [gnFacilityId, signature, unsubscribe, userId, version]);

  return (
    <div className="page page--narrow">
      <section className="card form" aria-labelledby={headingId} data-testid="unsubscribe-page">
        <h1 id={headingId} className="page__title">
          {t('profile.unsubscribe.title')}
        </h1>
        {complete && result.isLoading ? <p role="status">{t('profile.unsubscribe.working')}</p> : null}
        <FormAlert
          tone="success"
          message={result.isSuccess ? t('profile.unsubscribe.success') : null}
          testId="unsubscribe-success"
        />
        <FormAlert
          message={!complete || result.isError ? t('profile.unsubscribe.failure') : null}
          testId="unsubscribe-failure"
        />
        <p className="form__links">
          <Link to="/">{t('session.verify.continue')}</Link>
        </p>
      </section>
    </div>
  );
}
