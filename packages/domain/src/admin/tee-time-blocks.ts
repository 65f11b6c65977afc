// Operator console: blocks of tee times. A block closes a course's tee times from
// `fromTime` (inclusive) to `toTime` (exclusive), local wall clock, on every date of
// startsOn…endsOn whose ISO weekday is in `weekdays` (empty: every date). A one-off block is
// the same rule with startsOn = endsOn.

import { addCalendarDays } from '../tee-times/local-date.ts';

/** Why the course is closed. */
export const BLOCK_KINDS = ['maintenance', 'event', 'league', 'shotgun-start', 'other'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** The longest date range of one block (a season). */
const MAX_BLOCK_DAYS = 366;

/** When a block applies. */
export interface BlockRule {
  startsOn: string;
  endsOn: string;
  /** ISO weekdays (1 Monday … 7 Sunday); empty: every date of the range. */
  weekdays: readonly number[];
  /** Local `HH:mm`, inclusive. */
  fromTime: string;
  /** Local `HH:mm`, exclusive. */
  toTime: string;
}

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Whether the block applies on a calendar date. */
export function blockOccursOn(rule: BlockRule, date: string): boolean {
  if (date < rule.startsOn || date > rule.endsOn) return false;
  return rule.weekdays.length === 0 || rule.weekdays.includes(isoWeekday(date));
}

/** The dates of from…to (inclusive) on which the block applies, in order. */
export function blockDates(rule: BlockRule, from: string, to: string): string[] {
  const first = from > rule.startsOn ? from : rule.startsOn;
  const last = to < rule.endsOn ? to : rule.endsOn;
  const dates: string[] = [];
  for (let date = first; date <= last; date = addCalendarDays(date, 1)) if (blockOccursOn(rule, date)) dates.push(date);
  return dates;
}

/** Whether a local tee time `YYYY-MM-DDTHH:mm` falls in the block's hours, whatever its date. */
export function blockCoversTimeOfDay(rule: Pick<BlockRule, 'fromTime' | 'toTime'>, teetime: string): boolean {
  const time = teetime.slice(11, 16);
  return time >= rule.fromTime && time < rule.toTime;
}

/** Whether the block closes a local tee time `YYYY-MM-DDTHH:mm`. */
export function blockCovers(rule: BlockRule, teetime: string): boolean {
  return blockCoversTimeOfDay(rule, teetime) && blockOccursOn(rule, teetime.slice(0, 10));
}

/** Whether staff may book into a block of this kind when they ask to: every kind but maintenance, which closes the course itself. */
export function staffMayBookInto(kind: BlockKind): boolean {
  return kind !== 'maintenance';
}

/** Whether any of the blocks closes the tee time. */
export function isBlocked(rules: readonly BlockRule[], teetime: string): boolean {
  return rules.some((rule) => blockCovers(rule, teetime));
}

/**
 * The tee times a block closes among a course's sheet times: those inside its hours on its dates
 * that have not started (later than `current`, the course's local `YYYY-MM-DDTHH:mm` now).
 */
export function teeTimesClosedBy(rule: BlockRule, sheetTimes: readonly string[], current: string): string[] {
  return sheetTimes.filter((teetime) => teetime > current && blockCovers(rule, teetime));
}

/** Tee times among `candidates` the old rule closed and the new one (null: deleted) does not. */
export function reopenedTeeTimes(before: BlockRule, after: BlockRule | null, candidates: readonly string[]): string[] {
  return candidates.filter((teetime) => blockCovers(before, teetime) && !(after && blockCovers(after, teetime)));
}

/** What is wrong with a rule, or null: times in order, dates in order and at most a season apart, weekdays 1–7 once each. */
export function blockRuleProblem(rule: BlockRule): string | null {
  if (rule.toTime <= rule.fromTime) return 'The block must end after it starts';
  if (rule.endsOn < rule.startsOn) return 'The last date must not be before the first';
  if (addCalendarDays(rule.startsOn, MAX_BLOCK_DAYS - 1) < rule.endsOn)
    return `A block spans at most ${MAX_BLOCK_DAYS} days`;
  if (rule.weekdays.some((day) => !Number.isInteger(day) || day < 1 || day > 7))
    return 'Weekdays are 1 (Monday) to 7 (Sunday)';
  if (new Set(rule.weekdays).size !== rule.weekdays.length) return 'Each weekday once';
  if (rule.weekdays.length > 0 && blockDates(rule, rule.startsOn, rule.endsOn).length === 0)
    return 'The block falls on none of its dates';
  return null;
}
