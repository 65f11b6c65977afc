import type { Cart } from '@fairway/contract/cart.contract';
import type { CheckoutResult, ProcessPaymentBody } from '@fairway/contract/checkout.contract';
import type { ErrorCode } from '@fairway/contract/errors.contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { selectAlias, type TenancyState } from '../../../shared/api/tenancy-slice.ts';
import { gatewayUrl } from '../../../shared/payments/gateway-url.ts';
import { savePendingPayment } from '../../../shared/checkout/pending-payment.ts';
import type { CheckoutMarker, ItemStatus } from '../components/checkout-summary.tsx';
import { leaveForPage } from '../utils/browser-location.ts';
import type { CheckoutError } from '../utils/checkout-error.ts';
import { useRemoveCartItemMutation } from '../api/checkout-api.ts';
import { useCompleteCheckout } from './use-complete-checkout.ts';
import { useProcessPayment } from './use-process-payment.ts';

const EMPTY_STATUS: ItemStatus = { markers: {}, errors: {} };

/** Failures of the booking itself: without per-item outcomes every item is marked failed. */
const BOOKING_FAILURES = new Set<ErrorCode>(['RESERVATION_FAILED', 'INVENTORY_UNAVAILABLE', 'MEMBER_BOOKING_LIMIT']);

/** The SPA's /payment-authorization URL with the alias kept, where the gateway sends the browser back. */
export function paymentReturnUrl(alias: string | null): string {
  const url = new URL('/payment-authorization', window.location.origin);
  if (alias) url.searchParams.set('alias', alias);
  return url.href;
}

/** The cart's promotion code (the analytics event's coupon). */
export function cartCoupon(cart: Cart): string | null {
  return cart.items.find((item) => item.promotionCode)?.promotionCode ?? null;
}

/**
 * Pay and book (SPEC §4, §7): items go processing, then process-payment; completed → the cart
 * cleared and /confirmation; redirect_required → the gateway's page (remembered in session
 * storage); staged → /payment-authorization polls; errors in the spec's words, per item too.
 */
