import { formatCents } from '@fairway/domain/tee-times/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInvoicePreview } from '../hooks/use-invoice-preview.ts';
import { useRememberedCart } from '../hooks/use-remembered-cart.ts';
import './cart.css';

/**
 * The compact cart of the pages that add to it (the store, and the search on a phone,
 * where the panel scrolls away): how many items, the server's total, the cart and Check out,
 * kept at the foot of the screen while the golfer browses. Nothing while the cart is empty.
 */
export function CartBar({ currencyCode }: { currencyCode: string }) {
  const { t, i18n } = useTranslation();
  const { cart } = useRememberedCart();
  const { preview } = useInvoicePreview(cart);
  const count = cart?.items.filter((item) => item.parentId === null).length ?? 0;
  if (!cart || count === 0) return null;
  return (
    <section className="cart-bar" aria-label={t('cart.title')} data-testid="cart-bar">
      <p className="cart-bar__summary">
        <span className="cart-bar__count" data-testid="cart-bar-count">
          {t('cart.itemCount', { count })}
        </span>
        {preview ? (
          <span className="cart-bar__total">
            {t('cart.total')}{' '}
            <strong data-testid="cart-bar-total">
              {formatCents(preview.totals.grandTotal, preview.currencyCode ?? currencyCode, i18n.language)}
            </strong>
          </span>
        ) : null}
      </p>
      <div className="cart-bar__actions">
        <Link className="button button--secondary" to="/cart">
          {t('cart.viewCart')}
        </Link>
        <Link className="button" to="/checkout" data-testid="check-out">
          {t('cart.checkOut')}
        </Link>
      </div>
    </section>
  );
}
