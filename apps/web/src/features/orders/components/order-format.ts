import type { Order } from '@fairway/contract/checkout.contract';
import { formatCents } from '@fairway/domain/tee-times/money';

/** The order's date in the reader's locale (orders are listed by when they were placed). */
export function formatOrderDate(order: Order, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(order.createdAt));
}

/** An amount of the order in its currency. */
export function formatOrderAmount(order: Order, cents: number, locale: string): string {
  return formatCents(cents, order.currencyCode, locale);
}

const FEE_KINDS = new Set(['convenience-fee', 'reservation-fees']);

/**
 * What the order bought: its tee times, then every invoice line that is not a fee or a tee-time
 * price, each labelled by `label` (the golfer's language for product labels, see invoiceLineLabel).
 */
export function orderItemLabels(
  order: Order,
  label: (line: Order['invoices'][number]['items'][number]) => string,
): string[] {
  const teeTimes = order.reservations.map((reservation) => `${reservation.facilityName} · ${reservation.rateName}`);
  const teeTimeInvoices = new Set(
    order.invoices.filter((invoice) => invoice.playerCount !== null).map((invoice) => invoice.id),
  );
  const others = order.invoices
    .filter((invoice) => !teeTimeInvoices.has(invoice.id))
    .flatMap((invoice) => invoice.items.filter((line) => !FEE_KINDS.has(line.kind)).map(label));
  return [...teeTimes, ...others];
}
