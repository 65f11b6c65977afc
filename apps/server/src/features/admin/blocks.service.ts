import type { Block, BlockConflict, BlockInput, BlockPreview } from '@fairway/contract/admin.contract';
import { resolveFacilitySettings, type FacilitySettings } from '@fairway/contract/facility-settings.contract';
import {
  blockCovers,
  blockDates,
  type BlockRule,
  isBlocked,
  reopenedTeeTimes,
  teeTimesClosedBy,
} from '@fairway/domain/admin/tee-time-blocks';
import { DEFAULT_SIMULATOR_GROUP_SIZE, remainingSlots } from '@fairway/domain/tee-times/allowed-players';
import { lastBookableDate, localToday } from '@fairway/domain/tee-times/local-date';
import { generateTeeSheet } from '@fairway/domain/tee-times/tee-sheet';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import {
  blocksOfEngine,
  blocksOfFacilities,
  findBlockOfEngine,
  insertBlock,
  liveBookingsOfCourse,
  lockCourseForBlocks,
  occupancyOfCourse,
  recordOpenings,
  removeBlock,
  type TeeTimeBlockRow,
} from '../tee-times/tee-times.public.ts';
import {
  type BookingEngineRow,
  courseSettings,
  type FacilityRow,
  listFacilitiesOfBookingEngine,
} from '../facilities/facilities.public.ts';
import { liveReservationsOfCourse } from '../checkout/checkout.public.ts';
import type { StaffAuth } from './staff-session.service.ts';
import { auditStaffAction } from './staff.repository.ts';
import { courseOfEngine } from './admin-courses.ts';
import { OPENING_OFFERS_JOB } from '../alerts/alerts.public.ts';

/** The audit log's block actions (see README.md). */
const BLOCK_AUDIT_ACTIONS = { create: 'block.create', delete: 'block.delete' } as const;

/** What the block routes run with: the app, the engine and the clock. */
export interface BlocksContext {
  app: FastifyInstance;
  engine: BookingEngineRow;
  now: Date;
}

function settingsOf(engine: BookingEngineRow): FacilitySettings {
  return resolveFacilitySettings(
    typeof engine.settings === 'object' && engine.settings !== null ? engine.settings : {},
  );
}

const localNow = (now: Date, timeZone: string) =>
  DateTime.fromJSDate(now).setZone(timeZone).toFormat("yyyy-MM-dd'T'HH:mm");

/**
 * The tee sheet's times of the block's dates inside the booking window (today … maxDaysOut), not
 * yet started: the generated sheet plus `offSheet` times of those dates (booked times the sheet
 * lists although the settings no longer generate them).
 */
function sheetTimesOf(
  rule: BlockRule,
  facility: FacilityRow,
  settings: FacilitySettings,
  now: Date,
  offSheet: readonly string[] = [],
): string[] {
  const inventory = courseSettings(settings, facility).inventory;
  const dates = blockDates(
    rule,
    localToday(now, facility.timeZone),
    lastBookableDate(now, facility.timeZone, inventory),
  );
  const times = new Set(dates.flatMap((date) => generateTeeSheet(date, facility, inventory)));
  const onDates = new Set(dates);
  for (const teetime of offSheet) if (onDates.has(teetime.slice(0, 10))) times.add(teetime);
  const current = localNow(now, facility.timeZone);
  return [...times].sort().filter((teetime) => teetime > current);
}

/** Bookings inside the block, not yet started: the alias's own with their bookers, other aliases' as a player count. */
async function conflictsOf(db: Database, engine: BookingEngineRow, facility: FacilityRow, rule: BlockRule, now: Date) {
  const from = `${rule.startsOn}T00:00`;
  const to = `${rule.endsOn}T23:59`;
  const current = localNow(now, facility.timeZone);
  const inside = (teetime: string) => teetime > current && blockCovers(rule, teetime);
  const [own, all] = await Promise.all([
    liveReservationsOfCourse(db, engine.id, facility.id, from, to),
    liveBookingsOfCourse(db, facility.id, from, to),
  ]);
  const conflicts: BlockConflict[] = own
    .filter((row) => inside(row.teetime))
    .map((row) => ({
      reservationId: row.reservationId,
      confirmationNumber: row.confirmationNumber,
      teetime: row.teetime,
      players: row.players,
      booker: { firstName: row.firstName, lastName: row.lastName, email: row.email },
    }));
  const bookedInside = all.filter((row) => inside(row.teeTime)).reduce((sum, row) => sum + row.players, 0);
  const ownInside = conflicts.reduce((sum, conflict) => sum + conflict.players, 0);
  return {
    found: { conflicts, otherEnginePlayers: Math.max(0, bookedInside - ownInside) },
    bookedTimes: all.map((row) => row.teeTime),
  };
}

