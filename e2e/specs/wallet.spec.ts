import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';

// Wallet: cards are added through the sandbox gateway's hosted page in an iframe,
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
  await expect(page.getByTestId('wallet-delete-confirm')).toContainText(
    'Are you sure you want to delete this payment method?',
  );
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

test('the hosted page answers each invalid field with its §5 message, and saves the card once they are fixed', async ({
  page,
}, testInfo) => {
  await signUp(page, testInfo.project.name);
  await page.goto('/account/payments');
  await waitForShell(page);
  await page.getByRole('button', { name: 'Add a card' }).click();
  const frame = page.frameLocator('iframe[title="Secure card entry"]');
  const now = new Date();
  // American Express takes a 4-digit CVV; "B" is no UK postcode; January has no past month this year.
  await frame.getByLabel('Card number').fill('3782 822463 10005');
  await frame.getByLabel('Name on card').fill('A');
  await frame.getByLabel('Expiry year').selectOption(String(now.getFullYear()));
  if (now.getMonth() > 0) await frame.getByLabel('Expiry month').selectOption('01');
  await frame.getByLabel('Security code').fill('123');
  await frame.getByLabel('Billing address').fill('1');
  await frame.getByLabel('Country').selectOption('UK');
  await frame.getByLabel('Postal code').fill('B');
  await frame.getByRole('button', { name: 'Save card' }).click();

  const expected: [string, string][] = [
    ['Name on card', 'Please enter a valid name'],
    ['Security code', 'Please enter a valid CVV code'],
    ['Billing address', 'Please enter a valid payment address'],
    ['Postal code', 'Please enter a valid zip code'],
  ];
  if (now.getMonth() > 0) expected.push(['Expiry month', 'Please enter a valid expiration month']);
  for (const [label, message] of expected) {
    await expect(frame.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(frame.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(frame.getByRole('status')).toHaveText('Please correct the highlighted fields.');
  await expect(frame.getByLabel('Name on card')).toBeFocused();
  // The frame grows with the messages: the whole form shows without scrolling inside the frame.
  await expect
    .poll(() => frame.locator('body').evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
    .toBeLessThanOrEqual(0);
  await saveScreenshot(page, testInfo, 'wallet-hosted-card-field-errors');
  await expectNoSeriousAxeViolations(page);

  await frame.getByLabel('Name on card').fill('Ada Lovelace');
  await frame.getByLabel('Expiry year').selectOption(String(now.getFullYear() + 2));
  await frame.getByLabel('Security code').fill('1234');
  await frame.getByLabel('Billing address').fill('10 Downing Street');
  await frame.getByLabel('Postal code').fill('SW1A 2AA');
  await frame.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByTestId('wallet-card')).toHaveCount(1);
  await expect(page.getByTestId('wallet-card').first()).toContainText('American Express Ending in 0005');
});

test('the hosted page speaks the golfer’s language (French)', async ({ page }, testInfo) => {
  await signUp(page, testInfo.project.name);
  await page.goto('/account/payments?alias=demo&lang=fr');
  await waitForShell(page);
  await page.getByRole('button', { name: 'Ajouter une carte' }).click();
  const frameElement = page.locator('iframe[title="Saisie sécurisée de la carte"]');
  await expect(frameElement).toHaveAttribute('src', /[?&]lang=fr(&|$)/);
  const frame = page.frameLocator('iframe[title="Saisie sécurisée de la carte"]');
  await expect(frame.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(frame.getByRole('heading', { name: 'Saisie sécurisée de la carte' })).toBeVisible();
  await frame.getByLabel('Numéro de carte').fill('4242 4242 4242 4241');
  await frame.getByRole('button', { name: 'Enregistrer la carte' }).click();
  await expect(frame.getByText('Veuillez saisir un numéro de carte de crédit valide')).toBeVisible();
  await expect(frame.getByRole('status')).toHaveText('Veuillez corriger les champs signalés.');
  await saveScreenshot(page, testInfo, 'wallet-hosted-card-fr');
  await expectNoSeriousAxeViolations(page);

  await frame.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await frame.getByLabel('Nom sur la carte').fill('Ada Lovelace');
  await frame.getByLabel("Année d'expiration").selectOption(String(new Date().getFullYear() + 3));
  await frame.getByLabel('Code de sécurité').fill('123');
  await frame.getByLabel('Adresse de facturation').fill('1 Fairway Drive');
  await frame.getByLabel('Code postal').fill('10001');
  await frame.getByRole('button', { name: 'Enregistrer la carte' }).click();
  await expect(page.getByTestId('wallet-card')).toHaveCount(1);
  await expect(page.getByTestId('wallet-card').first()).toContainText('Visa se terminant par 4242');
});
