import { type TenantSeed, tenantImage } from './tenant-seed.ts';

const ALIAS = 'desert-group';

/** Desert Fairways Group: two desert courses in different time zones (Arizona keeps no DST). */
export function desertGroupTenant(): TenantSeed {
  return {
    engine: {
      alias: ALIAS,
      name: 'Desert Fairways Group',
      scope: 'group',
      affiliate: false,
      isDefault: false,
      allowedOrigins: ['self', 'https://www.desertfairways.example', 'https://*.desertfairways.example'],
      settings: {
        inventory: { startTimeMinutesAfterSunrise: -30, maxDaysOut: 30 },
        appearance: {
          primaryColor: '#c0622f',
          secondaryColor: '#5b6b4e',
          headerImage: tenantImage(ALIAS, 'header.svg'),
          backgroundImage: tenantImage(ALIAS, 'background.svg'),
          welcomeMessage: '<p>Two desert courses, one account. Play at sunrise before the heat.</p>',
        },
        smartPlay: { productLineups: true },
        reservations: { onlineCancellationHours: 12, refundGreenFees: true },
      },
    },
    facilities: [
      {
        courseId: 'saguaro-canyon',
        gnFacilityId: 40401,
        name: 'Saguaro Canyon Golf Club',
        timeZone: 'America/Phoenix',
        currency: '$',
        currencyCode: 'USD',
        taxRateBps: 860,
        isSimulator: false,
        holes: 18,
        addressLine1: '10600 E Saguaro Canyon Road',
        city: 'Scottsdale',
        region: 'AZ',
        postalCode: '85255',
        country: 'US',
        latitude: 33.6795,
        longitude: -111.8615,
        phone: '+1 480-555-0119',
        website: 'https://www.desertfairways.example/saguaro-canyon',
        images: [tenantImage(ALIAS, 'saguaro-canyon.svg')],
        description: 'Target golf through the high Sonoran Desert, with views of the McDowell Mountains. Par 72.',
      },
      {
        courseId: 'red-mesa',
        gnFacilityId: 40402,
        name: 'Red Mesa Golf Course',
        timeZone: 'America/Denver',
        currency: '$',
        currencyCode: 'USD',
        taxRateBps: 881,
        isSimulator: false,
        holes: 18,
        addressLine1: '4200 Red Mesa Trail NW',
        city: 'Albuquerque',
        region: 'NM',
        postalCode: '87120',
        country: 'US',
        latitude: 35.137,
        longitude: -106.728,
        phone: '+1 505-555-0164',
        website: 'https://www.desertfairways.example/red-mesa',
        images: [tenantImage(ALIAS, 'red-mesa.svg')],
        description: 'High-desert golf at 5,200 feet on the West Mesa: the ball flies, the sunsets glow. Par 71.',
      },
    ],
    showsCourseIds: ['saguaro-canyon', 'red-mesa'],
  };
}
