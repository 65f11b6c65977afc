import { teeTimeInstant } from './reservation-lists.ts';

/** The last instant a reservation can be cancelled online: the tee time minus the window, in the facility's zone. */
export function cancellationDeadline(teetime: string, timeZone: string, onlineCancellationHours: number): Date {
  return new Date(teeTimeInstant(teetime, timeZone) - onlineCancellationHours * 3_600_000);
}

/** Whether a reservation may still be cancelled online at `now` (up to and including the deadline). */
export function canCancelOnline(
  teetime: string,
  timeZone: string,
  now: Date,
  onlineCancellationHours: number,
): boolean {
  return now.getTime() <= cancellationDeadline(teetime, timeZone, onlineCancellationHours).getTime();
}