/** A block as the console shows it. */
function toBlock(row: TeeTimeBlockRow, courseName: string): Block {
  return {
    id: row.id,
    facilityId: row.facilityId,
    courseName,
    kind: row.kind,
    restriction: row.restriction,
    reason: row.reason,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    weekdays: row.weekdays,
    fromTime: row.fromTime,
    toTime: row.toTime,
    createdAt: row.createdAt.toISOString(),
  };
}

function refusePast(input: BlockInput, facility: FacilityRow, now: Date): void {
  if (input.endsOn < localToday(now, facility.timeZone))
    throw new DomainError('BAD_REQUEST', 'The block ends in the past');
}

/**
 * POST /api/admin/blocks/preview: what the block would close and which bookings fall inside it.
 * Writes nothing. `closedTeeTimes` counts the tee sheet's times it closes in the booking window
 * that have not started: those the sheet then shows blocked.
 */
export async function previewBlock(context: BlocksContext, input: BlockInput): Promise<BlockPreview> {
  const { app, engine, now } = context;
  const facility = await courseOfEngine(app.db, engine, input.facilityId, `Unknown facility ${input.facilityId}`);
  refusePast(input, facility, now);
  const { found, bookedTimes } = await conflictsOf(app.db, engine, facility, input, now);
  const sheet = sheetTimesOf(input, facility, settingsOf(engine), now, bookedTimes);
  return {
    closedTeeTimes: teeTimesClosedBy(input, sheet, localNow(now, facility.timeZone)).length,
    ...found,
  };
}

/**
 * POST /api/admin/blocks: saves a block under the course's lock (no sale of its times
 * interleaves). Bookings inside it make it a 409 CONFLICT (listing them) unless the operator
 * acknowledged them; they stay booked either way. Audited in the same transaction.
 */
export async function createBlock(
  context: BlocksContext,
  auth: StaffAuth,
  input: BlockInput,
  acknowledged: boolean,
  client: string,
) {
  const { app, engine, now } = context;
  const facility = await courseOfEngine(app.db, engine, input.facilityId, `Unknown facility ${input.facilityId}`);
  refusePast(input, facility, now);
  const saved = await app.db.transaction(async (tx) => {
    await lockCourseForBlocks(tx, facility.id);
    const { found } = await conflictsOf(tx, engine, facility, input, now);
    if ((found.conflicts.length > 0 || found.otherEnginePlayers > 0) && !acknowledged) {
      throw new DomainError(
        'CONFLICT',
        'Bookings fall inside the block: review them and acknowledge to save it (they stay booked)',
        found,
      );
    }
    const row = await insertBlock(tx, {
      bookingEngineId: engine.id,
      facilityId: facility.id,
      kind: input.kind,
      restriction: input.restriction,
      reason: input.reason,
      startsOn: input.startsOn,
      endsOn: input.endsOn,
      weekdays: input.weekdays,
      fromTime: input.fromTime,
      toTime: input.toTime,
      createdBy: auth.staff.id,
      createdAt: now,
      updatedAt: now,
    });
    await auditStaffAction(
      tx,
      { engine, auth, client, now },
      {
        action: BLOCK_AUDIT_ACTIONS.create,
        target: `block:${row.id}`,
        details: {
          ...input,
          conflicts: found.conflicts.map((conflict) => conflict.confirmationNumber),
          otherEnginePlayers: found.otherEnginePlayers,
        },
      },
    );
    return { row, ...found };
  });
  app.teeTimeSearchCache.invalidate();
  return {
    block: toBlock(saved.row, facility.name),
    conflicts: saved.conflicts,
    otherEnginePlayers: saved.otherEnginePlayers,
  };
}

