import { DateTime } from 'luxon';
import { type TenantSeed, tenantImage } from './tenant-seed.ts';
import { isoDateOf } from '@fairway/domain/shared/iso-date';

const ALIAS = 'maple-ridge';
const TIME_ZONE = 'America/Toronto';

/** Monday and Sunday (YYYY-MM-DD) of the week containing `now`, in a time zone. */
export function weekOf(now: Date, timeZone: string): { monday: string; sunday: string } {
  const today = DateTime.fromJSDate(now, { zone: timeZone });
  return { monday: isoDateOf(today.startOf('week')), sunday: isoDateOf(today.endOf('week')) };
}

/** Maple Ridge Golf Club: one Ontario course priced in CAD, account required, a temporary message this week. */
export function mapleRidgeTenant(now: Date): TenantSeed {
  const week = weekOf(now, TIME_ZONE);
  return {
    engine: {
      alias: ALIAS,
      name: 'Maple Ridge Golf Club',
      scope: 'course',
      affiliate: false,
      isDefault: false,
      allowedOrigins: ['self', 'https://www.mapleridgegolf.example'],
      settings: {
        appearance: {
          primaryColor: '#b5462a',
          secondaryColor: '#4a3b2f',
          headerImage: tenantImage(ALIAS, 'header.svg'),
          backgroundImage: tenantImage(ALIAS, 'background.svg'),
          welcomeMessage: '<p>Welcome to Maple Ridge, rolling hardwoods on the Oak Ridges Moraine since 1962.</p>',
          tempWelcomeMessage: {
            message: '<p>Aeration week: greens are sanded and green fees are 30% off until Sunday.</p>',
            from: week.monday,
            to: week.sunday,
          },
        },
        user: { guestCheckout: false, golfIdLogin: true },
        reservations: { onlineCancellationHours: 48, refundGreenFees: true },
        checkout: { rewardsProgramMembers: { enabled: true, homeClubs: ['Maple Ridge GC', 'King Valley GC'] } },
        // No member accounts online here: the pro profile's calls answer 403.
        proProfile: { enabled: false },
      },
    },
    facilities: [
      {
        courseId: 'maple-ridge',
        gnFacilityId: 30301,
        name: 'Maple Ridge Golf Club',
        timeZone: TIME_ZONE,
        currency: 'CA$',
        currencyCode: 'CAD',
        taxRateBps: 1300, // Ontario HST
        paymentPolicy: 'pay-at-course',
        reservationFeeCents: 200,
        isSimulator: false,
        holes: 18,
        addressLine1: '15800 Keele Street',
        city: 'King City',
        region: 'ON',
        postalCode: 'L7B 1A3',
        country: 'CA',
        latitude: 43.9287,
        longitude: -79.5288,
        phone: '+1 905-555-0175',
        website: 'https://www.mapleridgegolf.example',
        images: [tenantImage(ALIAS, 'course.svg')],
        description:
          'A classic parkland course through sugar maples and spring-fed ponds, 30 minutes north of Toronto. Par 71.',
      },
    ],
    showsCourseIds: ['maple-ridge'],
  };
}
