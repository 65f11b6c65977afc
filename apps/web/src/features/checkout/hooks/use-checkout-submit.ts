import type { Cart, CartItem } from '@fairway/contract/cart.contract';
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
import { useCompleteCheckout } from './use-complete-checkout.ts';
import { useProcessPayment } from './use-process-payment.ts';

const EMPTY_STATUS: ItemStatus = { markers: {}, errors: {} };

/** Failures of the booking itself: without per-item outcomes every item is marked failed. */
const BOOKING_FAILURES = new Set<ErrorCode>(['RESERVATION_FAILED', 'INVENTORY_UNAVAILABLE', 'MEMBER_BOOKING_LIMIT']);

/** The `(code 101)` suffix of a reservation-create error (SPEC §8), kept on the checkout's message. */
function reservationCodeSuffix(error: CheckoutError): string {
  const suffix = error.items.map((item) => /\(code \d+\)/.exec(item.error ?? '')?.[0]).find(Boolean);
  return suffix ? ` ${suffix}` : '';
}

/** The top-level item an outcome belongs to (an add-on's failure sits under its tee time). */
function topLevelOf(items: readonly CartItem[], itemId: string): CartItem | undefined {
  const item = items.find((entry) => entry.id === itemId);
  return item?.parentId ? items.find((entry) => entry.id === item.parentId) : item;
}

/** The SPA's /payment-authorization URL with the alias kept, where the gateway sends the browser back. */
function paymentReturnUrl(alias: string | null): string {
  const url = new URL('/payment-authorization', window.location.origin);
  if (alias) url.searchParams.set('alias', alias);
  return url.href;
}

