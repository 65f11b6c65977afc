import { createHash, randomInt } from 'node:crypto';
import type {
  CounterSalePreview,
  CounterSaleReceipt,
  counterSalePreviewRequestSchema,
  counterSaleRequestSchema,
  GiftCertificateBalance,
} from '@fairway/contract/admin-counter-sales.contract';
import { deskAmountProblem } from '@fairway/domain/payments/desk-tenders';
import { formatGiftCode } from '@fairway/domain/store/gift-balance';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { requireKey } from '../../shared/idempotency-key.ts';
import { stableJson } from '../../shared/stable-json.ts';
import {
  type CounterLine,
  ordersOfEngineByIds,
  type PricedCounterSale,
  priceCounterSale,
  reservationsOfOrders,
  writeCounterSaleOrder,
} from '../checkout/checkout.public.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';
import { operationId, paymentOperation } from '../payments/payments.public.ts';
import { findCustomerByPublicId } from '../session/session.public.ts';
import { findGiftTender, giftCertificateByCode, redeemGift } from '../store/store.public.ts';
import { counterReceiptMail } from './counter-receipt-mail.ts';
import { findCounterSale, insertCounterSale, lockCounterSaleKey } from './counter-sales.repository.ts';
import type { StaffActor, StaffMailerFor } from './tee-sheet-operations.service.ts';
import { auditStaffAction } from './staff.repository.ts';

// Walk-up sales at the counter (issue #49, point 2): the lines are priced by the online invoice's
// rules from the catalogue (checkout's counter-sale order), the tenders must add up to exactly that
// total (the desk payment's rule), and the sale is one transaction run once per Idempotency-Key as
// the work step of a payment-workflow operation: the order and its store rows, the stock taken,
// gift certificates drawn under their row locks, the counter's tenders, the audit entry and the
// receipt mail. A refusal (a certificate short of balance, a product sold out meanwhile) leaves
// nothing written.

type PreviewBody = z.output<typeof counterSalePreviewRequestSchema>;
type SaleBody = z.output<typeof counterSaleRequestSchema>;

