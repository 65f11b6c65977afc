import { resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import type { ProfileUpdate, User } from '@fairway/contract/profile.contract';
import { profileErrorText, validateProfileForm } from '@fairway/domain/profile/profile-form';
import type { FastifyInstance } from 'fastify';
import {
  consumeOneTimeToken,
  type CustomerAuth,
  engineFacilities,
  findCustomerById,
  findCustomerByPublicId,
  listOptIns,
  loadUser,
  revokeCustomerSessions,
  sendVerificationMail,
  unsubscribeEmail,
  unsubscribePayload,
  updateCustomer,
  upsertOptIns,
  verifyLink,
} from '../session/session.public.ts';
import { DomainError } from '../../shared/domain-error.ts';
import type { BookingEngineRow } from '../facilities/facilities.public.ts';

/** GET /profile: the signed-in customer. */
export function getProfile(app: FastifyInstance, auth: CustomerAuth): Promise<User> {
  return loadUser(app.db, auth.customer);
}

/**
 * PUT /v2/profile (SPEC §3 payload): names, phone and per-facility opt-ins, checked with the
 * §5 rules. The e-mail is read-only; a facility outside this booking engine is a 404.
 */
export async function updateProfile(app: FastifyInstance, auth: CustomerAuth, input: ProfileUpdate): Promise<User> {
  if (input.emailAddress.trim().toLowerCase() !== auth.customer.email) {
    throw new DomainError('BAD_REQUEST', 'The e-mail address cannot be changed');
  }
  const details = input.profileDetails;
  const errors = validateProfileForm({
    firstName: details.firstName,
    lastName: details.lastName,
    phoneNumber: details.phoneNumber ?? '',
    facilities: details.facilities.map((facility) => ({
      gnFacilityId: facility.gnFacilityId,
      emailOptIn: facility.marketing.emailOptIn,
      smsOptIn: facility.marketing.smsOptIn,
      transactionalSmsOptIn: facility.transactional.smsOptIn,
    })),
  });
  if (Object.keys(errors).length > 0) {
    const fields = Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, profileErrorText(error)]));
    throw new DomainError('PROFILE_INVALID', 'Some of the fields are invalid', { fields });
  }
  const facilities = await engineFacilities(app.db, auth.customer.bookingEngineId);
  const byGnId = new Map(facilities.map((facility) => [facility.gnFacilityId, facility]));
  const optIns = details.facilities.map((facility) => {
    const row = byGnId.get(facility.gnFacilityId);
    if (!row)
      throw new DomainError('NOT_FOUND', `Facility ${facility.gnFacilityId} is not part of this booking engine`);
    return {
      customerId: auth.customer.id,
      facilityId: row.id,
      emailOptIn: facility.marketing.emailOptIn,
      smsOptIn: facility.marketing.smsOptIn,
      transactionalSmsOptIn: facility.transactional.smsOptIn,
    };
  });
  const customer = await app.db.transaction(async (tx) => {
    const updated = await updateCustomer(tx, auth.customer.id, {
      firstName: details.firstName,
      lastName: details.lastName,
      phone: details.phoneNumber ? details.phoneNumber : null,
    });
    await upsertOptIns(tx, optIns);
    return updated;
  });
  return loadUser(app.db, customer);
}

/** POST /profile/email-verification: mails a new verification link. */
export async function requestEmailVerification(
  app: FastifyInstance,
  engine: BookingEngineRow,
  auth: CustomerAuth,
  origin: string,
  firstName: string | undefined,
): Promise<void> {
  await sendVerificationMail(app, engine, auth.customer, origin, firstName);
}

/** PUT /profile/email-verification: uses a verification key once and marks the address verified. */
export async function confirmEmailVerification(
  app: FastifyInstance,
  engine: BookingEngineRow,
  key: string,
): Promise<void> {
  const now = app.accounts.now();
  const row = await consumeOneTimeToken(app.db, 'email-verification', engine.id, key, now);
  if (!row || row.customerId === null) throw new DomainError('VERIFICATION_KEY_INVALID');
  const customer = await findCustomerById(app.db, row.customerId);
  if (customer && customer.emailVerifiedAt === null)
    await updateCustomer(app.db, customer.id, { emailVerifiedAt: now });
}

/**
 * PUT /user/{id}/email/unsubscribe from a signed link: e-mail marketing off at one facility
 * (or all). A forged link, or another engine's user, is a 404.
 */
export async function unsubscribe(
  app: FastifyInstance,
  engine: BookingEngineRow,
  id: string,
  query: { userId: string; version: string; gnFacilityId?: number | undefined; signature: string },
): Promise<void> {
  const payload = unsubscribePayload(engine.id, id, query.version, query.gnFacilityId);
  const customer = await findCustomerByPublicId(app.db, engine.id, id);
  if (
    query.userId !== id ||
    !customer ||
    String(customer.unsubscribeVersion) !== query.version ||
    !(await verifyLink(app.db, payload, query.signature))
  ) {
    throw new DomainError('NOT_FOUND');
  }
  let facilityIds: number[] | null = null;
  if (query.gnFacilityId !== undefined) {
    const facility = (await engineFacilities(app.db, engine.id)).find((row) => row.gnFacilityId === query.gnFacilityId);
    if (!facility) throw new DomainError('NOT_FOUND');
    facilityIds = [facility.id];
  }
  await unsubscribeEmail(app.db, customer.id, facilityIds);
}

/** POST /profile/rewards-program: enrols at a facility whose rewards program is enabled. */
export async function enrollRewards(
  app: FastifyInstance,
  engine: BookingEngineRow,
  auth: CustomerAuth,
  gnFacilityId: number,
): Promise<User> {
  const facility = (await engineFacilities(app.db, engine.id)).find((row) => row.gnFacilityId === gnFacilityId);
  if (!facility) throw new DomainError('NOT_FOUND');
  if (!resolveFacilitySettings(engine.settings).checkout.optIn.rewardsProgram.enabled)
    throw new DomainError('REWARDS_ENROLLMENT_FAILED');
  const current = (await listOptIns(app.db, auth.customer.id)).find((row) => row.facilityId === facility.id);
  await upsertOptIns(app.db, [
    {
      customerId: auth.customer.id,
      facilityId: facility.id,
      emailOptIn: current?.emailOptIn ?? false,
      smsOptIn: current?.smsOptIn ?? false,
      transactionalSmsOptIn: current?.transactionalSmsOptIn ?? false,
      rewardsProgramEnrolled: true,
    },
  ]);
  return loadUser(app.db, auth.customer);
}

/** POST /profile/sign-out-everywhere: revokes every session of the customer (other devices, and this one). */
export async function signOutEverywhere(app: FastifyInstance, auth: CustomerAuth): Promise<number> {
  return revokeCustomerSessions(app.db, auth.customer.id, app.accounts.now());
}
