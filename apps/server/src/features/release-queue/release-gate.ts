import { releaseRulesBind } from '@fairway/domain/release-queue/release-rules';
import { ticketStatus } from '@fairway/domain/release-queue/ticket-state';
import { engineSettings, findFacilityOfBookingEngine } from '../facilities/facilities.public.ts';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import type { ReleaseCheckoutLimit, ReleaseGate, ReleaseHoldCheck, ReleaseTurnCheck } from './release-gate-types.ts';
import { countTeeTimeItemsOnDay } from '../cart/cart.public.ts';
import { findCustomerContact, listDayBookings, lockGolferOnReleasedDays } from './golfer-limit.repository.ts';
import { countGolferBookings, golferLockNames, type GolferIdentity } from './golfer-limit.ts';
import { refuseHoldOutsideTurn } from './line-jump.ts';
import { assertHoldInTurn, findHoldTicket, type Release, releaseOfFacility } from './release-queue.service.ts';
import { RoomCourseCache } from './room-course-cache.ts';
import { listCoursesReleasedWith } from './release-room.repository.ts';

/**
 * Bookings of the released day a golfer already has on the room's courses (booked, or in this
 * or their carts), refused once the operator's limit is reached: the limit is per release, so
 * a room of two courses does not double it. Guests are known by their cart here and by e-mail
 * and phone at checkout (assertWithinGolferLimit).
 */
async function assertWithinGolferLimit(
  db: Database,
  roomCourses: number[],
  day: string,
  limit: number,
  identity: GolferIdentity,
  inCart: number,
): Promise<void> {
  const booked = countGolferBookings(await listDayBookings(db, roomCourses, day), identity);
  if (booked + inCart >= limit) throw new DomainError('RELEASE_LIMIT_REACHED', undefined, { limit });
}

async function identityOf(db: Database, customerId: number | null): Promise<GolferIdentity> {
  const contact = customerId === null ? undefined : await findCustomerContact(db, customerId);
  return {
    customerId,
    emails: contact ? [contact.email] : [],
    phones: contact?.phone ? [contact.phone] : [],
    cardFingerprints: [],
  };
}

const beforeReleaseMessage = (release: Release, releaseTime: string) =>
  `Tee times on ${release.window.releasedDay} open for booking at ${releaseTime}.`;

/**
 * The release rules on a hold of a tee time on today's released day: sign-in when
 * asked for; in fair-queue mode nothing before the release instant and, until the queue
 * closes, only with a ticket whose turn runs, in that turn's one cart (a ticket still waiting
 * that tries goes to the back of the line: line-jump.ts); and the
 * bookings-per-golfer limit. Other days, and engines left at the defaults, pass untouched.
 */
export const releaseGate: ReleaseGate = async (tx: Database, check: ReleaseHoldCheck) => {
  const { release: rules } = engineSettings(check.engine);
  if (!releaseRulesBind(rules)) return;
  const { window, fairQueue } = releaseOfFacility(check.engine, check.facility, check.now);
  if (check.teeTime.slice(0, 10) !== window.releasedDay) return;
  if (rules.signInRequired && check.customerId === null) throw new DomainError('RELEASE_SIGN_IN_REQUIRED');
  const limit = rules.bookingsPerGolferPerReleaseDay;
  const holdNeedsTurn = fairQueue && check.now < window.closesAt;
  if (!holdNeedsTurn && limit === null) return;
  // The turn and the limit are the room's: one line and one count for every course released at this instant.
  const roomCourses = await listCoursesReleasedWith(tx, check.engine.id, check.facility);
  if (holdNeedsTurn) {
    const release = releaseOfFacility(check.engine, check.facility, check.now, roomCourses[0]);
    if (check.now < release.window.releaseAt)
      refuseHoldOutsideTurn(
        release.key,
        await findHoldTicket(tx, release.key, check.ticket),
        check.now,
        beforeReleaseMessage(release, rules.releaseTime),
      );
    await assertHoldInTurn(tx, release.key, check.ticket, check.cartId, check.now);
  }
  if (limit === null) return;
  const inCart = await countTeeTimeItemsOnDay(
    tx,
    roomCourses,
    window.releasedDay,
    check.cartId,
    check.customerId,
    check.itemId,
  );
  await assertWithinGolferLimit(
    tx,
    roomCourses,
    window.releasedDay,
    limit,
    await identityOf(tx, check.customerId),
    inCart,
  );
};

