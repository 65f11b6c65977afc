import type { User } from '@fairway/contract/profile.contract';
import type { Database } from '../../db/client.ts';
import type { CustomerRow } from '../../db/schema/profile.ts';
import { type FacilityRow, listFacilitiesOfBookingEngine } from '../facilities/facilities.public.ts';
import { listOptIns } from './customers.repository.ts';

/** The SPEC §3 User of a customer: opt-ins of every facility of the engine, keyed by course id. */
export async function loadUser(db: Database, customer: CustomerRow): Promise<User> {
  const [facilities, optIns] = await Promise.all([
    listFacilitiesOfBookingEngine(db, customer.bookingEngineId),
    listOptIns(db, customer.id),
  ]);
  return toUser(customer, facilities, optIns);
}

/** Maps rows to the User DTO. */
function toUser(
  customer: CustomerRow,
  facilities: FacilityRow[],
  optIns: Array<{
    facilityId: number;
    emailOptIn: boolean;
    smsOptIn: boolean;
    transactionalSmsOptIn: boolean;
    rewardsProgramEnrolled: boolean;
  }>,
): User {
  const byFacility = new Map(optIns.map((row) => [row.facilityId, row]));
  return {
    id: customer.publicId,
    username: customer.email,
    name: {
      given: customer.firstName,
      family: customer.lastName,
      formatted: `${customer.firstName} ${customer.lastName}`.trim(),
    },
    emails: [{ value: customer.email, primary: true, verified: customer.emailVerifiedAt !== null }],
    phoneNumbers: customer.phone ? [{ value: customer.phone, primary: true }] : [],
    facilityCustomers: Object.fromEntries(
      facilities.map((facility) => {
        const row = byFacility.get(facility.id);
        return [
          facility.courseId,
          {
            gnFacilityId: facility.gnFacilityId,
            emailOptIn: row?.emailOptIn ?? false,
            smsOptIn: row?.smsOptIn ?? false,
            transactionalSmsOptedIn: row?.transactionalSmsOptIn ?? false,
            rewardsProgramEnrolled: row?.rewardsProgramEnrolled ?? false,
          },
        ];
      }),
    ),
    emailVerified: customer.emailVerifiedAt !== null,
    language: customer.language,
    hasPassword: customer.passwordHash !== null,
  };
}

/** The facilities of a booking engine (for the profile's opt-ins). */
export function engineFacilities(db: Database, bookingEngineId: number): Promise<FacilityRow[]> {
  return listFacilitiesOfBookingEngine(db, bookingEngineId);
}
