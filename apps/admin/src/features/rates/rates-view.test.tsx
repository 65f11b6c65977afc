import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPromotion, AdminRate, AdminRateSet } from '@fairway/contract/admin.contract';
import { RatesScreen } from '../../app/rates-screen.tsx';
import { json, renderConsole } from '../../test/render-console.tsx';
import { centsOf, decimalOf } from '../../shared/amounts.ts';

const PRIME: AdminRate = {
  rateId: 12,
  rateSetId: 3,
  name: 'Prime',
  holes: 18,
  greenFeeCart: 8900,
  greenFeeWalking: 6900,
  transactionFee: 250,
  transportation: 'Both',
  allowedPlayers: [1, 2, 3, 4],
  daysOfWeek: [1, 2, 3, 4, 5],
  fromTime: '08:00',
  toTime: '14:00',
  showAsHotDeal: false,
  trade: false,
  isSimulator: false,
  audience: 'public',
  memberGuestFeeCart: null,
  memberGuestFeeWalking: null,
  updatedAt: '2026-07-10T12:00:00.000Z',
};
const SET: AdminRateSet = {
  rateSetId: 3,
  facilityId: 1,
  courseName: 'Harbor Pines North',
  currencyCode: 'USD',
  name: 'Daily Fee',
  rates: [PRIME],
};
const SPRING: AdminPromotion = {
  id: 5,
  code: 'SPRING10',
  type: 'percent',
  value: 10,
  allowedPlayers: [1, 2, 3, 4],
  validFrom: null,
  validTo: null,
  active: true,
  maxUses: 50,
  maxUsesPerGolfer: null,
  uses: 12,
  limits: { facilityIds: [], rateIds: [], weekdays: [], fromTime: null, toTime: null },
  status: 'active',
  promotionTemplateId: 101,
  updatedAt: '2026-07-10T12:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

function serve() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  let rate = PRIME;
  let promotions = [SPRING];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method: init.method ?? 'GET', body });
      if (url === '/api/admin/rate-sets') return json(200, { rateSets: [{ ...SET, rates: [rate] }] });
      if (url === '/api/admin/rates/12' && init.method === 'PUT') {
        rate = { ...rate, ...body };
        return json(200, rate);
      }
      if (url === '/api/admin/promotions' && init.method === 'POST') {
        if (promotions.some((promotion) => promotion.code === body.code))
          return json(409, { error: { code: 'CONFLICT', message: 'x' } });
        promotions = [...promotions, { ...SPRING, ...body, id: 6 }];
        return json(200, promotions.at(-1));
      }
      if (url === '/api/admin/promotions') return json(200, { promotions });
      return json(404, { error: { code: 'NOT_FOUND' } });
    }),
  );
  return calls;
}

describe('amounts in the console', () => {
  it('reads decimal amounts as cents and writes cents as decimals', () => {
    expect(centsOf('89')).toBe(8900);
    expect(centsOf('89.5')).toBe(8950);
    expect(centsOf(' 89,05 ')).toBe(8905);
    expect(centsOf('0')).toBe(0);
    for (const bad of ['', '-1', '8.999', 'abc', '1e3']) expect(centsOf(bad), bad).toBeNull();
    expect(decimalOf(8905)).toBe('89.05');
    expect(decimalOf(0)).toBe('0.00');
  });
});

