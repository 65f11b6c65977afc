import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, saveScreenshot } from '../support/checks.ts';

// A walk-up sale at the counter: pro-shop staff sell a $50 gift certificate of North to a walk-up
// for cash, handed over on paper (its code on the receipt), then look the code up and find its
// full balance. Desktop and the 1024×768 tablet each sell their own certificate.

const PROSHOP = 'proshop@harborpines.example';

test('pro-shop staff sell a printed gift certificate for cash and look its balance up; axe clean at 1280 and 1024×768', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const lastName = `Walker${testInfo.project.name}${Date.now().toString(36)}`;

  await page.goto('/admin?alias=demo');
  await page.keyboard.press('Tab');
  await page.keyboard.type(PROSHOP);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Fairway2026');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Signed in as Sam Ortiz/)).toBeVisible();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('button', { name: 'Counter' }).click();
  await expect(page.getByRole('heading', { name: 'Counter', level: 2 })).toBeVisible();

  // The buyer: a walk-up, by keyboard.
  await page.getByRole('radio', { name: 'A walk-up' }).check();
  await page.getByLabel('First name').fill('Wally');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Last name').press('Enter');
  await expect(page.getByText(`Selling to Wally ${lastName}`)).toBeVisible();

  // The line: a $50 certificate of North, printed now.
  await page.getByLabel('Course', { exact: true }).selectOption({ label: 'Harbor Pines – North Course' });
  await page.getByLabel('Amount', { exact: true }).selectOption({ label: '$50.00' });
  await expect(page.getByLabel('Delivery')).toHaveValue('print');
  await page.getByRole('button', { name: 'Add to sale' }).click();
  await expect(page.getByTestId('counter-total')).toHaveText('Total $50.00 (tax $0.00)');
  await expect(page.getByLabel('Cash')).toHaveValue('50.00');
  await expectNoSeriousAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await saveScreenshot(page, testInfo, 'admin-counter-sale');
  await page.getByRole('button', { name: 'Take $50.00' }).click();

  const receipt = page.getByTestId('counter-receipt');
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(`Sold to Wally ${lastName}`);
  await expect(receipt).toContainText('Cash');
  const code = (await receipt.getByTestId('gift-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, 'admin-counter-sale-receipt');
  // Printed, the page is the receipt alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('counter-receipt')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gift certificate balance' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The balance of the code just printed: all of it, delivered, unused.
  await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Look up' }).click();
  const balance = page.getByTestId('gift-balance');
  await expect(balance).toContainText('Balance $50.00 of $50.00');
  await expect(balance).toContainText('Delivered');
  await expect(balance).toContainText('Not used yet.');
  await expectNoSeriousAxeViolations(page);
  await saveScreenshot(page, testInfo, 'admin-counter-gift-balance');
  await receipt.getByRole('button', { name: 'Next sale' }).click();
  await expect(page.getByRole('heading', { name: 'Buyer' })).toBeVisible();
});
