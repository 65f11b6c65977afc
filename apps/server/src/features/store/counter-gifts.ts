import { normalizeGiftCode } from '@fairway/domain/store/gift-balance';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { giftCertificateRedemptions, giftCertificates } from '../../db/schema/store.ts';
import { listFacilitiesOfBookingEngine, type BookingEngineRow } from '../facilities/facilities.public.ts';

// The counter's side of gift certificates: one sold on paper is delivered at the sale (its code is
// printed on the receipt, so no delivery job is queued for it), and staff look a code up to read
// its balance and where it was spent.

/** A certificate handed over on paper at the counter. */
export interface PrintedGift {
  cartItemId: string;
  code: string;
  value: number;
  facilityId: number;
  recipientName: string;
}

/** Marks the order's certificates of these items delivered now (before the delivery jobs are queued) and answers their codes. */
export async function deliverPrintedGifts(
  tx: Database,
  orderId: string,
  cartItemIds: readonly string[],
  now: Date,
): Promise<PrintedGift[]> {
  if (cartItemIds.length === 0) return [];
  const rows = await tx
    .update(giftCertificates)
    .set({ deliveredAt: now, updatedAt: now })
    .where(and(eq(giftCertificates.orderId, orderId), inArray(giftCertificates.cartItemId, [...cartItemIds])))
    .returning({
      cartItemId: giftCertificates.cartItemId,
      code: giftCertificates.code,
      value: giftCertificates.value,
      facilityId: giftCertificates.facilityId,
      recipientName: giftCertificates.recipientName,
    });
  return cartItemIds.flatMap((id) => rows.filter((row) => row.cartItemId === id));
}

/** A certificate of the alias's courses by its typed code, delivered or not, with what was drawn from it. */
export async function giftCertificateByCode(db: Database, engine: BookingEngineRow, typed: string) {
  const code = normalizeGiftCode(typed);
  if (!code) return null;
  const facilityIds = (await listFacilitiesOfBookingEngine(db, engine.id)).map((facility) => facility.id);
  if (facilityIds.length === 0) return null;
  const [certificate] = await db
    .select()
    .from(giftCertificates)
    .where(and(eq(giftCertificates.code, code), inArray(giftCertificates.facilityId, facilityIds)));
  if (!certificate) return null;
  const redemptions = await db
    .select()
    .from(giftCertificateRedemptions)
    .where(eq(giftCertificateRedemptions.giftCertificateId, certificate.id))
    .orderBy(asc(giftCertificateRedemptions.createdAt), asc(giftCertificateRedemptions.id));
  return { certificate, redemptions };
}
