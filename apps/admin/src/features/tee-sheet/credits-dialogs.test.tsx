import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomRefundResult, RainCheckResult, ReservationCredits } from '@fairway/contract/admin-credits.contract';
import type { TeeSheet } from '@fairway/contract/admin.contract';
import type { MoneyViewAnswer } from '@fairway/contract/money-view.contract';
import { json, renderConsole } from '../../test/render-console.tsx';
import { TeeSheetView } from './tee-sheet-view.tsx';

// The booking panel's Refund and Rain check dialogs against a stubbed API: what may go back and
// the proposed rain check come from the server; the requests carry the amounts typed, a reason
// and the dialog's Idempotency-Key; the issued code is shown.

const ID = '33333333-3333-4333-8333-333333333333';
const at = '2026-07-13T10:00:00.000Z';
const paid: MoneyViewAnswer = {
  currencyCode: 'USD',
  paid: [
    {
      tender: 'card',
      amountCents: 12_000,
      at,
      card: { brand: 'visa', lastFour: '4242' },
      slot: null,
      source: 'booking',
      state: 'settled',
    },
  ],
  refunded: [],
  paidCents: 12_000,
  refundedCents: 0,
  netCents: 12_000,
  dueAtCourseCents: 0,
  dueFromFriends: [],
  dueFromFriendsCents: 0,
};
const player = (slot: number) => ({
  slot,
  name: slot === 1 ? 'Ada Lovelace' : null,
  status: 'booked' as const,
  attendance: 'expected' as const,
  paid: true,
  dueAtCourse: 0,
  refundable: 6_000,
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
              confirmationNumber: 'HP9999',
              orderNumber: 'FW-10',
              status: 'booked',
              booker: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '' },
              players: [player(1), player(2)],
              totalPlayers: 2,
              checkedInPlayers: 0,
              rateName: 'Prime',
              holes: 18,
              transportation: 'Cart',
              notes: '',
              currencyCode: 'USD',
              paidNow: 12_000,
              paidAtCheckIn: 0,
              dueAtCourse: 0,
              refunded: 0,
              money: paid,
            },
          ],
        },
      ],
    },
  ],
};
const CREDITS: ReservationCredits = {
  reservationId: ID,
  confirmationNumber: 'HP9999',
  booker: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', hasAccount: true },
  currencyCode: 'USD',
  refundable: [{ tender: 'card', paidCents: 12_000, refundedCents: 0, refundableCents: 12_000, cardLastFour: '4242' }],
  rainCheck: {
    players: [
      { slot: 1, greenFeeCents: 6_000, checkedIn: false },
      { slot: 2, greenFeeCents: 6_000, checkedIn: false },
    ],
    defaultPlayers: [1, 2],
    defaultCents: 12_000,
    maxCents: 12_000,
    issueAs: 'gift-certificate',
    creditBookAvailable: false,
  },
  allowance: { limitCents: 5_000, limited: true },
  money: paid,
};
const REFUNDED: CustomRefundResult = {
  reservationId: ID,
  confirmationNumber: 'HP9999',
  currencyCode: 'USD',
  refundedCents: 2_500,
  lines: [{ tender: 'card', amountCents: 2_500, state: 'settled' }],
  emailedTo: 'ada@example.com',
  money: paid,
};
const ISSUED: RainCheckResult = {
  reservationId: ID,
  confirmationNumber: 'HP9999',
  currencyCode: 'USD',
  amountCents: 4_000,
  issuedAs: 'gift-certificate',
  fellBackToGiftCertificate: false,
  code: 'ABCD-EFGH-JKLM-NPQR',
  creditBook: null,
  emailedTo: 'ada@example.com',
  money: paid,
};

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

function stubApi(refund: () => Response = () => json(200, REFUNDED)) {
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
      if (url === `/api/admin/reservations/${ID}/credits`) return json(200, CREDITS);
      if (url === `/api/admin/reservations/${ID}/refund`) return refund();
      if (url === `/api/admin/reservations/${ID}/rain-check`) return json(200, ISSUED);
      return json(404, { error: { code: 'NOT_FOUND' } });
    }),
  );
  return calls;
}

const NOW = () => new Date('2026-07-13T11:00:00Z');
const PERMISSIONS = ['tee-sheet:read', 'credits:issue'];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('credits at the counter', () => {
  it('refunds a custom amount to the card with a reason, keyboard only; the players stay booked', async () => {
    const calls = stubApi();
    renderConsole(<TeeSheetView permissions={PERMISSIONS} now={NOW} />, { token: 'fws_token' });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund part of HP9999' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund: HP9999' });
    expect(await within(dialog).findByText('Up to $120.00 (paid $120.00, given back $0.00)')).toBeInTheDocument();
    expect(
      within(dialog).getByText('You may give up to $50.00 at once; above it, a manager must.'),
    ).toBeInTheDocument();
    const card = within(dialog).getByLabelText('Card');
    card.focus();
    await userEvent.keyboard('25');
    await userEvent.tab();
    expect(within(dialog).getByLabelText('Reason')).toHaveFocus();
    await userEvent.keyboard('Aerated greens');
    expect((await axe.run(dialog)).violations).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('$25.00 refunded for HP9999; the players stay booked.')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.url).toBe(`/api/admin/reservations/${ID}/refund`);
    expect(post.body).toEqual({ lines: [{ tender: 'card', amountCents: 2_500 }], reason: 'Aerated greens' });
    expect(post.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says why the server refused (over the pro-shop limit)', async () => {
    stubApi(() =>
      json(403, {
        error: {
          code: 'CREDIT_LIMIT_EXCEEDED',
          message: 'Pro-shop staff may give back up to 5000 cents at once',
          details: { limitCents: 5_000, enteredCents: 6_000 },
        },
      }),
    );
    renderConsole(<TeeSheetView permissions={PERMISSIONS} now={NOW} />, { token: 'fws_token' });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund part of HP9999' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund: HP9999' });
    await userEvent.type(await within(dialog).findByLabelText('Card'), '60');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Too slow');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  });

  it('issues a rain check with the amount the server proposes prefilled, and shows the code', async () => {
    const calls = stubApi();
    renderConsole(<TeeSheetView permissions={PERMISSIONS} now={NOW} />, { token: 'fws_token' });
    await userEvent.click(await screen.findByRole('button', { name: 'Issue a rain check for HP9999' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rain check: HP9999' });
    const amount = await within(dialog).findByLabelText('Amount');
    expect(amount).toHaveValue('120.00');
    expect(
      within(dialog).getByText('The green fees of the 2 players who did not play: $120.00 (at most $120.00).'),
    ).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '40');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Thunder');
    expect((await axe.run(dialog)).violations).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue rain check' }));
    expect(await within(dialog).findByTestId('rain-check-code')).toHaveTextContent('ABCD-EFGH-JKLM-NPQR');
    expect(within(dialog).getByText('E-mailed to ada@example.com.')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({ players: [1, 2], amountCents: 4_000, reason: 'Thunder' });
  });

  it('offers neither to staff without credits:issue', async () => {
    stubApi();
    renderConsole(<TeeSheetView permissions={['tee-sheet:read']} now={NOW} />, { token: 'fws_token' });
    await screen.findByText('HP9999', { exact: false });
    expect(screen.queryByRole('button', { name: 'Refund part of HP9999' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Issue a rain check for HP9999' })).toBeNull();
  });
});
