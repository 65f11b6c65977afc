import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS, STAFF_ROLES, can, permissionsOf } from './staff-roles.ts';

describe('staff roles', () => {
  it('lets every role read the tee sheet', () => {
    for (const role of STAFF_ROLES) expect(can(role, 'tee-sheet:read')).toBe(true);
  });

  it('gives the owner everything and keeps staff management from the manager', () => {
    expect(permissionsOf('owner')).toEqual([...STAFF_PERMISSIONS]);
    expect(can('manager', 'staff:manage')).toBe(false);
    expect(can('manager', 'reservations:cancel')).toBe(true);
    expect(can('manager', 'audit-log:read')).toBe(true);
    expect(can('manager', 'store:manage')).toBe(true);
    expect(can('manager', 'needs-attention:manage')).toBe(true);
    expect(can('manager', 'messages:send')).toBe(true);
    expect(can('manager', 'prices:override')).toBe(true);
  });

  it('limits pro-shop staff to the counter work', () => {
    expect(permissionsOf('pro-shop')).toEqual([
      'tee-sheet:read',
      'tee-sheet:book',
      'tee-sheet:check-in',
      'golfers:read',
      'waitlist:manage',
      'credits:issue',
      'counter:sell',
    ]);
    expect(can('pro-shop', 'reports:read')).toBe(false);
    expect(can('pro-shop', 'reservations:cancel')).toBe(false);
    expect(can('pro-shop', 'settings:manage')).toBe(false);
    expect(can('pro-shop', 'store:manage')).toBe(false);
    expect(can('pro-shop', 'needs-attention:manage')).toBe(false);
    expect(can('pro-shop', 'messages:send')).toBe(false);
    expect(can('pro-shop', 'prices:override')).toBe(false);
  });

  it('lets every role see the waitlist and offer a freed tee time from it', () => {
    for (const role of STAFF_ROLES) expect(can(role, 'waitlist:manage')).toBe(true);
  });

  it('lets every role issue counter credits (pro-shop up to the limit the server checks)', () => {
    for (const role of STAFF_ROLES) expect(can(role, 'credits:issue')).toBe(true);
  });

  it('lets every role sell at the counter and look up a gift certificate', () => {
    for (const role of STAFF_ROLES) expect(can(role, 'counter:sell')).toBe(true);
  });

  it('gives an unknown role nothing', () => {
    expect(can('golfer', 'tee-sheet:read')).toBe(false);
    expect(can('toString', 'tee-sheet:read')).toBe(false);
    expect(permissionsOf('')).toEqual([]);
  });
});
