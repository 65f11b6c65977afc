import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GolferSearchResponse } from '@fairway/contract/admin-golfers.contract';
import type { PhoneBookingQuote } from '@fairway/contract/admin-phone-booking.contract';
import type { StaffRates, TeeSheetTime, WalkInResult } from '@fairway/contract/admin.contract';
import { json, renderConsole } from '../../test/render-console.tsx';
import type { Course } from './tee-sheet-interval.tsx';
import { WalkInDialog } from './walk-in-dialog.tsx';

// The phone booking in the walk-in dialog: find the caller (an account or an earlier guest), name
// the other players, a promotion code the server prices, and a manager's own price with a reason.

const TIME: TeeSheetTime = {
  teetime: '2026-07-13T08:10',
  bookedPlayers: 0,
  otherEnginePlayers: 0,
  heldSlots: 0,
  availableSlots: 4,
  started: false,
  blockIds: [],
  reservations: [],
  holds: [],
};
const COURSE: Course = {
  facilityId: 1,
  courseId: 'north',
  name: 'North',
  timeZone: 'America/New_York',
  currencyCode: 'USD',
  teeTimes: [TIME],
  blocks: [],
};
const RATES: StaffRates = {
  currencyCode: 'USD',
  taxRateBps: 1000,
  rates: [
    {
      rateId: 7,
      name: 'Prime',
      holes: 18,
      transportation: 'Both',
      greenFeeCart: 5000,
      greenFeeWalking: 4000,
      allowedPlayers: [1, 2, 3, 4],
    },
  ],
};
const LOOKUP: GolferSearchResponse = {
  golfers: [
    {
      id: '44444444-4444-4444-8444-444444444444',
      firstName: 'Greta',
      lastName: 'Account',
      email: 'greta@example.com',
      phone: '+1 555 310 0001',
      createdAt: '2026-01-02T10:00:00.000Z',
    },
  ],
  page: 1,
  pageSize: 25,
  total: 1,
  tooMany: false,
  guests: [
    {
      firstName: 'Gina',
      lastName: 'Guestly',
      email: 'gina@example.com',
      phone: '(555) 310-7788',
      lastBookedAt: '2026-06-20T14:00:00.000Z',
    },
  ],
};
/** The server's quote: with SPRING10, 10 % off two players' $50 cart fees. */
function quoteOf(url: URL): PhoneBookingQuote {
  const players = Number(url.searchParams.get('players'));
  const code = url.searchParams.get('promotionCode');
  const standard = 5000 * players;
  const applied = code === 'SPRING10';
  const fees = applied ? standard - 500 * players : standard;
  const taxes = fees / 10;
  return {
    currencyCode: 'USD',
    players,
    standardGreenFees: standard,
    greenFees: fees,
    promotion: code ? { code, applied, discountCents: standard - fees } : null,
    subTotal: fees,
    totalTaxes: taxes,
    grandTotal: fees + taxes,
  };
}
const BOOKED: WalkInResult = {
  reservationId: '33333333-3333-4333-8333-333333333333',
  confirmationNumber: 'WALK0002',
  orderNumber: 'FW-3',
  facilityId: 1,
  teetime: '2026-07-13T08:10',
  players: 2,
  rateName: 'Prime',
  transportation: 'Cart',
  paymentMethod: 'cash',
  currencyCode: 'USD',
  grandTotal: 9900,
  paidNow: 9900,
  dueAtCourse: 0,
  linkedToGolferAccount: false,
  namedPlayers: [{ slot: 2, name: 'Sam Second' }],
  promotionCode: 'SPRING10',
  priceOverridden: false,
};

type Call = { url: string; method: string; body: unknown };

function stubApi(refuseBooking?: Response, lookup: GolferSearchResponse = LOOKUP) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const parsed = new URL(url, 'http://console.test');
      if (parsed.pathname === '/api/admin/rates') return json(200, RATES);
      if (parsed.pathname === '/api/admin/golfers') return json(200, lookup);
      if (parsed.pathname === '/api/admin/reservations/quote') return json(200, quoteOf(parsed));
      if (parsed.pathname === '/api/admin/reservations' && method === 'POST') return refuseBooking ?? json(201, BOOKED);
      return json(404, { error: { code: 'NOT_FOUND' } });
    }),
  );
  return calls;
}

function renderDialog(mayOverridePrice: boolean) {
  const onDone = vi.fn();
  const view = renderConsole(
    <WalkInDialog course={COURSE} time={TIME} onClose={vi.fn()} onDone={onDone} mayOverridePrice={mayOverridePrice} />,
  );
  return { ...view, onDone };
}

afterEach(() => vi.unstubAllGlobals());

