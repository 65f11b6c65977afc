import type { ActivityCode } from '@fairway/domain/admin/activity-codes';
import { createHash } from 'node:crypto';
import type {
  AttendanceResult,
  MoveResult,
  MoveTargets,
  StaffCancelRequest,
  StaffCancelResult,
  StaffRates,
  WalkInResult,
  walkInRequestSchema,
} from '@fairway/contract/admin.contract';
import { paidAtCounter } from '@fairway/domain/admin/staff-payment-methods';
import { blockCovers, staffMayBookInto } from '@fairway/domain/admin/tee-time-blocks';
import { teeTimeRefusal, teeTimeRefusalMessage, teeTimeStarted } from '@fairway/domain/admin/tee-time-refusal';
import { remainingSlots } from '@fairway/domain/tee-times/allowed-players';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { findCustomerByEmail } from '../session/session.public.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { requireKey } from '../../shared/idempotency-key.ts';
import {
  type BookingEngineRow,
  type FacilityRow,
  findFacilityOfBookingEngine,
} from '../facilities/facilities.public.ts';
import {
  assertPromotionUsesLeft,
  blocksCovering,
  blocksOfFacilities,
  inventoryOfDay,
  type TeeTimeBlockRow,
} from '../tee-times/tee-times.public.ts';
import { OPENING_OFFERS_JOB } from '../alerts/alerts.public.ts';
import { bookedOn, heldOn, lockTeeTimeCapacity } from '../cart/cart.public.ts';
import { writeWalkInBooking } from '../checkout/checkout.public.ts';
import type { Mailer } from '../mail/mail.public.ts';
import {
  type Attendance,
  type AuditHook,
  moveReservation,
  partyToMove,
  setAttendance,
  staffCaller,
  staffCancelReservation,
  teeTimeRefusalError,
} from '../reservations/reservations.public.ts';
import { stableJson } from '../../shared/stable-json.ts';
import type { StaffAuth } from './staff-session.service.ts';
import { seesPartnerBookings } from './admin-courses.ts';
import { auditStaffAction } from './staff.repository.ts';
import { findStaffBooking, insertStaffBooking, lockStaffRequestKey } from './tee-sheet-operations.repository.ts';
import {
  assertPromotionApplied,
  checkPhoneBookingAsk,
  namedPlayersOf,
  priceOfBooking,
} from './phone-booking.service.ts';
import { rateToBook, ratesSoldAt } from './staff-rates.ts';

// The tee sheet's operations: walk-in and phone bookings, moves,
// cancellations with or without refund, check-in and no-shows. Each writes its audit entry in
// its own transaction; each that frees slots records them as an operator opening.

/** The audit log's actions of the tee sheet (see README.md). */
const TEE_SHEET_AUDIT_ACTIONS = {
  book: 'reservation.book',
  priceOverride: 'reservation.price-override',
  move: 'reservation.move',
  cancel: 'reservation.cancel',
  checkIn: 'player.check-in',
  noShow: 'player.no-show',
  undo: 'player.attendance-undone',
} as const;

/** The mail outbox inside the caller's transaction: a booking, move or cancellation commits with its e-mail to the golfer. */
export type StaffMailerFor = (db: Database) => Mailer;

/** Who acts, on which engine, from where, at what time. */
export interface StaffActor {
  auth: StaffAuth;
  engine: BookingEngineRow;
  client: string;
  now: Date;
}

/** The audit hook of one action on one target, with details the operation adds. */
function auditOf(
  actor: StaffActor,
  action: ActivityCode,
  target: string,
  details: Record<string, unknown> = {},
): AuditHook {
  return (tx, more) => auditStaffAction(tx, actor, { action, target, details: { ...details, ...more } });
}

/**
 * The engine's course showing `teetime` on its sheet that day (404 for a course the alias does not
 * show; 409 TEE_TIME_NOT_AVAILABLE for a time off the sheet, TEE_TIME_STARTED for one that has started).
 */
async function sheetCourse(db: Database, actor: StaffActor, facilityId: number, teetime: string): Promise<FacilityRow> {
  const [day] = await inventoryOfDay(db, actor.engine, facilityId, teetime.slice(0, 10), actor.now);
  if (!day) throw new DomainError('NOT_FOUND', 'Unknown course');
  if (!day.intervals.some((interval) => interval.teetime === teetime))
    throw new DomainError('TEE_TIME_NOT_AVAILABLE', 'This time is not on the course’s tee sheet');
  if (teeTimeStarted(teetime, day.facility.timeZone, actor.now))
    throw teeTimeRefusalError({ code: 'TEE_TIME_STARTED' });
  return day.facility;
}

