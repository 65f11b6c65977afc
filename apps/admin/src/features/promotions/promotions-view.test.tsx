import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPromotion, AdminRate, AdminRateSet } from '@fairway/contract/admin.contract';
import type { ConsoleLanguage } from '../../app/i18n.ts';
import { json, renderConsole } from '../../test/render-console.tsx';
import { PromotionsView } from './promotions-view.tsx';

const BASE: AdminPromotion = {
  id: 1,
  code: 'SPRING10',
  type: 'percent',
  value: 10,
  allowedPlayers: [1, 2, 3, 4],
  validFrom: null,
  validTo: null,
  active: true,
  maxUses: null,
  maxUsesPerGolfer: null,
  uses: 0,
  limits: { facilityIds: [], rateIds: [], weekdays: [], fromTime: null, toTime: null },
  status: 'active',
  promotionTemplateId: 101,
  updatedAt: '2026-07-10T12:00:00.000Z',
};
// Each status with an `active` flag that would read otherwise: the list shows the server's status, not the flag.
const PROMOTIONS: AdminPromotion[] = [
  { ...BASE, id: 1, code: 'LATER', validFrom: '2027-01-01', status: 'scheduled' },
  { ...BASE, id: 2, code: 'NOW', status: 'active' },
  { ...BASE, id: 3, code: 'SUMMER25', validTo: '2026-11-01', status: 'expired' },
  { ...BASE, id: 4, code: 'FIRST50', maxUses: 50, uses: 50, status: 'used-up' },
  { ...BASE, id: 5, code: 'PAUSED', active: false, status: 'inactive' },
];

const RATE: AdminRate = {
  rateId: 12,
  rateSetId: 3,
  name: 'Prime',
  holes: 18,
  greenFeeCart: 8900,
  greenFeeWalking: 6900,
  transactionFee: 250,
  transportation: 'Both',
  allowedPlayers: [1, 2, 3, 4],
  daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
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
// Two courses with a "Prime" each (two rate ids), and a members' rate that takes no promotion.
const RATE_SETS: AdminRateSet[] = [
  {
    rateSetId: 3,
    facilityId: 1,
    courseName: 'North',
    currencyCode: 'USD',
    name: 'Daily Fee',
    rates: [RATE, { ...RATE, rateId: 13, name: 'Members', audience: 'members' }],
  },
  {
    rateSetId: 4,
    facilityId: 2,
    courseName: 'South',
    currencyCode: 'USD',
    name: 'Daily Fee',
    rates: [{ ...RATE, rateId: 22, rateSetId: 4 }],
  },
];

afterEach(() => vi.unstubAllGlobals());

function serve(start: AdminPromotion[] = PROMOTIONS) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  let promotions = start;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method: init.method ?? 'GET', body });
      if (url === '/api/admin/promotions') return json(200, { promotions });
      const id = Number(url.split('/').at(-1));
      if (init.method === 'PUT' && promotions.some((promotion) => promotion.id === id)) {
        const saved = { ...promotions.find((promotion) => promotion.id === id)!, ...body };
        promotions = promotions.map((promotion) => (promotion.id === id ? saved : promotion));
        return json(200, saved);
      }
      return json(404, { error: { code: 'NOT_FOUND' } });
    }),
  );
  return calls;
}

const view = (language: ConsoleLanguage) => renderConsole(<PromotionsView rateSets={RATE_SETS} />, { language });

describe('the promotions list', () => {
  it.each([
    ['en', ['Scheduled', 'Active', 'Expired', 'Used up', 'Inactive']],
    ['fr', ['Programmé', 'Actif', 'Expiré', 'Épuisé', 'Inactif']],
    ['es', ['Programado', 'Activo', 'Caducado', 'Agotado', 'Inactivo']],
    ['de', ['Geplant', 'Aktiv', 'Abgelaufen', 'Aufgebraucht', 'Inaktiv']],
  ] as const)('shows the status the server gives each code (%s)', async (language, labels) => {
    serve();
    view(language);
    const codes = ['LATER', 'NOW', 'SUMMER25', 'FIRST50', 'PAUSED'];
    for (const [at, code] of codes.entries()) {
      const row = await screen.findByRole('row', { name: new RegExp(`^${code}\\b`) });
      const cells = row.querySelectorAll('td');
      // The status column is the seventh cell after the code (type, value, dates, players, uses, limits, status).
      expect(cells[6], code).toHaveTextContent(new RegExp(`^${labels[at]}$`));
    }
  });

  it('limits a code to courses, rates by course, weekdays and a time window, and sums them up in the list', async () => {
    const calls = serve([PROMOTIONS[1]!]);
    const user = userEvent.setup();
    const { container } = view('en');
    const row = await screen.findByRole('row', { name: /^NOW\b/ });
    expect(row.querySelectorAll('td')[5]).toHaveTextContent(/^Everywhere$/);
    await user.click(within(row).getByRole('button', { name: 'Edit promotion NOW' }));
    const form = screen.getByRole('form', { name: 'Edit promotion NOW' });

    const courses = within(form).getByRole('group', { name: 'Courses' });
    await user.click(within(courses).getByLabelText('North'));
    // Rates are offered per course; members' rates are left out.
    const north = within(form).getByRole('group', { name: 'Rates at North' });
    expect(within(north).queryByLabelText('Members')).toBeNull();
    await user.click(within(north).getByLabelText('Prime'));
    expect(
      within(within(form).getByRole('group', { name: 'Rates at South' })).getByLabelText('Prime'),
    ).not.toBeChecked();
    const days = within(form).getByRole('group', { name: 'Days' });
    await user.click(within(days).getByLabelText('Sat'));
    await user.click(within(days).getByLabelText('Sun'));

    // One end of the window alone, then a window that ends before it starts: refused in the form.
    await user.type(within(form).getByLabelText('From (HH:mm, optional)'), '12:00');
    await user.click(within(form).getByRole('button', { name: 'Save promotion' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter both ends of the time window, or neither.');
    await user.type(within(form).getByLabelText('Before (HH:mm, optional)'), '09:00');
    await user.click(within(form).getByRole('button', { name: 'Save promotion' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('The time window must end after it starts.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(within(form).getByLabelText('Before (HH:mm, optional)'));
    await user.type(within(form).getByLabelText('Before (HH:mm, optional)'), '24:00');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Save promotion' }));
    expect(await screen.findByText('Promotion NOW saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/admin/promotions/2',
      body: { limits: { facilityIds: [1], rateIds: [12], weekdays: [6, 7], fromTime: '12:00', toTime: '24:00' } },
    });
    const saved = await screen.findByRole('row', { name: /^NOW\b/ });
    expect(saved.querySelectorAll('td')[5]).toHaveTextContent('North · Prime (North) · Sat, Sun · 12:00–24:00');
  });
});
