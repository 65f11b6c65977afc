import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';

// Wallet (issue #5): cards are added through the sandbox gateway's hosted page in an iframe,
// made default, edited and deleted in the payments tab. Each test signs up its own golfer.

async function signUp(page: Page, project: string) {
  const email = `wallet-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/signup?alias=demo');
  await waitForShell(page);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('Birdie2024');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

async function fillCard(frame: FrameLocator, number: string, cvv = '123') {
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Name on card').fill('Ada Lovelace');
  await frame.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 3));
  await frame.getByLabel('Security code').fill(cvv);
  await frame.getByLabel('Billing address').fill('1 Fairway Drive');
  await frame.getByLabel('Postal code').fill('10001');
}

async function addCard(page: Page, number: string, cvv = '123') {
  await page.getByRole('button', { name: 'Add a card' }).click();
  const frame = page.frameLocator('iframe[title="Secure card entry"]');
  await fillCard(frame, number, cvv);
  await frame.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByTestId('add-card')).toBeHidden();
}

test('add cards through the hosted page, make one default, edit and delete', async ({ page }, testInfo) => {
  await signUp(page, testInfo.project.name);
  await page.goto('/account/payments');
  await waitForShell(page);
  await expect(page.getByTestId('wallet-empty')).toHaveText('No Credit Cards In Your Wallet');
  await saveScreenshot(page, testInfo, 'wallet-empty');

  await page.getByRole('button', { name: 'Add a card' }).click();
  const frame = page.frameLocator('iframe[title="Secure card entry"]');
  await frame.getByLabel('Card number').fill('4242 4242 4242 4241');
  await frame.getByRole('button', { name: 'Save card' }).click();
  await expect(frame.getByText('Please enter a valid credit card number')).toBeVisible();
  await saveScreenshot(page, testInfo, 'wallet-hosted-card-errors');
  await expectNoSeriousAxeViolations(page);
  await fillCard(frame, '4242 4242 4242 4242');
  await frame.getByRole('button', { name: 'Save card' }).click();
  const cards = page.getByTestId('wallet-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Visa Ending in 4242');
  await expect(cards.first()).toContainText('(Default)');

  await addCard(page, '5555 5555 5555 4444');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(1)).toContainText('Mastercard Ending in 4444');
  await saveScreenshot(page, testInfo, 'wallet-cards');

  // The default card has no Delete button.
  await page.getByRole('button', { name: 'Edit card' }).click();
  await expect(page.getByLabel('Card number')).toHaveValue('•••• •••• •••• 4242');
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Make the Mastercard default and rename it.
  await cards.nth(1).getByRole('radio').check();
  await page.getByRole('button', { name: 'Edit card' }).click();
  await page.getByLabel('Name on card').fill('Grace Hopper');
  await page.getByLabel('Make this my default card').check();
  await saveScreenshot(page, testInfo, 'wallet-edit-form');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(cards.first()).toContainText('Mastercard Ending in 4444');
  await expect(cards.first()).toContainText('(Default)');

  // Delete the Visa, now not the default, after the confirmation.
  await cards.nth(1).getByRole('radio').check();
  await page.getByRole('button', { name: 'Edit card' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('wallet-delete-confirm')).toContainText('Are you sure you want to delete this payment method?');
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Ending in 4444');
});

test('every test card tokenises through the hosted page', async ({ page }, testInfo) => {
  await signUp(page, testInfo.project.name);
  await page.goto('/account/payments');
  await waitForShell(page);
  await expect(page.getByTestId('wallet-empty')).toBeVisible();
  for (const [number, cvv] of [
    ['4000 0000 0000 0002', '123'],
    ['4000 0000 0000 9995', '123'],
    ['4000 0000 0000 0069', '123'],
    ['4000 0000 0000 3220', '123'],
    ['3782 822463 10005', '1234'],
  ] as const) {
    await addCard(page, number, cvv);
  }
  await expect(page.getByTestId('wallet-card')).toHaveCount(5);
  await expect(page.getByTestId('wallet-card').nth(4)).toContainText('American Express Ending in 0005');
});
