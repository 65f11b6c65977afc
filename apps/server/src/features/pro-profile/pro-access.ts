import { type FacilitySettings, resolveFacilitySettings } from '@fairway/contract/facility-settings.contract';
import { type ProSection, proSectionEnabled } from '@fairway/domain/pro-profile/pro-sections';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../shared/domain-error.ts';
import { type BookingEngineRow, listFacilitiesOfBookingEngine } from '../facilities/facilities.public.ts';
import { listMemberRecords, type MemberWithFacility } from './pro-profile.repository.ts';
import type { CustomerRow } from '../session/session.public.ts';
import { isoDateOf } from '@fairway/domain/shared/iso-date';

/** The 403 message of a proProfile switch that is off (the code is FORBIDDEN). */
const PRO_PROFILE_OFF = 'This part of the member profile is not available for this course.';
/** The 404 message without a member record (the code is NOT_FOUND). */
const NO_MEMBER_ACCOUNT = 'No member account was found for this golfer at this course.';

/** Who asks, for which facility: the golfer, their member records at the alias, and the one the call is about. */
export interface ProContext {
  customer: CustomerRow;
  settings: FacilitySettings['proProfile'];
  records: MemberWithFacility[];
  current: MemberWithFacility;
}

/**
 * SPEC §6: a pro account needs the pro profile enabled (and the section's tabDisplay flag) — else
 * 403 FORBIDDEN — and a member record at one of the alias's facilities — else 404
 * NOT_FOUND. `gnFacilityId` (or a facility id) picks the record; the home one by default.
 */
export async function proContext(
  db: Database,
  engine: BookingEngineRow,
  customer: CustomerRow,
  section: ProSection,
  gnFacilityId?: number,
): Promise<ProContext> {
  const settings = resolveFacilitySettings(engine.settings ?? {}).proProfile;
  if (!proSectionEnabled(settings, section)) throw new DomainError('FORBIDDEN', PRO_PROFILE_OFF);
  const records = await listMemberRecords(db, customer.id, await listFacilitiesOfBookingEngine(db, engine.id));
  if (records.length === 0) throw new DomainError('NOT_FOUND', NO_MEMBER_ACCOUNT);
  const current =
    gnFacilityId === undefined
      ? records[0]
      : records.find((record) => record.facility.gnFacilityId === gnFacilityId || record.facility.id === gnFacilityId);
  if (!current) throw new DomainError('NOT_FOUND', NO_MEMBER_ACCOUNT);
  return { customer, settings, records, current };
}

/** Refuses a billing action or detail whose proProfile flag is off. */
export function requireFlag(on: boolean): void {
  if (!on) throw new DomainError('FORBIDDEN', PRO_PROFILE_OFF);
}

/** An instant as the local date (YYYY-MM-DD) of the facility. */
export function localDate(instant: Date, timeZone: string): string {
  return isoDateOf(DateTime.fromJSDate(instant, { zone: timeZone }));
}

/** The instants a range of the facility's local dates covers: [the start date's midnight, the day after the end date's). */
export function instantsOf(
  range: { startDate: string; endDate: string },
  timeZone: string,
): { from: Date; before: Date } {
  const day = (date: string) => DateTime.fromISO(date, { zone: timeZone }).startOf('day');
  return { from: day(range.startDate).toJSDate(), before: day(range.endDate).plus({ days: 1 }).toJSDate() };
}

/** A page of a list. */
export function pageOf<T>(
  items: T[],
  pageIndex: number,
  pageSize: number,
): { items: T[]; total: number; pageIndex: number; pageSize: number } {
  const start = pageIndex * pageSize;
  return {
    items: start >= items.length ? [] : items.slice(start, start + pageSize),
    total: items.length,
    pageIndex,
    pageSize,
  };
}
