import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminMembershipPlan, AdminProduct } from '@fairway/contract/admin-store.contract';
import { json, renderConsole } from '../../test/render-console.tsx';
import { StoreCatalogueView } from './store-catalogue-view.tsx';

const WEEKDAY: AdminMembershipPlan = {
  id: 7,
  facilityId: 1,
  courseName: 'Harbor Pines North',
  currencyCode: 'USD',
  name: 'Weekday Player',
  description: 'Weekdays only',
  price: 4900,
  initiationFee: 0,
  frequencyType: 'monthly',
  termMonths: null,
  renews: true,
  active: true,
  updatedAt: '2026-07-10T12:00:00.000Z',
};
const SLEEVE: AdminProduct = {
  id: 3,
  facilityId: 1,
  courseName: 'Harbor Pines North',
  currencyCode: 'USD',
  name: 'Sleeve of balls',
  categoryId: 2,
  price: 1500,
  isUnlimited: false,
  inventory: 40,
  brand: 'Titleist',
  brandModel: 'Pro V1',
  active: true,
  updatedAt: '2026-07-10T12:00:00.000Z',
};
const COURSES = [
  { facilityId: 1, name: 'Harbor Pines North', currencyCode: 'USD' },
  { facilityId: 2, name: 'Harbor Pines South', currencyCode: 'USD' },
];

afterEach(() => vi.unstubAllGlobals());

function serve() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  let plans = [WEEKDAY];
  let products = [SLEEVE];
  let gifts = [
    {
      facilityId: 1,
      courseName: 'Harbor Pines North',
      currencyCode: 'USD',
      amounts: [2500, 5000],
      custom: { min: 1000, max: 50000 },
      onSale: true,
    },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method: init.method ?? 'GET', body });
      if (url === '/api/admin/store/catalogue')
        return json(200, { courses: COURSES, memberships: plans, products, giftCertificates: gifts });
      if (url === '/api/admin/store/memberships/7' && init.method === 'PUT') {
        plans = [{ ...WEEKDAY, ...body }];
        return json(200, plans[0]);
      }
      if (url === '/api/admin/store/memberships' && init.method === 'POST') {
        const created = { ...WEEKDAY, ...body, id: 8, courseName: 'Harbor Pines South' };
        plans = [...plans, created];
        return json(200, created);
      }
      if (url === '/api/admin/store/products/3' && init.method === 'PUT') {
        if (body.price > 100_000)
          return json(400, { error: { code: 'VALIDATION_FAILED', message: 'The price is too large' } });
        products = [{ ...SLEEVE, ...body }];
        return json(200, products[0]);
      }
      if (url === '/api/admin/store/gift-certificates/1' && init.method === 'PUT') {
        gifts = [{ ...gifts[0]!, ...body, onSale: body.amounts.length > 0 || body.custom !== null }];
        return json(200, gifts[0]);
      }
      return json(404, { error: { code: 'NOT_FOUND' } });
    }),
  );
  return calls;
}

const view = (language: 'en' | 'fr' = 'en') => renderConsole(<StoreCatalogueView />, { language });

