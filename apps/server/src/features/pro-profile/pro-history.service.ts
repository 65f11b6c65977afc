import type {
  BillingStatement,
  Loyalty,
  ProOrderDetail,
  ProOrders,
  StatementHistory,
} from '@fairway/contract/pro-profile.contract';
import type { CurrencyCode } from '@fairway/domain/facilities/feature-areas';
import { loyaltyTier, type PointsSource, pointsFor } from '@fairway/domain/pro-profile/loyalty';
import {
  type AccountEntry,
  defaultStatementRange,
  monthlyStatements,
  statementFor,
} from '@fairway/domain/pro-profile/statements';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { instantsOf, localDate, pageOf, type ProContext } from './pro-access.ts';
import { entriesBetween, loyaltyEntriesOf } from './pro-profile.repository.ts';
import { closedOrdersPageOfCustomer, loyaltyInvoicesOfCustomer, orderLines } from '../checkout/checkout.public.ts';
import { giftCertificatesOfGolferAt } from '../store/store.public.ts';

/** The longest range a statement, statement history or order list covers. */
const MAX_RANGE_MONTHS = 120;

/**
 * A date range, defaulting to the last 12 months in the facility's zone (orders: the last 90 days,
 * `defaultOrdersRange`); a reversed range is a 400.
 */
export function rangeOf(
  ctx: ProContext,
  query: { startDate?: string; endDate?: string },
  now: Date,
  defaults = defaultStatementRange,
): { startDate: string; endDate: string } {
  const fallback = defaults(now, ctx.current.facility.timeZone);
  const range = { startDate: query.startDate ?? fallback.startDate, endDate: query.endDate ?? fallback.endDate };
  if (range.startDate > range.endDate)
    throw new DomainError('BAD_REQUEST', 'The start date must not be after the end date');
  const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  // Statements are computed per month at read time: a range is at most ten years.
  if (monthIndex(range.endDate) - monthIndex(range.startDate) > MAX_RANGE_MONTHS)
    throw new DomainError('BAD_REQUEST', 'A date range may span at most ten years');
  return range;
}

/** GET /profile/pro/billing-statement: one statement over the range, with running balances. */
export async function billingStatement(
  db: Database,
  ctx: ProContext,
  range: { startDate: string; endDate: string },
): Promise<BillingStatement> {
  const { member, facility } = ctx.current;
  const entries = await ledgerOf(db, member.id, range, facility.timeZone);
  return {
    ...statementFor(entries, range.startDate, range.endDate, facility.timeZone),
    facilityId: facility.id,
    facilityName: facility.name,
    currencyCode: facility.currencyCode as CurrencyCode,
  };
}

/** GET /profile/pro/statement-history: one statement per month of the range, newest first. */
export async function statementHistory(
  db: Database,
  ctx: ProContext,
  range: { startDate: string; endDate: string },
  pageIndex: number,
  pageSize: number,
): Promise<StatementHistory> {
  const { member, facility } = ctx.current;
  // The page's months first (newest first, without entries), then the ledger of those months only.
  const page = pageOf(monthlyStatements([], range.startDate, range.endDate, facility.timeZone), pageIndex, pageSize);
  const newest = page.items[0];
  const oldest = page.items.at(-1);
  if (!newest || !oldest) return { ...page, currencyCode: facility.currencyCode as CurrencyCode };
  const span = { startDate: `${oldest.month}-01`, endDate: newest.endDate };
  const items = monthlyStatements(
    await ledgerOf(db, member.id, span, facility.timeZone),
    span.startDate,
    span.endDate,
    facility.timeZone,
  );
  return { ...page, items, currencyCode: facility.currencyCode as CurrencyCode };
}

/**
 * The entries a statement over the local dates of `range` reads: those in it, after one standing
 * for everything before it (its balance, booked just before the range opens: the opening balance).
 */
async function ledgerOf(
  db: Database,
  memberId: string,
  range: { startDate: string; endDate: string },
  timeZone: string,
): Promise<AccountEntry[]> {
  const { from, before } = instantsOf(range, timeZone);
  const { openingBalance, entries } = await entriesBetween(db, memberId, from, before);
  const opening: AccountEntry = {
    kind: 'charge',
    amount: openingBalance,
    occurredAt: new Date(from.getTime() - 1),
    description: '',
  };
  return [opening, ...entries];
}

/** The loyalty activity a member sees: their latest entries. */
const LOYALTY_ACTIVITY_SHOWN = 100;

/**
 * GET /profile/pro/loyalty: points earned per booking and purchase, from the account's charges and
 * the golfer's orders. The totals are SQL sums and only the latest LOYALTY_ACTIVITY_SHOWN of each
 * source are read: years of history are never loaded for one screen.
 */
