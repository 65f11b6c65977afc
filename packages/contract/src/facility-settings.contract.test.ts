import { UNPAID_SHARE_POLICIES } from '@fairway/domain/invitations/share-statuses';
import { describe, expect, it } from 'vitest';
import { facilitySettingsSchema, resolveFacilitySettings } from './facility-settings.contract.ts';

describe('facility settings defaults (SPEC §3)', () => {
  const defaults = resolveFacilitySettings({});

  it('has every group', () => {
    expect(Object.keys(defaults).sort()).toEqual(
      [
        'appearance',
        'checkout',
        'featureFlags',
        'identity',
        'inventory',
        'proProfile',
        'release',
        'reservations',
        'smartPlay',
        'user',
      ].sort(),
    );
  });

  it('split payment: off by default, shares due 24 hours before, unpaid ones charged to the lead; every policy accepted', () => {
    expect(defaults.checkout.splitPayment).toEqual({ enabled: false, deadlineHours: 24, unpaidShares: 'charge-lead' });
    for (const unpaidShares of UNPAID_SHARE_POLICIES)
      expect(
        resolveFacilitySettings({ checkout: { splitPayment: { unpaidShares } } }).checkout.splitPayment.unpaidShares,
      ).toBe(unpaidShares);
    expect(() => resolveFacilitySettings({ checkout: { splitPayment: { unpaidShares: 'forgive' } } })).toThrow();
    expect(() => resolveFacilitySettings({ checkout: { splitPayment: { deadlineHours: 0 } } })).toThrow();
  });

  it('reservations defaults: cancel online until 24 hours before, green fees refunded, rain checks as gift certificates, no pro-shop credit limit', () => {
    expect(defaults.reservations).toEqual({
      onlineCancellationHours: 24,
      refundGreenFees: true,
      manageLinkHours: 24,
      rainChecks: { issueAs: 'gift-certificate' },
      counterCredits: { proShopLimitCents: null },
    });
  });

  it('inventory defaults', () => {
    expect(defaults.inventory).toEqual({
      maxDaysOut: 14,
      sameDayReservationWindowMinutes: 30,
      releaseThresholdMinutes: null,
      alertOfferHoldMinutes: 10,
      singlesMode: 'paired',
      reservationWindowType: 'sunrise-sunset',
      startTimeMinutesAfterSunrise: 0,
      endTimeMinutesBeforeSunset: -60,
      startTimeMinutesAfterMidnight: null,
      endTimeMinutesAfterMidnight: null,
      maxTeeTimesPerHour: 4,
      defaultStartDay: 'current',
    });
  });

  it('appearance defaults', () => {
    expect(defaults.appearance.primaryColor).toBe('#4fb488');
    expect(defaults.appearance.secondaryColor).toBe('#676767');
    expect(defaults.appearance.tempWelcomeMessage).toEqual({ message: null, from: null, to: null });
    expect(defaults.appearance.headerImage).toBeNull();
  });

  it('user defaults: guest checkout on', () => {
    expect(defaults.user.guestCheckout).toBe(true);
    expect(defaults.user.golfIdLogin).toBe(false);
  });

  it('smartPlay defaults: check-in window 2', () => {
    expect(defaults.smartPlay.checkInWindow).toBe(2);
    expect(defaults.smartPlay.productLineups).toBe(false);
  });

  it('checkout defaults: required fields all true, windows 10 and 30', () => {
    expect(defaults.checkout.requiredFields).toEqual({
      email: true,
      phone: true,
      teeTimePolicy: true,
      creditCard: true,
      note: true,
    });
    expect(defaults.checkout.reservationWindow).toBe(10);
    expect(defaults.checkout.adjacentRateBookingWindow).toBe(30);
    expect(defaults.checkout.optIn.email).toEqual({ enabled: false, message: null });
  });

  it('identity defaults: the four default active tabs', () => {
    expect(defaults.identity.activeTabs).toEqual(['TEE_TIMES', 'COURSE_INFO', 'RESERVATIONS', 'ORDERS']);
    expect(defaults.identity.ga.trackingCode).toBeNull();
  });

  it('feature flags default off', () => {
    expect(defaults.featureFlags.enableTeeTimeAlerts).toBe(false);
    expect(defaults.proProfile.enabled).toBe(false);
  });
});

describe('stored settings merge over the defaults field by field', () => {
  it('overrides one nested field and keeps its siblings', () => {
    const merged = resolveFacilitySettings({
      appearance: { primaryColor: '#123456', tempWelcomeMessage: { message: 'Hi' } },
      checkout: { requiredFields: { note: false } },
    });
    expect(merged.appearance.primaryColor).toBe('#123456');
    expect(merged.appearance.secondaryColor).toBe('#676767');
    expect(merged.appearance.tempWelcomeMessage).toEqual({ message: 'Hi', from: null, to: null });
    expect(merged.checkout.requiredFields).toEqual({
      email: true,
      phone: true,
      teeTimePolicy: true,
      creditCard: true,
      note: false,
    });
    expect(merged.inventory.maxDaysOut).toBe(14);
  });

  it('does not share default arrays between results', () => {
    const a = resolveFacilitySettings({});
    a.identity.activeTabs.push('STORE');
    expect(resolveFacilitySettings({}).identity.activeTabs).not.toContain('STORE');
  });

  it('rejects invalid stored values instead of silently keeping them', () => {
    expect(() => resolveFacilitySettings({ appearance: { primaryColor: 'red;background:url(x)' } })).toThrow();
    expect(() => resolveFacilitySettings({ inventory: { singlesMode: 'sometimes' } })).toThrow();
    expect(() => resolveFacilitySettings({ identity: { activeTabs: ['CASINO'] } })).toThrow();
    expect(() => resolveFacilitySettings({ appearance: { headerImage: 'javascript:alert(1)' } })).toThrow();
  });

  it('treats null or undefined as no stored settings', () => {
    expect(resolveFacilitySettings(null)).toEqual(facilitySettingsSchema.parse({}));
  });
});
