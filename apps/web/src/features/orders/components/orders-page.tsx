import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { invoiceLineLabel } from '../../../shared/i18n/invoice-line-label.ts';
import { StatusPanel } from '../../../shared/ui/status-panel.tsx';
import { useGetOrdersQuery } from '../api/orders-api.ts';
import { formatOrderAmount, formatOrderDate, orderItemLabels } from './order-format.ts';
import { OrderStatus } from './order-status.tsx';
import './orders.css';

/** /orders: the signed-in golfer's orders, newest first (number, date, items, total, status). */
export function OrdersPage() {
  const { t, i18n } = useTranslation();
  const orders = useGetOrdersQuery(undefined);
  if (orders.isError) {
    return (
      <div className="page page--narrow">
        <StatusPanel title={t('screens.orders')} text={t('orders.loadFailed')} role="alert" testId="orders-failed">
          <button type="button" className="button" onClick={() => void orders.refetch()}>
            {t('orders.retry')}
          </button>
        </StatusPanel>
      </div>
    );
  }
  return (
    <div className="page orders-page" data-testid="orders-page">
      <h1 className="page__title">{t('screens.orders')}</h1>
      {orders.isLoading || !orders.data ? (
        <p role="status" className="loading">
          {t('orders.loading')}
        </p>
      ) : orders.data.length === 0 ? (
        <p data-testid="orders-empty">{t('orders.empty')}</p>
      ) : (
        <ul className="orders-list" aria-label={t('screens.orders')}>
          {orders.data.map((order) => (
            <li key={order.orderId} className="card orders-list__item" data-testid="order-row">
              <div className="orders-list__head">
                <h2 className="orders-list__number">
                  <Link to={`/orders/${encodeURIComponent(order.orderId)}`}>
                    {t('orders.number', { number: order.orderNumber })}
                  </Link>
                </h2>
                <OrderStatus status={order.status} />
              </div>
              <p className="orders-list__meta">
                <span>{formatOrderDate(order, i18n.language)}</span> ·{' '}
                <strong>{formatOrderAmount(order, order.grandTotal, i18n.language)}</strong>
                {order.money && order.money.refundedCents > 0 ? (
                  <span data-testid="order-refunded">
                    {' '}
                    · {t('reservations.refunded')} {formatOrderAmount(order, order.money.refundedCents, i18n.language)}
                  </span>
                ) : null}
              </p>
              <ul className="orders-list__items">
                {orderItemLabels(order, (line) => invoiceLineLabel(t, line)).map((label, index) => (
                  <li key={`${index}-${label}`}>{label}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
