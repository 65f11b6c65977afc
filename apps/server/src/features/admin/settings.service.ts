import {
  type AdminSettingsResponse,
  DERIVED_IDENTITY_FIELDS,
  type EngineEmbedSettings,
  type SettingChange,
  type SettingsUpdateResponse,
} from '@fairway/contract/admin-settings.contract';
import type { FacilitySettings, StoredFacilitySettings } from '@fairway/contract/facility-settings.contract';
import { themeContrast, unreadablePairs } from '@fairway/domain/admin/theme-contrast';
import { normalisedEmbedOrigins } from '@fairway/domain/host-bridge/embed-origins';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { settingsUpdateRequestSchema } from '@fairway/contract/admin-settings.contract';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import {
  type BookingEngineRow,
  courseSettings,
  describeBookingEngine,
  type FacilityRow,
  listFacilitiesOfBookingEngine,
  lockBookingEngine,
  storeEngineEmbed,
  storeEngineSettings,
} from '../facilities/facilities.public.ts';
import type { StaffAuth } from './staff-session.service.ts';
import { auditStaffAction } from './staff.repository.ts';

/** The audit log's settings action (see README.md). */
const SETTINGS_AUDIT_ACTION = 'settings.update';

/** The settings golfers get for an engine: the booking-engine answer's. */
async function settingsOf(db: Database, engine: BookingEngineRow, now: Date): Promise<FacilitySettings> {
  return (await describeBookingEngine(db, engine, now)).settings;
}

/** What the settings routes need. */
export interface SettingsContext {
  app: FastifyInstance;
  engine: BookingEngineRow;
  now: Date;
}

type SettingsRequest = z.output<typeof settingsUpdateRequestSchema>;
type SettingsUpdate = SettingsRequest['settings'];

/** The engine row's embed origins and partner mode, as the console shows them. */
const embedOf = (engine: BookingEngineRow): EngineEmbedSettings => ({
  allowedOrigins: [...engine.allowedOrigins],
  affiliate: engine.affiliate,
});

function answer(engine: BookingEngineRow, settings: FacilitySettings): AdminSettingsResponse {
  return {
    alias: engine.alias,
    engine: embedOf(engine),
    settings,
    contrast: themeContrast(settings.appearance),
    updatedAt: engine.updatedAt.toISOString(),
  };
}

/** GET /api/admin/settings: the alias's settings as golfers get them, and the theme's contrast. */
export async function readSettings(context: SettingsContext): Promise<AdminSettingsResponse> {
  return answer(context.engine, await settingsOf(context.app.db, context.engine, context.now));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaf-by-leaf differences between two settings documents (arrays compare whole), as dotted paths. */
export function settingChanges(before: unknown, after: unknown, path: string[] = []): SettingChange[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => settingChanges(before[key], after[key], [...path, key]));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path: path.join('.'), before: before ?? null, after: after ?? null }];
}

const issue = (path: string[], code: string, message: string) => ({
  location: 'body',
  path: ['settings', ...path],
  code,
  message,
});

/** Rules across fields the group schemas cannot say alone; each problem names its field. */
function crossFieldProblems(settings: FacilitySettings) {
  const problems = unreadablePairs(themeContrast(settings.appearance)).map((pair) =>
    issue(
      ['appearance', pair.field],
      'contrast',
      `Text on ${pair.background} would be ${pair.ratio}:1, below the ${pair.minimum}:1 WCAG AA minimum: choose a darker or lighter colour`,
    ),
  );
  const temp = settings.appearance.tempWelcomeMessage;
  if (temp.from && temp.to && temp.to.slice(0, 10) < temp.from.slice(0, 10)) {
    problems.push(
      issue(
        ['appearance', 'tempWelcomeMessage', 'to'],
        'date-order',
        'The temporary welcome message must end on or after the day it starts',
      ),
    );
  }
  if ((temp.from || temp.to) && !(temp.from && temp.to && temp.message)) {
    problems.push(
      issue(
        ['appearance', 'tempWelcomeMessage', temp.message ? (temp.from ? 'to' : 'from') : 'message'],
        'incomplete',
        'A temporary welcome message needs its text, a first day and a last day',
      ),
    );
  }
  const window = inventoryWindowProblem(settings.inventory);
  if (window) problems.push(issue(['inventory', window.field], 'window', window.message));
  return problems;
}

/**
 * The rule of a day by the clock (reservationWindowType minutes-after-midnight): it needs a first
 * and a last tee time, the last after the first. Checked on the engine's settings and on each
 * course's settings with its own values over them.
 */
export function inventoryWindowProblem(
  inventory: FacilitySettings['inventory'],
): { field: 'startTimeMinutesAfterMidnight' | 'endTimeMinutesAfterMidnight'; message: string } | null {
  if (inventory.reservationWindowType !== 'minutes-after-midnight') return null;
  const { startTimeMinutesAfterMidnight: start, endTimeMinutesAfterMidnight: end } = inventory;
  if (start !== null && end !== null && end > start) return null;
  return {
    field: end === null || start !== null ? 'endTimeMinutesAfterMidnight' : 'startTimeMinutesAfterMidnight',
    message: 'A day by the clock needs a first and a last tee time, the last after the first',
  };
}

