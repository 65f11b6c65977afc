import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseDynamicPricing, DynamicPricingPreview } from '@fairway/contract/admin-dynamic-pricing.contract';
import { json, renderConsole } from '../../test/render-console.tsx';
import { DynamicPricingView } from './dynamic-pricing-view.tsx';

const OFF = { enabled: false, floorPercent: 100, ceilingPercent: 100, utilisationSteps: [], daysOutSteps: [] };
const NORTH: CourseDynamicPricing = {
  facilityId: 1,
  facilityName: 'Harbor Pines North',
  currencyCode: 'USD',
  rule: OFF,
  updatedAt: null,
};
const SOUTH: CourseDynamicPricing = { ...NORTH, facilityId: 2, facilityName: 'Harbor Pines South' };
type Explanation = DynamicPricingPreview['days'][number]['rates'][number]['cart'];
type Step = DynamicPricingPreview['days'][number]['steps'][number];
const BUSY: Step = { kind: 'utilisation', index: 1, atLeastPercent: 75, adjustPercent: 10 };
const SOON: Step = { kind: 'daysOut', index: 0, withinDays: 2, adjustPercent: -15 };
const FROM_ZERO: Step = { kind: 'utilisation', index: 0, atLeastPercent: 0, adjustPercent: 10 };
/** A price moved by `steps`, then held by the floor or ceiling when `clamp` says so. */
function explained(base: number, steps: Step[], clamp: Explanation['clamp'] = null): Explanation {
  const adjustPercent = steps.reduce((sum, step) => sum + step.adjustPercent, 0);
  const unclamped = Math.round((base * (100 + adjustPercent)) / 100);
  return { base, steps, adjustPercent, unclamped, clamp, price: clamp?.price ?? unclamped };
}
const PREVIEW: DynamicPricingPreview = {
  facilityId: 1,
  currencyCode: 'USD',
  days: [
    {
      date: '2026-07-10',
      daysOut: 0,
      utilisationPercent: 12.5,
      steps: [FROM_ZERO],
      rates: [
        {
          rateId: 12,
          name: 'Prime',
          fromTime: '08:00',
          toTime: '14:00',
          transportation: 'Both',
          greenFeeCart: 8900,
          greenFeeWalking: 6900,
          adjustedCart: 9790,
          adjustedWalking: 7590,
          cart: explained(8900, [FROM_ZERO]),
          walking: explained(6900, [FROM_ZERO]),
        },
        {
          rateId: 15,
          name: 'Dawn',
          fromTime: '06:00',
          toTime: '08:00',
          transportation: 'Cart',
          greenFeeCart: 4000,
          greenFeeWalking: 0,
          adjustedCart: 4200,
          adjustedWalking: 0,
          cart: explained(4000, [FROM_ZERO], { limit: 'ceiling', percent: 105, price: 4200 }),
          walking: explained(0, []),
        },
      ],
    },
    {
      date: '2026-07-11',
      daysOut: 1,
      utilisationPercent: 80,
      steps: [BUSY, SOON],
      rates: [
        {
          rateId: 14,
          name: 'Twilight',
          fromTime: '16:00',
          toTime: '24:00',
          transportation: 'Both',
          greenFeeCart: 5000,
          greenFeeWalking: 4000,
          adjustedCart: 4900,
          adjustedWalking: 3800,
          cart: explained(5000, [BUSY, SOON], { limit: 'floor', percent: 98, price: 4900 }),
          walking: explained(4000, [BUSY, SOON]),
        },
      ],
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

function serve(options: { refuseSave?: boolean } = {}) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method: init.method ?? 'GET', body });
      if (url === '/api/admin/dynamic-pricing') return json(200, { courses: [NORTH, SOUTH] });
      if (url === '/api/admin/dynamic-pricing/1/preview') return json(200, PREVIEW);
      if (url === '/api/admin/dynamic-pricing/1' && options.refuseSave)
        return json(400, { error: { code: 'VALIDATION_FAILED', message: 'bad' } });
      if (url === '/api/admin/dynamic-pricing/1')
        return json(200, { ...NORTH, rule: body, updatedAt: '2026-07-10T12:00:00.000Z' });
      return json(404, { error: { code: 'NOT_FOUND' } });
    }),
  );
  return calls;
}

const view = (language: 'en' | 'fr' = 'en') => renderConsole(<DynamicPricingView />, { language });

