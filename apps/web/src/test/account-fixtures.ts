// Account fixtures for web tests: a signed-in customer's User and session (contract shapes).

/** A SPEC §3 User as the contract describes it. */
export function userFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: '6f1c2f0e-2a7b-4a51-9a55-0d9f3c1b8a11',
    username: 'ann@example.com',
    name: { given: 'Ann', family: 'Golfer', formatted: 'Ann Golfer' },
    emails: [{ value: 'ann@example.com', primary: true, verified: true }],
    phoneNumbers: [],
    facilityCustomers: {
      'pv-championship': {
        gnFacilityId: 101,
        emailOptIn: false,
        smsOptIn: false,
        transactionalSmsOptedIn: false,
        rewardsProgramEnrolled: false,
      },
    },
    emailVerified: true,
    language: 'en',
    hasPassword: true,
    ...overrides,
  };
}

/** A customer session answer (sign-in or restore). */
export const customerSession = (user = userFixture()) => ({
  kind: 'customer',
  sessionToken: 'token-1234567890',
  authenticationType: 'basic',
  isNewAccount: false,
  customer: user,
});
