import { expect, test } from '@playwright/test';
import { chooseNewCard, signUpGolfer, typeCard, uniqueEmail } from '../support/booking.ts';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';

// A store-only purchase is a purchase. A new golfer puts a membership and a gift
// certificate (delivered in a week) in one cart; checkout asks for no booking note or tee-time
// policy and its button reads "Pay $X"; the confirmation screen and the e-mail (read in
// /dev/outbox) list both items: the plan with its next instalment, the recipient, the message
// and "Scheduled for …". Neither says the order is a booking.

/** The local date `days` from today (the browser's and the server's clock are the machine's). */
function inDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test('a membership and a gift certificate bought together: the receipt on screen and in the e-mail', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('store-receipt', testInfo);
  const recipient = uniqueEmail('store-receipt-gift', testInfo);
  await signUpGolfer(page, email);

  await page.goto('/store');
  await waitForShell(page);
  await page
    .getByTestId('membership-plan')
    .filter({ hasText: 'Weekday Player' })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expect(page.getByTestId('cart-toast')).toHaveText('Membership added to cart');
  const form = page.getByTestId('gift-certificate-form');
  await form.getByLabel('$50.00').check();
  await form.getByLabel('Recipient name').fill('Sam Friend');
  await form.getByLabel('Recipient e-mail').fill(recipient);
  await form.getByLabel('Message (optional)').fill('Happy birthday!');
  await form.getByLabel('Delivery date').fill(inDays(7));
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-toast')).toHaveText('Gift certificate added to cart');

  await page.goto('/checkout');
  await waitForShell(page);
  await expect(page.getByTestId('checkout-form')).toBeVisible();
  const pay = page.getByTestId('checkout-pay');
  await expect(pay).toHaveText(/^Pay \$[\d,]+\.\d\d$/);
  await expect(page.getByLabel(/Booking note/)).toHaveCount(0);
  await expect(page.getByLabel('I have read and accept the tee time policy')).toHaveCount(0);
  const phone = page.getByLabel('Phone');
  if (!(await phone.inputValue())) await phone.fill('(919) 555-0100');
  await chooseNewCard(page, 'checkout');
  await typeCard(page, '4242 4242 4242 4242');
  await saveScreenshot(page, testInfo, 'store-receipt-checkout');
  await pay.click();

  await expect(page).toHaveURL(/\/confirmation\?orderId=/, { timeout: 20_000 });
  const receipt = page.getByTestId('confirmation-page');
  await expect(receipt.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  await expect(receipt).not.toContainText('Your booking is confirmed');
  const orderNumber = (await page.getByTestId('confirmation-order-number').innerText()).trim();
  const membership = page.getByTestId('confirmation-membership');
  await expect(membership).toContainText('Membership: Weekday Player');
  await expect(membership.getByTestId('confirmation-membership-plan')).toContainText('per month');
  await expect(membership.getByTestId('confirmation-next-instalment')).not.toBeEmpty();
  const gift = page.getByTestId('confirmation-gift-certificate');
  await expect(gift).toContainText('Gift certificate of $50.00');
  await expect(gift.getByTestId('confirmation-gift-recipient')).toContainText(`Sam Friend (${recipient})`);
  await expect(gift.getByTestId('confirmation-gift-message')).toHaveText('Happy birthday!');
  await expect(gift.getByTestId('confirmation-gift-delivery')).toContainText('Scheduled for');
  await saveScreenshot(page, testInfo, 'store-receipt');
  await expectNoSeriousAxeViolations(page);

  // The same receipt by e-mail (kept in the outbox without SMTP).
  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  const mail = page.getByTestId('outbox-message').filter({ hasText: orderNumber });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText(`Thank you for your order (order ${orderNumber})`);
  await expect(mail).toContainText('Thank you for your order. Here is what you bought:');
  await expect(mail).toContainText('Membership "Weekday Player" at');
  await expect(mail).toContainText('Next instalment on');
  await expect(mail).toContainText('Gift certificate of $50.00 at');
  await expect(mail).toContainText(`for Sam Friend (${recipient}). Message: "Happy birthday!". Scheduled for`);
  await expect(mail).not.toContainText('Here are your tee times');
  await saveScreenshot(page, testInfo, 'store-receipt-email');
});
