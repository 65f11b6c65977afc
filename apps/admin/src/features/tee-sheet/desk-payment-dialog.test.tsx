import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeskPaymentDue, DeskPaymentReceipt } from '@fairway/contract/admin-desk-payment.contract';
import type { TeeSheet } from '@fairway/contract/admin.contract';
import type { MoneyViewAnswer } from '@fairway/contract/money-view.contract';
import { json, renderConsole } from '../../test/render-console.tsx';
import { TeeSheetView } from './tee-sheet-view.tsx';

// The desk's Take payment dialog on the tee sheet, against a stubbed API: what is due comes from
// the server, the tenders are split by staff and must add up to it, the receipt follows.

const ID = '22222222-2222-4222-8222-222222222222';
const DUE_CENTS = 16050;

const owing: MoneyViewAnswer = {
  currencyCode: 'USD',
  paid: [],
  refunded: [],
  paidCents: 0,
  refundedCents: 0,
  netCents: 0,
  dueAtCourseCents: DUE_CENTS,
  dueFromFriends: [],
  dueFromFriendsCents: 0,
};

const player = (slot: number, name: string | null) => ({
  slot,
  name,
  status: 'booked' as const,
  attendance: 'expected' as const,
  paid: false,
  dueAtCourse: 8025,
  refundable: 0,
});

const SHEET: TeeSheet = {
  date: '2026-07-13',
  courses: [
    {
      facilityId: 1,
      courseId: 'harbor-pines-north',
      name: 'North',
      timeZone: 'America/New_York',
      currencyCode: 'USD',
      blocks: [],
      teeTimes: [
        {
          teetime: '2026-07-13T08:00',
          bookedPlayers: 2,
          otherEnginePlayers: 0,
          heldSlots: 0,
          availableSlots: 2,
          started: false,
          blockIds: [],
          holds: [],
          reservations: [
            {
              reservationId: ID,
              bookedThrough: null,
              confirmationNumber: 'HP5678',
              orderNumber: 'FW-9',
              status: 'booked',
              booker: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '' },
              players: [player(1, 'Grace Hopper'), player(2, null)],
              totalPlayers: 2,
              checkedInPlayers: 0,
              rateName: 'Prime',
              holes: 18,
              transportation: 'Cart',
              notes: '',
              currencyCode: 'USD',
              paidNow: 0,
              paidAtCheckIn: 0,
              dueAtCourse: DUE_CENTS,
              refunded: 0,
              money: owing,
            },
          ],
        },
      ],
    },
  ],
};

const DUE: DeskPaymentDue = {
  reservationId: ID,
  confirmationNumber: 'HP5678',
  booker: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
  course: 'North',
  teetime: '2026-07-13T08:00',
  currencyCode: 'USD',
  dueAtCourseCents: DUE_CENTS,
  players: [
    { slot: 1, name: 'Grace Hopper', dueAtCourseCents: 8025, checkedIn: false },
    { slot: 2, name: null, dueAtCourseCents: 8025, checkedIn: false },
  ],
  checkInToday: true,
  money: owing,
};

const at = '2026-07-13T11:05:00.000Z';
const RECEIPT: DeskPaymentReceipt = {
  receiptNumber: 'DR-ABCDEFGH',
  reservationId: ID,
  confirmationNumber: 'HP5678',
  booker: { firstName: 'Grace', lastName: 'Hopper' },
  course: 'North',
  teetime: '2026-07-13T08:00',
  currencyCode: 'USD',
  at,
  tenders: [
    { tender: 'cash', amountCents: 10000, lastFour: null },
    { tender: 'card-present', amountCents: 6050, lastFour: '4242' },
  ],
  paidCents: DUE_CENTS,
  paidSlots: [1, 2],
  checkedInSlots: [1, 2],
  emailedTo: 'grace@example.com',
  money: {
    ...owing,
    paid: [
      { tender: 'cash', amountCents: 10000, at, card: null, slot: 1, source: 'check-in', state: 'settled' },
      {
        tender: 'card-present',
        amountCents: 6050,
        at,
        card: { brand: 'unknown', lastFour: '4242' },
        slot: 1,
        source: 'check-in',
        state: 'settled',
      },
    ],
    paidCents: DUE_CENTS,
    netCents: DUE_CENTS,
    dueAtCourseCents: 0,
  },
};

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

function stubApi(payment: () => Response = () => json(200, RECEIPT)) {
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
      if (url.startsWith('/api/admin/tee-sheet')) return json(200, SHEET);
      if (url === `/api/admin/reservations/${ID}/desk-payment`)
        return call.method === 'POST' ? payment() : json(200, DUE);
      return json(404, { error: { code: 'NOT_FOUND' } });
    }),
  );
  return calls;
}

const ON_THE_DAY = () => new Date('2026-07-13T11:00:00Z');

