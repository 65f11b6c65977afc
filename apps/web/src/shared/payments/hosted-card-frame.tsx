import { CARD_BRANDS, type CardBrand } from '@fairway/domain/payments/card-validation';
import { HOSTED_CARD_MESSAGES } from '@fairway/contract/payments.contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentElementKeys } from './stripe-card-element.tsx';

// Stripe's Payment Element and @stripe/stripe-js: a chunk of their own, fetched only when a card
// entry answer names Stripe (scripts/bundle/first-load.test.js keeps it out of the first load).
const StripeCardElement = lazy(() =>
  import('./stripe-card-element.tsx').then((module) => ({ default: module.StripeCardElement })),
);

/** What the gateway's page reported for a tokenised card (brand and last four when it tells them). */
export interface TokenisedCard {
  token: string;
  brand: CardBrand | null;
  lastFour: string | null;
}

const FRAME_BORDER_ALLOWANCE = 4;

/** Posted by the gateway's page once its script listens (then it is sent the payment URL). */
const HOSTED_CARD_READY = 'fairway:hosted-card-ready';

function readTokenised(data: unknown, token: string): TokenisedCard | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; token?: unknown; brand?: unknown; lastFour?: unknown };
  if (message.type !== HOSTED_CARD_MESSAGES.tokenised || message.token !== token) return null;
  const brand = (CARD_BRANDS as readonly unknown[]).includes(message.brand) ? (message.brand as CardBrand) : null;
  const lastFour = typeof message.lastFour === 'string' && /^\d{4}$/.test(message.lastFour) ? message.lastFour : null;
  return { token, brand, lastFour };
}

interface CardEntryProps {
  checkoutUrl: string;
  token: string;
  title: string;
  height?: number;
  onTokenised: (card: TokenisedCard) => void;
}

/**
 * The card entry a card-token answer opens: the sandbox gateway's hosted page in an iframe, or,
 * when the answer carries `PaymentElement` (PAYMENT_PROVIDER=stripe), Stripe's Payment Element,
 * loaded only then. Either way the caller hears `onTokenised` with the token to pay or save with.
 */
export function HostedCardFrame({
  paymentElement,
  ...props
}: CardEntryProps & { paymentElement?: PaymentElementKeys | undefined }) {
  if (!paymentElement) return <SandboxCardFrame {...props} />;
  return <StripeCardEntry keys={paymentElement} title={props.title} onTokenised={props.onTokenised} />;
}

/** Stripe's card entry, said to be on its way while its chunk loads. */
function StripeCardEntry(props: {
  keys: PaymentElementKeys;
  title: string;
  onTokenised: (card: TokenisedCard) => void;
}) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p role="status">{t('payments.cardEntry.loading')}</p>}>
      <StripeCardElement {...props} />
    </Suspense>
  );
}

/**
 * The gateway's hosted card page in an iframe (SPEC §7: the payment iframe is posted the payment
 * URL). The card number and CVV stay inside the gateway's page; only messages from that frame,
 * from the gateway's origin and for this token are accepted.
 */
function SandboxCardFrame({ checkoutUrl, token, title, height = 640, onTokenised }: CardEntryProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [contentHeight, setContentHeight] = useState<number | null>(null);
  const onTokenisedRef = useRef(onTokenised);
  useEffect(() => {
    onTokenisedRef.current = onTokenised;
  }, [onTokenised]);

  useEffect(() => {
    const gatewayOrigin = new URL(checkoutUrl).origin;
    function onMessage(event: MessageEvent) {
      if (event.origin !== gatewayOrigin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: unknown } | null;
      const reported = (data as { height?: unknown } | null)?.height;
      if (data?.type === HOSTED_CARD_MESSAGES.height && typeof reported === 'number' && Number.isFinite(reported)) {
        // A few pixels over the content: the frame's border is inside its height (border-box).
        setContentHeight(Math.min(2000, Math.max(200, Math.ceil(reported) + FRAME_BORDER_ALLOWANCE)));
        return;
      }
      if (data?.type === HOSTED_CARD_READY) {
        frame.current?.contentWindow?.postMessage(
          { type: HOSTED_CARD_MESSAGES.paymentUrl, url: checkoutUrl },
          gatewayOrigin,
        );
        return;
      }
      const card = readTokenised(event.data, token);
      if (card) onTokenisedRef.current(card);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [checkoutUrl, token]);

  return (
    <iframe
      ref={frame}
      className="hosted-card-frame"
      title={title}
      src={checkoutUrl}
      width="100%"
      height={contentHeight ?? height}
    />
  );
}