/**
 * The fair queue's turn, checked from the ticket alone before a hold's transaction. At the release
 * instant a script tries a hold with every ticket it holds, again and again (the release-sim's
 * bots: hundreds within a second); refused inside the transaction, each cost the cart's lock and
 * items, the course, its room and the ticket, on the servers' busiest second. Here a refusal costs
 * the ticket's read (the course and its room come from the process's cache). A ticket in its turn,
 * and every hold this does not decide (no ticket, sign-in asked for, another day), go on to the
 * hold, whose transaction applies every rule again (releaseGate) and binds the turn's cart.
 */
export function createReleaseTurnCheck(rooms = new RoomCourseCache()): ReleaseTurnCheck {
  return async (db, check) => {
    if (check.ticket === null) return;
    const { release: rules } = engineSettings(check.engine);
    if (!releaseRulesBind(rules) || (rules.signInRequired && check.customerId === null)) return;
    const course = await rooms.find(db, check.engine.id, check.facilityId, check.now);
    if (!course) return;
    const release = releaseOfFacility(check.engine, course.facility, check.now, course.roomFacilityId);
    const { window } = release;
    if (!release.fairQueue || check.teeTime.slice(0, 10) !== window.releasedDay || check.now >= window.closesAt) return;
    const ticket = await findHoldTicket(db, release.key, check.ticket);
    if (check.now < window.releaseAt)
      refuseHoldOutsideTurn(release.key, ticket, check.now, beforeReleaseMessage(release, rules.releaseTime));
    if (!ticket || ticketStatus(ticket, check.now) !== 'admitted')
      refuseHoldOutsideTurn(release.key, ticket, check.now);
  };
}

/** The released days a checkout books on, one per room: the room's courses, the day, and how many of its tee times fall there. */
async function releasedDaysOfCheckout(db: Database, check: Parameters<ReleaseCheckoutLimit>[1]) {
  const days: { roomCourses: number[]; roomFacilityId: number; day: string; inCheckout: number }[] = [];
  const counted = new Set<number>();
  for (const facilityId of new Set(check.teeTimes.map((teeTime) => teeTime.facilityId))) {
    // A course of a room already counted was counted with it.
    if (counted.has(facilityId)) continue;
    const facility = await findFacilityOfBookingEngine(db, check.engine.id, facilityId);
    if (!facility) continue;
    const roomCourses = await listCoursesReleasedWith(db, check.engine.id, facility);
    for (const course of roomCourses) counted.add(course);
    const [roomFacilityId = facility.id] = roomCourses;
    const day = releaseOfFacility(check.engine, facility, check.now).window.releasedDay;
    const inCheckout = check.teeTimes.filter(
      (teeTime) => roomCourses.includes(teeTime.facilityId) && teeTime.teetime.startsWith(`${day}T`),
    ).length;
    if (inCheckout > 0) days.push({ roomCourses, roomFacilityId, day, inCheckout });
  }
  return days;
}

/**
 * At checkout, where a guest's e-mail, phone and card are known: the tee times of each room's
 * released day in this cart, plus that golfer's bookings of the day on the room's courses (by
 * account, normalised e-mail, phone digits or card fingerprint), may not pass the operator's limit.
 * Serialised, it first locks each of the golfer's identity elements on each of those days (all in
 * one sorted statement): the e-mails and phone it locks include the order's and booker's it will
 * store, so a later checkout whose count could match this booking waits for it to commit.
 */
export const releaseCheckoutLimit: ReleaseCheckoutLimit = async (db, check) => {
  const limit = engineSettings(check.engine).release.bookingsPerGolferPerReleaseDay;
  if (limit === null) return;
  const contact = check.customerId === null ? undefined : await findCustomerContact(db, check.customerId);
  const identity: GolferIdentity = {
    customerId: check.customerId,
    emails: [check.email, ...(contact ? [contact.email] : [])],
    phones: [check.phone, ...(contact?.phone ? [contact.phone] : [])],
    cardFingerprints: check.cardFingerprint ? [check.cardFingerprint] : [],
  };
  const days = await releasedDaysOfCheckout(db, check);
  if (check.serialize)
    await lockGolferOnReleasedDays(
      db,
      days.flatMap(({ roomFacilityId, day }) => golferLockNames(roomFacilityId, day, identity)),
    );
  for (const { roomCourses, day, inCheckout } of days)
    await assertWithinGolferLimit(db, roomCourses, day, limit, identity, inCheckout - 1);
};