/** Free slots per tee time of a course (booked players and unexpired holds of every alias). */
async function freeSlots(
  db: Database,
  facility: FacilityRow,
  times: string[],
  now: Date,
): Promise<Map<string, number>> {
  const from = times[0];
  const to = times.at(-1);
  if (from === undefined || to === undefined) return new Map();
  const occupancy = await occupancyOfCourse(db, facility.id, from, to, now);
  const bookedBy = new Map(occupancy.map((row) => [row.teeTime, row.bookedPlayers]));
  const heldBy = new Map(occupancy.map((row) => [row.teeTime, row.lockedSlots]));
  return new Map(
    times.map((teetime) => {
      const taken = (bookedBy.get(teetime) ?? 0) + (heldBy.get(teetime) ?? 0);
      return [
        teetime,
        facility.isSimulator
          ? taken > 0
            ? 0
            : DEFAULT_SIMULATOR_GROUP_SIZE
          : remainingSlots(bookedBy.get(teetime) ?? 0, heldBy.get(teetime) ?? 0),
      ];
    }),
  );
}

/**
 * DELETE /api/admin/blocks/{id}: deletes one of the alias's blocks (another alias's is 404) and,
 * in the same transaction, records an opening (source `operator`) for each tee time of the
 * booking window it closed that no other block still closes, so tee-time alerts hear of them.
 */
export async function deleteBlock(
  context: BlocksContext,
  auth: StaffAuth,
  id: number,
  client: string,
): Promise<{ ok: true; reopenedTeeTimes: number }> {
  const { app, engine, now } = context;
  const reopened = await app.db.transaction(async (tx) => {
    const found = await findBlockOfEngine(tx, engine.id, id);
    if (!found) throw new DomainError('NOT_FOUND', 'Unknown block');
    const facility = await courseOfEngine(tx, engine, found.facilityId, `Unknown facility ${found.facilityId}`);
    await lockCourseForBlocks(tx, facility.id);
    // Read again under the lock: a concurrent delete of the same block has committed by now.
    const block = await findBlockOfEngine(tx, engine.id, id);
    if (!block) throw new DomainError('NOT_FOUND', 'Unknown block');
    await removeBlock(tx, block.id);
    const candidates = sheetTimesOf(block, facility, settingsOf(engine), now);
    const [firstCandidate] = candidates;
    const lastCandidate = candidates.at(-1);
    const others =
      firstCandidate !== undefined && lastCandidate !== undefined
        ? await blocksOfFacilities(tx, [facility.id], firstCandidate.slice(0, 10), lastCandidate.slice(0, 10))
        : [];
    const times = reopenedTeeTimes(block, null, candidates).filter((teetime) => !isBlocked(others, teetime));
    const free = await freeSlots(tx, facility, times, now);
    await recordOpenings(
      tx,
      times.map((teetime) => ({
        bookingEngineId: null,
        facilityId: facility.id,
        teetime,
        timeZone: facility.timeZone,
        holes: null,
        slots: free.get(teetime) ?? 0,
        source: 'operator' as const,
        sourceKey: `block:${block.id}:${teetime}`,
        now,
      })),
    );
    await auditStaffAction(
      tx,
      { engine, auth, client, now },
      {
        action: BLOCK_AUDIT_ACTIONS.delete,
        target: `block:${block.id}`,
        details: {
          facilityId: block.facilityId,
          kind: block.kind,
          reason: block.reason,
          startsOn: block.startsOn,
          endsOn: block.endsOn,
          weekdays: block.weekdays,
          fromTime: block.fromTime,
          toTime: block.toTime,
          reopenedTeeTimes: times.length,
        },
      },
    );
    return times.length;
  });
  app.teeTimeSearchCache.invalidate();
  // Reopened times wake the tee-time alerts' matcher at once.
  if (reopened > 0) app.periodicJobs.wake(OPENING_OFFERS_JOB);
  return { ok: true, reopenedTeeTimes: reopened };
}

/** GET /api/admin/blocks: the alias's blocks on its courses (or the one asked for) that apply somewhere in from…to. */
export async function listBlocks(
  context: BlocksContext,
  query: { from: string; to: string; facilityId?: number | undefined },
): Promise<{ blocks: Block[] }> {
  const { app, engine } = context;
  if (query.to < query.from) throw new DomainError('BAD_REQUEST', '"to" must not be before "from"');
  const courses = await listFacilitiesOfBookingEngine(app.db, engine.id);
  const shown = query.facilityId === undefined ? courses : courses.filter((course) => course.id === query.facilityId);
  if (query.facilityId !== undefined && shown.length === 0)
    throw new DomainError('NOT_FOUND', `Unknown facility ${query.facilityId}`);
  const names = new Map(shown.map((course) => [course.id, course.name]));
  const rows = await blocksOfEngine(app.db, engine.id, [...names.keys()], query.from, query.to);
  return { blocks: rows.map((row) => toBlock(row, names.get(row.facilityId) ?? '')) };
}
