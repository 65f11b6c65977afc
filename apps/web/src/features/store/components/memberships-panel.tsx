import type { ProfileMembership } from '@fairway/contract/store.contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorCode } from '../../../shared/api/api-error.ts';
import { useCancelMembershipMutation, useGetProfileMembershipsQuery } from '../api/store-api.ts';
import { formatStoreAmount, frequencyKey } from './store-format.ts';
import './store.css';

/** A local YYYY-MM-DD date in the reader's language ("Dec 2, 2026"). */
function useLocalDate() {
  const { i18n } = useTranslation();
  return (value: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${value.slice(0, 10)}T12:00:00Z`),
    );
}

/** What a cancellation did, as the server answered it: the membership's name, when access ended and what came back. */
interface CancelResult {
  id: string;
  text: string;
}

/**
 * The confirmation before cancelling: when member access ends and whether anything is
 * refunded, both as the server says cancelling does (the membership's `cancellation` terms).
 */
function CancelConfirmation({
  membership,
  busy,
  onConfirm,
  onKeep,
}: {
  membership: ProfileMembership;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const { t, i18n } = useTranslation();
  const date = useLocalDate();
  const questionId = useId();
  const group = useRef<HTMLDivElement>(null);
  // Focus moves to the confirmation so its terms are read before the choice.
  useEffect(() => group.current?.focus(), []);
  const terms = membership.cancellation;
  return (
    <div
      ref={group}
      tabIndex={-1}
      className="membership-cancel"
      role="group"
      aria-labelledby={questionId}
      data-testid="membership-cancel-confirm"
    >
      <p id={questionId} className="membership-cancel__question">
        {t('store.membership.confirmCancel', { name: membership.name })}
      </p>
      {terms ? (
        <>
          <p data-testid="membership-cancel-access">
            {t('store.membership.cancelAccessEnds', { date: date(terms.accessEndsOn) })}
          </p>
          <p data-testid="membership-cancel-refund">
            {terms.refundCents > 0
              ? t('store.membership.cancelRefund', {
                  amount: formatStoreAmount(terms.refundCents, membership.currencyCode, i18n.language),
                })
              : t('store.membership.cancelNoRefund')}
          </p>
        </>
      ) : null}
      <div className="form__actions">
        <button type="button" className="button button--danger" disabled={busy} onClick={onConfirm}>
          {t('store.membership.cancelYes')}
        </button>
        <button type="button" className="button button--secondary" onClick={onKeep}>
          {t('store.membership.cancelNo')}
        </button>
      </div>
    </div>
  );
}

/** The "memberships" tab of /account: the golfer's memberships, status, next billing, and cancel where allowed. */
export function MembershipsPanel() {
  const { t, i18n } = useTranslation();
  const memberships = useGetProfileMembershipsQuery(undefined);
  const [cancel, cancelState] = useCancelMembershipMutation();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<CancelResult | null>(null);
  const cancelButtons = useRef(new Map<string, HTMLButtonElement>());
  const date = useLocalDate();

  /** The result in words, from the server's answer: when access ended and what (if anything) was refunded. */
  const resultText = (cancelled: ProfileMembership) => {
    const terms = cancelled.cancellation;
    if (!terms) return t('store.membership.status.cancelled');
    const refund =
      terms.refundCents > 0
        ? t('store.membership.cancelledRefund', {
            amount: formatStoreAmount(terms.refundCents, cancelled.currencyCode, i18n.language),
          })
        : t('store.membership.cancelledNoRefund');
    return `${t('store.membership.cancelledResult', { name: cancelled.name, date: date(terms.accessEndsOn) })} ${refund}`;
  };

  const confirmCancel = async (membership: ProfileMembership) => {
    setFailure(null);
    setResult(null);
    const answer = await cancel({ id: membership.id, gnFacilityId: membership.facilityId });
    setConfirming(null);
    if ('error' in answer) {
      const code = apiErrorCode(answer.error);
      setFailure(code === 'MEMBERSHIP_NOT_CANCELLABLE' ? t(`errors.${code}`) : t('store.membership.cancelFailed'));
    } else if (answer.data) setResult({ id: membership.id, text: resultText(answer.data) });
  };
  const keep = (id: string) => {
    setConfirming(null);
    // Back to the button that opened the confirmation.
    requestAnimationFrame(() => cancelButtons.current.get(id)?.focus());
  };

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
      <p
        role="status"
        className={result ? 'form-alert form-alert--success' : 'visually-hidden'}
        data-testid="membership-cancel-result"
      >
        {result?.text ?? ''}
      </p>
      <ul className="membership-list">
        {memberships.data.map((membership) => (
          <li key={membership.id} className="card store-card" data-testid="profile-membership">
            <h3 className="store-card__title">{membership.name}</h3>
            <p className="store-card__text">
              <span
                className={`badge membership-status membership-status--${membership.status}`}
                data-testid="membership-status"
              >
                {t(`store.membership.status.${membership.status}`)}
              </span>
            </p>
            <p className="store-card__text">
              {formatStoreAmount(membership.paymentPlan.price, membership.currencyCode, i18n.language)}{' '}
              {t(frequencyKey(membership.paymentPlan))}
            </p>
            {membership.nextBillingDate ? (
              <p className="store-card__text">
                {t('store.membership.nextBilling', { date: date(membership.nextBillingDate) })}
              </p>
            ) : null}
            {membership.endDate && membership.status !== 'cancelled' ? (
              <p className="store-card__text">{t('store.membership.ends', { date: date(membership.endDate) })}</p>
            ) : null}
            {membership.status === 'cancelled' && membership.cancellation ? (
              <p className="store-card__text" data-testid="membership-access-ended">
                {t('store.membership.accessEnded', { date: date(membership.cancellation.accessEndsOn) })}
              </p>
            ) : null}
            {membership.canCancel && membership.status !== 'cancelled' ? (
              confirming === membership.id ? (
                <CancelConfirmation
                  membership={membership}
                  busy={cancelState.isLoading}
                  onConfirm={() => void confirmCancel(membership)}
                  onKeep={() => keep(membership.id)}
                />
              ) : (
                <div className="form__actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    ref={(element) => {
                      if (element) cancelButtons.current.set(membership.id, element);
                      else cancelButtons.current.delete(membership.id);
                    }}
                    onClick={() => setConfirming(membership.id)}
                  >
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
