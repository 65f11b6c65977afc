import type { Cart } from '@fairway/contract/cart.contract';
import { formatCents } from '@fairway/domain/tee-times/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNow } from '../hooks/use-now.ts';
import { itemAmounts, payableItems } from './cart-format.ts';

/** The cart's totals and the way on to /checkout. */
export function CartSummary({ cart, currencyCode }: { cart: Cart; currencyCode: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  // A lapsed tee time (issue #45) is not paid for: the totals leave it out, as the invoice does.
  const now = useNow(true, 5000);
  const payable = payableItems(cart.items, now);
  const lapsed = cart.items.length - payable.length;
  const totals = payable.map(itemAmounts).reduce(
    (sum, amounts) => ({ greenFees: sum.greenFees + amounts.greenFees, fees: sum.fees + amounts.fees, addOns: sum.addOns + amounts.addOns }),
    { greenFees: 0, fees: 0, addOns: 0 },
  );
  const money = (cents: number) => formatCents(cents, currencyCode, i18n.language);
  return (
    <aside className="card cart-summary" aria-labelledby={headingId} data-testid="cart-summary">
      <h2 id={headingId} className="cart-summary__title">
        {t('cart.summary')}
      </h2>
      <dl className="cart-summary__lines">
        <div>
          <dt>{t('cart.greenFees')}</dt>
          <dd>{money(totals.greenFees)}</dd>
        </div>
        {totals.fees > 0 ? (
          <div>
            <dt>{t('cart.convenienceFee')}</dt>
            <dd>{money(totals.fees)}</dd>
          </div>
        ) : null}
        {totals.addOns > 0 ? (
          <div>
            <dt>{t('cart.addOns')}</dt>
            <dd>{money(totals.addOns)}</dd>
          </div>
        ) : null}
        <div className="cart-summary__total">
          <dt>{t('cart.total')}</dt>
          <dd>{money(totals.greenFees + totals.fees + totals.addOns)}</dd>
        </div>
      </dl>
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
