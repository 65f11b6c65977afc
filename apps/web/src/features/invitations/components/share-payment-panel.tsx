import type { SharePayment } from '@fairway/contract/invitations.contract';
import { formatCents } from '@fairway/domain/tee-times/money';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorCode } from '../../../shared/api/api-error.ts';
import { formatZonedInstant } from '../../../shared/format/zoned-tee-time.ts';
import { gatewayUrl } from '../../../shared/payments/gateway-url.ts';
import { HostedCardFrame, type TokenisedCard } from '../../../shared/payments/hosted-card-frame.tsx';
import type { PaymentElementKeys } from '../../../shared/payments/stripe-card-element.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { usePayShareMutation, useRequestShareCardTokenMutation } from '../api/invitations-api.ts';

/** What a share that cannot be paid any more says, by status. */
const CLOSED_TEXT = {
  paid: 'invitations.share.paid',
  'lead-charged': 'invitations.share.leadPaid',
  released: 'invitations.share.released',
  cancelled: 'invitations.share.cancelled',
  paying: 'invitations.share.processing',
} as const;

/** The hosted card entry for the friend's share: its token, then the card's brand and last four. */
function ShareCardEntry({
  inviteId,
  hash,
  onCard,
}: {
  inviteId: string;
  hash: string;
  onCard: (card: TokenisedCard) => void;
}) {
  const { t, i18n } = useTranslation();
  const [requestToken, tokenState] = useRequestShareCardTokenMutation();
  const [hosted, setHosted] = useState<{ url: string; token: string; paymentElement?: PaymentElementKeys } | null>(
    null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void requestToken({ inviteId, hash, originUrl: window.location.href }).then((answer) => {
      if (!live) return;
      if ('error' in answer) setFailure(t(`errors.${apiErrorCode(answer.error)}`));
      else
        setHosted({
          url: gatewayUrl(answer.data.CheckoutUrl, i18n.resolvedLanguage ?? i18n.language),
          token: answer.data.Token,
          paymentElement: answer.data.PaymentElement,
        });
    });
    return () => {
      live = false;
    };
    // A language switch does not restart a card entry already open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestToken, inviteId, hash, t]);
  return (
    <div className="invitation-share__card">
      <FormAlert message={failure} testId="share-token-error" />
      {tokenState.isLoading ? <p role="status">{t('invitations.share.preparing')}</p> : null}
      {hosted ? (
        <HostedCardFrame
          checkoutUrl={hosted.url}
          token={hosted.token}
          paymentElement={hosted.paymentElement}
          title={t('invitations.share.hostedCardTitle')}
          height={600}
          onTokenised={onCard}
        />
      ) : null}
    </div>
  );
}

/**
 * An invited friend's share of a split payment: its amount and deadline, the hosted
 * card entry and Pay while it is open; once paid (or charged to the lead, or released) what
 * happened to it. A payment retried after a lost answer reuses its key, so it is charged once.
 */
export function SharePaymentPanel({
  inviteId,
  hash,
  share,
  leadFirstName,
  timeZone,
}: {
  inviteId: string;
  hash: string;
  share: SharePayment;
  leadFirstName: string;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [current, setCurrent] = useState(share);
  const [card, setCard] = useState<TokenisedCard | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const [pay, payState] = usePayShareMutation();
  const amount = formatCents(current.amountCents, current.currencyCode, i18n.language);
  const deadline = formatZonedInstant(current.deadline, timeZone, i18n.language);

  async function onPay() {
    if (!card) return;
    setFailure(null);
    const answer = await pay({ inviteId, hash, paymentToken: card.token, idempotencyKey });
    if ('error' in answer) {
      setFailure(t(`errors.${apiErrorCode(answer.error)}`));
      // A refused card is entered again, with a new key for the new attempt.
      setCard(null);
      setIdempotencyKey(crypto.randomUUID());
      return;
    }
    setCurrent(answer.data);
  }

  return (
    <section className="card invitation-share" aria-labelledby={headingId} data-testid="invitation-share">
      <h2 id={headingId}>{t('invitations.share.title')}</h2>
      {current.status === 'open' ? (
        <>
          <p data-testid="invitation-share-due">{t('invitations.share.due', { amount, deadline })}</p>
          <p className="invitation-share__note">
            {t(current.unpaidShares === 'charge-lead' ? 'invitations.share.chargeLead' : 'invitations.share.release', {
              lead: leadFirstName,
            })}
          </p>
          <FormAlert message={failure} testId="invitation-share-error" />
          {card ? (
            <div className="invitation-share__ready">
              <p role="status">
                {card.brand && card.lastFour
                  ? t('invitations.share.cardReady', {
                      brand: t(`wallet.brands.${card.brand}`),
                      lastFour: card.lastFour,
                    })
                  : t('invitations.share.cardReadyPlain')}
              </p>
              <div className="status-panel__actions">
                <button
                  type="button"
                  className="button"
                  disabled={payState.isLoading}
                  onClick={() => void onPay()}
                  data-testid="invitation-share-pay"
                >
                  {payState.isLoading ? t('invitations.share.paying') : t('invitations.share.pay', { amount })}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={payState.isLoading}
                  onClick={() => setCard(null)}
                >
                  {t('invitations.share.otherCard')}
                </button>
              </div>
            </div>
          ) : (
            <ShareCardEntry inviteId={inviteId} hash={hash} onCard={setCard} />
          )}
        </>
      ) : (
        <p role="status" data-testid="invitation-share-status">
          {t(CLOSED_TEXT[current.status], { amount, lead: leadFirstName })}
        </p>
      )}
    </section>
  );
}
