import type {
  CheckInStatus,
  ReservationDetail,
  ReservationHistory,
  ReservationSummary,
} from '@fairway/contract/reservations.contract';
import { customerSession } from '../../../test/account-fixtures.ts';
import { mockApi, type Handler } from '../../../test/mock-api.ts';

// Reservation answers (contract shapes) for the web tests.

/** Reservation ids used across the tests. */
export const IDS = {
  upcoming: '7a1c2f0e-1111-4a51-9a55-0d9f3c1b8a11',
  today: '7a1c2f0e-2222-4a51-9a55-0d9f3c1b8a11',
  past: '7a1c2f0e-3333-4a51-9a55-0d9f3c1b8a11',
} as const;

const slot = (number: number, overrides: Partial<ReservationSummary['BookingSlots'][number]> = {}) => ({
  slot: number,
  status: 'booked' as const,
  paid: true,
  dueAtCourse: 0,
  refundable: 4500,
  name: null,
  shareDueBy: null,
  ...overrides,
});

/** A prepaid upcoming booking of 3 players at Harbor Pines, cancellable. */
export function summaryFixture(overrides: Partial<ReservationSummary> = {}): ReservationSummary {
  return {
    ReservationID: IDS.upcoming,
    Invoice: { Time: '2026-11-28T09:00', FacilityID: 1, PlayerCount: 3 },
    BookingSlots: [slot(1), slot(2), slot(3)],
    Customer: { Email: 'ann@example.com', FirstName: 'Ann', LastName: 'Golfer', Phone: '9195550100' },
    confirmationNumber: 'HP-7Q2K9',
    totalPlayers: 3,
    teetimes: [{ teetime: '2026-11-28T09:00', players: 3, rateName: 'Weekend 18', holes: 18, transportation: 'Cart' }],
    featuredProductsInvoice: [],
    list: 'upcoming',
    status: 'booked',
    facility: {
      id: 1,
      gnFacilityId: 101,
      name: 'Harbor Pines South',
      timeZone: 'America/New_York',
      phone: '(919) 555-0199',
    },
    teetime: '2026-11-28T09:00',
    rateName: 'Weekend 18',
    holes: 18,
    notes: 'Two riders, one walker',
    orderId: '9b1c2f0e-1111-4a51-9a55-0d9f3c1b8a11',
    orderNumber: 'FW-1001',
    currencyCode: 'USD',
    paidNow: 14_500,
    friendsShare: 0,
    dueAtCourse: 0,
    refunded: 0,
    paidAtCheckIn: 0,
    card: { brand: 'visa', lastFour: '4242' },
    // The money view is left out here (the fields above are read); moneyFixture() gives one.
    money: null,
    actions: {
      cancel: {
        allowed: true,
        deadline: '2026-11-27T14:00:00.000Z',
        onlineCancellationHours: 24,
        refundGreenFees: true,
        coursePhone: '(919) 555-0199',
      },
      checkIn: {
        windowOpen: false,
        opensAt: '2026-11-28T12:00:00.000Z',
        canCheckIn: false,
        canPayAndCheckIn: false,
        fullyCheckedIn: false,
      },
    },
    viewer: 'booker',
    invitedBy: null,
    ...overrides,
  };
}

/**
 * The same round as Grace, who accepted Ada's invitation to slot 2, sees it: the
 * server's read-only view, without the booker's contact, money, card, order, notes or actions.
 */
export function inviteeSummaryFixture(overrides: Partial<ReservationSummary> = {}): ReservationSummary {
  const booked = summaryFixture();
  return {
    ...booked,
    Customer: { Email: '', FirstName: 'Ada', LastName: '', Phone: '' },
    BookingSlots: booked.BookingSlots.map((booking) => ({
      ...booking,
      dueAtCourse: 0,
      refundable: 0,
      name: booking.slot === 2 ? 'Grace Hopper' : null,
    })),
    featuredProductsInvoice: [],
    notes: '',
    orderId: '',
    orderNumber: '',
    paidNow: 0,
    friendsShare: 0,
    dueAtCourse: 0,
    refunded: 0,
    paidAtCheckIn: 0,
    card: null,
    money: null,
    actions: {
      cancel: { ...booked.actions.cancel, allowed: false },
      checkIn: { ...booked.actions.checkIn, windowOpen: false, canCheckIn: false, canPayAndCheckIn: false },
    },
    viewer: 'invitee',
    invitedBy: 'Ada',
    ...overrides,
  };
}

/** The invitee's detail: no invoice and no events. */
export function inviteeDetailFixture(overrides: Partial<ReservationDetail> = {}): ReservationDetail {
  return { ...inviteeSummaryFixture(), invoice: null, events: [], ...overrides };
}