export async function loyalty(db: Database, ctx: ProContext): Promise<Loyalty> {
  const { member, facility } = ctx.current;
  const [account, bought] = await Promise.all([
    loyaltyEntriesOf(db, member.id, LOYALTY_ACTIVITY_SHOWN),
    loyaltyInvoicesOfCustomer(db, ctx.customer.id, facility.id, LOYALTY_ACTIVITY_SHOWN),
  ]);
  const earned: { at: Date; source: PointsSource; description: string }[] = [
    ...account.latest.map((entry) => ({
      at: entry.occurredAt,
      source: {
        kind: entry.category === 'green-fee' ? ('booking' as const) : ('purchase' as const),
        amount: entry.amount,
      },
      description: entry.description,
    })),
    ...bought.latest.map((invoice) => ({
      at: invoice.at,
      source: {
        kind: invoice.playerCount !== null ? ('booking' as const) : ('purchase' as const),
        amount: invoice.grandTotal,
      },
      description: `${invoice.rateName ?? 'Order'} · ${invoice.orderNumber}`,
    })),
  ];
  earned.sort((a, b) => b.at.getTime() - a.at.getTime());
  const activity = earned.slice(0, LOYALTY_ACTIVITY_SHOWN).map((entry) => ({
    date: localDate(entry.at, facility.timeZone),
    kind: entry.source.kind,
    description: entry.description,
    amount: entry.source.amount,
    points: pointsFor(entry.source),
  }));
  // pointsFor, summed: a point per whole unit spent, and the bonus per booking.
  const units = account.units + bought.units;
  const bookings = account.bookings + bought.bookings;
  const points =
    pointsFor({ kind: 'purchase', amount: units * 100 }) + bookings * pointsFor({ kind: 'booking', amount: 0 });
  const tier = loyaltyTier(points);
  return {
    facilityId: facility.id,
    points,
    tier: tier.tier,
    pointsToNextTier: tier.toNext,
    activity,
  };
}

type OrderRows = Awaited<ReturnType<typeof closedOrdersPageOfCustomer>>['rows'];

function ordersOf(rows: OrderRows, timeZone: string) {
  const byOrder = new Map<string, { order: OrderRows[number]['order']; invoices: OrderRows[number]['invoice'][] }>();
  for (const { invoice, order } of rows) {
    if (order.status === 'pending' || order.status === 'error') continue;
    const entry = byOrder.get(order.id) ?? { order, invoices: [] };
    entry.invoices.push(invoice);
    byOrder.set(order.id, entry);
  }
  return [...byOrder.values()].map(({ order, invoices }) => ({
    orderId: order.id,
    orderNumber: order.orderNumber,
    date: localDate(order.createdAt, timeZone),
    createdAt: order.createdAt,
    status: 'closed' as const,
    total: invoices.reduce((sum, invoice) => sum + invoice.grandTotal, 0),
    subTotal: invoices.reduce((sum, invoice) => sum + invoice.subTotal, 0),
    totalTaxes: invoices.reduce((sum, invoice) => sum + invoice.totalTaxes, 0),
    currencyCode: order.currencyCode as CurrencyCode,
    itemCount: invoices.length,
    /** Each cart item's invoice line kind (its first line's), for the lines of the order's detail. */
    invoiceKinds: new Map(
      invoices.flatMap((invoice) =>
        invoice.cartItemId && invoice.lines[0] ? [[invoice.cartItemId, invoice.lines[0].kind] as const] : [],
      ),
    ),
  }));
}

/** GET /profile/pro/orders: the golfer's closed orders at the facility in the range, newest first (the page chosen in SQL). */
export async function proOrders(
  db: Database,
  ctx: ProContext,
  range: { startDate: string; endDate: string },
  pageIndex: number,
  pageSize: number,
): Promise<ProOrders> {
  const { facility } = ctx.current;
  const { rows, total } = await closedOrdersPageOfCustomer(
    db,
    { customerId: ctx.customer.id, facilityId: facility.id, ...instantsOf(range, facility.timeZone) },
    { offset: pageIndex * pageSize, limit: pageSize },
  );
  return {
    items: ordersOf(rows, facility.timeZone).map(
      ({ createdAt: _c, subTotal: _s, totalTaxes: _t, invoiceKinds: _k, ...order }) => order,
    ),
    total,
    pageIndex,
    pageSize,
    ...range,
  };
}

/** GET /profile/pro/orders/{id}: one closed order of the golfer at the facility; anyone else's is a 404. */
export async function proOrderDetail(db: Database, ctx: ProContext, orderId: string): Promise<ProOrderDetail> {
  const { facility } = ctx.current;
  const { rows } = await closedOrdersPageOfCustomer(
    db,
    { customerId: ctx.customer.id, facilityId: facility.id, orderId },
    { offset: 0, limit: 1 },
  );
  const [found] = ordersOf(rows, facility.timeZone);
  if (!found) throw new DomainError('NOT_FOUND', `Error fetching an order with id: ${orderId}.`);
  const { createdAt: _c, invoiceKinds, ...order } = found;
  // A cart item's line is of its invoice's first line kind (a gift certificate's "Gift Certificate"); an add-on or product is of its type.
  const lines = (await orderLines(db, orderId)).map((item) => ({
    kind: (item.parentCartItemId === null ? invoiceKinds.get(item.cartItemId) : undefined) ?? item.type,
    description: item.description,
    quantity: item.quantity,
    amount: item.amount,
  }));
  return { ...order, lines };
}

/** GET /profile/pro/gift-certificates: bought by the golfer or delivered to them, at the facility. */
export async function proGiftCertificates(db: Database, ctx: ProContext) {
  const { customer } = ctx;
  return (await giftCertificatesOfGolferAt(db, customer.id, customer.email, ctx.current.facility.id)).map((row) => {
    const received = row.recipientEmail === customer.email && row.deliveredAt !== null;
    return {
      id: row.id,
      value: row.value,
      balance: row.balance,
      currencyCode: row.currencyCode as CurrencyCode,
      recipientName: row.recipientName,
      deliveryDate: row.deliveryDate,
      role: received ? ('received' as const) : ('bought' as const),
      code: received ? row.code : null,
    };
  });
}
