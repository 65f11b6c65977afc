import type { Order, OrderListQuery } from '@fairway/contract/checkout.contract';
import type { FastifyInstance } from 'fastify';
import type { OrderRow } from '../../db/schema/checkout.ts';
import { DomainError } from '../../shared/domain-error.ts';
import type { CheckoutContext } from './checkout-context.ts';
import type { ConversionProvider } from './conversion-provider.ts';
import { toOrder, toOrders } from './order-dto.ts';
import { findOrder, listCustomerOrders } from './orders.repository.ts';
import { required } from '@fairway/domain/shared/required';
import { orderMoneyOf } from '../reservations/reservations.public.ts';

/** The order if the caller owns it: its customer, or the guest session that placed it; others 404. */
async function ownedOrder(app: FastifyInstance, ctx: CheckoutContext, id: string): Promise<OrderRow> {
  const order = await findOrder(app.db, ctx.actor.engine.id, id);
  const owns =
    order !== undefined &&
    ((order.customerId !== null && order.customerId === ctx.customer?.id) ||
      (order.customerId === null && order.guestSessionId !== null && order.guestSessionId === ctx.guestSessionId));
  if (!owns) throw new DomainError('NOT_FOUND', 'Order not found');
  return order;
}

/** GET /orders: the signed-in golfer's orders, newest first (401 for guests and anonymous callers). */
export async function listOrders(app: FastifyInstance, ctx: CheckoutContext, page: OrderListQuery): Promise<Order[]> {
  if (!ctx.customer) throw new DomainError('UNAUTHORIZED');
  const rows = await listCustomerOrders(app.db, ctx.actor.engine.id, ctx.customer.id, page);
  return withMoney(await toOrders(app.db, rows), await orderMoneyOf(app.db, rows));
}

/** Each order with its ledger-backed money: what the Orders screen states. */
function withMoney(answers: Order[], money: Map<string, NonNullable<Order['money']>>): Order[] {
  return answers.map((answer) => {
    const view = money.get(answer.orderId);
    return view ? { ...answer, money: view } : answer;
  });
}

/** GET /orders/{id}: with what it bought from the store (the confirmation screen lists it). */
export async function getOrder(app: FastifyInstance, ctx: CheckoutContext, id: string): Promise<Order> {
  const row = await ownedOrder(app, ctx, id);
  return required(
    withMoney([await toOrder(app.db, row)], await orderMoneyOf(app.db, [row]))[0],
    `order ${row.id} with its money`,
  );
}

/** POST /orders/{id}/send-google-conversion. */
export async function sendGoogleConversion(
  app: FastifyInstance,
  conversions: ConversionProvider,
  ctx: CheckoutContext,
  id: string,
  body: { rwgToken: string; merchantChanged: 1 | 2 },
): Promise<void> {
  const order = await ownedOrder(app, ctx, id);
  await conversions.send({ orderId: order.id, rwgToken: body.rwgToken, merchantChanged: body.merchantChanged });
}
