import { randomBytes } from 'node:crypto';
import { giftCodeFromBytes } from '@fairway/domain/store/gift-balance';
import type { CartItemDetails } from '@fairway/contract/cart.contract';
import type { GiftCertificateItemExtra, MembershipItemExtra } from '@fairway/contract/store.contract';
import { isAllowedGiftValue, isSellablePlan, membershipItemExtra } from '@fairway/domain/store/catalogue-pricing';
import { giftDeliveryDateProblem, lastGiftDeliveryDate } from '@fairway/domain/store/gift-delivery-date';
import { instalmentCount, instalmentDueAt } from '@fairway/domain/store/payment-frequency';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { giftPurchase, membershipPurchase, type StorePurchases } from './order-purchases.ts';
import {
  findGiftOptions,
  findHeldMembership,
  findPlan,
  insertGiftCertificates,
  insertMemberships,
} from './store.repository.ts';
import type { FacilityRow } from '../facilities/facilities.public.ts';
import { isoDateOf } from '@fairway/domain/shared/iso-date';

// The store's side of the cart and of checkout: catalogue ids become priced items, and a booked
// order becomes memberships and gift certificates. Wired in by apps/server/src/app.ts and checkout.area.ts.

/** A cart item as the store sees it: its details already parsed by type by the cart's repository. */
type StoreItem = { id: string; facilityId: number | null } & CartItemDetails;

async function membershipExtra(
  tx: Database,
  facility: FacilityRow,
  planId: number,
  customerId: number | null,
): Promise<MembershipItemExtra> {
  const plan = await findPlan(tx, facility.id, planId);
  if (!plan || !isSellablePlan(plan)) throw new DomainError('CATALOGUE_ITEM_UNAVAILABLE');
  if (customerId !== null && (await findHeldMembership(tx, customerId, plan.id)))
    throw new DomainError('MEMBERSHIP_ALREADY_ACTIVE');
  return membershipItemExtra(plan);
}

async function giftExtra(
  tx: Database,
  facility: FacilityRow,
  extra: GiftCertificateItemExtra,
  now: Date,
): Promise<GiftCertificateItemExtra> {
  const options = await findGiftOptions(tx, facility.id);
  if (!options) throw new DomainError('CATALOGUE_ITEM_UNAVAILABLE');
  if (!isAllowedGiftValue(options, extra.value))
    throw new DomainError('GIFT_VALUE_NOT_ALLOWED', undefined, { value: extra.value });
  const today = isoDateOf(DateTime.fromJSDate(now, { zone: facility.timeZone }));
  const problem = giftDeliveryDateProblem(extra.deliveryDate, today);
  if (problem === 'past')
    throw new DomainError('BAD_REQUEST', 'The delivery date cannot be in the past', {
      deliveryDate: extra.deliveryDate,
      today,
    });
  if (problem === 'too-far') {
    const last = lastGiftDeliveryDate(today);
    throw new DomainError('BAD_REQUEST', `The delivery date must be within a year, on or before ${last}`, {
      deliveryDate: extra.deliveryDate,
      last,
    });
  }
  return {
    value: extra.value,
    deliveryDate: extra.deliveryDate,
    recipientName: extra.recipientName,
    recipientEmail: extra.recipientEmail,
    giftMessage: extra.giftMessage,
  };
}

type MembershipAsked = { type: 'membership'; extra: { membershipId: number } };
type GiftCertificateAsked = { type: 'gift-certificate'; extra: GiftCertificateItemExtra };
/** The extra to store for a new membership or gift-certificate cart item, filled from the catalogue. */
export async function storeItemExtra(
  tx: Database,
  facility: FacilityRow,
  item: MembershipAsked,
  customerId: number | null,
  now: Date,
): Promise<MembershipItemExtra>;
export async function storeItemExtra(
  tx: Database,
  facility: FacilityRow,
  item: GiftCertificateAsked,
  customerId: number | null,
  now: Date,
): Promise<GiftCertificateItemExtra>;
export async function storeItemExtra(
  tx: Database,
  facility: FacilityRow,
  item: MembershipAsked | GiftCertificateAsked,
  customerId: number | null,
  now: Date,
): Promise<MembershipItemExtra | GiftCertificateItemExtra>;
export async function storeItemExtra(
  tx: Database,
  facility: FacilityRow,
  item: MembershipAsked | GiftCertificateAsked,
  customerId: number | null,
  now: Date,
): Promise<MembershipItemExtra | GiftCertificateItemExtra> {
  if (item.type === 'membership') return membershipExtra(tx, facility, item.extra.membershipId, customerId);
  return giftExtra(tx, facility, item.extra, now);
}