export function useCheckoutSubmit({
  cartId,
  cart,
  refreshInvoice,
  initialMessage,
  onCardRejected,
  onGiftRejected,
}: {
  cartId: string;
  cart: Cart;
  refreshInvoice: () => void;
  /** A message to show on arrival (a payment declined on the gateway's authentication page). */
  initialMessage: string | null;
  /** The new card cannot be charged again (declined, or its entry expired): a fresh card entry opens. */
  onCardRejected: () => void;
  /** The gift certificate no longer pays what was shown (unknown, or its balance changed): it is taken off. */
  onGiftRejected: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const alias = useSelector((state: { tenancy: TenancyState }) => selectAlias(state));
  const pay = useProcessPayment();
  const complete = useCompleteCheckout();
  const [removeCartItem] = useRemoveCartItemMutation();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(initialMessage);
  const [status, setStatus] = useState<ItemStatus>(EMPTY_STATUS);
  const [relatedTimesOpen, setRelatedTimesOpen] = useState(false);

  const mark = useCallback(
    (marker: CheckoutMarker, error: string | null) => {
      const markers: Record<string, CheckoutMarker> = {};
      const errors: Record<string, string> = {};
      for (const item of cart.items.filter((entry) => entry.parentId === null)) {
        markers[item.id] = marker;
        if (error) errors[item.id] = error;
      }
      setStatus({ markers, errors });
    },
    [cart.items],
  );

  /** Markers from the server's per-item outcomes (an error sits under the item's parent). */
  const applyOutcomes = useCallback(
    (items: CheckoutResult['items']) => {
      const markers: Record<string, CheckoutMarker> = {};
      const errors: Record<string, string> = {};
      for (const outcome of items) {
        markers[outcome.cartItemId] = outcome.marker;
        if (outcome.marker === 'processed_failure') {
          const parentId = cart.items.find((item) => item.id === outcome.cartItemId)?.parentId ?? outcome.cartItemId;
          errors[parentId] = outcome.error ?? t('checkout.itemFailed');
        }
      }
      setStatus({ markers, errors });
    },
    [cart.items, t],
  );

  const failureText = useCallback(
    (error: CheckoutError) => {
      if (error.network) return t('checkout.networkError');
      if (error.code === 'CHECKOUT_INVALID') {
        const list = error.messageKey ? t(`checkout.errors.${error.messageKey}`) : error.validationErrors.join(', ');
        return `${t('errors.CHECKOUT_INVALID')}${list}`.trim();
      }
      return t(`errors.${error.code}`);
    },
    [t],
  );

  const submit = useCallback(
    async (body: ProcessPaymentBody) => {
      setMessage(null);
      // SPEC §5 payment precondition: a cart id and a numeric due-now total.
      if (!cartId || !Number.isFinite(body.invoiceTotalAmount)) {
        setMessage(t('errors.PAYMENT_FAILED'));
        return;
      }
      setBusy(true);
      mark('processing', null);
      const coupon = cartCoupon(cart);
      const answer = await pay(cartId, { ...body, returnUrl: paymentReturnUrl(alias) });
      if (answer.ok) {
        const { result } = answer;
        if (result.status === 'completed' && result.order) {
          applyOutcomes(result.items);
          complete(cartId, result.order, coupon);
          return;
        }
        if (result.paymentId && (result.status === 'redirect_required' || result.status === 'staged')) {
          savePendingPayment({ cartId, idempotencyKey: answer.idempotencyKey, paymentId: result.paymentId, invoiceTotalAmount: body.invoiceTotalAmount, coupon });
          if (result.status === 'redirect_required' && result.redirectUrl) {
            setMessage(null);
            leaveForPage(gatewayUrl(result.redirectUrl, i18n.resolvedLanguage ?? i18n.language));
          } else {
            void navigate(`/payment-authorization?paymentId=${encodeURIComponent(result.paymentId)}`);
          }
          return;
        }
        applyOutcomes(result.items);
        setMessage(t('errors.PAYMENT_FAILED'));
        setBusy(false);
        return;
      }
      const { error } = answer;
      if (error.items.length) applyOutcomes(error.items);
      else if (BOOKING_FAILURES.has(error.code)) mark('processed_failure', t('checkout.itemFailed'));
      // Nothing was booked or even tried (a decline, a validation error, no answer): no item markers.
      else setStatus(EMPTY_STATUS);
      if (error.code === 'INVENTORY_UNAVAILABLE') {
        setMessage(t('checkout.teeTimeUnavailable'));
        setRelatedTimesOpen(true);
      } else {
        setMessage(failureText(error));
      }
      if (error.code === 'INVOICE_CHANGED') refreshInvoice();
      if (error.code === 'PAYMENT_DECLINED' || error.code === 'PAYMENT_TOKEN_INVALID') onCardRejected();
      if (error.code === 'GIFT_CODE_INVALID') onGiftRejected();
      setBusy(false);
    },
    [alias, applyOutcomes, cart, cartId, complete, failureText, i18n, mark, navigate, onCardRejected, onGiftRejected, pay, refreshInvoice, t],
  );

  return {
    busy,
    message,
    status,
    relatedTimesOpen,
    pay: submit,
    clearError: useCallback(() => setMessage(null), []),
    // Leaving "Select Another Tee Time" (SPEC §8): when the unavailable tee time was the cart's only
    // item, its reservation is cleared so the golfer starts afresh.
    leaveRelatedTimes: useCallback(() => {
      setRelatedTimesOpen(false);
      const topLevel = cart.items.filter((item) => item.parentId === null);
      if (topLevel.length === 1) void removeCartItem({ cartId, itemId: topLevel[0]!.id });
    }, [cart.items, cartId, removeCartItem]),
  };
}
