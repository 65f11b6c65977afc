import { describe, expect, it } from 'vitest';
import type { BookingEngineRow } from '../../db/schema/facilities.ts';
import { resolveBookingEngineSettings } from './booking-engine-settings.ts';

function engine(overrides: Partial<BookingEngineRow> = {}): BookingEngineRow {
  return {
    id: 7,
    alias: 'pine-valley',
    name: 'Pine Valley',
    scope: 'course',
    affiliate: false,
    isDefault: false,
    allowedOrigins: [],
    settings: {},
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  };
}

describe('resolveBookingEngineSettings', () => {
  it('fills identity from the row and its facilities', () => {
    const settings = resolveBookingEngineSettings(engine({ scope: 'group', isDefault: true }), [101, 102]);
    expect(settings.identity).toMatchObject({
      alias: 'pine-valley',
      name: 'Pine Valley',
      entityType: 'group',
      gnFacilityIds: [101, 102],
      isDefault: true,
    });
    expect(settings.identity.activeTabs).toEqual(['TEE_TIMES', 'COURSE_INFO', 'RESERVATIONS', 'ORDERS']);
  });

  it('lets the stored document say otherwise, field by field', () => {
    const settings = resolveBookingEngineSettings(
      engine({ settings: { identity: { name: 'Pine Valley GC', subdomain: 'pv' }, user: { guestCheckout: false } } }),
      [101],
    );
    expect(settings.identity).toMatchObject({
      alias: 'pine-valley',
      name: 'Pine Valley GC',
      subdomain: 'pv',
      gnFacilityIds: [101],
    });
    expect(settings.user.guestCheckout).toBe(false);
    expect(settings.user.golfIdLogin).toBe(false);
    expect(settings.inventory.maxDaysOut).toBe(14);
  });

  it('treats a missing or non-object stored document as empty', () => {
    const settings = resolveBookingEngineSettings(engine({ settings: null as never }), []);
    expect(settings.appearance.primaryColor).toBe('#4fb488');
  });

  it('rejects a stored value the contract does not allow (a data error, not bad input)', () => {
    expect(() =>
      resolveBookingEngineSettings(engine({ settings: { appearance: { primaryColor: 'red;}' } } }), []),
    ).toThrow();
  });
});
