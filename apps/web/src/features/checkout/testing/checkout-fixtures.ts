import type { Cart } from '@fairway/contract/cart.contract';
import type { CartInvoice, CheckoutResult, Invoice, Order } from '@fairway/contract/checkout.contract';
import type { WalletCard } from '@fairway/contract/wallet.contract';

// API answers of the checkout area for component tests, shaped like the contract.

export const CART_ID = '5d1c2f0e-2a7b-4a51-9a55-0d9f3c1b8a11';
export const ITEM_ID = '7e2c2f0e-2a7b-4a51-9a55-0d9f3c1b8a22';
export const ORDER_ID = '9f3c2f0e-2a7b-4a51-9a55-0d9f3c1b8a33';
export const PAYMENT_ID = 'pay_123';

/** A cart with one tee time: Championship Course, 11 Jul 2026 08:00, 2 players, range balls. */
export function cartFixture(overrides: Partial<Cart> = {}): Cart {
  return {
    cartId: CART_ID,
    expiresAt: null,
    items: [
      {
        id: ITEM_ID,
        type: 'tee-time',
        parentId: null,
        facilityId: 1,
        invoiceId: null,
        promotionCode: 'SPRING10',
        extra: {
          teetime: '2026-07-11T08:00',
          players: 2,
          price: 4500,
          transportation: 'Cart',
          rate: { name: 'Prime Time', holes: 18, allowedPlayers: [1, 2, 3, 4], isSimulator: false, transactionFees: 0 },
          productLineups: [{ id: 3, name: 'Range balls', price: 800, quantity: 1, clientId: 'c1', categoryId: 1 }],
        },
        trail: [],
      },
    ],
    ...overrides,
  };
}

function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 'inv-1',
    facilityId: 1,
    cartItemId: ITEM_ID,
    shoppingCartId: CART_ID,
    status: 'Open',
    referenceId: 'ref-1',
    playerCount: 2,
    rateName: 'Prime Time',
    items: [
      {
        kind: 'green-fees',
        label: 'Green Fees',
        quantity: 1,
        unitAmount: 4500,
        amount: 4500,
        taxable: true,
        due: 'now',
      },
      {
        kind: 'player-two-to-four',
        label: 'Player Two to Four',
        quantity: 1,
        unitAmount: 4500,
        amount: 4500,
        taxable: true,
        due: 'course',
      },
      { kind: 'add-on', label: 'Range balls', quantity: 1, unitAmount: 800, amount: 800, taxable: true, due: 'now' },
      {
        kind: 'convenience-fee',
        label: 'Convenience Fee',
        quantity: 1,
        unitAmount: 300,
        amount: 300,
        taxable: false,
        due: 'now',
      },
    ],
    subTotal: 10100,
    totalTaxes: 686,
    grandTotal: { value: 10786, currencyCode: 'USD' },
    totalDue: { summary: { total: 10786, salesTax: 686, subTotal: 10100 } },
    dueNow: { original: { total: 5992 } },
    dueAtCourse: 4794,
    sourceOrderId: null,
    orderNumber: null,
    ...overrides,
  };
}

/** POST …/invoice: $107.86 in all, $59.92 due now, $47.94 at the course. */
export function cartInvoiceFixture(): CartInvoice {
  return {
    shoppingCartId: CART_ID,
    currencyCode: 'USD',
    invoices: [invoice()],
    totalDue: { summary: { total: 10786, salesTax: 686, subTotal: 10100 } },
    dueNow: { original: { total: 5992 } },
    dueAtCourse: 4794,
    splitPayment: null,
    creditBooks: [],
  };
}

/** The order of a completed checkout. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    orderId: ORDER_ID,
    orderNumber: 'HP-10042',
    status: 'fulfilled',
    createdAt: '2026-07-01T12:00:00.000Z',
    currencyCode: 'USD',
    subTotal: 10100,
    totalTaxes: 686,
    grandTotal: 10786,
    paidNow: 5992,
    giftCertificatePaid: 0,
    creditBookPaid: 0,
    dueAtCourse: 4794,
    customer: { email: 'ann@example.com', firstName: 'Ann', lastName: 'Golfer', phone: '9195550100' },
    card: { brand: 'visa', lastFour: '4242' },
    reservations: [
      {
        reservationId: 'ref-1',
        confirmationNumber: 'CNF-7781',
        facilityId: 1,
        facilityName: 'Championship Course',
        timeZone: 'America/New_York',
        teetime: '2026-07-11T08:00',
        totalPlayers: 2,
        rateName: 'Prime Time',
        holes: 18,
        transportation: 'Cart',
        status: 'booked',
        notes: '',
      },
    ],
    invoices: [invoice({ status: 'Closed', orderNumber: 'HP-10042' })],
    ...overrides,
  };
}

/** A process-payment answer. */
export function checkoutResultFixture(overrides: Partial<CheckoutResult> = {}): CheckoutResult {
  return {
    status: 'completed',
    paymentStatus: 'captured',
    paymentId: PAYMENT_ID,
    redirectUrl: null,
    order: orderFixture(),
    items: [{ cartItemId: ITEM_ID, marker: 'processed_success', error: null }],
    ...overrides,
  };
}

/** The hosted card token answer of POST …/payment-token. */
export const paymentTokenFixture = {
  ResponseResult: { IsSuccessful: true, Errors: [] },
  CheckoutUrl: '/sandbox/gateway/card?token=cs_9',
  Token: 'cs_9',
  TokenTypeId: 5,
};

/** A saved wallet card. */
export function walletCardFixture(overrides: Partial<WalletCard> = {}): WalletCard {
  return {
    walletOptionId: 'w-1',
    id: 'w-1',
    type: 'visa',
    lastFour: '4242',
    expirationMonth: 12,
    expirationYear: 30,
    isDefault: true,
    name: 'Ann Golfer',
    address: '1 Fairway Drive',
    postalCode: '27514',
    countryCode: 'US',
    ...overrides,
  };
}
