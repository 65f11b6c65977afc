// A player's attendance as the tee sheet prints it: every state in words, not only a button's fill.

/** Where a booked player stands on the day: expected (not yet arrived), checked in, or marked a no-show by staff. */
export const ATTENDANCE_STATES = ['expected', 'checked-in', 'no-show'] as const;
export type PlayerAttendance = (typeof ATTENDANCE_STATES)[number];

/** A player's attendance from their slot's status on the sheet; null for a cancelled player (no longer expected). */
export function playerAttendance(status: 'booked' | 'cancelled' | 'checked-in' | 'no-show'): PlayerAttendance | null {
  switch (status) {
    case 'booked':
      return 'expected';
    case 'checked-in':
    case 'no-show':
      return status;
    case 'cancelled':
      return null;
  }
}
