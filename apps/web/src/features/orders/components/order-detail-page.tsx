import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFoundAnswer } from '../../../shared/api/api-error.ts';
import { invoiceLineLabel } from '../../../shared/i18n/invoice-line-label.ts';
import { StatusPanel } from '../../../shared/ui/status-panel.tsx';
import { useGetOrderDetailQuery } from '../api/orders-api.ts';
import { formatOrderAmount, formatOrderDate } from './order-format.ts';
import { OrderStatus } from './order-status.tsx';
import './orders.css';
import { MoneyBreakdown } from '../../../shared/payments/money-breakdown.tsx';

/** /orders/:orderId: one order with its tee times, invoice lines and totals. */
export function OrderDetailPage() {
  const { t, i18n } = useTranslation();
  const { orderId } = useParams();
  const order = useGetOrderDetailQuery(orderId ?? skipToken);
  const back = (
    <Link to="/orders" className="button button--secondary">
      {t('orders.back')}
    </Link>
  );
  if (order.isError) {
    return (
      <div className="page page--narrow">
        <StatusPanel
          title={t('screens.orderDetail')}
          text={isNotFoundAnswer(order.error) ? t('orders.notFound') : t('orders.loadFailed')}
          role="alert"
          testId="orders-failed"
        >
          {back}
        </StatusPanel>
      </div>
    );
  }
  if (!order.data) {
    return (
      <div className="page page--narrow">
        <p role="status" className="loading">
          {t('orders.loading')}
        </p>
      </div>
    );
  }
  const data = order.data;
  const money = (cents: number) => formatOrderAmount(data, cents, i18n.language);
  return (
    <div className="page page--narrow" data-testid="order-detail">
      <section className="card" aria-labelledby="order-title">
        <div className="orders-list__head">
          <h1 id="order-title" className="page__title">
            {t('orders.number', { number: data.orderNumber })}
          </h1>
          <OrderStatus status={data.status} />
        </div>
        <p className="page__lead">{formatOrderDate(data, i18n.language)}</p>
        {data.reservations.length > 0 ? (
          <>
            <h2 className="dialog__title">{t('orders.teeTimes')}</h2>
            <ul className="orders-list__items">
              {data.reservations.map((reservation) => (
                <li key={reservation.reservationId}>
                  {reservation.facilityName} · {reservation.rateName} ·{' '}
                  {t('orders.confirmation', { number: reservation.confirmationNumber })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <h2 className="dialog__title">{t('orders.items')}</h2>
        <table className="orders-lines">
          <thead>
            <tr>
              <th scope="col">{t('orders.item')}</th>
              <th scope="col">{t('orders.quantity')}</th>
              <th scope="col">{t('orders.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {data.invoices.flatMap((invoice) =>
              invoice.items.map((line, index) => (
                <tr key={`${invoice.id}-${index}`} data-testid="order-line">
                  <td>{invoiceLineLabel(t, line)}</td>
                  <td>{line.quantity}</td>
                  <td>{money(line.amount)}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
        <dl className="orders-totals">
          <dt>{t('orders.subTotal')}</dt>
          <dd>{money(data.subTotal)}</dd>
          <dt>{t('orders.taxes')}</dt>
          <dd>{money(data.totalTaxes)}</dd>
          <dt>{t('orders.total')}</dt>
          <dd data-testid="order-total">{money(data.grandTotal)}</dd>
          {data.giftCertificatePaid > 0 ? (
            <>
              <dt>{t('orders.giftCertificatePaid')}</dt>
              <dd data-testid="order-gift-paid">{money(data.giftCertificatePaid)}</dd>
            </>
          ) : null}
          {data.creditBookPaid > 0 ? (
            <>
              <dt>{t('orders.creditBookPaid')}</dt>
              <dd data-testid="order-credit-book-paid">{money(data.creditBookPaid)}</dd>
            </>
          ) : null}
          {data.giftCertificatePaid > 0 || data.creditBookPaid > 0 ? (
            <>
              <dt>{t('orders.cardPaid')}</dt>
              <dd data-testid="order-card-paid">
                {money(data.paidNow - data.giftCertificatePaid - data.creditBookPaid)}
              </dd>
            </>
          ) : null}
          {data.dueAtCourse > 0 ? (
            <>
              <dt>{t('orders.dueAtCourse')}</dt>
              <dd>{money(data.dueAtCourse)}</dd>
            </>
          ) : null}
        </dl>
        {data.money ? (
          <MoneyBreakdown
            view={data.money}
            timeZone={data.reservations[0]?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone}
          />
        ) : null}
        <div className="form__actions">{back}</div>
      </section>
    </div>
  );
}
