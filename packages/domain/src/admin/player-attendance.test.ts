import { describe, expect, it } from 'vitest';
import { playerAttendance } from './player-attendance.ts';

describe('playerAttendance', () => {
  it('names every state of a booked player in words, and none for a cancelled one', () => {
    expect(playerAttendance('booked')).toBe('expected');
    expect(playerAttendance('checked-in')).toBe('checked-in');
    expect(playerAttendance('no-show')).toBe('no-show');
    expect(playerAttendance('cancelled')).toBeNull();
  });
});
