import type { ProfileMembership } from '@fairway/contract/store.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorCode } from '../../../shared/api/api-error.ts';
import { useCancelMembershipMutation, useGetProfileMembershipsQuery } from '../api/store-api.ts';
import { formatStoreAmount, frequencyKey } from './store-format.ts';
import './store.css';

/** The "memberships" tab of /account: the golfer's memberships, status, next billing, and cancel where allowed. */
export function MembershipsPanel() {
  const { t, i18n } = useTranslation();
  const memberships = useGetProfileMembershipsQuery(undefined);
  const [cancel, cancelState] = useCancelMembershipMutation();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const confirmCancel = async (membership: ProfileMembership) => {
    setFailure(null);
    const result = await cancel({ id: membership.id, gnFacilityId: membership.facilityId });
    setConfirming(null);
    if ('error' in result) {
      const code = apiErrorCode(result.error);
      setFailure(code === 'MEMBERSHIP_NOT_CANCELLABLE' ? t(`errors.${code}`) : t('store.membership.cancelFailed'));
    }
  };
  const date = (value: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value.slice(0, 10)}T12:00:00Z`));

  if (memberships.isError) return <p role="alert">{t('store.membership.loadFailed')}</p>;
  if (!memberships.data) return <p role="status">{t('store.loading')}</p>;
  if (memberships.data.length === 0) {
    return (
      <p data-testid="memberships-empty">
        {t('store.membership.none')} <Link to="/store">{t('store.membership.browse')}</Link>
      </p>
    );
  }
  return (
    <>
      {failure ? (
        <p role="alert" className="form-alert form-alert--error">
          {failure}
        </p>
      ) : null}
      <ul className="membership-list">
        {memberships.data.map((membership) => (
          <li key={membership.id} className="card store-card" data-testid="profile-membership">
            <h3 className="store-card__title">{membership.name}</h3>
            <p className="store-card__text">
              <span className={`badge membership-status membership-status--${membership.status}`} data-testid="membership-status">
                {t(`store.membership.status.${membership.status}`)}
              </span>
            </p>
            <p className="store-card__text">
              {formatStoreAmount(membership.paymentPlan.price, membership.currencyCode, i18n.language)} {t(frequencyKey(membership.paymentPlan))}
            </p>
            {membership.nextBillingDate ? <p className="store-card__text">{t('store.membership.nextBilling', { date: date(membership.nextBillingDate) })}</p> : null}
            {membership.endDate ? <p className="store-card__text">{t('store.membership.ends', { date: date(membership.endDate) })}</p> : null}
            {membership.canCancel && membership.status !== 'cancelled' ? (
              confirming === membership.id ? (
                <div className="form__actions" role="group" aria-label={t('store.membership.confirmCancel', { name: membership.name })}>
                  <p>{t('store.membership.confirmCancel', { name: membership.name })}</p>
                  <button type="button" className="button button--danger" disabled={cancelState.isLoading} onClick={() => void confirmCancel(membership)}>
                    {t('store.membership.cancelYes')}
                  </button>
                  <button type="button" className="button button--secondary" onClick={() => setConfirming(null)}>
                    {t('store.membership.cancelNo')}
                  </button>
                </div>
              ) : (
                <div className="form__actions">
                  <button type="button" className="button button--secondary" onClick={() => setConfirming(membership.id)}>
                    {t('store.membership.cancel')}
                  </button>
                </div>
              )
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
