import { randomBytes, randomUUID } from 'node:crypto';
import { giftCodeFromBytes } from '@fairway/domain/store/gift-balance';
import type { Database } from '../../db/client.ts';
import { giftCertificates } from '../../db/schema/store.ts';
import { required } from '@fairway/domain/shared/required';

// A rain check issued as a gift certificate: a certificate nobody bought, worth the credit staff
// gave, delivered at once (its code is shown at the counter and e-mailed to the booker by the
// reservations area, in the rain check's transaction). Once issued it is a certificate like any
// other: a tender at checkout and at the desk (gift-tender.ts). It has no cart item: the column's
// unique id is a fresh one, so no store fulfilment can ever match it.

/** What the rain check's certificate is issued for. */
export interface RainCheckGiftInput {
  facilityId: number;
  amountCents: number;
  currencyCode: string;
  customerId: number | null;
  recipientName: string;
  recipientEmail: string;
  message: string;
  /** The course's local date of issue. */
  today: string;
  now: Date;
}

/** Inserts the delivered certificate; its id and code. */
export async function issueRainCheckGift(
  tx: Database,
  input: RainCheckGiftInput,
): Promise<{ id: string; code: string }> {
  const [row] = await tx
    .insert(giftCertificates)
    .values({
      facilityId: input.facilityId,
      code: giftCodeFromBytes(randomBytes(32)),
      value: input.amountCents,
      balance: input.amountCents,
      currencyCode: input.currencyCode,
      purchaserCustomerId: input.customerId,
      // No order bought it (an order's certificates are its purchases); the reservation's rain-check event names it.
      orderId: null,
      cartItemId: randomUUID(),
      recipientName: input.recipientName,
      recipientEmail: input.recipientEmail,
      giftMessage: input.message,
      deliveryDate: input.today,
      deliverAt: input.now,
      deliveredAt: input.now,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: giftCertificates.id, code: giftCertificates.code });
  return required(row, 'the rain check certificate inserted');
}
