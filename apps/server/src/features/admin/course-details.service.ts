import type {
  AdminCourse,
  AdminCoursesResponse,
  AdminCourseUpdateResponse,
  CourseDetails,
  CourseDetailsView,
} from '@fairway/contract/admin-courses.contract';
import type { CourseSettingsOverrides, FacilitySettings } from '@fairway/contract/facility-settings.contract';
import { canonicalTimeZone } from '@fairway/domain/facilities/course-details';
import { COURSE_OVERRIDE_KEYS, courseOverridesOf } from '@fairway/domain/facilities/course-overrides';
import { localToday } from '@fairway/domain/tee-times/local-date';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import {
  type BookingEngineRow,
  type CourseDetailColumns,
  courseSettings,
  engineSettings,
  type FacilityRow,
  findFacilityOfBookingEngine,
  listFacilitiesOfBookingEngine,
  lockCourse,
  storeCourseDetails,
  storeCourseOverrides,
} from '../facilities/facilities.public.ts';
import { bookedPlayersByDate } from '../tee-times/tee-times.public.ts';
import { inventoryWindowProblem, settingChanges } from './settings.service.ts';
import type { StaffAuth } from './staff-session.service.ts';
import { auditStaffAction } from './staff.repository.ts';

// The console's courses: each course's details and the settings it sets for itself. Changes are
// audited as settings changes of the course (`settings.update`, target `course:<courseId>`, the
// changed paths under `course.`), in the transaction that writes them.

/** Who changes a course, where. */
export interface CourseContext {
  app: FastifyInstance;
  engine: BookingEngineRow;
  now: Date;
}

function detailsOf(row: FacilityRow): CourseDetailsView {
  return {
    name: row.name,
    address: {
      line1: row.addressLine1,
      city: row.city,
      region: row.region,
      postalCode: row.postalCode,
      country: row.country,
    },
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    website: row.website,
    description: row.description,
    images: [...row.images],
    timeZone: row.timeZone,
    holes: row.holes,
    taxRateBps: row.taxRateBps,
  };
}