describe('the phone booking dialog', () => {
  it('finds an earlier guest by phone, names player 2, prices a code with the server, and books it', async () => {
    const calls = stubApi();
    const { onDone } = renderDialog(false);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Book North at 08:10' });
    await waitFor(() => expect(within(dialog).getByLabelText('Rate')).toHaveDisplayValue('Prime, 18'));
    await user.selectOptions(within(dialog).getByLabelText('Players'), '2');

    // Enter searches the golfers and earlier guests; it does not submit the booking.
    await user.type(within(dialog).getByLabelText('Name, e-mail or phone'), '555 310{Enter}');
    expect(await within(dialog).findByText('2 matches')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    const lookup = calls.find((call) => call.url.startsWith('/api/admin/golfers'))!;
    expect(new URL(lookup.url, 'http://console.test').searchParams.get('include')).toBe('guests');
    expect(within(dialog).getByText(/guest, last booked/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Use Gina Guestly' }));
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Gina');
    expect(within(dialog).getByLabelText('Last name')).toHaveValue('Guestly');
    expect(within(dialog).getByLabelText('E-mail (optional)')).toHaveValue('gina@example.com');
    expect(within(dialog).getByLabelText('Phone (optional)')).toHaveValue('(555) 310-7788');
    expect(within(dialog).getByText('Booker: Gina Guestly (player 1).')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Player 2'), 'Sam Second');
    expect(within(dialog).queryByLabelText('Player 3')).not.toBeInTheDocument();
    // No price override for a role without prices:override.
    expect(within(dialog).queryByLabelText('Set the price myself')).not.toBeInTheDocument();

    expect(dialog).toHaveTextContent('Price: $110.00 (including tax)');
    await user.type(within(dialog).getByLabelText('Promotion code'), 'spring10');
    await user.click(within(dialog).getByRole('button', { name: 'Check code' }));
    expect(
      await within(dialog).findByText('Promotion SPRING10 applied: $10.00 off the green fees.'),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Price: $99.00 (including tax)');

    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Booked: confirmation WALK0002, $99.00.'));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      facilityId: 1,
      teetime: '2026-07-13T08:10',
      players: 2,
      rateId: 7,
      transportation: 'Cart',
      golfer: { firstName: 'Gina', lastName: 'Guestly', email: 'gina@example.com', phone: '(555) 310-7788' },
      paymentMethod: 'cash',
      playerNames: ['Sam Second'],
      promotionCode: 'spring10',
    });
  });

  it('asks for more of the term when more accounts match than a search lists, and still lists the earlier guests', async () => {
    stubApi(undefined, { ...LOOKUP, golfers: [], total: 200, tooMany: true });
    renderDialog(false);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Book North at 08:10' });
    await user.type(within(dialog).getByLabelText('Name, e-mail or phone'), 'smith{Enter}');
    expect(
      await within(dialog).findByText('More than 200 golfer accounts match: type more of the name or number.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Use Gina Guestly' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/more match/)).toBeNull();
  });

  it('says a code that does not apply in the spec’s words, from the quote and from a refused booking', async () => {
    stubApi(
      json(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Promotion could not be applied',
          details: { field: 'promotionCode', promotionCode: 'OLDCODE' },
        },
      }),
    );
    renderDialog(false);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Book North at 08:10' });
    await waitFor(() => expect(within(dialog).getByLabelText('Rate')).toHaveDisplayValue('Prime, 18'));
    await user.type(within(dialog).getByLabelText('Promotion code'), 'oldcode');
    await user.click(within(dialog).getByRole('button', { name: 'Check code' }));
    expect(await within(dialog).findByText('Promotion could not be applied')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('First name'), 'Olga');
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Promotion could not be applied');
  });

  it("lets a manager set the party's price with a reason, sent as cents", async () => {
    const calls = stubApi();
    const { container } = renderDialog(true);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Book North at 08:10' });
    await waitFor(() => expect(within(dialog).getByLabelText('Rate')).toHaveDisplayValue('Prime, 18'));
    await user.selectOptions(within(dialog).getByLabelText('Players'), '2');
    await user.type(within(dialog).getByLabelText('First name'), 'Rory');
    await user.click(within(dialog).getByLabelText('Set the price myself'));
    // The code gives way to the override; the amount and the reason are required.
    expect(within(dialog).queryByLabelText('Promotion code')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(within(dialog).getByText('Type an amount such as 120.00')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Green fees for the party, before tax'), '80.50');
    await user.type(within(dialog).getByLabelText('Reason for the price'), 'Greens committee');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      golfer: { firstName: 'Rory', lastName: '' },
      priceOverride: { greenFeesCents: 8050, reason: 'Greens committee' },
    });
    expect(calls.find((call) => call.method === 'POST')!.body).not.toHaveProperty('promotionCode');
  });
});
