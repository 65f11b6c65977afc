import { type TenantSeed, tenantImage } from './tenant-seed.ts';

const ALIAS = 'teetime-deals';

/** TeeTime Deals: a partner (affiliate) engine reselling other tenants' courses; it owns none. */
export function teetimeDealsTenant(): TenantSeed {
  return {
    engine: {
      alias: ALIAS,
      name: 'TeeTime Deals',
      scope: 'group',
      affiliate: true,
      isDefault: false,
      allowedOrigins: ['self', 'https://*.teetimedeals.example'],
      settings: {
        identity: { activeTabs: ['TEE_TIMES', 'COURSE_INFO', 'RESERVATIONS', 'ORDERS'] },
        appearance: {
          primaryColor: '#0b7a75',
          secondaryColor: '#33415c',
          headerImage: tenantImage(ALIAS, 'header.svg'),
          backgroundImage: tenantImage(ALIAS, 'background.svg'),
          salesBanner: 'Hot deals: up to 40% off selected tee times this week',
        },
        user: { guestCheckout: true, playerPartner: true },
        reservations: { onlineCancellationHours: 2, refundGreenFees: false },
      },
    },
    facilities: [],
    showsCourseIds: ['harbor-pines-north', 'harbor-pines-south', 'saguaro-canyon'],
  };
}
