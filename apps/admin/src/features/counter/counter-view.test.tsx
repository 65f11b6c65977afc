import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  CounterCatalogue,
  CounterSalePreview,
  CounterSaleReceipt,
  GiftCertificateBalance,
} from '@fairway/contract/admin-counter-sales.contract';
import { json, renderConsole } from '../../test/render-console.tsx';
import { CounterView } from './counter-view.tsx';

// The Counter against a stubbed API: a walk-up buys a printed $25 gift certificate for cash, the
// server's total is what the tenders default to, the receipt shows the code; then a balance lookup.

const CATALOGUE: CounterCatalogue = {
  courses: [{ facilityId: 1, name: 'North', currencyCode: 'USD' }],
  memberships: [
    { id: 3, facilityId: 1, name: 'Weekday Player', price: 9900, initiationFee: 0, frequencyType: 'monthly' },
  ],
  giftCertificates: [{ facilityId: 1, amounts: [2500, 5000], custom: { min: 1000, max: 50000 } }],
  products: [{ id: 9, facilityId: 1, name: 'Sleeve of balls', price: 1500, isUnlimited: false, inventory: 4 }],
};
const PREVIEW: CounterSalePreview = {
  currencyCode: 'USD',
  lines: [
    {
      type: 'gift-certificate',
      facilityId: 1,
      course: 'North',
      description: 'Gift Certificate',
      quantity: 1,
      subTotal: 2500,
      totalTaxes: 0,
      grandTotal: 2500,
    },
  ],
  subTotal: 2500,
  totalTaxes: 0,
  grandTotal: 2500,
};
const RECEIPT: CounterSaleReceipt = {
  ...PREVIEW,
  receiptNumber: 'CS-ABCD2345',
  orderId: '33333333-3333-4333-8333-333333333333',
  orderNumber: 'FW-ABCDEFGH',
  buyer: { firstName: 'Wally', lastName: 'Walker', email: null, golferId: null },
  at: '2026-07-13T12:00:00.000Z',
  tenders: [{ tender: 'cash', amountCents: 2500, lastFour: null }],
  paidCents: 2500,
  printedGiftCertificates: [
    { code: 'ABCD-EFGH-JKLM-NPQR', value: 2500, course: 'North', recipientName: 'Wally Walker' },
  ],
  emailedGiftCertificates: [],
  memberships: [],
  emailedTo: null,
};
const BALANCE: GiftCertificateBalance = {
  code: 'ABCD-EFGH-JKLM-NPQR',
  facilityId: 1,
  course: 'North',
  currencyCode: 'USD',
  value: 2500,
  balance: 1000,
  delivered: true,
  deliveryDate: '2026-07-13',
  recipientName: 'Wally Walker',
  recipientEmail: '',
  redemptions: [
    {
      at: '2026-07-13T13:00:00.000Z',
      amountCents: 1500,
      restoredCents: 0,
      orderNumber: 'FW-ZZZZ2222',
      confirmationNumber: null,
    },
  ],
};

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

function stubApi() {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = {
        url,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      if (url === '/api/admin/counter-sales/catalogue') return json(200, CATALOGUE);
      if (url === '/api/admin/counter-sales/preview') return json(200, PREVIEW);
      if (url === '/api/admin/counter-sales') return json(200, RECEIPT);
      if (url === '/api/admin/gift-certificates/ABCD-EFGH-JKLM-NPQR') return json(200, BALANCE);
      return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Counter', () => {
  it('sells a printed gift certificate to a walk-up for cash, by keyboard, and shows the code on the receipt', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    const { container } = renderConsole(<CounterView />, { token: 'fws_token' });
    await user.click(await screen.findByRole('radio', { name: 'A walk-up' }));
    await user.type(screen.getByLabelText('First name'), 'Wally');
    await user.type(screen.getByLabelText('Last name'), 'Walker');
    await user.keyboard('{Enter}');
    await screen.findByText('Selling to Wally Walker');
    await user.selectOptions(await screen.findByLabelText('Amount'), '$25.00');
    await user.click(screen.getByRole('button', { name: 'Add to sale' }));
    expect(await screen.findByText(/Gift certificate \$25.00, printed/)).toBeTruthy();
    expect(await screen.findByTestId('counter-total')).toHaveProperty('textContent', 'Total $25.00 (tax $0.00)');
    const preview = calls.find((call) => call.url === '/api/admin/counter-sales/preview');
    expect(preview?.body).toEqual({
      buyer: { kind: 'walk-up', firstName: 'Wally', lastName: 'Walker' },
      lines: [{ type: 'gift-certificate', facilityId: 1, value: 2500, delivery: { kind: 'print' } }],
    });
    expect((screen.getByLabelText('Cash') as HTMLInputElement).value).toBe('25.00');
    await user.click(screen.getByRole('button', { name: 'Take $25.00' }));
    const receipt = await screen.findByTestId('counter-receipt');
    expect(within(receipt).getByTestId('gift-code').textContent).toBe('ABCD-EFGH-JKLM-NPQR');
    const sale = calls.find((call) => call.url === '/api/admin/counter-sales');
    expect(sale?.body).toMatchObject({ tenders: [{ tender: 'cash', amountCents: 2500 }], emailReceipt: false });
    expect(sale?.headers['idempotency-key']).toMatch(/[0-9a-f-]{36}/);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });

  it('refuses tenders that do not add up before asking the server', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderConsole(<CounterView />, { token: 'fws_token' });
    await user.click(await screen.findByRole('radio', { name: 'A walk-up' }));
    await user.type(screen.getByLabelText('First name'), 'Wally');
    await user.type(screen.getByLabelText('Last name'), 'Walker');
    await user.click(screen.getByRole('button', { name: 'Sell to this walk-up' }));
    await user.selectOptions(await screen.findByLabelText('Amount'), '$25.00');
    await user.click(screen.getByRole('button', { name: 'Add to sale' }));
    const cash = await screen.findByLabelText('Cash');
    await user.clear(cash);
    await user.type(cash, '20');
    await user.click(screen.getByRole('button', { name: 'Take $25.00' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/admin/counter-sales')).toBe(false);
  });

  it("looks a gift certificate's balance up and lists its uses", async () => {
    stubApi();
    const user = userEvent.setup();
    const { container } = renderConsole(<CounterView />, { token: 'fws_token' });
    await user.type(await screen.findByLabelText('Code'), 'ABCD-EFGH-JKLM-NPQR');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    const found = await screen.findByTestId('gift-balance');
    expect(within(found).getByText('Balance $10.00 of $25.00')).toBeTruthy();
    expect(within(found).getByText('FW-ZZZZ2222')).toBeTruthy();
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
