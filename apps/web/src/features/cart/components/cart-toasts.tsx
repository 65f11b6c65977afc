import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { toastDismissed, type CartState } from '../slices/cart-slice.ts';
import { cartMessageText } from './cart-message-text.ts';
import './cart.css';

/** How long a cart toast stays (ms). */
const CART_TOAST_MS = 4000;

/** The cart toasts of SPEC §8 in one live region that is always there (errors as alerts). */
export function CartToasts() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const toast = useSelector((state: { cart: CartState }) => state.cart.toast);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), CART_TOAST_MS);
    return () => clearTimeout(timer);
  }, [dispatch, toast]);
  return (
    <div className="cart-toast-region" aria-live="polite">
      {toast ? (
        <p
          className={`cart-toast cart-toast--${toast.tone}`}
          data-testid="cart-toast"
          role={toast.tone === 'error' ? 'alert' : undefined}
        >
          {cartMessageText(t, toast)}
        </p>
      ) : null}
    </div>
  );
}