async function openDialog(permissions = ['tee-sheet:read', 'tee-sheet:check-in']) {
  renderConsole(<TeeSheetView permissions={permissions} now={ON_THE_DAY} />, { token: 'fws_token' });
  await userEvent.click(await screen.findByRole('button', { name: 'Take payment for HP5678' }));
  const dialog = await screen.findByRole('dialog', { name: 'Take payment: HP5678' });
  await within(dialog).findByText('Grace Hopper owes $160.50 at the course');
  return dialog;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('taking payment at the desk', () => {
  it('splits what the server says is due over cash and a card at the counter, checks in, and shows the printable receipt', async () => {
    const calls = stubApi();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const dialog = await openDialog();
    // All of it in cash to begin with.
    const cash = within(dialog).getByLabelText('Cash');
    expect(cash).toHaveValue('160.50');
    expect(within(dialog).getByText('Entered $160.50: exactly what is due')).toBeInTheDocument();
    await userEvent.clear(cash);
    await userEvent.type(cash, '100');
    expect(within(dialog).getByText('Entered $100.00; $60.50 still to enter')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Card at the counter'), '60.50');
    await userEvent.type(within(dialog).getByLabelText('Card’s last four digits'), '4242');
    expect(within(dialog).getByLabelText('Check players in')).toBeChecked();
    expect(within(dialog).getByLabelText('E-mail the receipt to grace@example.com')).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take $160.50' }));

    const receipt = await within(dialog).findByTestId('desk-receipt');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({
      tenders: [
        { tender: 'cash', amountCents: 10000 },
        { tender: 'card-present', amountCents: 6050, lastFour: '4242' },
      ],
      checkIn: true,
      emailReceipt: true,
    });
    expect(post.headers['idempotency-key']).toMatch(/[0-9a-f-]{36}/);
    expect(within(receipt).getByText('Receipt DR-ABCDEFGH')).toBeInTheDocument();
    expect(within(receipt).getByText('Card at the counter ending in 4242')).toBeInTheDocument();
    expect(within(receipt).getByText('$60.50')).toBeInTheDocument();
    expect(within(receipt).getByText('2 players checked in.')).toBeInTheDocument();
    expect(within(receipt).getByText('The receipt was e-mailed to grace@example.com.')).toBeInTheDocument();
    // Printing the page prints the receipt alone while it is shown.
    expect(document.body).toHaveClass('admin-printing-receipt');
    await userEvent.click(within(receipt).getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledOnce();
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);

    await userEvent.click(within(receipt).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('$160.50 taken for HP5678.')).toBeInTheDocument();
    expect(document.body).not.toHaveClass('admin-printing-receipt');
  });

  it('sends nothing while the amounts do not add up, and asks for the last four of a card', async () => {
    const calls = stubApi();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Card at the counter'), '5');
    expect(within(dialog).getByText('Entered $165.50: $5.00 more than is due')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take $160.50' }));
    expect(await within(dialog).findByText('Enter the card’s last four digits')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Card’s last four digits'), '1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take $160.50' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The amounts entered ($165.50) are more than what is due ($160.50).',
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("says what the server refused (a gift certificate's balance), and sends the corrected payment under a new key", async () => {
    let posts = 0;
    const calls = stubApi(() =>
      ++posts === 1
        ? json(409, {
            error: { code: 'GIFT_BALANCE_INSUFFICIENT', message: 'x', details: { tender: 1, balanceCents: 500 } },
          })
        : json(200, RECEIPT),
    );
    const dialog = await openDialog();
    const cash = within(dialog).getByLabelText('Cash');
    await userEvent.clear(cash);
    await userEvent.type(cash, '150.50');
    await userEvent.type(within(dialog).getByLabelText('Gift certificate'), '10');
    await userEvent.type(within(dialog).getByLabelText('Gift certificate code'), 'ABCD-EFGH-JKLM-NPQR');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take $160.50' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This gift certificate has only $5.00 left.');
    expect(within(dialog).queryByTestId('desk-receipt')).toBeNull();
    const gift = within(dialog).getByLabelText('Gift certificate');
    await userEvent.clear(gift);
    await userEvent.type(gift, '5');
    await userEvent.clear(cash);
    await userEvent.type(cash, '155.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take $160.50' }));
    expect(await within(dialog).findByTestId('desk-receipt')).toBeInTheDocument();
    const [first, second] = calls.filter((call) => call.method === 'POST');
    expect(second!.body).toMatchObject({ tenders: [{ amountCents: 15550 }, { amountCents: 500 }] });
    expect(second!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
  });

  it('offers Take payment only to staff who check players in', async () => {
    stubApi();
    renderConsole(<TeeSheetView permissions={['tee-sheet:read']} now={ON_THE_DAY} />, { token: 'fws_token' });
    expect(await screen.findByText('HP5678')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take payment for HP5678' })).toBeNull();
  });
});
