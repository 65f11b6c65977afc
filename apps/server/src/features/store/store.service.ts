import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import type { GiftCertificatesResponse, MembershipPlanDto, ProfileMembership } from '@fairway/contract/store.contract';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { type BookingEngineRow, listFacilitiesOfBookingEngine } from '../facilities/facilities.public.ts';
import { certificateDto, membershipDto, planDto } from './store-dto.ts';
import {
  findMembershipForUpdate,
  listCertificatesOf,
  listGiftOptions,
  listMemberships,
  listPlans,
  updateMembership,
} from './store.repository.ts';
import { productsOnSale } from '../cart/cart.public.ts';
import type { CustomerRow } from '../session/session.public.ts';
import { required } from '@fairway/domain/shared/required';

/** The engine's facilities, narrowed to the ids asked for (ids of other aliases are simply absent). */
async function facilitiesOf(db: Database, engine: BookingEngineRow, facilityIds?: number[]) {
  const all = await listFacilitiesOfBookingEngine(db, engine.id);
  return facilityIds ? all.filter((facility) => facilityIds.includes(facility.id)) : all;
}

function cancellationAllowed(engine: BookingEngineRow): boolean {
  return resolveFacilitySettings(engine.settings ?? {}).proProfile.membershipsDisplay.allowMembershipCancellation;
}

/** GET /memberships: the alias's membership catalogue (public). */
export async function membershipCatalogue(
  db: Database,
  engine: BookingEngineRow,
  facilityIds?: number[],
): Promise<MembershipPlanDto[]> {
  const facilities = await facilitiesOf(db, engine, facilityIds);
  const rows = await listPlans(
    db,
    facilities.map((facility) => facility.id),
  );
  return rows.map((row) => planDto(row.plan, row.facilityName, row.currencyCode));
}

/** GET /gift-certificates: each facility's options, and the signed-in golfer's certificates. */
export async function giftCertificates(
  db: Database,
  engine: BookingEngineRow,
  customer: CustomerRow | null,
  facilityIds?: number[],
): Promise<GiftCertificatesResponse> {
  const ids = (await facilitiesOf(db, engine, facilityIds)).map((facility) => facility.id);
  const options = (await listGiftOptions(db, ids)).map((row) => ({
    facilityId: row.options.facilityId,
    facilityName: row.facilityName,
    currencyCode: row.currencyCode,
    amounts: row.options.amounts,
    custom:
      row.options.customMin !== null && row.options.customMax !== null
        ? { min: row.options.customMin, max: row.options.customMax }
        : null,
  }));
  const certificates = customer
    ? (await listCertificatesOf(db, customer.id, customer.email, ids)).map((row) =>
        certificateDto(row, customer.id, customer.email),
      )
    : [];
  return { options, certificates };
}

/** GET /store/products: the featured products of the alias's facilities. */
export async function storeProducts(db: Database, engine: BookingEngineRow, facilityIds?: number[]) {
  const ids = (await facilitiesOf(db, engine, facilityIds)).map((facility) => facility.id);
  return (await productsOnSale(db, ids)).map(({ product, currencyCode }) => ({
    id: product.id,
    facilityId: product.facilityId,
    categoryId: product.categoryId,
    name: product.name,
    tagPrice: { amount: product.price, currencyCode },
    inventory: product.isUnlimited ? null : product.inventory,
    isUnlimited: product.isUnlimited,
  }));
}

/** GET /v2/profile/memberships: the golfer's memberships at the alias's facilities, each with what cancelling it does now. */
export async function profileMemberships(
  db: Database,
  engine: BookingEngineRow,
  customer: CustomerRow,
  now: Date,
  gnFacilityIds?: number[],
): Promise<ProfileMembership[]> {
  const all = await listFacilitiesOfBookingEngine(db, engine.id);
  const facilities = gnFacilityIds
    ? all.filter((facility) => gnFacilityIds.includes(facility.gnFacilityId) || gnFacilityIds.includes(facility.id))
    : all;
  const allowed = cancellationAllowed(engine);
  const zoneOf = new Map(facilities.map((facility) => [facility.id, facility.timeZone]));
  return (
    await listMemberships(
      db,
      customer.id,
      facilities.map((facility) => facility.id),
    )
  ).map((row) =>
    membershipDto(row, allowed, {
      timeZone: required(zoneOf.get(row.facilityId), `the zone of course ${row.facilityId}`),
      now,
    }),
  );
}

/**
 * POST /memberships/{id}/cancel: ends billing and the membership now, when the engine's settings
 * allow it; nothing already paid is refunded (the answer's `cancellation` says so).
 */
export async function cancelMembership(
  db: Database,
  engine: BookingEngineRow,
  customer: CustomerRow,
  id: string,
  gnFacilityId: number,
  now: Date,
): Promise<ProfileMembership> {
  return db.transaction(async (tx) => {
    const membership = await findMembershipForUpdate(tx, customer.id, id);
    const facility = membership
      ? (await listFacilitiesOfBookingEngine(tx, engine.id)).find((candidate) => candidate.id === membership.facilityId)
      : undefined;
    if (!membership || !facility || (facility.gnFacilityId !== gnFacilityId && facility.id !== gnFacilityId))
      throw new DomainError('NOT_FOUND', 'Membership not found');
    const allowed = cancellationAllowed(engine);
    if (!allowed || (membership.status !== 'active' && membership.status !== 'past_due'))
      throw new DomainError('MEMBERSHIP_NOT_CANCELLABLE');
    const row = await updateMembership(tx, membership.id, {
      status: 'cancelled',
      cancelledAt: now,
      nextInstalment: null,
      nextBillingAt: null,
    });
    return membershipDto(row, allowed, { timeZone: facility.timeZone, now });
  });
}
