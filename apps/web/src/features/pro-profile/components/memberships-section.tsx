import type { ProMembership } from '@fairway/contract/pro-profile.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode } from '../../../shared/api/api-error.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import {
  useCancelProMembershipMutation,
  useGetBillingListQuery,
  useGetProMembershipsQuery,
} from '../api/pro-profile-api.ts';
import { localDate, money } from './pro-format.ts';
import { SectionCard, SectionFailure, SectionLoading } from './section-state.tsx';

/** The store's instalments of the member's memberships (shown with membershipsDisplay.billingDetails). */
function BillingList() {
  const { t, i18n } = useTranslation();
  const list = useGetBillingListQuery(undefined);
  if (list.isError)
    return <SectionFailure text={t('proProfile.failures.billingList')} onRetry={() => void list.refetch()} />;
  if (!list.data) return <SectionLoading />;
  if (list.data.items.length === 0) return <p>{t('proProfile.memberships.billingEmpty')}</p>;
  return (
    <table className="pro-table" data-testid="billing-list">
      <thead>
        <tr>
          <th scope="col">{t('proProfile.date')}</th>
          <th scope="col">{t('proProfile.description')}</th>
          <th scope="col">{t('proProfile.status')}</th>
          <th scope="col" className="pro-table__amount">
            {t('proProfile.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {list.data.items.map((item) => (
          <tr key={`${item.membershipId}-${item.instalment}`}>
            <td>{localDate(item.date, i18n.language)}</td>
            <td>
              {item.membershipName} · {t('proProfile.memberships.instalment', { number: item.instalment + 1 })}
            </td>
            <td>{t(`proProfile.memberships.chargeStatus.${item.status}`)}</td>
            <td className="pro-table__amount">{money(item.amount, item.currencyCode, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MembershipCard({
  membership,
  gnFacilityId,
  onCancelled,
}: {
  membership: ProMembership;
  gnFacilityId: number;
  onCancelled: (message: string | null, failure: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [cancel, state] = useCancelProMembershipMutation();
  const confirm = async () => {
    const result = await cancel({ id: membership.id, gnFacilityId });
    setConfirming(false);
    if ('error' in result) {
      const code = apiErrorCode(result.error);
      onCancelled(
        null,
        code === 'MEMBERSHIP_NOT_CANCELLABLE' ? t(`errors.${code}`) : t('proProfile.memberships.cancelFailed'),
      );
    } else onCancelled(t('proProfile.memberships.cancelled'), null);
  };
  return (
    <li className="card pro-card" data-testid="pro-membership">
      <h3 className="pro-card__title">{membership.name}</h3>
      <p>
        <strong>{t(`proProfile.memberships.status.${membership.status}`)}</strong> ·{' '}
        {t('proProfile.memberships.started', { date: localDate(membership.startDate, i18n.language) })}
        {membership.nextBillingDate
          ? ` · ${t('proProfile.memberships.nextBilling', { date: localDate(membership.nextBillingDate, i18n.language) })}`
          : ''}
      </p>
      {membership.paymentPlan ? (
        <p>
          {t('proProfile.memberships.plan', {
            price: money(membership.paymentPlan.price, membership.currencyCode, i18n.language),
            frequency: t(`proProfile.memberships.frequency.${membership.paymentPlan.frequencyType}`),
          })}
        </p>
      ) : null}
      {membership.canCancel ? (
        confirming ? (
          <div className="form__actions">
            <p>{t('proProfile.memberships.cancelConfirm', { name: membership.name })}</p>
            {membership.cancellation ? (
              <p data-testid="pro-membership-cancel-terms">
                {t('store.membership.cancelAccessEnds', {
                  date: localDate(membership.cancellation.accessEndsOn, i18n.language),
                })}{' '}
                {membership.cancellation.refundCents > 0
                  ? t('store.membership.cancelRefund', {
                      amount: money(membership.cancellation.refundCents, membership.currencyCode, i18n.language),
                    })
                  : t('store.membership.cancelNoRefund')}
              </p>
            ) : null}
            <button type="button" className="button" disabled={state.isLoading} onClick={() => void confirm()}>
              {t('proProfile.memberships.cancel')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              {t('proProfile.memberships.keep')}
            </button>
          </div>
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
            {t('proProfile.memberships.cancel')}
          </button>
        )
      ) : null}
    </li>
  );
}

/** Memberships: the member's memberships at the home course, and their billing history. */
export function MembershipsSection({
  billingDetails,
  gnFacilityId,
}: {
  billingDetails: boolean;
  gnFacilityId: number;
}) {
  const { t } = useTranslation();
  const memberships = useGetProMembershipsQuery(undefined);
  const [notice, setNotice] = useState<{ message: string | null; failure: string | null }>({
    message: null,
    failure: null,
  });
  return (
    <>
      <FormAlert message={notice.failure} />
      <FormAlert tone="success" message={notice.message} />
      {memberships.isError ? (
        <SectionFailure text={t('proProfile.failures.memberships')} onRetry={() => void memberships.refetch()} />
      ) : !memberships.data ? (
        <SectionLoading />
      ) : memberships.data.length === 0 ? (
        <p data-testid="pro-empty">{t('proProfile.memberships.empty')}</p>
      ) : (
        <ul className="pro-list">
          {memberships.data.map((membership) => (
            <MembershipCard
              key={membership.id}
              membership={membership}
              gnFacilityId={gnFacilityId}
              onCancelled={(message, failure) => setNotice({ message, failure })}
            />
          ))}
        </ul>
      )}
      {billingDetails ? (
        <SectionCard title={t('proProfile.memberships.billingTitle')}>
          <BillingList />
        </SectionCard>
      ) : null}
    </>
  );
}