/** GET /api/admin/rates: the rates the course sells at that time, priced as a walk-in pays them. */
export async function ratesAt(
  db: Database,
  actor: StaffActor,
  facilityId: number,
  teetime: string,
): Promise<StaffRates> {
  const facility = await findFacilityOfBookingEngine(db, actor.engine.id, facilityId);
  if (!facility) throw new DomainError('NOT_FOUND', 'Unknown course');
  const rates = await ratesSoldAt(db, actor, facility, teetime);
  return {
    currencyCode: facility.currencyCode,
    taxRateBps: facility.taxRateBps,
    rates: rates.map((rate) => ({
      rateId: rate.id,
      name: rate.name,
      holes: rate.holes,
      transportation: rate.transportation,
      greenFeeCart: rate.greenFeeCart,
      greenFeeWalking: rate.greenFeeWalking,
      allowedPlayers: rate.allowedPlayers,
    })),
  };
}

type WalkInBody = z.output<typeof walkInRequestSchema>;

function replayOf(row: { requestHash: string; answer: unknown }, requestHash: string): WalkInResult {
  if (row.requestHash !== requestHash) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
  return row.answer as WalkInResult;
}

/**
 * The blocks a staff booking goes into (their ids; none when the time is open). A block closes the
 * time for staff too, except that staff may book into their own alias's league, event,
 * shotgun-start or other block when they ask to (`intoBlock`): the league's players go into the
 * league's times without reopening them to golfers. A maintenance block keeps the course closed.
 */
async function blocksStaffBookInto(
  tx: Database,
  engineId: number,
  facilityId: number,
  teetime: string,
  intoBlock: boolean,
): Promise<number[]> {
  const blocks = await blocksCovering(tx, facilityId, teetime);
  /** The block's 409 (TEE_TIME_BLOCKED with its reason), with why asking to book into it does not help. */
  const blockedBy = (block: TeeTimeBlockRow, why = '') => {
    const error = teeTimeRefusalError({
      code: 'TEE_TIME_BLOCKED',
      blockId: block.id,
      kind: block.kind,
      blockReason: block.reason,
    });
    return why ? new DomainError(error.code, `${error.message} (${why})`, error.details) : error;
  };
  const [first] = blocks;
  if (!first) return [];
  if (!intoBlock) throw blockedBy(first);
  const closed = blocks.find((block) => !staffMayBookInto(block.kind));
  if (closed) throw blockedBy(closed, 'maintenance: nothing is booked into it');
  const foreign = blocks.find((block) => block.bookingEngineId !== engineId);
  if (foreign) throw blockedBy(foreign, "another booking engine's block");
  return blocks.map((block) => block.id);
}

/**
 * POST /api/admin/reservations: a walk-in or phone booking. The server prices it from the rate
 * (with the course's dynamic pricing, as search shows it);
 * the tee time's capacity row is locked and its booked players and every unexpired hold counted
 * as checkout does, so it never oversells and search sees it at once. Once per Idempotency-Key
 * (a replay answers the first booking; the same key with another body is 422).
 */
