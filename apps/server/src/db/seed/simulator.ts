import { type TenantSeed, tenantImage } from './tenant-seed.ts';

const ALIAS = 'simulator';

/** Eagle's Nest Golf Lounge: a single simulator venue (the shell says Times and Venue Info). */
export function simulatorTenant(): TenantSeed {
  return {
    engine: {
      alias: ALIAS,
      name: "Eagle's Nest Golf Lounge",
      scope: 'course',
      affiliate: false,
      isDefault: false,
      allowedOrigins: [], // framed only by the app itself: frame-ancestors 'self'
      settings: {
        identity: { activeTabs: ['TEE_TIMES', 'COURSE_INFO', 'RESERVATIONS', 'ORDERS'] },
        inventory: {
          reservationWindowType: 'minutes-after-midnight',
          startTimeMinutesAfterMidnight: 600, // 10:00
          endTimeMinutesAfterMidnight: 1380, // 23:00
          maxTeeTimesPerHour: 1,
          maxDaysOut: 21,
        },
        appearance: {
          primaryColor: '#1f3a5f',
          secondaryColor: '#f2a900',
          headerImage: tenantImage(ALIAS, 'header.svg'),
          backgroundImage: tenantImage(ALIAS, 'background.svg'),
          welcomeMessage:
            '<p>Six TrackMan bays, craft beer and a kitchen open late. Book a bay for up to six golfers.</p>',
        },
        user: { guestCheckout: true },
        reservations: { onlineCancellationHours: 6, refundGreenFees: true },
      },
    },
    facilities: [
      {
        courseId: 'eagles-nest-lounge',
        gnFacilityId: 20201,
        name: "Eagle's Nest Golf Lounge",
        timeZone: 'America/Chicago',
        currency: '$',
        currencyCode: 'USD',
        taxRateBps: 1025,
        isSimulator: true,
        holes: null,
        addressLine1: '1550 N Milwaukee Ave',
        city: 'Chicago',
        region: 'IL',
        postalCode: '60622',
        country: 'US',
        latitude: 41.909,
        longitude: -87.6773,
        phone: '+1 312-555-0188',
        website: 'https://www.eaglesnestlounge.example',
        images: [tenantImage(ALIAS, 'bay.svg')],
        description:
          'Indoor golf in Wicker Park: six simulator bays with 100+ virtual courses, lessons and leagues all winter.',
      },
    ],
    showsCourseIds: ['eagles-nest-lounge'],
  };
}
