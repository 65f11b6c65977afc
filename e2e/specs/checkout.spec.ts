import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  chooseNewCard,
  expectConfirmation,
  fillGuest,
  localDate,
  signUpGolfer,
  typeCard,
  uniqueEmail,
} from '../support/booking.ts';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';

// Checkout: search → select → cart → checkout → hosted card → confirmation, for a
// guest and for a signed-in golfer of its own, with the authentication redirect, a decline, on the
// phone project and in French. Each test books its own tee time on its own day (5–13 days out,
// New York time, one day per project), so parallel tests never compete for the same slots.

const dayFor = (testInfo: TestInfo, base: number) => localDate(base + (testInfo.project.name === 'phone' ? 1 : 0));

/** Adds the `index`-th tee time of the day to the cart and opens /checkout from the cart panel. */
async function selectAndCheckOut(page: Page, date: string, index: number) {
  await page.goto(`/search?alias=demo&date=${date}`);
  await waitForShell(page);
  const card = page.getByTestId('tee-time').nth(index);
  await expect(card).toBeVisible();
  await card.locator('.tee-time__select').click();
  await expect(page.getByTestId('cart-toast')).toBeVisible();
  await page.getByTestId('cart-panel').getByTestId('check-out').click();
  await expect(page.getByTestId('checkout-form')).toBeVisible();
  await expect(page.getByTestId('checkout-due-now')).toBeVisible();
}

test('a guest books and pays with a new card; the confirmation e-mail is in the outbox; axe clean', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('guest', testInfo);
  await selectAndCheckOut(page, dayFor(testInfo, 5), 1);
  await expect(page.getByTestId('checkout-summary')).toContainText('Harbor Pines');
  await expect(page.getByTestId('checkout-summary')).toContainText('Green Fees');
  await saveScreenshot(page, testInfo, 'checkout-guest');
  await expectNoSeriousAxeViolations(page);

  // The first failure of the SPEC §5 order is announced and focused.
  await page.getByTestId('checkout-pay').click();
  await expect(page.getByTestId('checkout-error')).toHaveText('Please enter your e-mail address.');
  await expect(page.getByLabel('E-mail', { exact: true })).toBeFocused();

  await fillGuest(page, email);
  await typeCard(page, '4242 4242 4242 4242');
  await expect(page.getByTestId('checkout-card-ready')).toContainText('Visa ending in 4242 is ready to pay.');
  await saveScreenshot(page, testInfo, 'checkout-card-ready');
  await page.getByTestId('checkout-pay').click();
  await expectConfirmation(page);
  const orderNumber = (await page.getByTestId('confirmation-order-number').innerText()).trim();
  await expect(page.getByTestId('confirmation-email')).toContainText(email);
  await expect(page.getByTestId('confirmation-card')).toContainText('4242');
  await saveScreenshot(page, testInfo, 'confirmation');
  await expectNoSeriousAxeViolations(page);
  const dataLayer = await page.evaluate(
    () => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [],
  );
  expect(dataLayer.some((entry) => entry.event === 'purchase')).toBe(true);

  // The cart is cleared.
  await page.goto('/checkout?alias=demo');
  await expect(page.getByTestId('checkout-empty')).toContainText('Shopping cart is empty');

  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  await expect(page.locator('body')).toContainText(`Your booking is confirmed (order ${orderNumber})`);
});

test('a signed-in golfer pays with a new card saved to the wallet, then with that saved card and its CVV', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('golfer', testInfo);
  await signUpGolfer(page, email);
  const date = dayFor(testInfo, 7);
  await selectAndCheckOut(page, date, 2);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await chooseNewCard(page, 'checkout');
  if (!(await page.getByLabel('Phone').inputValue())) await page.getByLabel('Phone').fill('919 555 0100');
  await page.getByLabel('Booking note').fill('Member guest today');
  await page.getByLabel('I have read and accept the tee time policy').check();
  await typeCard(page, '5555 5555 5555 4444');
  await expect(page.getByTestId('checkout-card-ready')).toContainText('Mastercard ending in 4444');
  await page.getByLabel('Save this card to my wallet').check();
  await page.getByTestId('checkout-pay').click();
  await expectConfirmation(page);

  await selectAndCheckOut(page, date, 3);
  const saved = page.getByTestId('checkout-saved-card').filter({ hasText: 'Ending in 4444' });
  await saved.first().getByRole('radio').check();
  if (!(await page.getByLabel('Phone').inputValue())) await page.getByLabel('Phone').fill('919 555 0100');
  await page.getByLabel('Booking note').fill('Second round');
  await page.getByLabel('I have read and accept the tee time policy').check();
  await page.getByTestId('checkout-pay').click();
  await expect(page.getByTestId('checkout-error')).toHaveText('Please enter the CVV code of your saved card.');
  await page.getByLabel('CVV of the card ending in 4444').fill('123');
  await saveScreenshot(page, testInfo, 'checkout-saved-card');
  await expectNoSeriousAxeViolations(page);
  await page.getByTestId('checkout-pay').click();
  await expectConfirmation(page);
  await expect(page.getByTestId('confirmation-card')).toContainText('Mastercard Ending in 4444');
});