describe('DynamicPricingView', () => {
  it('enables a rule by keyboard, previews next week (base → adjusted) and only then saves it', async () => {
    const calls = serve();
    const user = userEvent.setup();
    view();
    const enabled = await screen.findByRole('switch', { name: 'Dynamic pricing on at Harbor Pines North' });
    const save = screen.getByRole('button', { name: 'Save rule' });
    expect(save).toBeDisabled();
    enabled.focus();
    await user.keyboard(' ');
    expect(enabled).toBeChecked();
    await user.clear(screen.getByLabelText('Floor (percent of the rate price, 10–100)'));
    await user.type(screen.getByLabelText('Floor (percent of the rate price, 10–100)'), '80');
    await user.clear(screen.getByLabelText('Ceiling (percent of the rate price, 100–500)'));
    await user.type(screen.getByLabelText('Ceiling (percent of the rate price, 100–500)'), '125');
    await user.click(screen.getByRole('button', { name: 'Add a utilisation step' }));
    await user.clear(screen.getByLabelText('Utilisation step 1: price change (percent)'));
    await user.type(screen.getByLabelText('Utilisation step 1: price change (percent)'), '10');
    await user.click(screen.getByRole('button', { name: 'Add a days-out step' }));

    await user.click(screen.getByRole('button', { name: "Preview next week's prices" }));
    const table = await screen.findByRole('table', { name: "Next week's prices (rate price → price golfers pay)" });
    const row = within(table).getByRole('row', { name: /Prime/ });
    expect(row).toHaveTextContent('$89.00 → $97.90');
    expect(row).toHaveTextContent('$69.00 → $75.90');
    expect(row).toHaveTextContent('12.5 %');
    const rule = {
      enabled: true,
      floorPercent: 80,
      ceilingPercent: 125,
      utilisationSteps: [{ atLeastPercent: 0, adjustPercent: 10 }],
      daysOutSteps: [{ withinDays: 0, adjustPercent: 0 }],
    };
    expect(calls.at(-1)).toEqual({ url: '/api/admin/dynamic-pricing/1/preview', method: 'POST', body: rule });

    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Rule saved for Harbor Pines North. Golfers see the new prices now.',
    );
    // The save refreshes the courses' rules (a GET after it), so the last write is the one to read.
    expect(calls.filter((call) => call.method !== 'GET').at(-1)).toEqual({
      url: '/api/admin/dynamic-pricing/1',
      method: 'PUT',
      body: rule,
    });

    // Changing the rule again hides the stale preview until it is previewed again.
    await user.click(screen.getByRole('button', { name: 'Remove utilisation step 1' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save rule' })).toBeDisabled();
  });

  it('explains each price: the steps that applied, then the floor or ceiling that held it', async () => {
    serve();
    const user = userEvent.setup();
    view();
    await user.click(await screen.findByRole('button', { name: "Preview next week's prices" }));
    const table = await screen.findByRole('table');
    const cells = (name: string) =>
      within(table)
        .getByRole('row', { name: new RegExp(name) })
        .querySelectorAll('td');

    const [, , , twilightCart, twilightWalking] = cells('Twilight');
    expect(twilightCart).toHaveTextContent('$50.00 → $49.00');
    const cartLines = within(twilightCart as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\s/g, ' '));
    expect(cartLines).toEqual(['Utilisation ≥ 75 %: +10 %', 'Within 2 days: −15 %', 'Raised to the floor']);
    expect(twilightWalking).toHaveTextContent('$40.00 → $38.00');
    expect(twilightWalking).toHaveTextContent('Utilisation ≥ 75 %: +10 %');
    expect(twilightWalking).toHaveTextContent('Within 2 days: −15 %');
    expect(twilightWalking).not.toHaveTextContent('floor');

    const [, , , dawnCart, dawnWalking] = cells('Dawn');
    expect(dawnCart).toHaveTextContent('$40.00 → $42.00');
    expect(dawnCart).toHaveTextContent('Utilisation ≥ 0 %: +10 %');
    expect(dawnCart).toHaveTextContent('Capped at the ceiling');
    expect(dawnWalking).toHaveTextContent(/^—$/);
  });

  it('explains a refused rule and has no axe violations, in French too', async () => {
    serve({ refuseSave: true });
    const user = userEvent.setup();
    const { container } = view('fr');
    await screen.findByRole('switch', { name: 'Tarification dynamique active à Harbor Pines North' });
    expect(screen.getByLabelText('Parcours')).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Prévisualiser les prix de la semaine prochaine' }));
    const table = await screen.findByRole('table');
    const twilight = within(table).getByRole('row', { name: /Twilight/ });
    expect(twilight).toHaveTextContent('Remplissage ≥ 75 % : +10 %');
    expect(twilight).toHaveTextContent('Dans 2 jours ou moins : −15 %');
    expect(twilight).toHaveTextContent('Relevé au plancher');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la règle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vérifiez la règle');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
