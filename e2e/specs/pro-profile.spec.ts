import { expect, test, type Page } from '@playwright/test';
import { bookingCheckout, expectConfirmation, NORTH, payTeeTimeWithNewCard } from '../support/booking.ts';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';

// Pro profile: the seeded member pro@example.com walks every tab of /profile, adds a
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
  test.setTimeout(180_000); // Eight axe walks; on a loaded machine they alone passed 2 minutes.
  const amount = '12.34';
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

// One seeded member has one cart, so this spec runs in one viewport project only, the desktop
// (playwright.config.ts leaves it out of the phone's).
test('the pro pays a tee time with rounds of the credit book, then cancels and gets the rounds back', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAsPro(page);
  await page.goto('/profile/credit-books?alias=demo');
  await waitForShell(page);
  const book = page.getByTestId('credit-book').filter({ hasText: '10-Round Weekday Book' });
  const roundsLeft = async () => Number((await book.textContent())!.match(/(\d+) of 10 rounds left/)![1]);
  const before = await roundsLeft();

  await bookingCheckout(page, 10, 2, 4, NORTH);
  const books = page.getByTestId('checkout-credit-books');
  await expect(books.getByRole('radio', { name: /10-Round Weekday Book/ })).toBeVisible();
  await books.getByRole('radio', { name: /10-Round Weekday Book/ }).check();
  await expect(page.getByTestId('checkout-credit-book-amount')).toBeVisible();
  await saveScreenshot(page, testInfo, 'checkout-credit-book');
  await expectNoSeriousAxeViolations(page);
  await payTeeTimeWithNewCard(page, 'Paid with two rounds');
  await expectConfirmation(page);
  const number = (await page.getByTestId('confirmation-number').first().innerText()).trim();

  await page.goto('/profile/credit-books?alias=demo');
  await waitForShell(page);
  await expect.poll(roundsLeft).toBe(before - 2);
  await expect(book).toContainText('North Course');

  await page.goto('/reservation/history?alias=demo');
  await waitForShell(page);
  await page.getByTestId('reservation-card').filter({ hasText: number }).getByRole('link').click();
  await page.getByTestId('cancel-open').click();
  await page.getByTestId('cancel-form').getByRole('button', { name: 'Cancel the whole booking' }).click();
  await expect(page.getByTestId('reservation-toast')).toContainText(/\$\d+\.\d\d was put back on your credit book\./);

  await page.goto('/profile/credit-books?alias=demo');
  await waitForShell(page);
  await expect.poll(roundsLeft).toBe(before);
  await expect(book).toContainText('given back');
  await saveScreenshot(page, testInfo, 'pro-credit-book-given-back');
});