/** A problem for each course of the engine whose own settings would leave it a day by the clock without a valid window under these engine settings. */
function courseWindowProblems(settings: FacilitySettings, courses: FacilityRow[]) {
  return courses.flatMap((course) => {
    const own = courseSettings(settings, course);
    // A course without its own settings has the engine's day, checked once above.
    const window = own === settings ? null : inventoryWindowProblem(own.inventory);
    return window
      ? [
          issue(
            ['inventory', window.field],
            'course-window',
            `${window.message}: ${course.name} sets part of its day itself (see its own settings)`,
          ),
        ]
      : [];
  });
}

/** The stored document with the sent groups in place of the stored ones (derived identity fields kept). */
function mergedDocument(stored: StoredFacilitySettings, update: SettingsUpdate): StoredFacilitySettings {
  const next: Record<string, unknown> = { ...(isRecord(stored) ? stored : {}) };
  for (const [group, value] of Object.entries(update)) {
    if (value === undefined) continue;
    if (group === 'identity') {
      const kept = isRecord(next.identity)
        ? Object.fromEntries(
            DERIVED_IDENTITY_FIELDS.flatMap((field) =>
              isRecord(next.identity) && field in next.identity ? [[field, next.identity[field]]] : [],
            ),
          )
        : {};
      next.identity = { ...kept, ...value };
    } else {
      next[group] = value;
    }
  }
  return next as StoredFacilitySettings;
}

/**
 * PUT /api/admin/settings: replaces the sent groups of the alias's stored settings, and the
 * engine's allowed embed origins (normalised, each once) and partner mode when sent, under the
 * engine's row lock. The whole resolved document must pass the settings contract and the
 * cross-field rules (theme contrast, the temporary welcome window, a clock-based day, also with
 * each course's own settings over it) or it is a 400 VALIDATION_FAILED naming each field, and
 * nothing is written. A change is audited
 * (`settings.update`, the changed paths with their values before and after) in the same
 * transaction; then the engine and search caches of this process are cleared so golfers get it on
 * their next load.
 */
export async function updateSettings(
  context: SettingsContext,
  auth: StaffAuth,
  request: SettingsRequest,
  client: string,
): Promise<SettingsUpdateResponse> {
  const { app, now } = context;
  const update = request.settings;
  const result = await app.db.transaction(async (tx) => {
    const locked = await lockBookingEngine(tx, context.engine.id);
    if (!locked) throw new DomainError('NOT_FOUND', 'Unknown booking engine');
    let engine = locked;
    const before = await settingsOf(tx, engine, now);
    const document = mergedDocument(engine.settings, update);
    let after: FacilitySettings;
    try {
      after = await settingsOf(tx, { ...engine, settings: document }, now);
    } catch (error) {
      if (!(error instanceof Error) || !('issues' in error) || !Array.isArray(error.issues)) throw error;
      const issues = (error.issues as { path: PropertyKey[]; code: string; message: string }[]).map((found) =>
        issue(found.path.map(String), found.code, found.message),
      );
      throw new DomainError('VALIDATION_FAILED', 'The settings do not match the settings contract', { issues });
    }
    const courses = await listFacilitiesOfBookingEngine(tx, engine.id);
    const problems = [...crossFieldProblems(after), ...courseWindowProblems(after, courses)];
    if (problems.length > 0)
      throw new DomainError('VALIDATION_FAILED', problems.map((problem) => problem.message).join('; '), {
        issues: problems,
      });
    const embedBefore = embedOf(engine);
    const embedAfter: EngineEmbedSettings = {
      allowedOrigins: request.engine?.allowedOrigins
        ? normalisedEmbedOrigins(request.engine.allowedOrigins)
        : embedBefore.allowedOrigins,
      affiliate: request.engine?.affiliate ?? embedBefore.affiliate,
    };
    const settingsChanged = settingChanges(before, after);
    const embedChanged = settingChanges({ engine: embedBefore }, { engine: embedAfter });
    const changes = [...embedChanged, ...settingsChanged];
    if (changes.length === 0) return { engine, settings: after, changes };
    if (embedChanged.length > 0) engine = await storeEngineEmbed(tx, engine.id, embedAfter, now);
    if (settingsChanged.length > 0) engine = await storeEngineSettings(tx, engine.id, document, now);
    await auditStaffAction(
      tx,
      { engine, auth, client, now },
      {
        action: SETTINGS_AUDIT_ACTION,
        target: `booking-engine:${engine.alias}`,
        details: {
          groups: [
            ...(request.engine ? ['engine'] : []),
            ...Object.keys(update).filter((group) => update[group as keyof SettingsUpdate] !== undefined),
          ],
          changes,
        },
      },
    );
    return { engine, settings: after, changes };
  });
  if (result.changes.length > 0) {
    app.bookingEngineCache.invalidate();
    app.teeTimeSearchCache.invalidate();
  }
  return { ...answer(result.engine, result.settings), changes: result.changes };
}
