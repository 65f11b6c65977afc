import { describe, expect, it } from 'vitest';
import {
  cancelReservationBodySchema,
  payAndCheckInBodySchema,
  reservationHistoryQuerySchema,
} from './reservations.contract.ts';

describe('reservations contract', () => {
  it('reads history filters from the query string', () => {
    expect(
      reservationHistoryQuerySchema.parse({
        facilityIds: '3, 4',
        playDateMin: '2026-07-10T00:00',
        skip: '5',
        take: '10',
      }),
    ).toEqual({ facilityIds: [3, 4], playDateMin: '2026-07-10T00:00', skip: 5, take: 10 });
    expect(reservationHistoryQuerySchema.parse({ facilityIds: ['3', '4'] }).facilityIds).toEqual([3, 4]);
    expect(reservationHistoryQuerySchema.parse({})).toEqual({ skip: 0, take: 20 });
    for (const bad of [
      { facilityIds: 'x' },
      { playDateMax: '2026-07-10' },
      { take: '0' },
      { take: '101' },
      { skip: '-1' },
    ])
      expect(reservationHistoryQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('cancels everyone without players, and refuses an empty or out-of-range list', () => {
    expect(cancelReservationBodySchema.parse({})).toEqual({ reason: '' });
    expect(cancelReservationBodySchema.parse({ players: [2, 3], reason: ' Rain ' })).toEqual({
      players: [2, 3],
      reason: 'Rain',
    });
    expect(cancelReservationBodySchema.safeParse({ players: [] }).success).toBe(false);
    expect(cancelReservationBodySchema.safeParse({ players: [0] }).success).toBe(false);
  });

  it('pays at check-in with exactly one of a saved card or a hosted card token', () => {
    expect(payAndCheckInBodySchema.safeParse({ playerCount: 1, paymentToken: 'cs_1' }).success).toBe(true);
    expect(
      payAndCheckInBodySchema.safeParse({ playerCount: 1, walletOptionId: 'w', securityCode: '123' }).success,
    ).toBe(true);
    expect(payAndCheckInBodySchema.safeParse({ playerCount: 1 }).success).toBe(false);
    expect(
      payAndCheckInBodySchema.safeParse({ playerCount: 1, paymentToken: 'cs_1', walletOptionId: 'w' }).success,
    ).toBe(false);
    expect(payAndCheckInBodySchema.safeParse({ playerCount: 0, paymentToken: 'cs_1' }).success).toBe(false);
  });
});
