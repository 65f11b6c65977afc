import type { Stripe, StripeElements, StripeError } from '@stripe/stripe-js';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { toSupportedLanguage } from '../i18n/languages.ts';
import type { TokenisedCard } from './hosted-card-frame.tsx';
import { loadStripeJs } from './load-stripe.ts';
import './stripe-card-element.css';

/** What the server's card-entry answer gives the Payment Element (CardTokenResponse.PaymentElement). */
export interface PaymentElementKeys {
  PublishableKey: string;
  ClientSecret: string;
}

type Phase = 'loading' | 'ready' | 'saving' | 'unavailable';

// Stripe.js's error codes (docs.stripe.com/error-codes) that name one field of the card form: shown
// in the spec's card form messages; every other failure is the spec's authorisation text.
const FIELD_MESSAGES = {
  number: ['incomplete_number', 'invalid_number', 'incorrect_number'],
  expirationMonth: ['incomplete_expiry', 'invalid_expiry_month', 'invalid_expiry_month_past'],
  expirationYear: ['invalid_expiry_year', 'invalid_expiry_year_past', 'expired_card'],
  cvv: ['incomplete_cvc', 'invalid_cvc', 'incorrect_cvc'],
  postalCode: ['incomplete_zip', 'invalid_zip', 'incorrect_zip'],
} as const;

/** The spec's words for what Stripe.js answered a confirmation with. */
function messageOf(error: StripeError, t: TFunction): string {
  for (const [field, codes] of Object.entries(FIELD_MESSAGES) as [keyof typeof FIELD_MESSAGES, readonly string[]][])
    if (error.code && codes.includes(error.code)) return t(`payments.cardMessages.${field}`);
  if (error.type === 'validation_error') return t('errors.CARD_INVALID');
  return t('errors.PAYMENT_DECLINED');
}

/**
 * Card entry on Stripe: Stripe's Payment Element on the checkout's SetupIntent. The card is typed
 * in Stripe's own frames, so no card data reaches the application; once Stripe has confirmed the
 * SetupIntent, its id is the token the server reads the card of (the sandbox page's "card
 * tokenised" message, in Stripe's terms), and the caller's flow goes on as with the sandbox.
 * Loaded lazily with @stripe/stripe-js by HostedCardFrame, only when the answer names Stripe.
 */
export function StripeCardElement({
  keys,
  title,
  onTokenised,
}: {
  keys: PaymentElementKeys;
  title: string;
  onTokenised: (card: TokenisedCard) => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [error, setError] = useState<string | null>(null);
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en';

  useEffect(() => {
    let live = true;
    let destroy = () => {};
    loadStripeJs(keys.PublishableKey)
      .then((stripe) => {
        if (!live || !mountRef.current) return;
        if (!stripe) throw new Error('Stripe.js is not available here');
        const elements = stripe.elements({ clientSecret: keys.ClientSecret, locale: language });
        const element = elements.create('payment');
        element.on('ready', () => {
          if (live) setPhase('ready');
        });
        element.on('loaderror', () => {
          if (live) setPhase('unavailable');
        });
        element.mount(mountRef.current);
        stripeRef.current = { stripe, elements };
        destroy = () => element.destroy();
      })
      .catch(() => {
        if (live) setPhase('unavailable');
      });
    return () => {
      live = false;
      stripeRef.current = null;
      destroy();
    };
    // The element opens once, in the language of that moment, as the sandbox's page does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys.PublishableKey, keys.ClientSecret]);

  async function confirm() {
    const current = stripeRef.current;
    if (!current || phase !== 'ready') return;
    setPhase('saving');
    setError(null);
    const result = await current.stripe.confirmSetup({
      elements: current.elements,
      // Cards confirm in place (a 3-D Secure challenge is Stripe's own modal); a method that must
      // leave the page comes back here.
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });
    if (stripeRef.current !== current) return;
    if (result.error) {
      setError(messageOf(result.error, t));
      setPhase('ready');
      return;
    }
    if (result.setupIntent.status !== 'succeeded') {
      setError(t('errors.PAYMENT_DECLINED'));
      setPhase('ready');
      return;
    }
    onTokenised({ token: result.setupIntent.id, brand: null, lastFour: null });
  }

  return (
    <div className="stripe-card-entry" role="group" aria-labelledby={titleId} data-testid="stripe-card-entry">
      <p id={titleId} className="field__label">
        {title}
      </p>
      {phase === 'loading' ? <p role="status">{t('payments.cardEntry.loading')}</p> : null}
      <div ref={mountRef} className="stripe-card-entry__element" hidden={phase === 'unavailable'} />
      {/* Always present, so that screen readers announce an error when it appears. */}
      <div role="alert" data-testid="stripe-card-error">
        {phase === 'unavailable' ? (
          <p className="form-alert">{t('payments.cardEntry.unavailable')}</p>
        ) : error ? (
          <p className="form-alert">{error}</p>
        ) : null}
      </div>
      {phase === 'unavailable' ? null : (
        <button
          type="button"
          className="button button--primary"
          disabled={phase !== 'ready'}
          aria-busy={phase === 'saving'}
          onClick={() => void confirm()}
          data-testid="stripe-card-submit"
        >
          {phase === 'saving' ? t('payments.cardEntry.saving') : t('payments.cardEntry.submit')}
        </button>
      )}
    </div>
  );
}
