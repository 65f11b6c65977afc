import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gatewayUrl } from '../../../shared/payments/gateway-url.ts';
import { HostedCardFrame, type TokenisedCard } from '../../../shared/payments/hosted-card-frame.tsx';
import type { PaymentElementKeys } from '../../../shared/payments/stripe-card-element.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useRequestCheckInCardTokenMutation } from '../api/reservations-api.ts';
import type { ReservationAccess } from '../api/reservation-access.ts';

/** A new card for pay-and-check-in: the gateway's hosted page, then its brand and last four. */
export function CheckInNewCard({
  reservationId,
  access,
  card,
  onCard,
}: {
  reservationId: string;
  access: ReservationAccess;
  card: TokenisedCard | null;
  onCard: (card: TokenisedCard | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [requestToken, tokenState] = useRequestCheckInCardTokenMutation();
  const [hosted, setHosted] = useState<{ url: string; token: string; paymentElement?: PaymentElementKeys } | null>(
    null,
  );
  const [tokenError, setTokenError] = useState<string | null>(null);

  useEffect(() => {
    if (card) return;
    let live = true;
    void requestToken({ id: reservationId, access, originUrl: window.location.href }).then((answer) => {
      if (!live) return;
      if ('error' in answer || !answer.data.ResponseResult.IsSuccessful) {
        const errors = 'data' in answer && answer.data ? answer.data.ResponseResult.Errors.join(', ') : '';
        setTokenError(errors || t('reservations.checkIn.tokenFailed'));
        return;
      }
      setTokenError(null);
      setHosted({
        url: gatewayUrl(answer.data.CheckoutUrl, language),
        token: answer.data.Token,
        paymentElement: answer.data.PaymentElement,
      });
    });
    return () => {
      live = false;
    };
    // A language switch does not restart a card entry already open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestToken, reservationId, card, t]);

  if (card) {
    return (
      <div className="reservation-new-card" data-testid="pay-check-in-card-ready">
        <p role="status">
          {card.brand && card.lastFour
            ? t('reservations.checkIn.cardReady', { brand: t(`wallet.brands.${card.brand}`), lastFour: card.lastFour })
            : t('reservations.checkIn.cardReadyPlain')}
        </p>
        <button type="button" className="button button--secondary" onClick={() => onCard(null)}>
          {t('reservations.checkIn.otherCard')}
        </button>
      </div>
    );
  }
  return (
    <div className="reservation-new-card">
      <FormAlert message={tokenError} testId="pay-check-in-token-error" />
      {tokenState.isLoading ? <p role="status">{t('reservations.checkIn.preparing')}</p> : null}
      {hosted ? (
        <HostedCardFrame
          checkoutUrl={hosted.url}
          token={hosted.token}
          paymentElement={hosted.paymentElement}
          title={t('reservations.checkIn.hostedCardTitle')}
          height={600}
          onTokenised={onCard}
        />
      ) : null}
    </div>
  );
}
