import type { Facility } from '@fairway/contract/facilities.contract';

/** A course as GET /api/facilities lists it (Harbor Pines North in New York unless told otherwise). */
export const facilityFixture = (overrides: Partial<Facility> = {}): Facility => ({
  id: 1,
  courseId: 'harbor-pines-north',
  name: 'Harbor Pines North',
  timeZone: 'America/New_York',
  currency: '$',
  currencyCode: 'USD',
  gnFacilityId: 101,
  isSimulator: false,
  holes: 18,
  address: { line1: '1 Harbor Way', city: 'Portland', region: 'ME', postalCode: '04101', country: 'US' },
  latitude: 43.66,
  longitude: -70.25,
  phone: null,
  website: null,
  imageUrl: null,
  description: null,
  ...overrides,
});
