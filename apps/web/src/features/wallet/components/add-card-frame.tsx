import { HOSTED_CARD_MESSAGES } from '@fairway/contract/payments.contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useAddWalletCardMutation, useRequestCardTokenMutation } from '../api/wallet-api.ts';

/**
 * Adding a card (SPEC §3 token flow): a token from the server, the gateway's hosted card page
 * in an iframe (posted the payment URL, SPEC §7), then the token saved as a wallet card. The
 * card number and CVV stay inside the gateway's page.
 */
export function AddCardFrame({ makeDefault, onDone, onCancel }: { makeDefault: boolean; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [requestToken, tokenState] = useRequestCardTokenMutation();
  const [addCard, addState] = useAddWalletCardMutation();
  const [checkout, setCheckout] = useState<{ url: string; token: string; tokenTypeId: number } | null>(null);
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
      setCheckout({ url: new URL(answer.data.CheckoutUrl, window.location.origin).href, token: answer.data.Token, tokenTypeId: answer.data.TokenTypeId });
    });
    return () => {
      live = false;
    };
  }, [requestToken, t]);

  useEffect(() => {
    if (!checkout) return;
    const gatewayOrigin = new URL(checkout.url).origin;
    function onMessage(event: MessageEvent) {
      if (event.origin !== gatewayOrigin || event.source !== frame.current?.contentWindow || !checkout) return;
      const data = event.data as { type?: unknown; token?: unknown } | null;
      if (data?.type === 'fairway:hosted-card-ready') {
        frame.current?.contentWindow?.postMessage({ type: HOSTED_CARD_MESSAGES.paymentUrl, url: checkout.url }, gatewayOrigin);
      } else if (data?.type === HOSTED_CARD_MESSAGES.tokenised && data.token === checkout.token) {
        void addCard({ token: checkout.token, tokenTypeId: checkout.tokenTypeId, isDefault: makeDefault, overrideMembershipBilling: false }).then((answer) => {
          if (!('error' in answer)) onDone();
        });
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [checkout, addCard, makeDefault, onDone]);

  return (
    <div className="form" data-testid="add-card">
      <FormAlert message={tokenError} testId="wallet-token-error" />
      <FormAlert message={addState.isError ? t('wallet.alerts.addFailed') : null} testId="wallet-add-error" />
      {tokenState.isLoading ? <p role="status">{t('wallet.preparing')}</p> : null}
      {checkout ? (
        <iframe ref={frame} className="hosted-card-frame" title={t('wallet.hostedCardTitle')} src={checkout.url} width="100%" height="640" />
      ) : null}
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('wallet.actions.cancel')}
        </button>
      </div>
    </div>
  );
}
