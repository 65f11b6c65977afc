import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { JobKind, JobRuntime } from '../../plugins/job-runtime.ts';
import { giftCertificates, type GiftCertificateRow } from '../../db/schema/store.ts';
import { engineIdOfOrder, languagesOfOrders } from '../checkout/checkout.public.ts';
import { facilityLabelsOf } from '../facilities/facilities.public.ts';
import type { Mailer } from '../mail/mail.public.ts';
import { giftMail } from './gift-mail.ts';
import { membershipBillingJob } from './membership-billing.ts';

/** Job kinds (tests run them with `app.jobs.runDue({ kind })`). */
export const STORE_JOBS = { giftDelivery: 'gift-delivery' } as const;

/** What a gift certificate's delivery item carries. */
interface GiftDeliveryPayload {
  giftCertificateId: string;
}

/**
 * Enqueues the delivery of each gift certificate the order bought, in its booking transaction,
 * due at the certificate's delivery time (00:00 of its date in the facility's zone); one item per
 * certificate, so a failing one holds up no other.
 */
export async function scheduleGiftDeliveries(
  tx: Database,
  jobs: Pick<JobRuntime, 'enqueue'>,
  orderId: string,
): Promise<void> {
  const bought = await tx
    .select({
      id: giftCertificates.id,
      deliverAt: giftCertificates.deliverAt,
      engineId: engineIdOfOrder(giftCertificates.orderId),
    })
    .from(giftCertificates)
    .where(and(eq(giftCertificates.orderId, orderId), isNull(giftCertificates.deliveredAt)));
  for (const certificate of bought) {
    await jobs.enqueue<GiftDeliveryPayload>(
      tx,
      STORE_JOBS.giftDelivery,
      { giftCertificateId: certificate.id },
      { key: `gift-certificate:${certificate.id}`, runAt: certificate.deliverAt, engineId: certificate.engineId },
    );
  }
}

/**
 * Delivers one certificate: the mail is written to the outbox and the certificate marked delivered
 * in one transaction under the certificate's lock, so it is mailed once even if the item is run
 * again (a lease that lapsed); a failure leaves it undelivered for the next try.
 */
function giftDeliveryJob(app: FastifyInstance, mailerFor: (db: Database) => Mailer): JobKind<GiftDeliveryPayload> {
  return {
    kind: STORE_JOBS.giftDelivery,
    async run({ giftCertificateId }, { now }) {
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(giftCertificates)
          .where(eq(giftCertificates.id, giftCertificateId))
          .for('update');
        if (!row || row.deliveredAt) return;
        const names = await facilityNames(tx, [row]);
        const languages = await orderLanguages(tx, [row]);
        await mailerFor(tx).send(
          giftMail(
            row,
            names.get(row.facilityId) ?? 'the course',
            row.orderId ? (languages.get(row.orderId) ?? null) : null,
          ),
        );
        await tx.update(giftCertificates).set({ deliveredAt: now }).where(eq(giftCertificates.id, row.id));
      });
    },
  };
}

async function facilityNames(tx: Database, rows: GiftCertificateRow[]): Promise<Map<number, string>> {
  const labels = await facilityLabelsOf(
    tx,
    rows.map((row) => row.facilityId),
  );
  return new Map([...labels].map(([id, label]) => [id, label.name]));
}

async function orderLanguages(tx: Database, rows: GiftCertificateRow[]): Promise<Map<string, string>> {
  return languagesOfOrders(tx, [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))]);
}

/** Registers the store's durable jobs: gift deliveries (per item, mailing through the delivery's transaction) and billing. */
export function registerStoreJobs(app: FastifyInstance, mailer: Mailer, mailerFor: (db: Database) => Mailer): void {
  app.jobs.define(giftDeliveryJob(app, mailerFor));
  app.periodicJobs.register(membershipBillingJob(app, mailer));
}
