import { normalizeGiftCode, restore, spend } from '@fairway/domain/store/gift-balance';
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { giftCertificateRedemptions, giftCertificates } from '../../db/schema/store.ts';
import { type BookingEngineRow, listFacilitiesOfBookingEngine } from '../facilities/facilities.public.ts';

// A gift certificate as a tender: found by its code among the alias's facilities, spent inside the
// booking transaction under a row lock (two checkouts cannot overspend it), put back by refunds.

/** A certificate that can pay now. */
export interface GiftTender {
  id: string;
  facilityId: number;
  balance: number;
  currencyCode: string;
}

/** The delivered certificate with a balance behind a typed code at one of the engine's facilities, or null. */
export async function findGiftTender(
  db: Database,
  engine: BookingEngineRow,
  typed: string,
): Promise<GiftTender | null> {
  const code = normalizeGiftCode(typed);
  if (!code) return null;
  const facilityIds = (await listFacilitiesOfBookingEngine(db, engine.id)).map((facility) => facility.id);
  if (facilityIds.length === 0) return null;
  const [row] = await db
    .select({
      id: giftCertificates.id,
      facilityId: giftCertificates.facilityId,
      balance: giftCertificates.balance,
      currencyCode: giftCertificates.currencyCode,
    })
    .from(giftCertificates)
    .where(
      and(
        eq(giftCertificates.code, code),
        inArray(giftCertificates.facilityId, facilityIds),
        isNotNull(giftCertificates.deliveredAt),
        gt(giftCertificates.balance, 0),
      ),
    );
  return row ?? null;
}

/** Takes `amount` from the certificate for an order (row-locked); false when its balance no longer covers it. */
export async function redeemGift(
  tx: Database,
  input: { giftCertificateId: string; amount: number; orderId: string; now: Date },
): Promise<boolean> {
  const [certificate] = await tx
    .select()
    .from(giftCertificates)
    .where(eq(giftCertificates.id, input.giftCertificateId))
    .for('update');
  if (!certificate || certificate.balance < input.amount) return false;
  await tx
    .update(giftCertificates)
    .set({ balance: spend(certificate.balance, input.amount), updatedAt: input.now })
    .where(eq(giftCertificates.id, certificate.id));
  await tx
    .insert(giftCertificateRedemptions)
    .values({ giftCertificateId: certificate.id, orderId: input.orderId, amount: input.amount, createdAt: input.now });
  return true;
}

/**
 * Puts up to `amount` of a refund back on the certificates an order was paid with (what they paid
 * and was not put back yet, oldest first) and returns how much went back; the card gets the rest.
 */
export async function restoreGift(
  tx: Database,
  input: { orderId: string; amount: number; now: Date },
): Promise<number> {
  if (input.amount <= 0) return 0;
  const redemptions = await tx
    .select()
    .from(giftCertificateRedemptions)
    .where(
      and(
        eq(giftCertificateRedemptions.orderId, input.orderId),
        sql`${giftCertificateRedemptions.restoredAmount} < ${giftCertificateRedemptions.amount}`,
      ),
    )
    .orderBy(asc(giftCertificateRedemptions.id))
    .for('update');
  let restored = 0;
  for (const redemption of redemptions) {
    const part = Math.min(redemption.amount - redemption.restoredAmount, input.amount - restored);
    if (part <= 0) break;
    const [certificate] = await tx
      .select()
      .from(giftCertificates)
      .where(eq(giftCertificates.id, redemption.giftCertificateId))
      .for('update');
    if (!certificate) continue;
    await tx
      .update(giftCertificates)
      .set({ balance: restore(certificate.balance, part, certificate.value), updatedAt: input.now })
      .where(eq(giftCertificates.id, certificate.id));
    await tx
      .update(giftCertificateRedemptions)
      .set({ restoredAmount: redemption.restoredAmount + part, restoredAt: input.now })
      .where(eq(giftCertificateRedemptions.id, redemption.id));
    restored += part;
  }
  return restored;
}
