import type { Order } from '@fairway/contract/checkout.contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { invoiceLineLabel } from '../../../shared/i18n/invoice-line-label.ts';
import { StatusPanel } from '../../../shared/ui/status-panel.tsx';
import { ORDERS_PAGE_SIZE, useGetOrdersQuery } from '../api/orders-api.ts';
import { formatOrderAmount, formatOrderDate, orderItemLabels } from './order-format.ts';
import { OrderStatus } from './order-status.tsx';
import './orders.css';

/** /orders: the signed-in golfer's orders, newest first (number, date, items, total, status), a page at a time. */
export function OrdersPage() {
  const { t } = useTranslation();
  const first = useGetOrdersQuery({});
  // The cursors of the pages asked for after the first: each page's last orderId.
  const [cursors, setCursors] = useState<string[]>([]);
  if (first.isError) {
    return (
      <div className="page page--narrow">
        <StatusPanel title={t('screens.orders')} text={t('orders.loadFailed')} role="alert" testId="orders-failed">
          <button type="button" className="button" onClick={() => void first.refetch()}>
            {t('orders.retry')}
          </button>
        </StatusPanel>
      </div>
    );
  }
  const more = (before: string) => setCursors((asked) => (asked.includes(before) ? asked : [...asked, before]));
  return (
    <div className="page orders-page" data-testid="orders-page">
      <h1 className="page__title">{t('screens.orders')}</h1>
      {first.isLoading || !first.data ? (
        <p role="status" className="loading">
          {t('orders.loading')}
        </p>
      ) : first.data.length === 0 ? (
        <p data-testid="orders-empty">{t('orders.empty')}</p>
      ) : (
        <>
          <ul className="orders-list" aria-label={t('screens.orders')}>
            <OrderRows orders={first.data} />
            {cursors.map((before) => (
              <OrdersPageAfter key={before} before={before} />
            ))}
          </ul>
          <LoadMore firstPage={first.data} cursors={cursors} onMore={more} />
        </>
      )}
    </div>
  );
}

/** A later page's rows (the cache holds it, so the button below reads the same answer). */
function OrdersPageAfter({ before }: { before: string }) {
  const { t } = useTranslation();
  const page = useGetOrdersQuery({ before });
  if (page.isError) {
    return (
      <li role="alert" data-testid="orders-more-failed">
        {t('orders.loadFailed')}{' '}
        <button type="button" className="button button--secondary" onClick={() => void page.refetch()}>
          {t('orders.retry')}
        </button>
      </li>
    );
  }
  if (!page.data) {
    return (
      <li role="status" className="loading">
        {t('orders.loading')}
      </li>
    );
  }
  return <OrderRows orders={page.data} />;
}

/** "Load more" while the last page asked for was full (a shorter page is the last one). */
function LoadMore({
  firstPage,
  cursors,
  onMore,
}: {
  firstPage: Order[];
  cursors: string[];
  onMore: (before: string) => void;
}) {
  const { t } = useTranslation();
  const lastCursor = cursors.at(-1);
  const last = useGetOrdersQuery({ before: lastCursor ?? '' }, { skip: lastCursor === undefined });
  const lastPage = lastCursor === undefined ? firstPage : last.data;
  const lastOrder = lastPage?.at(-1);
  if (!lastPage || lastPage.length < ORDERS_PAGE_SIZE || !lastOrder) return null;
  return (
    <button
      type="button"
      className="button button--secondary orders-page__more"
      data-testid="orders-load-more"
      onClick={() => onMore(lastOrder.orderId)}
    >
      {t('orders.loadMore')}
    </button>
  );
}

/** One page's orders as list rows. */
function OrderRows({ orders }: { orders: Order[] }) {
  const { t, i18n } = useTranslation();
  return orders.map((order) => (
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
  ));
}