/**
 * The cart's items with store items re-priced from today's catalogue (invoice and booking time):
 * a plan withdrawn or a price changed since the item was added is what the invoice shows.
 */
export async function repriceStoreItems<T extends StoreItem>(
  tx: Database,
  items: T[],
  facilities: Map<number, FacilityRow>,
  customerId: number | null,
  now: Date,
): Promise<T[]> {
  const out: T[] = [];
  for (const item of items) {
    const facility = item.facilityId === null ? undefined : facilities.get(item.facilityId);
    if (item.type === 'membership') {
      if (!facility) throw new DomainError('CATALOGUE_ITEM_UNAVAILABLE');
      if (customerId === null) throw new DomainError('UNAUTHORIZED', 'Sign in to buy a membership');
      out.push({ ...item, extra: await membershipExtra(tx, facility, item.extra.membershipId, customerId) });
    } else if (item.type === 'gift-certificate') {
      if (!facility) throw new DomainError('CATALOGUE_ITEM_UNAVAILABLE');
      out.push({ ...item, extra: await giftExtra(tx, facility, item.extra, now) });
    } else {
      out.push(item);
    }
  }
  return out;
}

/** What checkout hands over once an order is booked. */
export interface FulfilInput {
  orderId: string;
  customerId: number | null;
  currencyCode: string;
  now: Date;
  entries: { item: StoreItem; facility: FacilityRow }[];
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: string }).code === '23505') return true;
  return false;
}

/** Records the memberships and gift certificates an order bought, in the booking transaction; answers them as the order shows them. */
export async function fulfilStoreItems(tx: Database, input: FulfilInput): Promise<StorePurchases> {
  const memberships = [];
  const certificates = [];
  const purchases: StorePurchases = { memberships: [], giftCertificates: [] };
  for (const { item, facility } of input.entries) {
    const startDate = isoDateOf(DateTime.fromJSDate(input.now, { zone: facility.timeZone }));
    if (item.type === 'membership') {
      if (input.customerId === null) throw new DomainError('UNAUTHORIZED', 'Sign in to buy a membership');
      const { extra } = item;
      const plan = extra.paymentPlan;
      const count = instalmentCount(plan.frequencyType, plan.renews ? null : plan.termMonths);
      const more = count === null || count > 1;
      const membership = {
        customerId: input.customerId,
        planId: extra.membershipId,
        facilityId: facility.id,
        orderId: input.orderId,
        cartItemId: item.id,
        name: extra.name,
        price: plan.price,
        initiationFee: plan.initiationFee,
        frequencyType: plan.frequencyType,
        termMonths: plan.termMonths,
        renews: plan.renews,
        currencyCode: input.currencyCode,
        startDate,
        nextInstalment: more ? 1 : null,
        nextBillingAt: more ? instalmentDueAt(startDate, plan.frequencyType, 1, facility.timeZone) : null,
      };
      memberships.push(membership);
      purchases.memberships.push(membershipPurchase(membership, facility));
    } else if (item.type === 'gift-certificate') {
      const { extra } = item;
      const certificate = {
        facilityId: facility.id,
        code: giftCodeFromBytes(randomBytes(32)),
        value: extra.value,
        balance: extra.value,
        currencyCode: input.currencyCode,
        purchaserCustomerId: input.customerId,
        orderId: input.orderId,
        cartItemId: item.id,
        recipientName: extra.recipientName,
        recipientEmail: extra.recipientEmail,
        giftMessage: extra.giftMessage,
        deliveryDate: extra.deliveryDate,
        deliverAt: DateTime.fromISO(extra.deliveryDate, { zone: facility.timeZone }).startOf('day').toJSDate(),
      };
      certificates.push(certificate);
      purchases.giftCertificates.push(giftPurchase({ ...certificate, deliveredAt: null }, facility));
    }
  }
  try {
    await insertMemberships(tx, memberships);
  } catch (error) {
    // Two checkouts of one plan at once: the held-plan index lets one through.
    if (isUniqueViolation(error)) throw new DomainError('MEMBERSHIP_ALREADY_ACTIVE');
    throw error;
  }
  await insertGiftCertificates(tx, certificates);
  return purchases;
}