function toAdminCourse(row: FacilityRow, engine: BookingEngineRow, settings: FacilitySettings): AdminCourse {
  const inventory = courseSettings(settings, row).inventory;
  return {
    id: row.id,
    courseId: row.courseId,
    gnFacilityId: row.gnFacilityId,
    isSimulator: row.isSimulator,
    currencyCode: row.currencyCode,
    editable: !engine.affiliate,
    details: detailsOf(row),
    overrides: courseOverridesOf(settings.inventory, row.settingsOverrides),
    effective: Object.fromEntries(COURSE_OVERRIDE_KEYS.map((key) => [key, inventory[key]])) as AdminCourse['effective'],
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/admin/courses: the engine's courses, in its display order. */
export async function listCourses(context: CourseContext): Promise<AdminCoursesResponse> {
  const settings = engineSettings(context.engine);
  const rows = await listFacilitiesOfBookingEngine(context.app.db, context.engine.id);
  return { courses: rows.map((row) => toAdminCourse(row, context.engine, settings)) };
}

const problem = (path: string[], code: string, message: string) =>
  new DomainError('VALIDATION_FAILED', message, { issues: [{ location: 'body', path, code, message }] });

/**
 * The course of the engine, locked for the change: 404 for a course the engine does not show
 * (another alias's course is unknown here), 403 on a partner (affiliate) engine, which resells
 * courses whose own engines keep their details.
 */
async function lockedCourseOf(tx: Database, engine: BookingEngineRow, facilityId: number): Promise<FacilityRow> {
  const shown = await findFacilityOfBookingEngine(tx, engine.id, facilityId);
  if (!shown) throw new DomainError('NOT_FOUND', 'Unknown course');
  if (engine.affiliate)
    throw new DomainError('FORBIDDEN', 'A partner site cannot change a course it resells', {
      reason: 'partner-site',
    });
  const locked = await lockCourse(tx, facilityId);
  if (!locked) throw new DomainError('NOT_FOUND', 'Unknown course');
  return locked;
}

/** The course's audit entry: its changed paths under `course.`. */
async function auditCourse(
  tx: Database,
  context: CourseContext,
  auth: StaffAuth,
  client: string,
  course: FacilityRow,
  changes: ReturnType<typeof settingChanges>,
) {
  await auditStaffAction(
    tx,
    { engine: context.engine, auth, client, now: context.now },
    {
      action: 'settings.update',
      target: `course:${course.courseId}`,
      details: { groups: ['course'], course: { id: course.id, name: course.name }, changes },
    },
  );
}

/**
 * PUT /api/admin/courses/{facilityId}: replaces the course's details. Rules beyond the schema: a
 * golf course has 9, 18, 27 or 36 holes and a simulator venue none (400 naming `holes`); the time
 * zone is stored as the runtime spells it, and cannot change while players are booked at the
 * course from today on (409 CONFLICT `time-zone-in-use`: their tee times are local times of the
 * old zone). Every engine showing the course shows the change; the search cache is cleared.
 */
export async function updateCourseDetails(
  context: CourseContext,
  auth: StaffAuth,
  facilityId: number,
  details: CourseDetails,
  client: string,
): Promise<AdminCourseUpdateResponse> {
  const { app, engine, now } = context;
  const timeZone = canonicalTimeZone(details.timeZone);
  if (timeZone === null)
    throw problem(['timeZone'], 'time-zone', 'Expected an IANA time zone such as America/New_York');
  const result = await app.db.transaction(async (tx) => {
    const course = await lockedCourseOf(tx, engine, facilityId);
    if (course.isSimulator && details.holes !== null)
      throw problem(['holes'], 'simulator-holes', 'A simulator venue has no holes: leave holes empty');
    if (!course.isSimulator && details.holes === null)
      throw problem(['holes'], 'course-holes', 'A golf course has 9, 18, 27 or 36 holes');
    if (timeZone !== course.timeZone) {
      const today = localToday(now, course.timeZone);
      const booked = [...(await bookedPlayersByDate(tx, course.id, today, '9999-12-31')).values()].reduce(
        (sum, players) => sum + players,
        0,
      );
      if (booked > 0)
        throw new DomainError(
          'CONFLICT',
          'The time zone cannot change while tee times are booked at this course from today on',
          { reason: 'time-zone-in-use', bookedPlayers: booked },
        );
    }
    const columns: CourseDetailColumns = {
      name: details.name,
      addressLine1: details.address.line1,
      city: details.address.city,
      region: details.address.region,
      postalCode: details.address.postalCode,
      country: details.address.country,
      latitude: details.latitude,
      longitude: details.longitude,
      phone: details.phone,
      website: details.website,
      description: details.description,
      images: details.images,
      timeZone,
      holes: details.holes,
      taxRateBps: details.taxRateBps,
    };
    const changes = settingChanges({ course: detailsOf(course) }, { course: detailsOf({ ...course, ...columns }) });
    if (changes.length === 0) return { course, changes };
    const saved = await storeCourseDetails(tx, course.id, columns, now);
    await auditCourse(tx, context, auth, client, saved, changes);
    return { course: saved, changes };
  });
  if (result.changes.length > 0) app.teeTimeSearchCache.invalidate();
  return { course: toAdminCourse(result.course, engine, engineSettings(engine)), changes: result.changes };
}

/**
 * PUT /api/admin/courses/{facilityId}/settings: replaces the settings the course sets for itself
 * (a key left out follows the engine). The course's resulting day must still be valid (a day by
 * the clock needs a first and a last tee time, the last after the first: 400 naming the field
 * under `overrides`). The search, the cart, the console's sheet and the release read the course's
 * settings through courseSettings, so they all follow at once; the search cache is cleared.
 */
export async function updateCourseOverrides(
  context: CourseContext,
  auth: StaffAuth,
  facilityId: number,
  overrides: CourseSettingsOverrides,
  client: string,
): Promise<AdminCourseUpdateResponse> {
  const { app, engine, now } = context;
  const settings = engineSettings(engine);
  const result = await app.db.transaction(async (tx) => {
    const course = await lockedCourseOf(tx, engine, facilityId);
    const window = inventoryWindowProblem(courseSettings(settings, { settingsOverrides: overrides }).inventory);
    if (window) throw problem(['overrides', window.field], 'window', window.message);
    const before = courseOverridesOf(settings.inventory, course.settingsOverrides);
    const after = courseOverridesOf(settings.inventory, overrides);
    const changes = settingChanges({ course: { settings: before } }, { course: { settings: after } });
    if (changes.length === 0) return { course, changes };
    const saved = await storeCourseOverrides(tx, course.id, after, now);
    await auditCourse(tx, context, auth, client, saved, changes);
    return { course: saved, changes };
  });
  if (result.changes.length > 0) app.teeTimeSearchCache.invalidate();
  return { course: toAdminCourse(result.course, engine, settings), changes: result.changes };
}