/** The audit log's action of a counter sale (see README.md). */
const COUNTER_SALE_ACTION = 'counter-sale.sell';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const receiptNumberOf = () =>
  `CS-${Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

/** Who buys, as the order records them. */
interface Buyer {
  customerId: number | null;
  golferId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  language: string;
}

/** The buyer named by the body: a golfer account of the alias (404 otherwise), or a walk-up. */
async function buyerOf(db: Database, engine: BookingEngineRow, buyer: PreviewBody['buyer']): Promise<Buyer> {
  if (buyer.kind === 'walk-up')
    return {
      customerId: null,
      golferId: null,
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      email: buyer.email ?? '',
      phone: '',
      language: 'en',
    };
  const golfer = await findCustomerByPublicId(db, engine.id, buyer.golferId);
  if (!golfer) throw new DomainError('NOT_FOUND', 'Golfer not found');
  return {
    customerId: golfer.id,
    golferId: golfer.publicId,
    firstName: golfer.firstName,
    lastName: golfer.lastName,
    email: golfer.email,
    phone: golfer.phone ?? '',
    language: golfer.language,
  };
}

const nameOf = (buyer: Buyer) => `${buyer.firstName} ${buyer.lastName}`.trim();

/** The priced sale as the console shows it (the preview, and the receipt's lines). */
function previewOf(sale: PricedCounterSale): CounterSalePreview {
  return {
    currencyCode: sale.currencyCode,
    lines: sale.lines.map((line) => ({
      type: line.item.type === 'featured-product' ? ('product' as const) : line.item.type,
      facilityId: line.facility.id,
      course: line.facility.name,
      description: line.description,
      quantity: line.quantity,
      subTotal: line.draft.subTotal,
      totalTaxes: line.draft.totalTaxes,
      grandTotal: line.draft.grandTotal,
    })),
    subTotal: sale.totals.subTotal,
    totalTaxes: sale.totals.totalTaxes,
    grandTotal: sale.totals.dueNow,
  };
}

/** POST /api/admin/counter-sales/preview: the lines priced as the sale would price them; nothing written. */
export async function previewCounterSale(
  db: Database,
  engine: BookingEngineRow,
  body: PreviewBody,
  now: Date,
): Promise<CounterSalePreview> {
  const buyer = await buyerOf(db, engine, body.buyer);
  const sale = await priceCounterSale(
    db,
    engine,
    { customerId: buyer.customerId, name: nameOf(buyer) },
    body.lines as CounterLine[],
    now,
  );
  return previewOf(sale);
}

/** The gift-certificate tenders drawn (row-locked) for the order; refused, the transaction rolls back. */
async function drawGiftCertificates(
  tx: Database,
  engine: BookingEngineRow,
  tenders: SaleBody['tenders'],
  currencyCode: string,
  orderId: string,
  now: Date,
): Promise<Map<number, string>> {
  const drawn = new Map<number, string>();
  for (const [index, tender] of tenders.entries()) {
    if (tender.tender !== 'gift-certificate') continue;
    const gift = await findGiftTender(tx, engine, tender.code);
    if (!gift || gift.currencyCode !== currencyCode)
      throw new DomainError('GIFT_CODE_INVALID', undefined, { tender: index });
    if (gift.balance < tender.amountCents)
      throw new DomainError('GIFT_BALANCE_INSUFFICIENT', 'The gift certificate’s balance does not cover this amount', {
        tender: index,
        balanceCents: gift.balance,
      });
    if (!(await redeemGift(tx, { giftCertificateId: gift.id, amount: tender.amountCents, orderId, now })))
      throw new DomainError('GIFT_BALANCE_INSUFFICIENT', undefined, { tender: index });
    drawn.set(index, gift.id);
  }
  return drawn;
}

/**
 * The sale as it would be taken now: the buyer, the lines priced, the tenders adding up to the total
 * and each gift certificate able to pay its part (read only; the sale draws them under their locks).
 */
async function checkSale(db: Database, engine: BookingEngineRow, body: SaleBody, now: Date) {
  const buyer = await buyerOf(db, engine, body.buyer);
  const sale = await priceCounterSale(
    db,
    engine,
    { customerId: buyer.customerId, name: nameOf(buyer) },
    body.lines as CounterLine[],
    now,
  );
  const problem = deskAmountProblem(body.tenders, sale.totals.dueNow);
  if (problem) {
    const { code, ...details } = problem;
    throw new DomainError(code, undefined, details);
  }
  for (const [index, tender] of body.tenders.entries()) {
    if (tender.tender !== 'gift-certificate') continue;
    const gift = await findGiftTender(db, engine, tender.code);
    if (!gift || gift.currencyCode !== sale.currencyCode)
      throw new DomainError('GIFT_CODE_INVALID', undefined, { tender: index });
    if (gift.balance < tender.amountCents)
      throw new DomainError('GIFT_BALANCE_INSUFFICIENT', 'The gift certificate’s balance does not cover this amount', {
        tender: index,
        balanceCents: gift.balance,
      });
  }
  return { buyer, sale };
}

/** A replay of an earlier sale with this key: its receipt, or 422 when the body differs. */
function replayOf(row: { requestHash: string; receipt: unknown }, requestHash: string): CounterSaleReceipt {
  if (row.requestHash !== requestHash) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
  return row.receipt as CounterSaleReceipt;
}

/** The sale itself, in one transaction. */
async function sell(
  app: FastifyInstance,
  mailerFor: StaffMailerFor,
  actor: StaffActor,
  body: SaleBody,
  key: string,
  requestHash: string,
): Promise<CounterSaleReceipt> {
  const { engine, now } = actor;
  return app.db.transaction(async (tx) => {
    await lockCounterSaleKey(tx, engine.id, key);
    const concurrent = await findCounterSale(tx, engine.id, key);
    if (concurrent) return replayOf(concurrent, requestHash);
    // Again under the transaction: a certificate or the stock may have changed since the check.
    const { buyer, sale } = await checkSale(tx, engine, body, now);
    const total = sale.totals.dueNow;
    const giftCents = body.tenders
      .filter((tender) => tender.tender === 'gift-certificate')
      .reduce((sum, tender) => sum + tender.amountCents, 0);
    const written = await writeCounterSaleOrder(tx, app.jobs, {
      engineId: engine.id,
      sale,
      buyer,
      giftCertificatePaid: giftCents,
      now,
    });
    const drawn = await drawGiftCertificates(tx, engine, body.tenders, sale.currencyCode, written.order.id, now);
    const receiptNumber = receiptNumberOf();
    const courseName = (facilityId: number) =>
      sale.lines.find((line) => line.facility.id === facilityId)?.facility.name ?? '';
    const emailedTo = body.emailReceipt && buyer.email ? buyer.email : null;
    const receipt: CounterSaleReceipt = {
      ...previewOf(sale),
      receiptNumber,
      orderId: written.order.id,
      orderNumber: written.order.orderNumber,
      buyer: {
        firstName: buyer.firstName,
        lastName: buyer.lastName,
        email: buyer.email || null,
        golferId: buyer.golferId,
      },
      at: now.toISOString(),
      tenders: body.tenders.map((tender) => ({
        tender: tender.tender,
        amountCents: tender.amountCents,
        lastFour: tender.tender === 'card-present' ? tender.lastFour : null,
      })),
      paidCents: total,
      printedGiftCertificates: written.printed.map((gift) => ({
        code: formatGiftCode(gift.code),
        value: gift.value,
        course: courseName(gift.facilityId),
        recipientName: gift.recipientName,
      })),
      emailedGiftCertificates: sale.lines.flatMap((line) =>
        line.item.type === 'gift-certificate' && !line.item.printed
          ? [
              {
                value: line.item.extra.value,
                recipientName: line.item.extra.recipientName,
                recipientEmail: line.item.extra.recipientEmail,
                deliveryDate: line.item.extra.deliveryDate,
              },
            ]
          : [],
      ),
      memberships: written.purchases.memberships.map((membership) => ({
        name: membership.name,
        course: membership.facilityName,
        nextInstalmentDate: membership.nextInstalmentDate,
      })),
      emailedTo,
    };
    await insertCounterSale(
      tx,
      {
        orderId: written.order.id,
        bookingEngineId: engine.id,
        staffId: actor.auth.staff.id,
        receiptNumber,
        idempotencyKey: key,
        requestHash,
        receipt,
        createdAt: now,
      },
      body.tenders.map((tender, index) => ({
        tender: tender.tender,
        amountCents: tender.amountCents,
        cardLastFour: tender.tender === 'card-present' ? tender.lastFour : null,
        giftCertificateId: drawn.get(index) ?? null,
        createdAt: now,
      })),
    );
    await auditStaffAction(
      tx,
      { auth: actor.auth, engine, client: actor.client, now },
      {
        action: COUNTER_SALE_ACTION,
        target: `order:${written.order.id}`,
        details: {
          receiptNumber,
          orderNumber: written.order.orderNumber,
          buyer: nameOf(buyer),
          golferId: buyer.golferId,
          amountCents: total,
          currencyCode: sale.currencyCode,
          lines: receipt.lines.map((line) => ({
            type: line.type,
            description: line.description,
            quantity: line.quantity,
          })),
          tenders: receipt.tenders.map((tender) => ({ tender: tender.tender, amountCents: tender.amountCents })),
          printedGiftCertificates: receipt.printedGiftCertificates.length,
        },
      },
    );
    if (emailedTo) await mailerFor(tx).send(counterReceiptMail(receipt, engine, emailedTo, buyer.language));
    return receipt;
  });
}

/**
 * POST /api/admin/counter-sales (Idempotency-Key required): sells the lines to the buyer for the
 * tenders given, which add up to exactly the priced total. Once per key: a replay answers the first
 * receipt; the key with another body is 422 IDEMPOTENCY_KEY_REUSED.
 */
export async function sellAtCounter(
  app: FastifyInstance,
  mailerFor: StaffMailerFor,
  actor: StaffActor,
  body: SaleBody,
  rawKey: unknown,
): Promise<CounterSaleReceipt> {
  const key = requireKey(rawKey);
  const requestHash = createHash('sha256').update(stableJson(body)).digest('hex');
  const earlier = await findCounterSale(app.db, actor.engine.id, key);
  if (earlier) return replayOf(earlier, requestHash);
  // Refused before the payment operation starts, so bad input records no failed step either.
  await checkSale(app.db, actor.engine, body, actor.now);
  return paymentOperation(app, operationId('counter-sale', `${actor.engine.id}:${key}`), {
    engineId: actor.engine.id,
  }).work('sell', () => sell(app, mailerFor, actor, body, key, requestHash));
}

/** GET /api/admin/gift-certificates/{code}: a certificate of the alias's courses, its balance and where it was spent; 404 otherwise. */
export async function giftCertificateBalance(
  db: Database,
  engine: BookingEngineRow,
  code: string,
  courseNames: Map<number, string>,
): Promise<GiftCertificateBalance> {
  const found = await giftCertificateByCode(db, engine, code);
  if (!found) throw new DomainError('NOT_FOUND', 'No gift certificate of this course has that code');
  const { certificate, redemptions } = found;
  const orderIds = [...new Set(redemptions.flatMap((row) => (row.orderId ? [row.orderId] : [])))];
  const [orders, reservations] = await Promise.all([
    orderIds.length > 0 ? ordersOfEngineByIds(db, engine.id, orderIds) : [],
    orderIds.length > 0 ? reservationsOfOrders(db, orderIds) : [],
  ]);
  return {
    code: formatGiftCode(certificate.code),
    facilityId: certificate.facilityId,
    course: courseNames.get(certificate.facilityId) ?? '',
    currencyCode: certificate.currencyCode,
    value: certificate.value,
    balance: certificate.balance,
    delivered: certificate.deliveredAt !== null,
    deliveryDate: certificate.deliveryDate,
    recipientName: certificate.recipientName,
    recipientEmail: certificate.recipientEmail,
    redemptions: redemptions.map((row) => {
      const booked = reservations.filter(({ reservation }) => reservation.orderId === row.orderId);
      return {
        at: row.createdAt.toISOString(),
        amountCents: row.amount,
        restoredCents: row.restoredAmount,
        orderNumber: orders.find((order) => order.id === row.orderId)?.orderNumber ?? null,
        confirmationNumber: booked.length === 1 ? (booked[0]?.reservation.confirmationNumber ?? null) : null,
      };
    }),
  };
}
