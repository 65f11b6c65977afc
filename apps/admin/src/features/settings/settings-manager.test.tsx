import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsScreen } from '../../app/settings-screen.tsx';
import { renderConsole } from '../../test/render-console.tsx';
import { COURSE, SETTINGS, serve } from './settings-fake-api.ts';

afterEach(() => vi.unstubAllGlobals());

const puts = (calls: ReturnType<typeof serve>, url: string) =>
  calls.filter((call) => call.method === 'PUT' && call.url === url);

describe('the settings a manager can read', () => {
  it('labels each setting with its help, says units and sun offsets in words, and clock minutes as times', async () => {
    serve();
    renderConsole(<SettingsScreen />);
    const days = await screen.findByRole('spinbutton', { name: 'Days bookable ahead' });
    expect(days).toHaveValue(14);
    expect(days).toHaveAccessibleDescription('14 days How many days ahead golfers can book a tee time.');
    const last = screen.getByRole('spinbutton', { name: 'Last tee time (sun): minutes' });
    expect(last).toHaveValue(60);
    expect(last).toHaveAccessibleDescription(/^1 hour before sunset When the tee sheet closes/);
    expect(screen.getByRole('combobox', { name: 'Last tee time (sun): before or after' })).toHaveDisplayValue(
      'before sunset',
    );
    expect(screen.getByLabelText('First tee time (clock)')).toHaveValue('07:00');
    expect(screen.getByRole('combobox', { name: 'Single golfers' })).toHaveDisplayValue('Paired with others');
    // What the engine decides is shown in words, not edited.
    const identity = screen.getByRole('form', { name: 'Identity' });
    expect(within(identity).getByText('Default engine').parentElement).toHaveTextContent('Yes');
    expect(within(identity).queryByRole('textbox', { name: 'Engine address name' })).toBeNull();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Last tee time (sun): before or after' }), 'after');
    await user.clear(last);
    await user.type(last, '90');
    expect(last).toHaveAccessibleDescription(/^90 minutes after sunset/);
  });

  it('speaks French: labels, help, plurals and the sun phrase', async () => {
    serve();
    renderConsole(<SettingsScreen />, { language: 'fr' });
    const days = await screen.findByRole('spinbutton', { name: 'Jours réservables à l’avance'.replace('’', "'") });
    expect(days).toHaveAccessibleDescription(
      '14 jours Combien de jours à l’avance les golfeurs peuvent réserver un départ.'.replace('’', "'"),
    );
    expect(
      screen.getByRole('spinbutton', { name: 'Dernier départ (soleil)\u00a0: minutes' }),
    ).toHaveAccessibleDescription(/^1 heure avant le coucher du soleil/);
    expect(
      screen.getByRole('button', { name: 'Enregistrer\u00a0: Feuille de départs et fenêtre de réservation' }),
    ).toBeVisible();
  });

  it('names the four checkout opt-ins and saves them with the checkout group', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderConsole(<SettingsScreen />);
    for (const name of ['E-mail news', 'Text messages', 'Rewards programme', 'Caddie'])
      expect(await screen.findByRole('checkbox', { name: `Offer “${name}” at checkout` })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Offer “Caddie” at checkout' }));
    await user.click(screen.getByRole('textbox', { name: 'Wording of “Caddie”' }));
    await user.paste('I would like a caddie');
    await user.click(screen.getByRole('button', { name: 'Save Checkout' }));
    await screen.findByText(/Checkout saved/);
    const checkout = puts(calls, '/api/admin/settings')[0]!.body!.settings.checkout as typeof SETTINGS.checkout;
    expect(checkout.optIn).toEqual({
      ...SETTINGS.checkout.optIn,
      caddieRequest: { enabled: true, message: 'I would like a caddie' },
    });
    expect(checkout.requiredFields).toEqual(SETTINGS.checkout.requiredFields);
  });

  it('edits the websites allowed to embed the engine, refusing a bad one in words, and partner mode', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderConsole(<SettingsScreen />);
    const form = await screen.findByRole('form', { name: 'Websites and partner mode' });
    expect(within(form).getByText('No website may embed the engine yet.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add a website' }));
    await user.click(within(form).getByRole('textbox', { name: 'Website 1' }));
    await user.paste('http://www.harborpines.example');
    await user.click(within(form).getByRole('button', { name: 'Add a website' }));
    await user.click(within(form).getByRole('textbox', { name: 'Website 2' }));
    await user.paste('https://shop.example');
    await user.click(within(form).getByRole('checkbox', { name: 'Partner (affiliate) engine' }));
    await user.click(within(form).getByRole('button', { name: 'Save websites and partner mode' }));
    expect(within(form).getByRole('textbox', { name: 'Website 1' })).toHaveAccessibleDescription(
      'Use https:// (http:// only for localhost while testing)',
    );
    expect(puts(calls, '/api/admin/settings')).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Remove website 1' }));
    expect(within(form).getByRole('textbox', { name: 'Website 1' })).toHaveValue('https://shop.example');
    await user.click(within(form).getByRole('button', { name: 'Save websites and partner mode' }));
    await screen.findByText(/Websites and partner mode saved/);
    expect(puts(calls, '/api/admin/settings')[0]!.body).toEqual({
      engine: { allowedOrigins: ['https://shop.example'], affiliate: true },
    });
  });

  it('saves a course’s details: phone, tax as a percentage, holes', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderConsole(<SettingsScreen />);
    const form = await screen.findByRole('form', { name: 'Details of Harbor Pines' });
    expect(within(form).getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/New_York');
    const tax = within(form).getByRole('spinbutton', { name: 'Sales tax (%)' });
    expect(tax).toHaveValue(7);
    await user.clear(tax);
    await user.type(tax, '7.25');
    await user.click(within(form).getByRole('textbox', { name: 'Phone' }));
    await user.paste('+1 910-555-0142');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Holes' }), '9 holes');
    await user.click(within(form).getByRole('textbox', { name: 'Images' }));
    await user.paste('https://cdn.example/first.jpg');
    await user.click(within(form).getByRole('button', { name: 'Save the details of Harbor Pines' }));
    await screen.findByText('Harbor Pines saved.');
    expect(puts(calls, `/api/admin/courses/${COURSE.id}`)[0]!.body).toEqual({
      ...COURSE.details,
      phone: '+1 910-555-0142',
      taxRateBps: 725,
      holes: 9,
      images: ['https://cdn.example/first.jpg'],
    });
  });

  it('sets a course’s own value over the engine’s, then clears it back to the engine’s', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderConsole(<SettingsScreen />);
    const form = await screen.findByRole('form', { name: 'Where Harbor Pines differs from the engine' });
    const choice = within(form).getByRole('combobox', { name: 'Days bookable ahead for this course' });
    expect(choice).toHaveDisplayValue('Same as the engine (14 days)');
    expect(within(form).getByRole('combobox', { name: 'Last tee time (sun) for this course' })).toHaveDisplayValue(
      'Same as the engine (1 hour before sunset)',
    );
    await user.selectOptions(choice, 'own');
    const own = within(form).getByRole('spinbutton', { name: 'Days bookable ahead at Harbor Pines' });
    await user.clear(own);
    await user.type(own, '30');
    await user.click(within(form).getByRole('button', { name: 'Save the differences of Harbor Pines' }));
    await screen.findByText('Harbor Pines saved.');
    expect(puts(calls, `/api/admin/courses/${COURSE.id}/settings`)[0]!.body).toEqual({ overrides: { maxDaysOut: 30 } });

    await user.selectOptions(choice, 'same');
    expect(within(form).queryByRole('spinbutton', { name: 'Days bookable ahead at Harbor Pines' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save the differences of Harbor Pines' }));
    await vi.waitFor(() => expect(puts(calls, `/api/admin/courses/${COURSE.id}/settings`)).toHaveLength(2));
    expect(puts(calls, `/api/admin/courses/${COURSE.id}/settings`)[1]!.body).toEqual({ overrides: {} });
  });

  it('has no axe violations in its forms (colour contrast and the whole page are checked in the browser)', async () => {
    serve();
    renderConsole(<SettingsScreen />);
    const forms = [
      'Tee sheet and booking window',
      'Checkout',
      'Websites and partner mode',
      'Where Harbor Pines differs from the engine',
    ];
    for (const name of forms) {
      const form = await screen.findByRole('form', { name });
      const results = await axe.run(form, { iframes: false, rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((violation) => `${name} ${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
    }
  }, 60_000);
});