export async function bookWalkIn(
  app: FastifyInstance,
  mailerFor: StaffMailerFor,
  actor: StaffActor,
  body: WalkInBody,
  rawKey: unknown,
): Promise<WalkInResult> {
  const key = requireKey(rawKey);
  const requestHash = createHash('sha256').update(stableJson(body)).digest('hex');
  const earlier = await findStaffBooking(app.db, actor.engine.id, key);
  if (earlier) return replayOf(earlier, requestHash);
  checkPhoneBookingAsk(actor, body.players, body);
  const facility = await sheetCourse(app.db, actor, body.facilityId, body.teetime);
  const { rate, transportation } = await rateToBook(app.db, actor, facility, body);
  const price = await priceOfBooking(app.db, actor, facility, rate, { ...body, transportation });
  assertPromotionApplied(price);
  const email = body.golfer.email ?? '';
  // Only a verified address proves the account's owner is this golfer.
  const account = email ? await findCustomerByEmail(app.db, actor.engine.id, email) : undefined;
  const customerId = account?.emailVerifiedAt ? account.id : null;
  const result = await app.db.transaction(async (tx) => {
    await lockStaffRequestKey(tx, actor.engine.id, key);
    const concurrent = await findStaffBooking(tx, actor.engine.id, key);
    if (concurrent) return replayOf(concurrent, requestHash);
    await lockTeeTimeCapacity(tx, facility.id, body.teetime);
    const intoBlocks = await blocksStaffBookInto(
      tx,
      actor.engine.id,
      facility.id,
      body.teetime,
      body.intoBlock === true,
    );
    const taken =
      (await bookedOn(tx, facility.id, body.teetime)) + (await heldOn(tx, facility.id, body.teetime, actor.now, []));
    const free = remainingSlots(taken);
    if (free < body.players)
      throw teeTimeRefusalError({ code: 'TEE_TIME_NOT_ENOUGH_SLOTS', availableSlots: free, players: body.players });
    // A capped code's last use goes to one booking, online or at the counter (its row locked).
    if (price.promotionCode)
      await assertPromotionUsesLeft(tx, actor.engine.id, new Map([[price.promotionCode, 1]]), email);
    const written = await writeWalkInBooking(
      tx,
      {
        bookingEngineId: actor.engine.id,
        facility,
        teetime: body.teetime,
        players: body.players,
        rate,
        transportation,
        greenFees: price.greenFees,
        promotion: price.promotionCode ? { code: price.promotionCode, discount: price.promotionDiscount } : null,
        paidAtCounter: paidAtCounter(body.paymentMethod),
        golfer: {
          firstName: body.golfer.firstName,
          lastName: body.golfer.lastName,
          email,
          phone: body.golfer.phone ?? '',
        },
        customerId,
        notes: body.notes ?? '',
        // The confirmation e-mail's language: as staff chose, else the golfer account's.
        language: body.language ?? account?.language ?? 'en',
      },
      mailerFor(tx),
    );
    const answer: WalkInResult = {
      reservationId: written.reservation.id,
      confirmationNumber: written.reservation.confirmationNumber,
      orderNumber: written.order.orderNumber,
      facilityId: facility.id,
      teetime: body.teetime,
      players: body.players,
      rateName: rate.name,
      transportation,
      paymentMethod: body.paymentMethod,
      currencyCode: facility.currencyCode,
      grandTotal: written.draft.grandTotal,
      paidNow: written.draft.dueNow,
      dueAtCourse: written.draft.dueAtCourse,
      linkedToGolferAccount: customerId !== null,
      namedPlayers: namedPlayersOf(body.playerNames),
      promotionCode: price.promotionCode,
      priceOverridden: price.overridden,
    };
    await insertStaffBooking(tx, {
      reservationId: answer.reservationId,
      bookingEngineId: actor.engine.id,
      staffId: actor.auth.staff.id,
      paymentMethod: body.paymentMethod,
      idempotencyKey: key,
      requestHash,
      answer,
      createdAt: actor.now,
    });
    await auditOf(
      actor,
      TEE_SHEET_AUDIT_ACTIONS.book,
      `reservation:${answer.reservationId}`,
    )(tx, {
      confirmationNumber: answer.confirmationNumber,
      facilityId: facility.id,
      teetime: body.teetime,
      players: body.players,
      rate: rate.name,
      paymentMethod: body.paymentMethod,
      amountCents: answer.grandTotal,
      paidNowCents: answer.paidNow,
      currencyCode: answer.currencyCode,
      ...(intoBlocks.length > 0 ? { intoBlocks } : {}),
      ...(price.promotionCode ? { promotionCode: price.promotionCode } : {}),
    });
    if (body.priceOverride)
      await auditOf(
        actor,
        TEE_SHEET_AUDIT_ACTIONS.priceOverride,
        `reservation:${answer.reservationId}`,
      )(tx, {
        confirmationNumber: answer.confirmationNumber,
        facilityId: facility.id,
        // The party's green fees before tax: as the server priced them, and as staff set them.
        beforeCents: price.pricedGreenFees,
        afterCents: price.greenFees,
        reason: body.priceOverride.reason,
        currencyCode: answer.currencyCode,
      });
    return answer;
  });
  app.teeTimeSearchCache.invalidate();
  return result;
}

/** PUT /api/admin/reservations/{id}/tee-time: moves the party to a time on the sheet of one of the alias's courses. */
export async function moveBooking(
  app: FastifyInstance,
  mailerFor: StaffMailerFor,
  actor: StaffActor,
  id: string,
  target: { facilityId: number; teetime: string },
): Promise<MoveResult> {
  const facility = await sheetCourse(app.db, actor, target.facilityId, target.teetime);
  const moved = await moveReservation(app.db, {
    engine: actor.engine,
    id,
    target: facility,
    teetime: target.teetime,
    now: actor.now,
    audit: auditOf(actor, TEE_SHEET_AUDIT_ACTIONS.move, `reservation:${id}`),
    mailerFor,
  });
  app.teeTimeSearchCache.invalidate();
  // The slots left behind wake the tee-time alerts at once.
  app.periodicJobs.wake(OPENING_OFFERS_JOB);
  return { reservationId: id, ...moved };
}

