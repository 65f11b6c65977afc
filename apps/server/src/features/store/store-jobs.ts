import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { PeriodicJob } from '../../plugins/periodic-jobs.ts';
import { orders } from '../../db/schema/checkout.ts';
import { facilities } from '../../db/schema/facilities.ts';
import { giftCertificates, type GiftCertificateRow } from '../../db/schema/store.ts';
import { giftMail } from './gift-mail.ts';
import { membershipBillingJob } from './membership-billing.ts';
import { dueDeliveries } from './store.repository.ts';

/** A message as the mail feature sends it (handed in by app.ts; features do not import each other). */
export interface StoreMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  template: string;
  language: string;
  bookingEngineId: number | null;
}
export interface StoreMailer {
  send(message: StoreMail): Promise<void>;
}

/** Job names (tests run them with app.periodicJobs.runNow). */
export const STORE_JOBS = { giftDelivery: 'store.gift-delivery' } as const;

const BATCH = 100;

/**
 * Delivers the certificates whose delivery date (00:00 in the facility's zone) has come: the pass
 * marks them delivered under the job's lock, then sends once it committed; a send that fails is
 * unmarked so a later pass tries again. Each certificate is mailed once even with several processes.
 */
function giftDeliveryJob(app: FastifyInstance, mailer: StoreMailer): PeriodicJob {
  return {
    name: STORE_JOBS.giftDelivery,
    // A certificate bought for today should reach its recipient while the buyer is still on the
    // page; the pass is one indexed query when nothing is due.
    everyMs: 10_000,
    async run(tx, now) {
      const due = await dueDeliveries(tx, now, BATCH);
      if (due.length === 0) return 0;
      const marked = await tx
        .update(giftCertificates)
        .set({ deliveredAt: now })
        .where(and(inArray(giftCertificates.id, due.map((row) => row.id)), isNull(giftCertificates.deliveredAt)))
        .returning();
      const names = await facilityNames(tx, marked);
      const languages = await orderLanguages(tx, marked);
      return {
        changed: marked.length,
        async afterCommit() {
          for (const row of marked) {
            try {
              await mailer.send(giftMail(row, names.get(row.facilityId) ?? 'the course', row.orderId ? (languages.get(row.orderId) ?? null) : null));
            } catch (error) {
              app.log.error({ err: error, giftCertificateId: row.id }, 'gift certificate delivery failed');
              await app.db.update(giftCertificates).set({ deliveredAt: null }).where(eq(giftCertificates.id, row.id));
            }
          }
        },
      };
    },
  };
}

async function facilityNames(tx: Database, rows: GiftCertificateRow[]): Promise<Map<number, string>> {
  if (rows.length === 0) return new Map();
  const found = await tx.select({ id: facilities.id, name: facilities.name }).from(facilities).where(inArray(facilities.id, [...new Set(rows.map((row) => row.facilityId))]));
  return new Map(found.map((row) => [row.id, row.name]));
}

async function orderLanguages(tx: Database, rows: GiftCertificateRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))];
  if (ids.length === 0) return new Map();
  const found = await tx.select({ id: orders.id, language: orders.language }).from(orders).where(inArray(orders.id, ids));
  return new Map(found.map((row) => [row.id, row.language]));
}

/** Registers the store's durable jobs. */
export function registerStoreJobs(app: FastifyInstance, mailer: StoreMailer): void {
  app.periodicJobs.register(giftDeliveryJob(app, mailer));
  app.periodicJobs.register(membershipBillingJob(app, mailer));
}