/** The cart's promotion code (the analytics event's coupon). */
function cartCoupon(cart: Cart): string | null {
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
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(initialMessage);
  const [status, setStatus] = useState<ItemStatus>(EMPTY_STATUS);
  // The tee time the checkout could not book because it was taken: "Select Another Tee Time" is open for it.
  const [lostItemId, setLostItemId] = useState<string | null>(null);

  const mark = useCallback(
    (marker: CheckoutMarker, error: string | null, teeTimeError: string | null = null) => {
      const markers: Record<string, CheckoutMarker> = {};
      const errors: Record<string, string> = {};
      for (const item of cart.items.filter((entry) => entry.parentId === null)) {
        markers[item.id] = marker;
        const text = item.type === 'tee-time' ? (teeTimeError ?? error) : error;
        if (text) errors[item.id] = text;
      }
      setStatus({ markers, errors });
    },
    [cart.items],
  );

  /**
   * A tee time's own failure in the golfer's language (SPEC §8): taken meanwhile, the spec's
   * unavailable-inventory text; its request not finished for another reason, "There was an issue
   * finishing your request for this teetime…". Other items keep the server's words.
   */
  const teeTimeFailure = useCallback(
    (code: ErrorCode | null): string | null => {
      if (code === 'INVENTORY_UNAVAILABLE') return t('errors.INVENTORY_UNAVAILABLE');
      if (code === 'RESERVATION_FAILED') return t('checkout.teeTimeFinishFailed');
      return null;
    },
    [t],
  );

  /** Markers from the server's per-item outcomes (an error sits under the item's parent). */
  const applyOutcomes = useCallback(
    (items: CheckoutResult['items'], code: ErrorCode | null = null) => {
      const markers: Record<string, CheckoutMarker> = {};
      const errors: Record<string, string> = {};
      for (const outcome of items) {
        markers[outcome.cartItemId] = outcome.marker;
        if (outcome.marker === 'processed_failure') {
          const parent = topLevelOf(cart.items, outcome.cartItemId);
          const own = parent?.type === 'tee-time' && parent.id === outcome.cartItemId ? teeTimeFailure(code) : null;
          errors[parent?.id ?? outcome.cartItemId] = own ?? outcome.error ?? t('checkout.itemFailed');
        }
      }
      setStatus({ markers, errors });
    },
    [cart.items, t, teeTimeFailure],
  );

  const failureText = useCallback(
    (error: CheckoutError) => {
      if (error.network) return t('checkout.networkError');
      if (error.code === 'CHECKOUT_INVALID') {
        const list = error.messageKey ? t(`checkout.errors.${error.messageKey}`) : error.validationErrors.join(', ');
        return `${t('errors.CHECKOUT_INVALID')}${list}`.trim();
      }
      if (error.code === 'RESERVATION_FAILED')
        return `${t('errors.RESERVATION_FAILED')}${reservationCodeSuffix(error)}`;
      return t(`errors.${error.code}`);
    },
    [t],
  );

  /** Pays; true when "Select Another Tee Time" opened (it takes the focus). */
  const submit = useCallback(
    async (body: ProcessPaymentBody): Promise<boolean> => {
      setMessage(null);
      // SPEC §5 payment precondition: a cart id and a numeric due-now total.
      if (!cartId || !Number.isFinite(body.invoiceTotalAmount)) {
        setMessage(t('errors.PAYMENT_FAILED'));
        return false;
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
          return false;
        }
        if (result.paymentId && (result.status === 'redirect_required' || result.status === 'staged')) {
          savePendingPayment({
            cartId,
            idempotencyKey: answer.idempotencyKey,
            paymentId: result.paymentId,
            invoiceTotalAmount: body.invoiceTotalAmount,
            coupon,
          });
          if (result.status === 'redirect_required' && result.redirectUrl) {
            setMessage(null);
            leaveForPage(gatewayUrl(result.redirectUrl, i18n.resolvedLanguage ?? i18n.language));
          } else {
            void navigate(`/payment-authorization?paymentId=${encodeURIComponent(result.paymentId)}`);
          }
          return false;
        }
        applyOutcomes(result.items);
        setMessage(t('errors.PAYMENT_FAILED'));
        setBusy(false);
        return false;
      }
      const { error } = answer;
      if (error.items.length) applyOutcomes(error.items, error.code);
      else if (BOOKING_FAILURES.has(error.code))
        mark('processed_failure', t('checkout.itemFailed'), teeTimeFailure(error.code));
      // Nothing was booked or even tried (a decline, a validation error, no answer): no item markers.
      else setStatus(EMPTY_STATUS);
      // SPEC §8: a tee time taken meanwhile opens "Select Another Tee Time" for it, with the toast's words above the form.
      const lost = error.code === 'INVENTORY_UNAVAILABLE' ? lostTeeTime(cart.items, error) : undefined;
      if (error.code === 'INVENTORY_UNAVAILABLE') setMessage(t('checkout.teeTimeUnavailable'));
      else setMessage(failureText(error));
      setLostItemId(lost?.id ?? null);
      if (error.code === 'INVOICE_CHANGED') refreshInvoice();
      if (error.code === 'PAYMENT_DECLINED' || error.code === 'PAYMENT_TOKEN_INVALID') onCardRejected();
      if (error.code === 'GIFT_CODE_INVALID') onGiftRejected();
      setBusy(false);
      return lost !== undefined;
    },
    [
      alias,
      applyOutcomes,
      cart,
      cartId,
      complete,
      failureText,
      i18n,
      mark,
      navigate,
      onCardRejected,
      onGiftRejected,
      pay,
      refreshInvoice,
      t,
      teeTimeFailure,
    ],
  );

  return {
    busy,
    message,
    status,
    /** The cart item "Select Another Tee Time" is open for (the modal takes it out of the cart once the golfer moves on). */
    relatedTimesItem: lostItemId ? (cart.items.find((item) => item.id === lostItemId) ?? null) : null,
    pay: submit,
    clearError: useCallback(() => setMessage(null), []),
    // The golfer picked a nearby time in place of the lost one: its failure no longer applies, and
    // checkout goes on with the new time (the invoice follows the cart).
    relatedTimesPicked: useCallback(() => {
      setLostItemId(null);
      setStatus(EMPTY_STATUS);
      setMessage(null);
    }, []),
    relatedTimesClosed: useCallback(() => setLostItemId(null), []),
  };
}

/** The tee time a 410 INVENTORY_UNAVAILABLE is about: the failed tee-time item it names, else the cart's first tee time. */
function lostTeeTime(items: readonly CartItem[], error: CheckoutError): CartItem | undefined {
  const failed = error.items
    .filter((outcome) => outcome.marker === 'processed_failure')
    .map((outcome) => topLevelOf(items, outcome.cartItemId));
  return (
    failed.find((item) => item?.type === 'tee-time') ??
    items.find((item) => item.parentId === null && item.type === 'tee-time')
  );
}
