import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GolferSummary } from '@fairway/contract/admin-golfers.contract';
import { type Column, DataTable } from '../../shared/data-table.tsx';
import type { GolferRecord } from './golfers.api.ts';

type Reservation = GolferRecord['reservations'][number];
type Order = GolferRecord['orders'][number];

/** A golfer's name as the console shows it. */
export const golferName = (golfer: Pick<GolferSummary, 'firstName' | 'lastName'>) =>
  `${golfer.firstName} ${golfer.lastName}`.trim();

/** What a list's page buttons do: go back to newer rows, on to older ones (absent: no such page). */
export interface Pager {
  newer?: () => void;
  older?: () => void;
}

/** One golfer's record: their contact, a page of reservations (newest tee time first) and of orders (newest first). */
export function GolferPanel({
  detail,
  day,
  paging,
}: {
  detail: GolferRecord;
  day: (iso: string) => string;
  paging?: { reservations: Pager; orders: Pager };
}) {
  const { t, i18n } = useTranslation();
  const { golfer } = detail;
  const name = golferName(golfer);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a golfer moves the keyboard to their record, below the results.
  useEffect(() => heading.current?.focus(), [golfer.id]);
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(cents / 100);

  const reservationColumns: Column<Reservation>[] = [
    {
      key: 'teeTime',
      header: t('golfers.columns.teeTime'),
      rowHeader: true,
      cell: (reservation) => reservation.teetime.replace('T', ' '),
    },
    { key: 'course', header: t('golfers.columns.course'), cell: (reservation) => reservation.courseName },
    { key: 'players', header: t('golfers.columns.players'), cell: (reservation) => reservation.players },
    { key: 'rate', header: t('golfers.columns.rate'), cell: (reservation) => reservation.rateName },
    {
      key: 'confirmation',
      header: t('golfers.columns.confirmation'),
      cell: (reservation) => reservation.confirmationNumber,
    },
    {
      key: 'status',
      header: t('golfers.columns.status'),
      cell: (reservation) => t(`golfers.status.${reservation.status}`),
    },
  ];
  const orderColumns: Column<Order>[] = [
    { key: 'order', header: t('golfers.columns.order'), rowHeader: true, cell: (order) => order.orderNumber },
    { key: 'date', header: t('golfers.columns.date'), cell: (order) => day(order.createdAt) },
    { key: 'items', header: t('golfers.columns.items'), cell: (order) => order.items },
    {
      key: 'total',
      header: t('golfers.columns.total'),
      cell: (order) => money(order.grandTotal, order.currencyCode),
    },
    { key: 'paid', header: t('golfers.columns.paid'), cell: (order) => money(order.paidNow, order.currencyCode) },
    {
      key: 'refunded',
      header: t('golfers.columns.refunded'),
      cell: (order) => money(order.refunded ?? 0, order.currencyCode),
    },
    { key: 'due', header: t('golfers.columns.due'), cell: (order) => money(order.dueAtCourse, order.currencyCode) },
  ];

  return (
    <article className="admin-golfer" aria-label={name}>
      <h3 ref={heading} tabIndex={-1}>
        {name}
      </h3>
      <p>
        {golfer.email}
        {golfer.phone ? ` · ${golfer.phone}` : ''}
      </p>
      <DataTable
        caption={t('golfers.reservations', { name })}
        columns={reservationColumns}
        rows={detail.reservations}
        rowKey={(reservation) => reservation.reservationId}
        empty={t('golfers.noReservations')}
      />
      <Pages
        pager={paging?.reservations}
        label={t('golfers.reservationPages')}
        newer={t('golfers.newerReservations')}
        older={t('golfers.olderReservations')}
      />
      <DataTable
        caption={t('golfers.orders', { name })}
        columns={orderColumns}
        rows={detail.orders}
        rowKey={(order) => order.orderId}
        empty={t('golfers.noOrders')}
      />
      <Pages
        pager={paging?.orders}
        label={t('golfers.orderPages')}
        newer={t('golfers.newerOrders')}
        older={t('golfers.olderOrders')}
      />
    </article>
  );
}

/** A list's Newer/Older buttons, shown while the list has more than one page. */
function Pages({
  pager,
  label,
  newer,
  older,
}: {
  pager?: Pager | undefined;
  label: string;
  newer: string;
  older: string;
}) {
  if (!pager || (!pager.newer && !pager.older)) return null;
  return (
    <nav className="admin-actions" aria-label={label}>
      <button type="button" disabled={!pager.newer} onClick={pager.newer}>
        {newer}
      </button>
      <button type="button" disabled={!pager.older} onClick={pager.older}>
        {older}
      </button>
    </nav>
  );
}
