import type { OrderGiftCertificate, OrderMembership } from '@fairway/contract/checkout.contract';
import { asc, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client.ts';
import { facilityNameOf, facilityTimeZoneOf } from '../facilities/facilities.public.ts';
import { customerMemberships, giftCertificates } from '../../db/schema/store.ts';

// What an order bought from the store, as its confirmation (screen and e-mail) and the golfer's
// Orders list show it: each membership with its plan, initiation fee and next
// instalment date; each gift certificate with its recipient, message and delivery date. Checkout
// reads it through store.public.ts.

/** The memberships and gift certificates of some orders, each with its order's id. */
export interface StorePurchases {
  memberships: (OrderMembership & { orderId: string })[];
  giftCertificates: (OrderGiftCertificate & { orderId: string })[];
}

/** No purchases. */
const NO_PURCHASES: StorePurchases = { memberships: [], giftCertificates: [] };

/** A membership as its order shows it; the next instalment on the course's calendar (its due instant is the start of that local day). */
export function membershipPurchase(
  row: {
    orderId: string | null;
    cartItemId: string;
    name: string;
    frequencyType: OrderMembership['frequencyType'];
    price: number;
    initiationFee: number;
    nextBillingAt: Date | null;
  },
  facility: { name: string; timeZone: string },
): OrderMembership & { orderId: string } {
  return {
    orderId: row.orderId ?? '',
    cartItemId: row.cartItemId,
    facilityName: facility.name,
    name: row.name,
    frequencyType: row.frequencyType,
    price: row.price,
    initiationFee: row.initiationFee,
    nextInstalmentDate: row.nextBillingAt
      ? DateTime.fromJSDate(row.nextBillingAt, { zone: facility.timeZone }).toISODate()
      : null,
  };
}

/** A gift certificate as its buyer's order shows it (not its code). */
export function giftPurchase(
  row: {
    orderId: string | null;
    cartItemId: string;
    value: number;
    recipientName: string;
    recipientEmail: string;
    giftMessage: string;
    deliveryDate: string;
    deliveredAt: Date | null;
  },
  facility: { name: string },
): OrderGiftCertificate & { orderId: string } {
  return {
    orderId: row.orderId ?? '',
    cartItemId: row.cartItemId,
    facilityName: facility.name,
    value: row.value,
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    giftMessage: row.giftMessage,
    deliveryDate: row.deliveryDate,
    delivered: row.deliveredAt !== null,
  };
}

/** The memberships and gift certificates these orders bought, in the order they were bought. */
export async function purchasesOfOrders(db: Database, orderIds: string[]): Promise<StorePurchases> {
  if (orderIds.length === 0) return NO_PURCHASES;
  const [memberships, certificates] = await Promise.all([
    db
      .select({
        row: customerMemberships,
        facilityName: facilityNameOf(customerMemberships.facilityId),
        timeZone: facilityTimeZoneOf(customerMemberships.facilityId),
      })
      .from(customerMemberships)
      .where(inArray(customerMemberships.orderId, orderIds))
      .orderBy(asc(customerMemberships.createdAt), asc(customerMemberships.cartItemId)),
    db
      .select({ row: giftCertificates, facilityName: facilityNameOf(giftCertificates.facilityId) })
      .from(giftCertificates)
      .where(inArray(giftCertificates.orderId, orderIds))
      .orderBy(asc(giftCertificates.createdAt), asc(giftCertificates.cartItemId)),
  ]);
  return {
    memberships: memberships.map(({ row, facilityName, timeZone }) =>
      membershipPurchase(row, { name: facilityName, timeZone }),
    ),
    giftCertificates: certificates.map(({ row, facilityName }) => giftPurchase(row, { name: facilityName })),
  };
}
