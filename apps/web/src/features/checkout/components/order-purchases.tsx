import type { Order } from '@fairway/contract/checkout.contract';
import { useTranslation } from 'react-i18next';
import { formatWallClock } from '../../../shared/format/wall-clock.ts';

/** The invoice lines of an order that are products (bought with a tee time, or as its add-ons). */
function productLinesOf(order: Order) {
  return order.invoices
    .flatMap((invoice) => invoice.items)
    .filter((line) => line.kind === 'featured-product' || line.kind === 'add-on');
}

/** Whether an order bought anything besides tee times. */
export function hasPurchases(order: Order): boolean {
  return (
    (order.memberships?.length ?? 0) > 0 ||
    (order.giftCertificates?.length ?? 0) > 0 ||
    productLinesOf(order).length > 0
  );
}

/**
 * What an order bought besides tee times: each membership with its plan, instalment,
 * initiation fee and next instalment date; each gift certificate with its recipient, message and
 * delivery ("Scheduled for Dec 5, 2026" until it is sent); each product with its quantity.
 */
export function OrderPurchases({ order, money }: { order: Order; money: (cents: number) => string }) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatWallClock(value, i18n.language, { dateStyle: 'medium' });
  const products = productLinesOf(order);
  return (
    <ul className="confirmation__reservations" data-testid="confirmation-purchases">
      {(order.memberships ?? []).map((membership) => (
        <li key={membership.cartItemId} className="confirmation__reservation" data-testid="confirmation-membership">
          <h2>{t('checkout.confirmation.membership', { name: membership.name })}</h2>
          <dl className="checkout-lines">
            <div className="checkout-lines__row">
              <dt>{t('checkout.confirmation.course')}</dt>
              <dd>{membership.facilityName}</dd>
            </div>
            <div className="checkout-lines__row">
              <dt>{t('checkout.confirmation.plan')}</dt>
              <dd data-testid="confirmation-membership-plan">
                {money(membership.price)} {t(`store.frequency.${membership.frequencyType}`)}
              </dd>
            </div>
            {membership.initiationFee > 0 ? (
              <div className="checkout-lines__row">
                <dt>{t('checkout.confirmation.initiationFee')}</dt>
                <dd data-testid="confirmation-initiation-fee">{money(membership.initiationFee)}</dd>
              </div>
            ) : null}
            <div className="checkout-lines__row">
              <dt>{t('checkout.confirmation.nextInstalment')}</dt>
              <dd data-testid="confirmation-next-instalment">
                {membership.nextInstalmentDate
                  ? date(membership.nextInstalmentDate)
                  : t('checkout.confirmation.noMoreInstalments')}
              </dd>
            </div>
          </dl>
        </li>
      ))}
      {(order.giftCertificates ?? []).map((gift) => (
        <li key={gift.cartItemId} className="confirmation__reservation" data-testid="confirmation-gift-certificate">
          <h2>{t('checkout.confirmation.giftCertificate', { amount: money(gift.value) })}</h2>
          <dl className="checkout-lines">
            <div className="checkout-lines__row">
              <dt>{t('checkout.confirmation.recipient')}</dt>
              <dd className="confirmation__text" data-testid="confirmation-gift-recipient">
                {gift.recipientName} ({gift.recipientEmail})
              </dd>
            </div>
            {gift.giftMessage.trim() ? (
              <div className="checkout-lines__row">
                <dt>{t('checkout.confirmation.giftMessage')}</dt>
                <dd className="confirmation__text" data-testid="confirmation-gift-message">
                  {gift.giftMessage}
                </dd>
              </div>
            ) : null}
            <div className="checkout-lines__row">
              <dt>{t('checkout.confirmation.delivery')}</dt>
              <dd data-testid="confirmation-gift-delivery">
                {t(gift.delivered ? 'checkout.confirmation.giftSent' : 'checkout.confirmation.giftScheduled', {
                  date: date(gift.deliveryDate),
                })}
              </dd>
            </div>
          </dl>
        </li>
      ))}
      {products.length > 0 ? (
        <li className="confirmation__reservation" data-testid="confirmation-products">
          <h2>{t('checkout.confirmation.products')}</h2>
          <dl className="checkout-lines">
            {products.map((line, index) => (
              <div key={`${line.label}-${index}`} className="checkout-lines__row" data-testid="confirmation-product">
                <dt>{t('checkout.confirmation.productLine', { name: line.label, count: line.quantity })}</dt>
                <dd>{money(line.amount)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ) : null}
    </ul>
  );
}
