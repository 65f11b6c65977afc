import { teeTimeInstant } from './reservation-lists.ts';

/** The SPEC §3 check-in status facts the §4 rules read. */
export interface CheckInFacts {
  totalNumberOfPlayers: number;
  numberOfPlayersPaid: number;
  numberOfPlayersCheckedIn: number;
  /** Invoice.Pricing.DueAtCourse.Value, in cents. */
  dueAtCourse: number;
}

/** What the check-in form may offer. */
export interface CheckInEligibility {
  canCheckIn: boolean;
  canPayAndCheckIn: boolean;
  fullyCheckedIn: boolean;
}

/**
 * SPEC §4 check-in: possible when players exist, the due-at-course amount is 0 or all players
 * are paid, and not all are checked in; pay-and-check-in when an amount is due at the course and
 * not all are checked in; fully checked in when the checked-in count equals the total players.
 */
export function checkInEligibility(facts: CheckInFacts): CheckInEligibility {
  const hasPlayers = facts.totalNumberOfPlayers > 0;
  const fullyCheckedIn = hasPlayers && facts.numberOfPlayersCheckedIn >= facts.totalNumberOfPlayers;
  const allPaid = facts.numberOfPlayersPaid >= facts.totalNumberOfPlayers;
  return {
    canCheckIn: hasPlayers && (facts.dueAtCourse === 0 || allPaid) && !fullyCheckedIn,
    canPayAndCheckIn: hasPlayers && facts.dueAtCourse > 0 && !fullyCheckedIn,
    fullyCheckedIn,
  };
}

/** The check-in settings (SPEC §3 smartPlay). */
export interface CheckInSettings {
  checkIn: boolean;
  checkInWindow: number;
}

/**
 * Whether check-in is open at `now`: smartPlay.checkIn on, and now within checkInWindow hours
 * before the tee time (in the facility's zone) up to the tee time itself.
 */
export function isCheckInWindowOpen(teetime: string, timeZone: string, now: Date, settings: CheckInSettings): boolean {
  if (!settings.checkIn) return false;
  const start = teeTimeInstant(teetime, timeZone);
  return now.getTime() >= start - settings.checkInWindow * 3_600_000 && now.getTime() <= start;
}
