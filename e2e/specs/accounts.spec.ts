import { expect, test, type Page } from '@playwright/test';
import { signUpGolfer } from '../support/booking.ts';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';
import { openFromAccountMenu } from '../support/account-menu.ts';

// Accounts: sign-up, e-mail verification through the outbox, sign-out and sign-in,
// lockout, password reset, the profile form's §5 errors, and golf-ID sign-in. Each test uses
// its own e-mail address: the suite runs in parallel on two viewports against one server.

const PASSWORD = 'Birdie2024';

function uniqueEmail(prefix: string, project: string): string {
  return `${prefix}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The first link in the newest outbox message to `email` whose URL contains `path`. */
async function outboxLink(page: Page, email: string, path: string): Promise<string> {
  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  const link = page.getByTestId('outbox-message').first().locator(`a[href*="${path}"]`).first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('sign up, verify through the outbox link, sign out and sign in again', async ({ page }, testInfo) => {
  const email = uniqueEmail('signup', testInfo.project.name);
  await page.goto('/signup?alias=demo');
  await waitForShell(page);
  await saveScreenshot(page, testInfo, 'accounts-signup');
  await expectNoSeriousAxeViolations(page);
  await signUpGolfer(page, email, PASSWORD);
  await openFromAccountMenu(page);
  await expect(page.getByTestId('welcome-new-account')).toContainText(`We sent a link to ${email}`);

  // The session cookie is HttpOnly, Secure, SameSite=None and Partitioned.
  const cookie = (await page.context().cookies()).find((entry) => entry.name === '__Host-fw_session_demo');
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'None' });

  const verifyLink = await outboxLink(page, email, '/profile/verify-email');
  await page.goto(verifyLink);
  await waitForShell(page);
  await expect(page.getByTestId('verify-success')).toHaveText('Thank you! Your e-mail address is verified.');
  await saveScreenshot(page, testInfo, 'accounts-verify-email');

  await openFromAccountMenu(page);
  await expect(page.getByTestId('profile-form')).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByTestId('welcome-new-account')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('sign-in-link')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reservations' })).toHaveCount(0);

  // The session survives a reload (restored from the cookie), and sign-in returns to the saved target.
  await page.goto('/account/account');
  await expect(page).toHaveURL(/\/login/);
  await saveScreenshot(page, testInfo, 'accounts-login');
  await expectNoSeriousAxeViolations(page);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/account\/account/);
  await page.reload();
  await waitForShell(page);
  await expect(page.getByTestId('profile-form')).toBeVisible();
});

test('five wrong passwords lock the account (423 message of SPEC §8)', async ({ page }, testInfo) => {
  const email = uniqueEmail('lockout', testInfo.project.name);
  await signUpGolfer(page, email, PASSWORD);
  await page.goto('/account/account');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.goto('/login');
  await waitForShell(page);
  for (let i = 1; i <= 4; i++) {
    await signIn(page, email, `Wrong${i}2345`);
    await expect(page.getByTestId('login-error')).toHaveText('We could not authenticate the credentials you provided.');
  }
  await signIn(page, email, 'Wrong52345');
  await expect(page.getByTestId('login-error')).toHaveText(
    'Your account has been locked for 20 minutes due to too many invalid login attempts. Please try again later.',
  );
  await signIn(page, email, PASSWORD);
  await expect(page.getByTestId('login-error')).toContainText('locked for 20 minutes');
  await saveScreenshot(page, testInfo, 'accounts-locked');
});

test('reset the password through the e-mailed link', async ({ page }, testInfo) => {
  const email = uniqueEmail('reset', testInfo.project.name);
  await signUpGolfer(page, email, PASSWORD);
  await page.goto('/account/account');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();

  await page.goto('/login');
  await waitForShell(page);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The sign-in form has an "E-mail address" field too: type only once the reset page replaced it.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await page.getByLabel('E-mail address').fill('nobody-at-all@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('reset-error')).toHaveText(
    'There is no profile for this e-mail address. Please create one.',
  );
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('reset-sent')).toContainText(email);
  await saveScreenshot(page, testInfo, 'accounts-reset-request');
  await expectNoSeriousAxeViolations(page);

  const resetLink = await outboxLink(page, email, '/profile/reset-password');
  await page.goto(resetLink);
  await waitForShell(page);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page
      .getByText(
        'Minimum of 8 characters in length; Minimum of 2 numeric characters; Minimum of 1 alpha [A-Z] character.',
      )
      .last(),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Eagle2025x');
  await page.getByLabel('Confirm new password').fill('Eagle2025x');
  await saveScreenshot(page, testInfo, 'accounts-reset-new-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByTestId('reset-done')).toBeVisible();

  // The link works once.
  await page.goto(resetLink);
  await expect(page.getByTestId('reset-invalid')).toBeVisible();

  await page.goto('/login');
  await signIn(page, email, 'Eagle2025x');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Reservations' })).toBeVisible();
});

test('the profile form shows each SPEC §5 error, then saves', async ({ page }, testInfo) => {
  const email = uniqueEmail('profile', testInfo.project.name);
  await signUpGolfer(page, email, PASSWORD);
  await openFromAccountMenu(page);
  const form = page.getByTestId('profile-form');
  await expect(form).toBeVisible();

  await page.getByLabel('First name').fill('');
  await page.getByLabel('Last name').fill('');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByTestId('profile-error')).toHaveText('Some of the fields are invalid');
  await expect(page.getByText('First Name is required')).toBeVisible();
  await expect(page.getByText('Last Name is required')).toBeVisible();
  await saveScreenshot(page, testInfo, 'accounts-profile-errors');
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('First name').fill('Grace');
  await expect(page.getByText('First Name is required')).toHaveCount(0);
  await page.getByLabel('Last name').fill('Hopper');

  const north = page.getByTestId('opt-ins-10101');
  await expect(
    north.getByText('I would like to receive e-mail news and offers from Harbor Pines – North Course.'),
  ).toBeVisible();
  await expect(
    north.getByText('Please contact Harbor Pines – North Course for a copy of their privacy policy'),
  ).toBeVisible();
  await north.getByTestId('sms-opt-in').check();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('If SMS is opted in, a valid phone number is required.')).toBeVisible();
  await page.getByLabel('Phone').fill('555-0142');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('A valid phone number is required 555-0142')).toBeVisible();
  await page.getByLabel('Phone').fill('+1 (910) 555-0142');

  await page.getByRole('button', { name: 'SMS terms' }).click();
  await expect(page.getByRole('dialog', { name: 'SMS terms and conditions' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'accounts-sms-terms');
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByTestId('profile-saved')).toHaveText('Your profile has been updated.');
  await page.reload();
  await waitForShell(page);
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await expect(page.getByLabel('Phone')).toHaveValue('+1 (910) 555-0142');
  await expect(page.getByTestId('opt-ins-10101').getByTestId('sms-opt-in')).toBeChecked();
  await saveScreenshot(page, testInfo, 'accounts-profile');
});

test('golf-ID sign-in through the sandbox identity provider', async ({ page }, testInfo) => {
  const email = uniqueEmail('golfid', testInfo.project.name);
  await page.goto('/login?alias=maple-ridge');
  await waitForShell(page);
  await page.getByTestId('golf-id-button').click();
  await expect(page).toHaveURL(/\/sandbox\/golf-id\/authorize/);
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('First name').fill('Tom');
  await page.getByLabel('Last name').fill('Watson');
  await saveScreenshot(page, testInfo, 'accounts-golf-id-sandbox');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await waitForShell(page);
  await expect(page.getByTestId('engine-name')).toHaveText('Maple Ridge Golf Club');
  await expect(page.getByRole('link', { name: 'Reservations' })).toBeVisible();

  // A forged return is refused.
  await page.goto(
    `/login-with-golfid?beUsername=${encodeURIComponent(email)}&beGolfIdToken=forged.token.value&beStateKey=forged`,
  );
  await expect(page.getByTestId('golf-id-error')).toHaveText('Failed to login with GolfId.');
});

test('the outbox demo page lists messages', async ({ page }, testInfo) => {
  const email = uniqueEmail('outbox', testInfo.project.name);
  await signUpGolfer(page, email, PASSWORD);
  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Mail outbox' })).toBeVisible();
  await expect(page.getByTestId('outbox-message').first()).toContainText('Verify your e-mail address');
  await saveScreenshot(page, testInfo, 'accounts-outbox');
  await expectNoSeriousAxeViolations(page);
});
