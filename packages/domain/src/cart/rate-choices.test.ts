import { describe, expect, it } from 'vitest';
import { canPriceItem, type RateOffer } from './rate-choices.ts';

const prime: RateOffer = {
  daysOfWeek: [1, 2, 3, 4, 5],
  startMinute: 480,
  endMinute: 840,
  transportation: 'Both',
  allowedPlayers: [1, 2, 3, 4],
  isSimulator: false,
};
const item = { weekday: 1, minute: 540, players: 3, transportation: 'Cart' as const, isSimulator: false };

describe('canPriceItem: the rates an item can switch to', () => {
  it('accepts a rate that sells the day, time, transportation and party size', () => {
    expect(canPriceItem(prime, item)).toBe(true);
  });
  it('refuses another day or a time outside the rate band (end excluded)', () => {
    expect(canPriceItem(prime, { ...item, weekday: 6 })).toBe(false);
    expect(canPriceItem(prime, { ...item, minute: 840 })).toBe(false);
    expect(canPriceItem(prime, { ...item, minute: 479 })).toBe(false);
    expect(canPriceItem(prime, { ...item, minute: 480 })).toBe(true);
  });
  it('refuses a transportation the rate does not sell and a party size it does not allow', () => {
    expect(canPriceItem({ ...prime, transportation: 'Walking' }, item)).toBe(false);
    expect(canPriceItem({ ...prime, transportation: 'Walking' }, { ...item, transportation: 'Walking' })).toBe(true);
    expect(canPriceItem({ ...prime, allowedPlayers: [2, 4] }, item)).toBe(false);
  });
  it('keeps course rates and simulator bays apart', () => {
    expect(canPriceItem({ ...prime, isSimulator: true }, item)).toBe(false);
    expect(
      canPriceItem({ ...prime, isSimulator: true, allowedPlayers: [1, 2] }, { ...item, isSimulator: true, players: 5 }),
    ).toBe(true);
  });
});