/** The detail of a summary: its booking invoice (green fees, a fee, an add-on) and its events. */
export function detailFixture(overrides: Partial<ReservationDetail> = {}): ReservationDetail {
  const summary = summaryFixture(overrides);
  return {
    ...summary,
    invoice: {
      id: 'inv-1',
      facilityId: 1,
      cartItemId: null,
      shoppingCartId: 'cart-1',
      status: 'Closed',
      referenceId: 'ref-1',
      playerCount: 3,
      rateName: 'Weekend 18',
      items: [
        {
          kind: 'green-fees',
          label: 'Green Fees',
          quantity: 3,
          unitAmount: 4500,
          amount: 13_500,
          taxable: true,
          due: 'now',
        },
        {
          kind: 'convenience-fee',
          label: 'Convenience Fee',
          quantity: 1,
          unitAmount: 300,
          amount: 300,
          taxable: false,
          due: 'now',
        },
        { kind: 'add-on', label: 'Range balls', quantity: 2, unitAmount: 350, amount: 700, taxable: true, due: 'now' },
      ],
      subTotal: 14_500,
      totalTaxes: 0,
      grandTotal: { value: 14_500, currencyCode: 'USD' },
      totalDue: { summary: { total: 14_500, salesTax: 0, subTotal: 14_500 } },
      dueNow: { original: { total: 14_500 } },
      dueAtCourse: 0,
      sourceOrderId: null,
      orderNumber: 'FW-1001',
    },
    events: [],
    ...('invoice' in overrides ? { invoice: overrides.invoice ?? null } : {}),
  };
}

/** A pay-at-course booking of 2 inside today's check-in window: $60 due, nobody paid. */
export function dueTodayFixture(): ReservationDetail {
  return detailFixture({
    ReservationID: IDS.today,
    confirmationNumber: 'HP-TODAY',
    teetime: '2026-11-25T10:00',
    totalPlayers: 2,
    BookingSlots: [
      slot(1, { paid: false, dueAtCourse: 3000, refundable: 0 }),
      slot(2, { paid: false, dueAtCourse: 3000, refundable: 0 }),
    ],
    paidNow: 0,
    friendsShare: 0,
    dueAtCourse: 6000,
    actions: {
      cancel: {
        allowed: false,
        deadline: '2026-11-24T15:00:00.000Z',
        onlineCancellationHours: 24,
        refundGreenFees: true,
        coursePhone: '(919) 555-0199',
      },
      checkIn: {
        windowOpen: true,
        opensAt: '2026-11-25T13:00:00.000Z',
        canCheckIn: false,
        canPayAndCheckIn: true,
        fullyCheckedIn: false,
      },
    },
  });
}

/** The check-in status of dueTodayFixture (or with everything paid). */
export function checkInStatusFixture(overrides: Partial<CheckInStatus> = {}): CheckInStatus {
  return {
    bookingId: IDS.today,
    totalNumberOfPlayers: 2,
    numberOfPlayersPaid: 0,
    numberOfPlayersCheckedIn: 0,
    slotNumbers: [1, 2],
    vendor: 'G1',
    Invoice: { Pricing: { DueAtCourse: { Value: 6000 } } },
    processing: false,
    currencyCode: 'USD',
    slots: [slot(1, { paid: false, dueAtCourse: 3000 }), slot(2, { paid: false, dueAtCourse: 3000 })],
    window: { open: true, opensAt: '2026-11-25T13:00:00.000Z', closesAt: '2026-11-25T15:00:00.000Z' },
    canCheckIn: false,
    canPayAndCheckIn: true,
    fullyCheckedIn: false,
    ...overrides,
  };
}

/** A history answer of the given items. */
export function historyFixture(items: ReservationSummary[], total = items.length): ReservationHistory {
  return {
    items,
    total,
    upcomingTotal: items.filter((item) => item.list === 'upcoming').length,
    pastTotal: items.filter((item) => item.list === 'past').length,
    skip: 0,
    take: 10,
  };
}

/** A saved Visa of the signed-in golfer. */
const savedVisa = {
  walletOptionId: '0b6f3c1e-1111-4a51-9a55-0d9f3c1b8a11',
  id: '0b6f3c1e-1111-4a51-9a55-0d9f3c1b8a11',
  type: 'visa',
  lastFour: '4242',
  expirationMonth: 12,
  expirationYear: 30,
  isDefault: true,
  name: 'Ann Golfer',
  address: '1 Fairway Drive',
  postalCode: '10001',
  countryCode: 'US',
};

/** Mocks the API for a signed-in golfer with one saved card, plus the given routes. */
export function signedInApi(routes: Record<string, Handler> = {}) {
  return mockApi({
    session: { body: { ...customerSession(), sessionToken: undefined } },
    wallet: { body: [savedVisa] },
    ...routes,
  });
}

/** The ledger-backed money of summaryFixture: $145.00 paid by Visa ····4242 at booking. */
export function moneyFixture(
  overrides: Partial<NonNullable<ReservationSummary['money']>> = {},
): NonNullable<ReservationSummary['money']> {
  return {
    currencyCode: 'USD',
    paid: [
      {
        tender: 'card',
        amountCents: 14_500,
        at: '2026-11-20T15:00:00.000Z',
        card: { brand: 'visa', lastFour: '4242' },
        slot: null,
        source: 'booking',
        state: 'settled',
      },
    ],
    refunded: [],
    paidCents: 14_500,
    refundedCents: 0,
    netCents: 14_500,
    dueAtCourseCents: 0,
    dueFromFriends: [],
    dueFromFriendsCents: 0,
    ...overrides,
  };
}
