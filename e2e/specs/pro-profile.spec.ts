import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';

// Pro profile (issue #17): the seeded member pro@example.com walks every tab of /profile, adds a
// card, pays part of the account balance and finds the payment on the statement. Both viewport
// projects pay the same seeded account, so each pays its own small amount (the whole balance
// would leave the other project nothing to pay).

const TABS: [string, string][] = [
  ['Locations', 'locations'],
  ['Profile', 'profile'],
  ['Memberships', 'memberships'],
  ['Loyalty', 'loyalty'],
  ['Credit books', 'credit-books'],
  ['Billing', 'billing'],
  ['Orders', 'orders'],
  ['Statements', 'statements'],
];

async function signInAsPro(page: Page) {
  await page.goto('/login?alias=demo');
  await waitForShell(page);
  await page.getByLabel('E-mail address').fill('pro@example.com');
  await page.getByLabel('Password').fill('Fairway2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

async function addCard(page: Page) {
  await page.getByRole('button', { name: 'Add a card' }).click();
  const frame = page.frameLocator('iframe[title="Secure card entry"]');
  await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
  await frame.getByLabel('Name on card').fill('Casey Morgan');
  await frame.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 3));
  await frame.getByLabel('Security code').fill('123');
  await frame.getByLabel('Billing address').fill('1 Harbor Pines Drive');
  await frame.getByLabel('Postal code').fill('28387');
  await frame.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByTestId('add-card')).toBeHidden();
}

test('the pro walks every tab, pays the account and sees the payment on the statement', async ({ page }, testInfo) => {
  const amount = testInfo.project.name === 'phone' ? '5.67' : '12.34';
  await signInAsPro(page);
  await page.goto('/account/account');
  await waitForShell(page);
  await page.getByTestId('pro-profile-link').click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile/locations');
  const nav = page.getByRole('navigation', { name: 'Member profile sections' });
  await expect(nav.getByRole('link')).toHaveText(TABS.map(([name]) => name));

  for (const [name, section] of TABS) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/profile/${section}`);
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    const body = page.getByTestId(`pro-section-${section}`);
    await expect(body.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    await expect(body.getByRole('status')).toHaveCount(0);
    await expect(body.getByTestId('pro-failure')).toHaveCount(0);
    await saveScreenshot(page, testInfo, `pro-${section}`);
    await expectNoSeriousAxeViolations(page);
  }

  // What the seeded year shows.
  await nav.getByRole('link', { name: 'Locations' }).click();
  await expect(page.getByTestId('pro-locations')).toContainText('Harbor Pines – North Course');
  await nav.getByRole('link', { name: 'Credit books' }).click();
  await expect(page.getByTestId('credit-book').first()).toContainText(/of 10 rounds left/);
  await nav.getByRole('link', { name: 'Memberships' }).click();
  await expect(page.getByTestId('pro-membership')).toContainText('Weekday Player');
  await expect(page.getByTestId('billing-list')).toContainText('Paid');
  await nav.getByRole('link', { name: 'Loyalty' }).click();
  await expect(page.getByTestId('loyalty-summary')).toContainText('points');

  // Pay part of the balance with a new card.
  await nav.getByRole('link', { name: 'Billing' }).click();
  const balanceBefore = await page.getByTestId('account-balance').textContent();
  await addCard(page);
  await page.getByRole('radio', { name: 'Pay another amount' }).check();
  await page.getByLabel(/Amount \(USD\)/).fill(amount);
  await saveScreenshot(page, testInfo, 'pro-billing-pay');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: `Pay $${amount}` }).click();
  await expect(page.getByTestId('pay-done')).toContainText(`$${amount} was paid`);
  await expect(page.getByTestId('account-balance')).not.toHaveText(balanceBefore ?? '');

  // It is on the statement, dated today.
  await nav.getByRole('link', { name: 'Statements' }).click();
  const lines = page.getByTestId('statement-lines');
  await expect(lines.locator('tr[data-kind="payment"]').filter({ hasText: `−$${amount}` })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Print statement' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'pro-statement-after-payment');
  await expectNoSeriousAxeViolations(page);
});

test('a visitor is sent to sign in before any pro-profile call', async ({ page }) => {
  const proCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/profile/pro/')) proCalls.push(request.url());
  });
  await page.goto('/profile/billing?alias=demo');
  await waitForShell(page);
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(proCalls).toEqual([]);
});
