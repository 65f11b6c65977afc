import type { WalletCard } from '@fairway/contract/wallet.contract';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gatewayUrl } from '../../../shared/payments/gateway-url.ts';
import { HostedCardFrame, type TokenisedCard } from '../../../shared/payments/hosted-card-frame.tsx';
import type { PaymentElementKeys } from '../../../shared/payments/stripe-card-element.tsx';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useRequestPaymentTokenMutation } from '../api/checkout-api.ts';
import type { CheckoutField } from '../hooks/checkout-values.ts';
import type { SectionProps } from './booker-fields.tsx';
import { CheckoutCheckbox } from './checkout-controls.tsx';

/** The signed-in golfer's saved cards (composed in by the app), or null for a guest. */
export interface SavedCards {
  cards: WalletCard[];
  loading: boolean;
}

function expiry(card: { expirationMonth: number; expirationYear: number }): string {
  return `${String(card.expirationMonth).padStart(2, '0')}/${String(card.expirationYear % 100).padStart(2, '0')}`;
}

/** The new card: the gateway's hosted page (token from POST …/payment-token), then its brand and last four. */
function NewCard({
  cartId,
  card,
  onCard,
  signedIn,
  saveCard,
  onSaveCard,
}: {
  cartId: string;
  card: TokenisedCard | null;
  onCard: (card: TokenisedCard | null) => void;
  signedIn: boolean;
  saveCard: boolean;
  onSaveCard: (save: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [requestToken, tokenState] = useRequestPaymentTokenMutation();
  const [hosted, setHosted] = useState<{ url: string; token: string; paymentElement?: PaymentElementKeys } | null>(
    null,
  );
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (card) return;
    let live = true;
    void requestToken({ cartId, originUrl: window.location.href }).then((answer) => {
      if (!live) return;
      if ('error' in answer || !answer.data.ResponseResult.IsSuccessful) {
        const errors = 'data' in answer && answer.data ? answer.data.ResponseResult.Errors.join(', ') : '';
        setTokenError(errors || t('checkout.payment.tokenFailed'));
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
    // `round` asks for a fresh token when the golfer wants to type another card; a language
    // switch does not restart a card entry already open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestToken, cartId, card, round, t]);

  if (card) {
    return (
      <div className="checkout-new-card" data-testid="checkout-card-ready">
        <p role="status">
          {card.brand && card.lastFour
            ? t('checkout.payment.cardReady', { brand: t(`wallet.brands.${card.brand}`), lastFour: card.lastFour })
            : t('checkout.payment.cardReadyPlain')}
        </p>
        {signedIn ? (
          <CheckoutCheckbox
            label={t('checkout.payment.saveCard')}
            checked={saveCard}
            onChange={onSaveCard}
            testId="checkout-save-card"
          />
        ) : null}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setHosted(null);
            setRound((value) => value + 1);
            onCard(null);
          }}
        >
          {t('checkout.payment.otherCard')}
        </button>
      </div>
    );
  }
  return (
    <div className="checkout-new-card">
      <FormAlert message={tokenError} testId="checkout-token-error" />
      {tokenState.isLoading ? <p role="status">{t('checkout.payment.preparing')}</p> : null}
      {hosted ? (
        <HostedCardFrame
          checkoutUrl={hosted.url}
          token={hosted.token}
          paymentElement={hosted.paymentElement}
          title={t('checkout.payment.hostedCardTitle')}
          height={600}
          onTokenised={onCard}
        />
      ) : null}
    </div>
  );
}

/**
 * Payment (SPEC §2, §5): a signed-in golfer picks a saved card (default preselected) and types
 * its CVV, or uses a new card; a guest types a new card in the gateway's hosted page.
 */
export function PaymentSection({
  cartId,
  values,
  onChange,
  invalid,
  fieldRef,
  savedCards,
  newCard,
  onNewCard,
}: SectionProps & {
  cartId: string;
  savedCards: SavedCards | null;
  newCard: TokenisedCard | null;
  onNewCard: (card: TokenisedCard | null) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const errorOf = (field: CheckoutField) => (invalid?.field === field ? invalid.message : null);
  const cards = savedCards?.cards ?? [];
  const chosen = cards.find((card) => card.walletOptionId === values.walletOptionId) ?? null;
  return (
    <section className="card checkout-section" aria-labelledby={headingId} data-testid="checkout-payment">
      <h2 id={headingId} ref={fieldRef('card')} tabIndex={-1}>
        {t('checkout.payment.title')}
      </h2>
      {errorOf('card') ? (
        <p className="field__error" data-testid="checkout-card-error">
          {errorOf('card')}
        </p>
      ) : null}
      {savedCards?.loading ? <p role="status">{t('wallet.loading')}</p> : null}
      {cards.length ? (
        <fieldset className="checkout-cards">
          <legend className="field__label">{t('checkout.payment.choose')}</legend>
          {cards.map((card) => (
            <label
              key={card.walletOptionId}
              className="checkbox checkout-cards__option"
              data-testid="checkout-saved-card"
            >
              <input
                type="radio"
                name="checkout-card"
                checked={values.walletOptionId === card.walletOptionId}
                onChange={() => onChange({ walletOptionId: card.walletOptionId, securityCode: '' })}
              />
              <span>
                {t(`wallet.brands.${card.type}`)} {t('wallet.endingIn')} {card.lastFour} {expiry(card)}
                {card.isDefault ? ` ${t('wallet.default')}` : ''}
              </span>
            </label>
          ))}
          <label className="checkbox checkout-cards__option">
            <input
              type="radio"
              name="checkout-card"
              checked={values.walletOptionId === null}
              onChange={() => onChange({ walletOptionId: null, securityCode: '' })}
              data-testid="checkout-new-card-option"
            />
            <span>{t('checkout.payment.newCard')}</span>
          </label>
        </fieldset>
      ) : null}
      {chosen ? (
        <TextField
          ref={fieldRef('securityCode')}
          label={t('checkout.payment.cvv', { lastFour: chosen.lastFour })}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={chosen.type === 'amex' ? 4 : 3}
          value={values.securityCode}
          error={errorOf('securityCode')}
          onChange={(event) => onChange({ securityCode: event.target.value.replace(/\D/g, '') })}
          data-testid="checkout-cvv"
        />
      ) : savedCards?.loading ? null : (
        <NewCard
          cartId={cartId}
          card={newCard}
          onCard={onNewCard}
          signedIn={savedCards !== null}
          saveCard={values.saveCard}
          onSaveCard={(saveCard) => onChange({ saveCard })}
        />
      )}
    </section>
  );
}
