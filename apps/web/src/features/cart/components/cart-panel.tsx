import type { Facility } from '@fairway/contract/facilities.contract';
import { formatCents } from '@fairway/domain/tee-times/money';
import { useEffect, useId, useRef } from 'react';
import { useRememberedCart } from '../hooks/use-remembered-cart.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartItemLine } from './cart-item-line.tsx';
import { groupByFacility, itemZoneOf } from './cart-format.ts';
import { useInvoicePreview } from '../hooks/use-invoice-preview.ts';

/**
 * Moves focus to Check out each time `request` grows and the cart has items: after Select, a
 * keyboard or screen-reader user lands on the cart and its next step, never on the page body.
 */
function useFocusOnRequest(request: number, ready: boolean) {
  const target = useRef<HTMLAnchorElement>(null);
  const handled = useRef(request);
  useEffect(() => {
    if (!ready || request === handled.current || !target.current) return;
    handled.current = request;
    target.current.focus();
  }, [ready, request]);
  return target;
}

/**
 * The cart panel of SPEC §2: items grouped by facility, named by what they are with their parts
 * and the server's amounts, markers, red alerts, the total, Edit Cart and Check out. `className`
 * places it (the store shows it beside its cards).
 */
export function CartPanel({
  facilities,
  focusCheckoutRequest = 0,
  className = '',
}: {
  facilities: Facility[];
  focusCheckoutRequest?: number;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { cart } = useRememberedCart();
  const { preview, itemPreview } = useInvoicePreview(cart);
  const checkOutRef = useFocusOnRequest(focusCheckoutRequest, Boolean(cart?.items.length));
  if (!cart || cart.items.length === 0) return null;
  const byId = new Map(facilities.map((facility) => [facility.id, facility]));
  const currencyCode = preview?.currencyCode ?? facilities[0]?.currencyCode ?? 'USD';
  return (
    <section className={`card cart-panel ${className}`.trim()} aria-labelledby={headingId} data-testid="cart-panel">
      <h2 id={headingId}>{t('cart.title')}</h2>
      {groupByFacility(cart.items).map((group) => {
        const facility = group.facilityId === null ? undefined : byId.get(group.facilityId);
        return (
          <div key={group.facilityId ?? 'none'} className="cart-panel__group">
            <h3 className="cart-panel__facility">{facility?.name ?? ''}</h3>
            <ul className="cart-list">
              {group.items.map((item) => (
                <CartItemLine
                  key={item.id}
                  item={item}
                  currencyCode={facility?.currencyCode ?? currencyCode}
                  preview={itemPreview(item.id)}
                  timeZone={itemZoneOf(facility, facilities)}
                />
              ))}
            </ul>
          </div>
        );
      })}
      {preview ? (
        <dl className="cart-panel__totals">
          {preview.totals.totalTaxes > 0 ? (
            <div>
              <dt>{t('cart.taxes')}</dt>
              <dd>{formatCents(preview.totals.totalTaxes, currencyCode, i18n.language)}</dd>
            </div>
          ) : null}
          <div className="cart-panel__total">
            <dt>{t('cart.total')}</dt>
            <dd data-testid="cart-panel-total">
              {formatCents(preview.totals.grandTotal, currencyCode, i18n.language)}
            </dd>
          </div>
        </dl>
      ) : null}
      <div className="cart-panel__actions">
        <Link className="button button--secondary" to="/cart">
          {t('cart.editCart')}
        </Link>
        <Link ref={checkOutRef} className="button" to="/checkout" data-testid="check-out">
          {t('cart.checkOut')}
        </Link>
      </div>
    </section>
  );
}