describe('the Store catalogue screen', () => {
  it('edits a plan by keyboard: a decimal price is sent in cents, taking it off sale, focus back on the opener', async () => {
    const calls = serve();
    view();
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /Weekday Player/ });
    expect(row).toHaveTextContent('$49.00');
    expect(row).toHaveTextContent('Monthly');
    expect(row).toHaveTextContent('On sale');

    const edit = within(row).getByRole('button', { name: 'Edit Weekday Player' });
    edit.focus();
    await user.keyboard('{Enter}');
    const form = screen.getByRole('form', { name: 'Edit Weekday Player' });
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    const price = within(form).getByLabelText('Price');
    expect(price).toHaveValue('49.00');
    // A price that is not an amount is refused in the form: nothing is sent.
    await user.clear(price);
    await user.type(price, '-5');
    await user.click(within(form).getByRole('button', { name: 'Save plan' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Type amounts as numbers such as 89.50.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(price);
    await user.type(price, '54.5');
    await user.click(within(form).getByLabelText('On sale to golfers'));
    await user.click(within(form).getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('Weekday Player saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      name: 'Weekday Player',
      description: 'Weekdays only',
      price: 5450,
      initiationFee: 0,
      frequencyType: 'monthly',
      termMonths: null,
      renews: true,
      active: false,
    });
    const updated = await screen.findByRole('row', { name: /Weekday Player/ });
    expect(updated).toHaveTextContent('$54.50');
    expect(updated).toHaveTextContent('Not on sale');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Weekday Player' })).toHaveFocus();
  });

  it('adds a plan to a chosen course and closes with Escape back to the Add button', async () => {
    const calls = serve();
    view();
    const user = userEvent.setup();
    await screen.findByRole('row', { name: /Weekday Player/ });
    const add = screen.getByRole('button', { name: 'Add a membership plan' });
    await user.click(add);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(add).toHaveFocus();

    await user.click(add);
    const form = screen.getByRole('form', { name: 'New membership plan' });
    await user.selectOptions(within(form).getByLabelText('Course'), '2');
    await user.type(within(form).getByLabelText('Name'), 'Winter Pass');
    await user.type(within(form).getByLabelText('Price'), '199');
    await user.clear(within(form).getByLabelText('One-time initiation fee'));
    await user.type(within(form).getByLabelText('One-time initiation fee'), '25,00');
    await user.selectOptions(within(form).getByLabelText('Billing'), 'onetime');
    await user.type(within(form).getByLabelText('Term in months'), '4');
    await user.click(within(form).getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('Winter Pass saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      facilityId: 2,
      name: 'Winter Pass',
      description: '',
      price: 19900,
      initiationFee: 2500,
      frequencyType: 'onetime',
      termMonths: 4,
      renews: false,
      active: true,
    });
    expect(await screen.findByRole('row', { name: /Winter Pass/ })).toHaveTextContent('$199.00');
  });

  it('edits a product: stock and price sent as numbers, a server refusal shown, then off sale', async () => {
    const calls = serve();
    view();
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /Sleeve of balls/ });
    expect(row).toHaveTextContent('$15.00');
    expect(row).toHaveTextContent('40');
    await user.click(within(row).getByRole('button', { name: 'Edit Sleeve of balls (Harbor Pines North)' }));
    const form = screen.getByRole('form', { name: 'Edit Sleeve of balls' });
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    await user.clear(within(form).getByLabelText('Stock'));
    await user.type(within(form).getByLabelText('Stock'), 'lots');
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Give the stock as a whole number, or tick Unlimited stock.',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(within(form).getByLabelText('Stock'));
    await user.type(within(form).getByLabelText('Stock'), '12');
    await user.clear(within(form).getByLabelText('Price'));
    await user.type(within(form).getByLabelText('Price'), '5000');
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('The server refused the change: check the fields.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Price'));
    await user.type(within(form).getByLabelText('Price'), '16.25');
    await user.click(within(form).getByLabelText('On sale to golfers'));
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Sleeve of balls saved.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)!.body).toEqual({
      name: 'Sleeve of balls',
      categoryId: 2,
      price: 1625,
      isUnlimited: false,
      inventory: 12,
      brand: 'Titleist',
      brandModel: 'Pro V1',
      active: false,
    });
    const updated = await screen.findByRole('row', { name: /Sleeve of balls/ });
    expect(updated).toHaveTextContent('$16.25');
    expect(updated).toHaveTextContent('Not on sale');
    expect(screen.getByRole('button', { name: 'Edit Sleeve of balls (Harbor Pines North)' })).toHaveFocus();
  });

  it('has no axe violations with a form open (colour contrast is checked in the browser)', async () => {
    serve();
    const { container } = view();
    const user = userEvent.setup();
    await screen.findByRole('row', { name: /Sleeve of balls/ });
    await user.click(screen.getByRole('button', { name: 'Add a product' }));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
    ).toEqual([]);
  });

  it("edits a course's gift-certificate amounts typed as decimals, and takes them off sale with none", async () => {
    const calls = serve();
    view();
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /Harbor Pines North.*\$25\.00/ });
    expect(row).toHaveTextContent('$10.00–$500.00');
    const edit = within(row).getByRole('button', { name: 'Edit gift certificates at Harbor Pines North' });
    await user.click(edit);
    const form = screen.getByRole('form', { name: 'Gift certificates at Harbor Pines North' });
    const amounts = within(form).getByLabelText('Fixed amounts');
    expect(amounts).toHaveFocus();
    expect(amounts).toHaveValue('25.00 50.00');
    await user.clear(amounts);
    await user.type(amounts, '25 25');
    await user.click(within(form).getByRole('button', { name: 'Save gift certificates' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Give each amount only once.');
    await user.clear(amounts);
    await user.type(amounts, '30 75.5');
    await user.clear(within(form).getByLabelText('Largest custom amount'));
    await user.type(within(form).getByLabelText('Largest custom amount'), '5');
    await user.click(within(form).getByRole('button', { name: 'Save gift certificates' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'The largest custom amount must not be below the smallest.',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.clear(within(form).getByLabelText('Largest custom amount'));
    await user.type(within(form).getByLabelText('Largest custom amount'), '300');
    await user.click(within(form).getByRole('button', { name: 'Save gift certificates' }));
    expect(await screen.findByText('Gift certificates at Harbor Pines North saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      amounts: [3000, 7550],
      custom: { min: 1000, max: 30000 },
    });
    expect(screen.getByRole('button', { name: 'Edit gift certificates at Harbor Pines North' })).toHaveFocus();

    await user.keyboard('{Enter}');
    const again = screen.getByRole('form', { name: 'Gift certificates at Harbor Pines North' });
    await user.clear(within(again).getByLabelText('Fixed amounts'));
    await user.clear(within(again).getByLabelText('Smallest custom amount'));
    await user.clear(within(again).getByLabelText('Largest custom amount'));
    await user.click(within(again).getByRole('button', { name: 'Save gift certificates' }));
    expect(calls.filter((call) => call.method === 'PUT').at(-1)!.body).toEqual({ amounts: [], custom: null });
    expect(await screen.findByRole('row', { name: /Harbor Pines North.*Not on sale/ })).toBeInTheDocument();
  });

  it('speaks French: prices in French figures, and a refused amount said in the form and under its field', async () => {
    const calls = serve();
    view('fr');
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: /Weekday Player/ });
    expect(row).toHaveTextContent(/49,00\s\$US/);
    expect(row).toHaveTextContent('En vente');
    await user.click(within(row).getByRole('button', { name: 'Modifier Weekday Player' }));
    const form = screen.getByRole('form', { name: 'Modifier Weekday Player' });
    const price = within(form).getByLabelText('Prix');
    await user.clear(price);
    await user.type(price, 'beaucoup');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer la formule' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Saisissez les montants en chiffres, par exemple 89.50.');
    expect(price).toHaveAccessibleDescription(
      'Montants comme 89.50, dans la devise du parcours. Saisissez les montants en chiffres, par exemple 89.50.',
    );
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
