import type { BookingEngineResponse, Facility } from '@fairway/contract/facilities.contract';
import type { TeeTimesResponse } from '@fairway/contract/tee-times.contract';
import { facilitySettingsSchema, type StoredFacilitySettings } from '@fairway/contract/facility-settings.contract';

// Realistic API answers, shaped like apps/server's (full settings with every default filled in).

/** GET /api/booking-engine for the demo tenant, with stored settings merged over the defaults. */
export function bookingEngineFixture(
  stored: StoredFacilitySettings = {},
  overrides: Partial<Omit<BookingEngineResponse, 'settings'>> = {},
): BookingEngineResponse {
  return {
    alias: 'demo',
    name: 'Pine Valley Golf Club',
    scope: 'organization',
    affiliate: false,
    allowedOrigins: ['self', 'https://www.pine-valley.example', 'https://*.pine-valley.example'],
    settings: facilitySettingsSchema.parse({
      ...stored,
      identity: { alias: 'demo', name: 'Pine Valley Golf Club', gnFacilityIds: [101, 102], ...stored.identity },
    }),
    welcomeHtml: null,
    ...overrides,
  };
}

/** A golf course facility of the demo tenant. */
export function facilityFixture(overrides: Partial<Facility> = {}): Facility {
  return {
    id: 1,
    courseId: 'pv-championship',
    name: 'Championship Course',
    timeZone: 'America/New_York',
    currency: '$',
    currencyCode: 'USD',
    gnFacilityId: 101,
    isSimulator: false,
    holes: 18,
    address: { line1: '1 Fairway Drive', city: 'Pine Valley', region: 'NJ', postalCode: '08021', country: 'US' },
    latitude: 39.786,
    longitude: -74.972,
    phone: '(856) 555-0142',
    website: 'https://www.pine-valley.example',
    imageUrl: '/static/tenants/demo/championship.jpg',
    description: 'A classic parkland layout with fast greens.',
    ...overrides,
  };
}

/** GET /api/facilities for the demo tenant: two courses. */
export function facilitiesFixture(): Facility[] {
  return [
    facilityFixture(),
    facilityFixture({
      id: 2,
      courseId: 'pv-short',
      name: 'Short Course',
      gnFacilityId: 102,
      holes: 9,
      phone: null,
      website: null,
      imageUrl: null,
      description: null,
    }),
  ];
}

/** A simulator-only venue: one facility, a simulator. */
export function simulatorFacilitiesFixture(): Facility[] {
  return [facilityFixture({ id: 7, name: 'Swing Lab', isSimulator: true, holes: null, timeZone: 'Europe/London' })];
}

/** GET /api/v2/tee-times with nothing bookable (the search shows its no-results state). */
export function emptyTeeTimesFixture(date = '2026-07-10'): TeeTimesResponse {
  return {
    date,
    dateMax: date,
    bookingWindow: { firstDate: date, lastDate: date },
    teeTimes: [],
    totalAvailableTeeTimes: 0,
    rateTypes: [],
    priceRanges: [],
    notices: [],
    promotion: null,
  };
}
