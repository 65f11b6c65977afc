import { expect, test, type Page } from '@playwright/test';
import { bookingCheckout } from '../support/booking.ts';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';

// The golfer's journey in the golfer's language: the checkout's e-mail opt-in (the
// product's SPEC §9 sentence, the demo facility having written none of its own) reads French in
// French, and so do /orders' line labels (the seeded pro's gift certificate is a "Chèque-cadeau";
// the facility's product names stay as written). The pro profile's Orders tab starts on the last
// 90 days with the seeded orders, and an order id that is no order says "not found".

/** An order id that names no order. */
const UNKNOWN_ORDER = '4b0c5e43-5d43-4f1f-8d55-0c1e5a3a0f11';

/** Signs in as a seeded demo account and waits for the home page. */
async function signInAs(page: Page, email: string) {
  await page.goto('/login?alias=demo');
  await waitForShell(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('Fairway2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

test('in French, the checkout’s e-mail opt-in is the French sentence, with the privacy text; axe clean', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await bookingCheckout(page, 10, 2, 4);
  await page.goto('/checkout?alias=demo&lang=fr');
  await waitForShell(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const optIn = page.getByLabel(
    'Je souhaite recevoir les nouvelles et offres de Harbor Pines – South Course par courriel.',
  );
  await expect(optIn).toBeVisible();
  await expect(optIn).not.toBeChecked();
  await expect(
    page.getByText(
      'Veuillez contacter Harbor Pines – South Course pour obtenir une copie de sa politique de confidentialité',
    ),
  ).toBeVisible();
  await expect(page.getByText(/would like to receive/)).toHaveCount(0);
  // Keyboard: the opt-in is a checkbox Space ticks.
  await optIn.focus();
  await page.keyboard.press('Space');
  await expect(optIn).toBeChecked();
  await optIn.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'journey-languages-checkout-opt-in-fr');
  await expectNoSeriousAxeViolations(page);
});

test('in French, /orders and an order’s lines read French product labels and keep the facility’s names; axe clean', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'pro@example.com');
  await page.goto('/orders?alias=demo&lang=fr');
  await waitForShell(page);
  const gift = page.getByTestId('order-row').filter({ hasText: 'FW-PRO0003' });
  await expect(gift).toContainText('Chèque-cadeau');
  await expect(page.getByTestId('order-row').filter({ hasText: 'FW-PRO0002' })).toContainText(
    'Harbor Pines logo golf balls, one dozen',
  );
  await expect(page.getByTestId('orders-page')).not.toContainText('Gift Certificate');
  await saveScreenshot(page, testInfo, 'journey-languages-orders-fr');
  await expectNoSeriousAxeViolations(page);

  await gift.getByRole('link', { name: 'Commande FW-PRO0003' }).click();
  await expect(page.getByTestId('order-line').first().locator('td').first()).toHaveText('Chèque-cadeau');
  await saveScreenshot(page, testInfo, 'journey-languages-order-detail-fr');
  await expectNoSeriousAxeViolations(page);
});

test('the pro profile’s Orders tab starts on the last 90 days with the seeded orders, and opens one in the golfer’s language', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'pro@example.com');
  await page.goto('/profile/orders?alias=demo');
  await waitForShell(page);
  const orders = page.getByTestId('pro-orders');
  await expect(orders).toContainText('Order FW-PRO0003');
  await expect(orders).toContainText('Order FW-PRO0002');
  // Ten months ago: outside the default range.
  await expect(orders).not.toContainText('FW-PRO0001');
  await expect(page.getByTestId('range-start')).not.toHaveValue('');
  await expect(page.getByTestId('range-end')).not.toHaveValue('');
  await saveScreenshot(page, testInfo, 'journey-languages-pro-orders');
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel('Language').selectOption({ label: 'Français' });
  await page.getByRole('link', { name: 'Commande FW-PRO0003' }).click();
  await expect(page.getByTestId('pro-order')).toContainText('Chèque-cadeau');
  await expect(page.getByTestId('pro-order')).not.toContainText('Gift Certificate');
});

test('an order id that names no order says it could not be found, in /orders and in the pro profile; axe clean', async ({
  page,
}) => {
  await signInAs(page, 'pro@example.com');
  await page.goto(`/orders/${UNKNOWN_ORDER}?alias=demo`);
  await waitForShell(page);
  await expect(page.getByTestId('orders-failed')).toContainText('This order could not be found.');
  await expect(page.getByTestId('orders-failed')).not.toContainText('retrieving your orders');
  await expectNoSeriousAxeViolations(page);

  await page.goto(`/profile/orders/${UNKNOWN_ORDER}?alias=demo`);
  await waitForShell(page);
  await expect(page.getByTestId('pro-order-not-found')).toHaveText('This order could not be found.');
  await expectNoSeriousAxeViolations(page);
});
