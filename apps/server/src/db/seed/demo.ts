import { type TenantSeed, tenantImage } from './tenant-seed.ts';

const ALIAS = 'demo';

// Stored entity-encoded, as older admin tools saved it, so the SPA's decoding is exercised.
const WELCOME_MESSAGE =
  '&lt;p&gt;Welcome to &lt;strong&gt;Harbor Pines&lt;/strong&gt;: 36 holes among the longleaf pines of the Sandhills.&lt;/p&gt;' +
  '&lt;p&gt;Tee times open 14 days ahead &amp;amp; walkers are always welcome.&lt;/p&gt;';

/** Harbor Pines Golf Club: the default tenant, an organisation with two 18-hole courses. */
export function demoTenant(): TenantSeed {
  return {
    engine: {
      alias: ALIAS,
      name: 'Harbor Pines Golf Club',
      scope: 'organization',
      affiliate: false,
      isDefault: true,
      allowedOrigins: ['self', 'https://www.harborpines.example'],
      settings: {
        identity: {
          activeTabs: ['TEE_TIMES', 'COURSE_INFO', 'RESERVATIONS', 'ORDERS', 'STORE'],
          ga: { trackingCode: 'G-HARBORPN01' },
        },
        appearance: {
          headerImage: tenantImage(ALIAS, 'header.svg'),
          backgroundImage: tenantImage(ALIAS, 'background.svg'),
          welcomeMessage: WELCOME_MESSAGE,
          salesBanner: 'Twilight rates from $39 after 3 pm',
        },
        user: { guestCheckout: true, inviteAFriend: true },
        smartPlay: { productLineups: true, checkIn: true, featuredProducts: true },
        reservations: { onlineCancellationHours: 24, refundGreenFees: true },
        checkout: {
          optIn: {
            // No message of its own: golfers read the product's SPEC §9 sentence in their language.
            email: { enabled: true },
          },
          splitPayment: { enabled: true, deadlineHours: 24, unpaidShares: 'charge-lead' },
        },
        featureFlags: { enableTeeTimeAlerts: true },
        proProfile: {
          enabled: true,
          membershipsDisplay: { allowMembershipCancellation: true },
          billingDisplay: { creditAccountPayment: true, payAccountBalance: true },
        },
      },
    },
    facilities: [
      {
        courseId: 'harbor-pines-north',
        gnFacilityId: 10101,
        name: 'Harbor Pines – North Course',
        timeZone: 'America/New_York',
        currency: '$',
        currencyCode: 'USD',
        taxRateBps: 700,
        isSimulator: false,
        holes: 18,
        addressLine1: '1 Harbor Pines Drive',
        city: 'Southern Pines',
        region: 'NC',
        postalCode: '28387',
        country: 'US',
        latitude: 35.1832,
        longitude: -79.4003,
        phone: '+1 910-555-0142',
        website: 'https://www.harborpines.example/north',
        images: [tenantImage(ALIAS, 'north-course.svg')],
        description:
          'The original 1931 layout: crowned greens, towering longleaf pines and sandy waste areas. Par 72, 7,012 yards.',
      },
      {
        courseId: 'harbor-pines-south',
        gnFacilityId: 10102,
        name: 'Harbor Pines – South Course',
        timeZone: 'America/New_York',
        currency: '$',
        currencyCode: 'USD',
        taxRateBps: 700,
        isSimulator: false,
        holes: 18,
        addressLine1: '400 Longleaf Lane',
        city: 'Southern Pines',
        region: 'NC',
        postalCode: '28387',
        country: 'US',
        latitude: 35.1668,
        longitude: -79.3875,
        phone: '+1 910-555-0143',
        website: 'https://www.harborpines.example/south',
        images: [tenantImage(ALIAS, 'south-course.svg')],
        description: 'A shorter, water-guarded parkland course around Harbor Lake. Par 70, 6,405 yards.',
      },
    ],
    showsCourseIds: ['harbor-pines-north', 'harbor-pines-south'],
  };
}
