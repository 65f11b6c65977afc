import type {
  BillingStatement,
  CreditAccount,
  ProCustomer,
  StatementHistory,
} from '@fairway/contract/pro-profile.contract';
import type { Handler } from '../../../test/mock-api.ts';

// Contract-shaped answers of /api/profile/pro/… for component tests.

const home = {
  facilityId: 1,
  gnFacilityId: 101,
  name: 'Pine Valley – Championship',
  currencyCode: 'USD' as const,
  timeZone: 'America/New_York',
  memberNumber: 'PV-77',
  isHome: true,
  balance: 12_345,
};

export const proCustomerFixture = (
  sections: ProCustomer['sections'] = [
    'locations',
    'profile',
    'memberships',
    'loyalty',
    'credit-books',
    'billing',
    'orders',
    'statements',
  ],
): ProCustomer => ({
  customerId: '6f1c2f0e-2a7b-4a51-9a55-0d9f3c1b8a11',
  firstName: 'Ann',
  lastName: 'Golfer',
  email: 'ann@example.com',
  phone: null,
  memberNumber: 'PV-77',
  homeClub: 'Pine Valley Golf Club',
  memberSince: '2023-04-01',
  homeFacility: home,
  sections,
});

export const creditAccountFixture = (overrides: Partial<CreditAccount> = {}): CreditAccount => ({
  facilityId: 1,
  facilityName: home.name,
  currencyCode: 'USD',
  balance: 12_345,
  creditLimit: 250_000,
  available: 237_655,
  lastPayment: { date: '2026-06-06', amount: 30_000 },
  payAccountBalance: true,
  creditAccountPayment: true,
  ...overrides,
});

const statementFixture = (): BillingStatement => ({
  startDate: '2025-08-01',
  endDate: '2026-07-10',
  openingBalance: 0,
  charges: 42_345,
  payments: 30_000,
  closingBalance: 12_345,
  lines: [
    { date: '2026-06-04', kind: 'charge', description: 'Green fee – 18 holes', amount: 42_345, balance: 42_345 },
    {
      date: '2026-06-06',
      kind: 'payment',
      description: 'Payment received – thank you',
      amount: 30_000,
      balance: 12_345,
    },
  ],
  facilityId: 1,
  facilityName: home.name,
  currencyCode: 'USD',
});

const historyFixture = (): StatementHistory => ({
  items: [
    {
      month: '2026-06',
      startDate: '2026-06-01',
      endDate: '2026-06-30',
      openingBalance: 0,
      charges: 42_345,
      payments: 30_000,
      closingBalance: 12_345,
      lines: [],
    },
  ],
  total: 1,
  pageIndex: 0,
  pageSize: 60,
  currencyCode: 'USD',
});

export const walletCardFixture = {
  walletOptionId: '0b5a3c1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  id: '0b5a3c1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  type: 'visa' as const,
  lastFour: '4242',
  expirationMonth: 12,
  expirationYear: 30,
  isDefault: true,
  name: 'Ann Golfer',
  address: '1 Main St',
  postalCode: '10001',
  countryCode: 'US' as const,
};

/** Every pro-profile path answered from the fixtures. */
export function proRoutes(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'profile/pro/customer': { body: proCustomerFixture() },
    'profile/pro/locations': { body: [home] },
    'profile/pro/memberships': {
      body: [
        {
          id: '9b2f2a2e-0000-4000-8000-000000000001',
          name: 'Weekday Player',
          status: 'active',
          startDate: '2025-09-10',
          nextBillingDate: '2026-08-10',
          currencyCode: 'USD',
          paymentPlan: { price: 9_900, initiationFee: 0, frequencyType: 'monthly' },
          canCancel: true,
          cancellation: { accessEndsOn: '2026-07-10', refundCents: 0 },
        },
      ],
    },
    'profile/pro/memberships/billing-list': {
      body: {
        items: [
          {
            membershipId: '9b2f2a2e-0000-4000-8000-000000000001',
            membershipName: 'Weekday Player',
            instalment: 0,
            date: '2025-09-10',
            amount: 9_900,
            status: 'paid',
            currencyCode: 'USD',
          },
        ],
        total: 1,
        pageIndex: 0,
        pageSize: 2147483647,
      },
    },
    'profile/pro/loyalty': {
      body: {
        facilityId: 1,
        points: 2_600,
        tier: 'gold',
        pointsToNextTier: 2_400,
        activity: [{ date: '2026-06-04', kind: 'booking', description: 'Green fee', amount: 7_900, points: 104 }],
      },
    },
    'profile/pro/credit-books': {
      body: [
        {
          id: 'b1',
          name: '10-Round Weekday Book',
          kind: 'rounds',
          total: 10,
          used: 4,
          remaining: 6,
          purchasedOn: '2026-03-10',
          expiresOn: null,
          currencyCode: 'USD',
          uses: [{ date: '2026-04-08', description: 'Round – North', quantity: 1 }],
        },
      ],
    },
    'profile/pro/credit-account': { body: creditAccountFixture() },
    'profile/pro/billing-statement': { body: statementFixture() },
    'profile/pro/statement-history': { body: historyFixture() },
    'profile/pro/orders': {
      body: { items: [], total: 0, pageIndex: 0, pageSize: 100, startDate: '2026-04-12', endDate: '2026-07-10' },
    },
    'profile/pro/gift-certificates': { body: [] },
    'profile/pro/credit-cards': { body: [walletCardFixture] },
    wallet: { body: [walletCardFixture] },
    ...overrides,
  };
}
