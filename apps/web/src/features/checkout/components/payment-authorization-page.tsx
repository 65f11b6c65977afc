import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { clearPendingPayment, readPendingPayment } from '../../../shared/checkout/pending-payment.ts';
import { StatusPanel } from '../../../shared/ui/status-panel.tsx';
import { useFinalizePaymentMutation } from '../api/checkout-api.ts';
import { useCompleteCheckout } from '../hooks/use-complete-checkout.ts';
import { readCheckoutError } from '../utils/checkout-error.ts';

/** Poll interval for a staged payment (ms) and how long to keep asking before giving up. */
const FINALIZE_POLL_MS = 1000;
export const FINALIZE_MAX_WAIT_MS = 30_000;

type Phase = { kind: 'authorizing' } | { kind: 'failed'; message: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * /payment-authorization?paymentId=… (Stripe: ?payment_intent=…): back from the gateway's authentication page. Finalises the
 * payment, polling while it is staged; completed → /confirmation, declined → /checkout with the
 * message, and after ~30 s a clear failure with the way back to checkout.
 */
export function PaymentAuthorizationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [finalize] = useFinalizePaymentMutation();
  const complete = useCompleteCheckout();
  const [phase, setPhase] = useState<Phase>({ kind: 'authorizing' });
  const started = useRef(false);
  // The sandbox's challenge page returns with paymentId; Stripe returns to the PaymentIntent's
  // return_url with payment_intent (its id is the payment id on Stripe).
  const paymentId = params.get('paymentId') ?? params.get('payment_intent');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pending = readPendingPayment();
    if (!paymentId || !pending || pending.paymentId !== paymentId) {
      setPhase({ kind: 'failed', message: t('checkout.authorization.unknown') });
      return;
    }
    const deadline = Date.now() + FINALIZE_MAX_WAIT_MS;
    void (async () => {
      for (;;) {
        const answer = await finalize({ cartId: pending.cartId, paymentId });
        if ('data' in answer && answer.data) {
          const result = answer.data;
          if (result.status === 'completed' && result.order) {
            complete(pending.cartId, result.order, pending.coupon);
            return;
          }
          if (result.status === 'staged' && Date.now() + FINALIZE_POLL_MS < deadline) {
            await wait(FINALIZE_POLL_MS);
            continue;
          }
          if (result.status === 'staged') {
            setPhase({ kind: 'failed', message: t('checkout.authorization.timedOut') });
            return;
          }
          clearPendingPayment();
          void navigate('/checkout', { replace: true, state: { paymentMessage: 'declined' } });
          return;
        }
        const error = readCheckoutError('error' in answer ? answer.error : undefined);
        if (error.network && Date.now() + FINALIZE_POLL_MS < deadline) {
          await wait(FINALIZE_POLL_MS);
          continue;
        }
        clearPendingPayment();
        if (error.code === 'PAYMENT_DECLINED') {
          void navigate('/checkout', { replace: true, state: { paymentMessage: 'declined' } });
          return;
        }
        setPhase({
          kind: 'failed',
          message: error.network ? t('checkout.authorization.timedOut') : t(`errors.${error.code}`),
        });
        return;
      }
    })();
  }, [complete, finalize, navigate, paymentId, t]);

  if (phase.kind === 'failed') {
    return (
      <StatusPanel
        title={t('screens.paymentAuthorization')}
        text={phase.message}
        role="alert"
        testId="payment-authorization-failed"
      >
        <Link className="button" to="/checkout">
          {t('checkout.authorization.backToCheckout')}
        </Link>
      </StatusPanel>
    );
  }
  return (
    <section className="card status-panel" data-testid="payment-authorization" aria-busy="true">
      <h1 className="status-panel__title">{t('screens.paymentAuthorization')}</h1>
      <p className="status-panel__text" role="status">
        {t('checkout.authorization.authorizing')}
      </p>
    </section>
  );
}
