import type { Order } from '@fairway/contract/checkout.contract';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { checkoutCompleted } from '../../../shared/checkout/checkout-completed.ts';
import { clearPendingPayment } from '../../../shared/checkout/pending-payment.ts';
import { invalidateCart } from '../api/checkout-api.ts';
import { purchaseEvent, pushPurchaseEvent } from '../utils/purchase-event.ts';

/**
 * What a paid checkout does (SPEC §4, §7): the cart cleared (markers reset, cart refetched),
 * the analytics purchase event, and on to /confirmation.
 */
export function useCompleteCheckout() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return useCallback(
    (cartId: string, order: Order, coupon: string | null) => {
      clearPendingPayment();
      dispatch(checkoutCompleted({ cartId, orderId: order.orderId }));
      dispatch(invalidateCart());
      pushPurchaseEvent(purchaseEvent(order, coupon));
      void navigate(`/confirmation?orderId=${encodeURIComponent(order.orderId)}`, { replace: true });
    },
    [dispatch, navigate],
  );
}
