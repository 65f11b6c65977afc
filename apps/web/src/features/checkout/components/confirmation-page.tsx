import type { Order } from '@fairway/contract/checkout.contract';
import { formatCents } from '@fairway/domain/tee-times/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { apiErrorCode } from '../../../shared/api/api-error.ts';
import { StatusPanel } from '../../../shared/ui/status-panel.tsx';
import { useGetOrderQuery } from '../api/checkout-api.ts';
import './checkout.css';
import { formatZonedTeeTime } from '../../../shared/format/zoned-tee-time.ts';
import { hasPurchases, OrderPurchases } from './order-purchases.tsx';

function OrderDetails({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const money = (cents: number) => formatCents(cents, order.currencyCode, i18n.language);
  // An order without a tee time (memberships, gift certificates) is a purchase, not a booking.
  const teeTimes = order.reservations.length > 0;
  const purchases = hasPurchases(order);
  return (
    <section className="card confirmation" aria-labelledby={headingId} data-testid="confirmation-page">
      <h1 id={headingId} className="page__title">
        {teeTimes ? t('checkout.confirmation.title') : t('checkout.confirmation.orderTitle')}
      </h1>
      <p className="page__lead">
        {t('checkout.confirmation.orderNumber')}{' '}
        <strong className="confirmation__order-number" data-testid="confirmation-order-number">
          {order.orderNumber}
        </strong>
      </p>
      {teeTimes ? (
        <ul className="confirmation__reservations">
          {order.reservations.map((reservation) => (
            <li
              key={reservation.reservationId}
              className="confirmation__reservation"
              data-testid="confirmation-reservation"
            >
              <h2>{formatZonedTeeTime(reservation.teetime, reservation.timeZone, i18n.language)}</h2>
              <dl className="checkout-lines">
                <div className="checkout-lines__row">
                  <dt>{t('checkout.confirmation.confirmationNumber')}</dt>
                  <dd data-testid="confirmation-number">{reservation.confirmationNumber}</dd>
                </div>
                <div className="checkout-lines__row">
                  <dt>{t('checkout.confirmation.course')}</dt>
                  <dd>{reservation.facilityName}</dd>
                </div>
                <div className="checkout-lines__row">
                  <dt>{t('checkout.confirmation.players')}</dt>
                  <dd>{reservation.totalPlayers}</dd>
                </div>
                <div className="checkout-lines__row">
                  <dt>{t('checkout.confirmation.rate')}</dt>
                  <dd>{reservation.rateName}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
      {purchases ? (
        <>
          {teeTimes ? <h2 className="confirmation__also">{t('checkout.confirmation.alsoBought')}</h2> : null}
          <OrderPurchases order={order} money={money} />
        </>
      ) : null}
      <dl className="checkout-totals">
        <div className="checkout-lines__row">
          <dt>{t('checkout.confirmation.paid')}</dt>
          <dd data-testid="confirmation-paid">{money(order.paidNow)}</dd>
        </div>
        {order.giftCertificatePaid > 0 ? (
          <>
            <div className="checkout-lines__row">
              <dt>{t('checkout.confirmation.giftPaid')}</dt>
              <dd data-testid="confirmation-gift-paid">{money(order.giftCertificatePaid)}</dd>
            </div>
            {order.paidNow > order.giftCertificatePaid ? (
              <div className="checkout-lines__row">
                <dt>{t('checkout.confirmation.cardPaid')}</dt>
                <dd data-testid="confirmation-card-paid">{money(order.paidNow - order.giftCertificatePaid)}</dd>
              </div>
            ) : null}
          </>
        ) : null}
        {teeTimes || order.dueAtCourse > 0 ? (
          <div className="checkout-lines__row">
            <dt>{t('checkout.summary.dueAtCourse')}</dt>
            <dd data-testid="confirmation-due-at-course">{money(order.dueAtCourse)}</dd>
          </div>
        ) : null}
        {order.card ? (
          <div className="checkout-lines__row">
            <dt>{t('checkout.confirmation.card')}</dt>
            <dd data-testid="confirmation-card">
              {t(`wallet.brands.${order.card.brand}`)} {t('wallet.endingIn')} {order.card.lastFour}
            </dd>
          </div>
        ) : null}
      </dl>
      <p role="status" data-testid="confirmation-email">
        {t('checkout.confirmation.emailSent', { email: order.customer.email })}
      </p>
      <Link className="button" to="/">
        {t('checkout.confirmation.bookAnother')}
      </Link>
    </section>
  );
}

/** /confirmation?orderId=…: the booked order; without an order the golfer goes to /. */
export function ConfirmationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const order = useGetOrderQuery(orderId ?? '', { skip: !orderId });
  if (!orderId || (order.isError && apiErrorCode(order.error) === 'NOT_FOUND')) return <Navigate to="/" replace />;
  if (order.isError) {
    return (
      <StatusPanel
        title={t('screens.confirmation')}
        text={t('checkout.confirmation.loadFailed')}
        role="alert"
        testId="confirmation-failed"
      >
        <Link className="button" to="/">
          {t('checkout.findTeeTime')}
        </Link>
      </StatusPanel>
    );
  }
  if (!order.data) return <p role="status">{t('checkout.confirmation.loading')}</p>;
  return (
    <div className="page page--narrow">
      <OrderDetails order={order.data} />
    </div>
  );
}