test('an authentication-required card goes through the challenge page and back to the confirmation', async ({
  page,
}, testInfo) => {
  await selectAndCheckOut(page, dayFor(testInfo, 9), 4);
  await fillGuest(page, uniqueEmail('challenge', testInfo));
  await typeCard(page, '4000 0000 0000 3220');
  await page.getByTestId('checkout-pay').click();
  await expect(page).toHaveURL(/\/sandbox\/gateway\/challenge\//);
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/payment-authorization\?/);
  await saveScreenshot(page, testInfo, 'payment-authorization');
  await expectConfirmation(page);
  await expectNoSeriousAxeViolations(page);
});

test('a declined card shows the message and books nothing', async ({ page }, testInfo) => {
  const date = dayFor(testInfo, 11);
  await selectAndCheckOut(page, date, 5);
  const before = await page.getByTestId('checkout-summary').innerText();
  await fillGuest(page, uniqueEmail('decline', testInfo));
  await typeCard(page, '4000 0000 0000 0002');
  await page.getByTestId('checkout-pay').click();
  await expect(page.getByTestId('checkout-error')).toHaveText(
    'Please try again. Something went wrong and we were unable to authorize your payment',
  );
  await expect(page).toHaveURL(/\/checkout/);
  // The declined card is not offered again: a fresh card entry opens.
  await expect(page.frameLocator('iframe[title="Secure card entry"]').getByLabel('Card number')).toBeVisible();
  await saveScreenshot(page, testInfo, 'checkout-declined');
  await expectNoSeriousAxeViolations(page);
  // Still in the cart, nothing booked: the cart page still holds the tee time.
  expect(before).toContain('Harbor Pines');
  await page.goto('/cart?alias=demo');
  await expect(page.getByTestId('cart-item').first()).toBeVisible();
});

test('in French: the checkout, the hosted card and the confirmation speak French', async ({ page }, testInfo) => {
  await page.goto('/?alias=demo');
  await waitForShell(page);
  await page.getByLabel('Language').selectOption('fr');
  await selectAndCheckOut(page, dayFor(testInfo, 12), 6);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement');
  await page.getByLabel('Prénom').fill('Marie');
  await page.getByLabel('Nom', { exact: true }).fill('Curie');
  await page.getByLabel('Courriel', { exact: true }).fill(uniqueEmail('fr', testInfo));
  await page.getByLabel('Téléphone').fill('514 555 0100');
  await page.getByLabel('Note de réservation').fill('Deux joueurs');
  await page.getByLabel('J’ai lu et j’accepte la politique des départs').check();
  await typeCard(page, '4242 4242 4242 4242', {
    frame: 'Saisie sécurisée de la carte',
    number: 'Numéro de carte',
    name: 'Nom sur la carte',
    year: "Année d'expiration",
    cvv: 'Code de sécurité',
    address: 'Adresse de facturation',
    postalCode: 'Code postal',
    save: 'Enregistrer la carte',
  });
  await expect(page.getByTestId('checkout-pay')).toContainText('Payer');
  await saveScreenshot(page, testInfo, 'checkout-fr');
  await expectNoSeriousAxeViolations(page);
  await page.getByTestId('checkout-pay').click();
  await expectConfirmation(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre réservation est confirmée');
  await saveScreenshot(page, testInfo, 'confirmation-fr');
});

test('with guest checkout off (maple-ridge) an anonymous visitor gets the login prompt, back to /checkout', async ({
  page,
}, testInfo) => {
  await page.goto('/checkout?alias=maple-ridge');
  await waitForShell(page);
  const prompt = page.getByTestId('checkout-login-prompt');
  await expect(prompt).toContainText('Please sign in to complete your booking.');
  await saveScreenshot(page, testInfo, 'checkout-login-prompt');
  await expectNoSeriousAxeViolations(page);
  await prompt.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});