describe('the Rates screen', () => {
  it('lists rates, edits a green fee entered as a decimal and sends it in cents', async () => {
    const calls = serve();
    renderConsole(<RatesScreen />);
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /Prime/ });
    expect(row).toHaveTextContent('Mon, Tue, Wed, Thu, Fri');
    expect(row).toHaveTextContent('08:00–14:00');
    expect(row).toHaveTextContent('$89.00');

    await user.click(within(row).getByRole('button', { name: 'Edit rate Prime (Harbor Pines North)' }));
    const form = screen.getByRole('form', { name: /Edit rate Prime/ });
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    const cart = within(form).getByLabelText('Green fee riding, per player (USD)');
    expect(cart).toHaveValue('89.00');
    // A band that ends before it starts is refused in the form: nothing is sent.
    await user.clear(within(form).getByLabelText('Band ends before'));
    await user.type(within(form).getByLabelText('Band ends before'), '07:00');
    await user.click(within(form).getByRole('button', { name: 'Save rate' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('The band must end after it starts.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(within(form).getByLabelText('Band ends before'));
    await user.type(within(form).getByLabelText('Band ends before'), '15:00');
    await user.clear(cart);
    await user.type(cart, '93.50');
    await user.click(within(form).getByLabelText('Hot deal'));
    await user.click(within(form).getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText('Rate Prime saved. Golfers see the new price now.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toBe('/api/admin/rates/12');
    expect(put.body).toEqual({
      name: 'Prime',
      holes: 18,
      greenFeeCart: 9350,
      greenFeeWalking: 6900,
      transportation: 'Both',
      daysOfWeek: [1, 2, 3, 4, 5],
      fromTime: '08:00',
      toTime: '15:00',
      allowedPlayers: [1, 2, 3, 4],
      showAsHotDeal: true,
      trade: false,
      audience: 'public',
      memberGuestFeeCart: null,
      memberGuestFeeWalking: null,
    });
    expect(screen.queryByRole('form', { name: /Edit rate Prime/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Prime/ })).toHaveTextContent('$93.50');
    // Focus goes back to the button that opened the form.
    expect(screen.getByRole('button', { name: 'Edit rate Prime (Harbor Pines North)' })).toHaveFocus();
  });

  it("makes a rate a members' rate: the member-guest fees are required, sent in cents and listed", async () => {
    const calls = serve();
    renderConsole(<RatesScreen />);
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /Prime/ });
    expect(row).toHaveTextContent('Every golfer');
    await user.click(within(row).getByRole('button', { name: 'Edit rate Prime (Harbor Pines North)' }));
    const form = screen.getByRole('form', { name: /Edit rate Prime/ });
    expect(within(form).queryByLabelText('Member-guest fee riding, per guest (USD)')).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Sold to'), 'members');
    const guestCart = within(form).getByLabelText('Member-guest fee riding, per guest (USD)');
    const guestWalking = within(form).getByLabelText('Member-guest fee walking, per guest (USD)');
    await user.type(guestCart, '55');
    // The browser's required check is bypassed by submitting the form itself; the shared rule refuses it.
    (form as HTMLFormElement).noValidate = true;
    await user.click(within(form).getByRole('button', { name: 'Save rate' }));
    expect(within(form).getByRole('alert')).toHaveTextContent("Enter both member-guest fees of a members' rate");
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(guestWalking, '45.50');
    await user.click(within(form).getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText('Rate Prime saved. Golfers see the new price now.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({
      audience: 'members',
      memberGuestFeeCart: 5500,
      memberGuestFeeWalking: 4550,
    });
    expect(await screen.findByRole('row', { name: /Prime/ })).toHaveTextContent('Members (guests $55.00 / $45.50)');
  });

  it('creates a promotion code and says so when the code already exists', async () => {
    const calls = serve();
    renderConsole(<RatesScreen />);
    const user = userEvent.setup();
    const spring = await screen.findByRole('row', { name: /SPRING10/ });
    expect(spring).toHaveTextContent('10% off');
    expect(spring).toHaveTextContent('12 of 50');

    await user.click(screen.getByRole('button', { name: 'New promotion code' }));
    const form = screen.getByRole('form', { name: 'New promotion code' });
    await user.type(within(form).getByLabelText('Code'), 'spring10');
    await user.type(within(form).getByLabelText('Percent off (0–100)'), '10');
    await user.click(within(form).getByRole('button', { name: 'Save promotion' }));
    expect(await screen.findByText('A promotion with this code already exists.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Code'));
    await user.type(within(form).getByLabelText('Code'), 'rain5');
    await user.selectOptions(within(form).getByLabelText('Type'), 'amount');
    await user.type(within(form).getByLabelText('Amount off per player'), '5');
    await user.type(within(form).getByLabelText('First day (optional)'), '2026-07-20');
    await user.type(within(form).getByLabelText('Last day (optional)'), '2026-07-10');
    await user.click(within(form).getByRole('button', { name: 'Save promotion' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('The promotion must end on or after its first day.');

    await user.clear(within(form).getByLabelText('Last day (optional)'));
    await user.type(within(form).getByLabelText('Last day (optional)'), '2026-07-31');
    await user.click(within(form).getByLabelText('1'));
    await user.type(within(form).getByLabelText('Uses per golfer (optional)'), '0');
    await user.click(within(form).getByRole('button', { name: 'Save promotion' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'A limit is a whole number from 1 to 1,000,000, or empty for none.',
    );
    await user.clear(within(form).getByLabelText('Uses per golfer (optional)'));
    await user.type(within(form).getByLabelText('Uses per golfer (optional)'), '1');
    await user.type(within(form).getByLabelText('Uses in all (optional)'), '200');
    await user.click(within(form).getByRole('button', { name: 'Save promotion' }));
    expect(await screen.findByText('Promotion RAIN5 saved.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').at(-1)!.body).toEqual({
      code: 'RAIN5',
      type: 'amount',
      value: 500,
      allowedPlayers: [2, 3, 4],
      validFrom: '2026-07-20',
      validTo: '2026-07-31',
      active: true,
      maxUses: 200,
      maxUsesPerGolfer: 1,
      limits: { facilityIds: [], rateIds: [], weekdays: [], fromTime: null, toTime: null },
    });
    const rain = await screen.findByRole('row', { name: /RAIN5/ });
    expect(rain).toHaveTextContent('$5.00 off');
    expect(rain).toHaveTextContent('of 200; 1 per golfer');
  });

  it("saving a rate refreshes the promotions' rate lists (a rate renamed shows by its new name)", async () => {
    serve();
    renderConsole(<RatesScreen />);
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /Prime/ });
    await user.click(within(row).getByRole('button', { name: 'Edit rate Prime (Harbor Pines North)' }));
    const form = screen.getByRole('form', { name: /Edit rate Prime/ });
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Prime AM');
    await user.click(within(form).getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText('Rate Prime AM saved. Golfers see the new price now.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit promotion SPRING10' }));
    const promotion = screen.getByRole('form', { name: 'Edit promotion SPRING10' });
    const rates = within(promotion).getByRole('group', { name: 'Rates at Harbor Pines North' });
    expect(await within(rates).findByLabelText('Prime AM')).not.toBeChecked();
  });

  it('shows amounts, days and uses in French', async () => {
    serve();
    renderConsole(<RatesScreen />, { language: 'fr' });
    const row = await screen.findByRole('row', { name: /Prime/ });
    // French money: a decimal comma and the currency after a no-break space.
    expect(row).toHaveTextContent(/89,00\s\$US/);
    expect(row).toHaveTextContent('lun., mar., mer., jeu., ven.');
    const spring = await screen.findByRole('row', { name: /SPRING10/ });
    expect(spring).toHaveTextContent('12 sur 50');
  });
});
