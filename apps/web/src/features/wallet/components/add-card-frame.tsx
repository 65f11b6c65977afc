import { WALLET_CARDS_MAX } from '@fairway/domain/wallet/wallet-limits';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HostedCardFrame } from '../../../shared/payments/hosted-card-frame.tsx';
import { gatewayUrl } from '../../../shared/payments/gateway-url.ts';
import type { PaymentElementKeys } from '../../../shared/payments/stripe-card-element.tsx';
import { apiErrorCode } from '../../../shared/api/api-error.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useAddWalletCardMutation, useRequestCardTokenMutation } from '../api/wallet-api.ts';

/**
 * Adding a card (SPEC §3 token flow): a token from the server, the gateway's hosted card page
 * in an iframe (posted the payment URL, SPEC §7), then the token saved as a wallet card. The
 * card number and CVV stay inside the gateway's page.
 */
export function AddCardFrame({
  makeDefault,
  onDone,
  onCancel,
}: {
  makeDefault: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [requestToken, tokenState] = useRequestCardTokenMutation();
  const [addCard, addState] = useAddWalletCardMutation();
  const [checkout, setCheckout] = useState<{
    url: string;
    token: string;
    tokenTypeId: number;
    paymentElement?: PaymentElementKeys;
  } | null>(null);
  const [tokenError, setTokenError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void requestToken({ originUrl: window.location.href }).then((answer) => {
      if (!live) return;
      if ('error' in answer || !answer.data.ResponseResult.IsSuccessful) {
        const errors = 'data' in answer && answer.data ? answer.data.ResponseResult.Errors.join(', ') : '';
        setTokenError(errors || t('wallet.errors.tokenFailed'));
        return;
      }
      setCheckout({
        url: gatewayUrl(answer.data.CheckoutUrl, language),
        token: answer.data.Token,
        tokenTypeId: answer.data.TokenTypeId,
        paymentElement: answer.data.PaymentElement,
      });
    });
    return () => {
      live = false;
    };
    // The card entry opens once, in the language of that moment; a language switch does not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestToken, t]);

  const saveCard = useCallback(() => {
    if (!checkout) return;
    void addCard({
      token: checkout.token,
      tokenTypeId: checkout.tokenTypeId,
      isDefault: makeDefault,
      overrideMembershipBilling: false,
    }).then((answer) => {
      if (!('error' in answer)) onDone();
    });
  }, [checkout, addCard, makeDefault, onDone]);

  const addFailure = !addState.isError
    ? null
    : apiErrorCode(addState.error) === 'WALLET_FULL'
      ? t('errors.WALLET_FULL', { max: WALLET_CARDS_MAX })
      : t('wallet.alerts.addFailed');

  return (
    <div className="form" data-testid="add-card">
      <FormAlert message={tokenError} testId="wallet-token-error" />
      <FormAlert message={addFailure} testId="wallet-add-error" />
      {tokenState.isLoading ? <p role="status">{t('wallet.preparing')}</p> : null}
      {checkout ? (
        <HostedCardFrame
          checkoutUrl={checkout.url}
          token={checkout.token}
          paymentElement={checkout.paymentElement}
          title={t('wallet.hostedCardTitle')}
          onTokenised={saveCard}
        />
      ) : null}
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('wallet.actions.cancel')}
        </button>
      </div>
    </div>
  );
}
