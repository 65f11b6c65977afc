import type { Cart } from '@fairway/contract/cart.contract';
import { formatCents } from '@fairway/domain/tee-times/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInvoicePreview } from '../hooks/use-invoice-preview.ts';
import { useNow } from '../hooks/use-now.ts';
import { payableItems } from './cart-format.ts';

/**
 * The cart's totals and the way on to /checkout. Its lines name what the cart holds (green fees,
 * memberships, initiation fees, gift certificates, products…), each only when the cart
 * has some, with the server's amounts, taxes and total as the checkout's invoice will show them.
 */
export function CartSummary({ cart, currencyCode }: { cart: Cart; currencyCode: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { preview, unavailable } = useInvoicePreview(cart);
  // A lapsed tee time is not paid for: the server's totals leave it out, and this says so.
  const now = useNow(true, 5000);
  const lapsed = cart.items.length - payableItems(cart.items, now).length;
  const money = (cents: number) => formatCents(cents, preview?.currencyCode ?? currencyCode, i18n.language);
  return (
    <aside className="card cart-summary" aria-labelledby={headingId} data-testid="cart-summary">
      <h2 id={headingId} className="cart-summary__title">
        {t('cart.summary')}
      </h2>
      {preview ? (
        <dl className="cart-summary__lines">
          {preview.groups.map((entry) => (
            <div key={entry.group} data-testid="summary-group" data-group={entry.group}>
              <dt>{t(`cart.summaryGroups.${entry.group}`)}</dt>
              <dd>{money(entry.amount)}</dd>
            </div>
          ))}
          {preview.totals.totalTaxes > 0 ? (
            <div>
              <dt>{t('cart.taxes')}</dt>
              <dd>{money(preview.totals.totalTaxes)}</dd>
            </div>
          ) : null}
          <div className="cart-summary__total">
            <dt>{t('cart.total')}</dt>
            <dd data-testid="cart-total">{money(preview.totals.grandTotal)}</dd>
          </div>
          {preview.totals.dueAtCourse > 0 ? (
            <>
              <div>
                <dt>{t('cart.dueNow')}</dt>
                <dd>{money(preview.totals.dueNow)}</dd>
              </div>
              <div>
                <dt>{t('cart.dueAtCourse')}</dt>
                <dd>{money(preview.totals.dueAtCourse)}</dd>
              </div>
            </>
          ) : null}
        </dl>
      ) : (
        <p role="status">{unavailable ? t('cart.totalsUnavailable') : t('cart.totalsLoading')}</p>
      )}
      {lapsed > 0 ? (
        <p className="cart-summary__note" data-testid="summary-lapsed">
          {t('cart.lapsedLeftOut')}
        </p>
      ) : null}
      <Link className="button cart-summary__checkout" to="/checkout" data-testid="check-out">
        {t('cart.checkOut')}
      </Link>
    </aside>
  );
}
