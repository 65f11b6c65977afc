import type {
  BillingStatement,
  Loyalty,
  ProOrderDetail,
  ProOrders,
  StatementHistory,
} from '@fairway/contract/pro-profile.contract';
import type { CurrencyCode } from '@fairway/domain/facilities/feature-areas';
import { loyaltyTier, type PointsSource, pointsFor } from '@fairway/domain/pro-profile/loyalty';
import { defaultStatementRange, monthlyStatements, statementFor } from '@fairway/domain/pro-profile/statements';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { inRange, localDate, pageOf, type ProContext } from './pro-access.ts';
import { listEntries } from './pro-profile.repository.ts';
import { closedInvoicesOfCustomer, orderLines } from '../checkout/checkout.public.ts';
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
  const entries = await listEntries(db, member.id);
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
  const months = monthlyStatements(await listEntries(db, member.id), range.startDate, range.endDate, facility.timeZone);
  return { ...pageOf(months, pageIndex, pageSize), currencyCode: facility.currencyCode as CurrencyCode };
}

/** GET /profile/pro/loyalty: points earned per booking and purchase, from the account's charges and the golfer's orders. */
export async function loyalty(db: Database, ctx: ProContext): Promise<Loyalty> {
  const { member, facility } = ctx.current;
  const earned: { at: Date; source: PointsSource; description: string }[] = [];
  for (const entry of await listEntries(db, member.id)) {
    if (entry.kind !== 'charge') continue;
    if (entry.category === 'green-fee')
      earned.push({
        at: entry.occurredAt,
        source: { kind: 'booking', amount: entry.amount },
        description: entry.description,
      });
    if (entry.category === 'pro-shop' || entry.category === 'food-beverage')
      earned.push({
        at: entry.occurredAt,
        source: { kind: 'purchase', amount: entry.amount },
        description: entry.description,
      });
  }
  for (const { invoice, order } of await closedInvoicesOfCustomer(db, ctx.customer.id, facility.id)) {
    if (order.status === 'cancelled' || order.status === 'error') continue;
    const kind = invoice.playerCount !== null ? 'booking' : 'purchase';
    earned.push({
      at: order.createdAt,
      source: { kind, amount: invoice.grandTotal },
      description: `${invoice.rateName ?? 'Order'} · ${order.orderNumber}`,
    });
  }
  earned.sort((a, b) => b.at.getTime() - a.at.getTime());
  const activity = earned.map((entry) => ({
    date: localDate(entry.at, facility.timeZone),
    kind: entry.source.kind,
    description: entry.description,
    amount: entry.source.amount,
    points: pointsFor(entry.source),
  }));
  const points = activity.reduce((sum, entry) => sum + entry.points, 0);
  const tier = loyaltyTier(points);
  return {
    facilityId: facility.id,
    points,
    tier: tier.tier,
    pointsToNextTier: tier.toNext,
    activity: activity.slice(0, 100),
  };
}

type OrderRows = Awaited<ReturnType<typeof closedInvoicesOfCustomer>>;

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

/** GET /profile/pro/orders: the golfer's closed orders at the facility in the range, newest first. */
export async function proOrders(
  db: Database,
  ctx: ProContext,
  range: { startDate: string; endDate: string },
  pageIndex: number,
  pageSize: number,
): Promise<ProOrders> {
  const { facility } = ctx.current;
  const all = ordersOf(await closedInvoicesOfCustomer(db, ctx.customer.id, facility.id), facility.timeZone).filter(
    (order) => inRange(order.createdAt, facility.timeZone, range),
  );
  return {
    ...pageOf(
      all.map(({ createdAt: _c, subTotal: _s, totalTaxes: _t, invoiceKinds: _k, ...order }) => order),
      pageIndex,
      pageSize,
    ),
    ...range,
  };
}

/** GET /profile/pro/orders/{id}: one closed order of the golfer at the facility; anyone else's is a 404. */
export async function proOrderDetail(db: Database, ctx: ProContext, orderId: string): Promise<ProOrderDetail> {
  const { facility } = ctx.current;
  const found = ordersOf(await closedInvoicesOfCustomer(db, ctx.customer.id, facility.id), facility.timeZone).find(
    (order) => order.orderId === orderId,
  );
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