/**
 * POST /api/admin/reservations/{id}/cancellation: the golfers' cancellation and refund path
 * without the online window; `refund` decides whether the paid green fees go back. Once per
 * Idempotency-Key.
 */
export async function cancelBooking(
  app: FastifyInstance,
  mailerFor: StaffMailerFor,
  actor: StaffActor,
  id: string,
  body: StaffCancelRequest,
  rawKey: unknown,
  origin: string,
): Promise<StaffCancelResult> {
  const key = requireKey(rawKey);
  const audit = auditOf(actor, TEE_SHEET_AUDIT_ACTIONS.cancel, `reservation:${id}`, {
    reason: body.reason,
    refund: body.refund,
  });
  const outcome = await staffCancelReservation(
    { app, mailer: mailerFor(app.db) },
    staffCaller(actor.engine, id, actor.now, origin),
    id,
    { ...(body.players ? { players: body.players } : {}), reason: body.reason },
    key,
    {
      refund: body.refund,
      audit: async (tx, facts) => {
        await audit(tx, facts);
      },
    },
  );
  return {
    cancelledSlots: outcome.cancelledSlots,
    refund: {
      amountCents: outcome.refund.amountCents,
      currencyCode: outcome.refund.currencyCode,
      method: outcome.refundMethod,
      paymentStatus: outcome.refund.paymentStatus,
    },
  };
}

const ATTENDANCE_ACTIONS: Record<Attendance, ActivityCode> = {
  'checked-in': TEE_SHEET_AUDIT_ACTIONS.checkIn,
  'no-show': TEE_SHEET_AUDIT_ACTIONS.noShow,
  booked: TEE_SHEET_AUDIT_ACTIONS.undo,
};

/** PUT /api/admin/reservations/{id}/players/{slot}/attendance: check in, no-show, or undo either (the tee time's day only). */
export async function setPlayerAttendance(
  db: Database,
  actor: StaffActor,
  id: string,
  slot: number,
  state: Attendance,
): Promise<AttendanceResult> {
  await setAttendance(db, {
    engine: actor.engine,
    id,
    slot,
    state,
    now: actor.now,
    audit: auditOf(actor, ATTENDANCE_ACTIONS[state], `reservation:${id}`),
    partners: seesPartnerBookings(actor.engine),
  });
  return { reservationId: id, slot, state };
}

/**
 * GET /api/admin/reservations/{id}/move-targets: every tee time of the alias's courses that day
 * (or one course) but the party's own, each with why the party cannot move there (null when it
 * can): the rule and the words the move itself answers with, so the console offers only times a
 * move takes. A booking that cannot move at all answers as the move would (409).
 */
export async function moveTargets(
  db: Database,
  actor: StaffActor,
  id: string,
  query: { date: string; facilityId?: number | undefined },
): Promise<MoveTargets> {
  const party = await partyToMove(db, actor.engine, id, actor.now);
  const days = await inventoryOfDay(db, actor.engine, query.facilityId, query.date, actor.now);
  const blocks = await blocksOfFacilities(
    db,
    days.map((day) => day.facility.id),
    query.date,
    query.date,
  );
  return {
    reservationId: id,
    players: party.players,
    from: party.from,
    date: query.date,
    courses: days.map(({ facility, intervals }) => ({
      facilityId: facility.id,
      name: facility.name,
      timeZone: facility.timeZone,
      teeTimes: intervals
        .filter((interval) => !(facility.id === party.from.facilityId && interval.teetime === party.from.teetime))
        .map((interval) => {
          const freeSlots = remainingSlots(interval.bookedPlayers, interval.heldSlots);
          const refusal = teeTimeRefusal(
            {
              started: teeTimeStarted(interval.teetime, facility.timeZone, actor.now),
              blocks: blocks.filter(
                (block) => block.facilityId === facility.id && blockCovers(block, interval.teetime),
              ),
              freeSlots,
            },
            party.players,
          );
          if (!refusal) return { teetime: interval.teetime, freeSlots, refusal: null };
          const { code, ...details } = refusal;
          return {
            teetime: interval.teetime,
            freeSlots,
            refusal: { code, message: teeTimeRefusalMessage(refusal), details },
          };
        }),
    })),
  };
}
