import { expect, test, type Page } from '@playwright/test';
import {
  bookingCheckout,
  expectConfirmation,
  payTeeTimeWithNewCard,
  signUpGolfer,
  uniqueEmail,
} from '../support/booking.ts';
import { expectNoSeriousAxeViolations, saveScreenshot, waitForShell } from '../support/checks.ts';

// Friend invitations: the party lead books 3 players and invites two friends from the
// reservation's detail; each opens the link mailed to /dev/outbox in their own browser; one
// accepts and fills a player slot by name, the other declines, which frees a place to invite
// again. Bookings are two days out on the South course, from an hour no other spec starts at.

/** The accept or decline link of the newest invitation mailed to `email`, as mailed (absolute). */
async function invitationLink(page: Page, email: string, type: 'accept' | 'decline'): Promise<string> {
  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  const link = page.locator(`a[href*="/invite"][href*="type=${type}"]`).first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}

test('the lead invites two friends; one accepts and is named on the booking, one declines; axe clean', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const friends = { ann: uniqueEmail('ann', testInfo), bob: uniqueEmail('bob', testInfo) };
  await signUpGolfer(page, uniqueEmail('lead', testInfo));
  await bookingCheckout(page, 9, 3);
  await payTeeTimeWithNewCard(page, 'Bringing two friends');
  await expectConfirmation(page);
  const number = (await page.getByTestId('confirmation-number').first().innerText()).trim();

  await page.getByRole('link', { name: 'Reservations' }).first().click();
  await page.getByTestId('reservation-card').filter({ hasText: number }).getByRole('link').click();
  const panel = page.getByTestId('invitations-panel');
  await expect(panel).toContainText('No friends invited yet.');
  await panel.getByRole('button', { name: 'Add another friend' }).click();
  await panel.getByLabel('Name').nth(0).fill('Ann Friend');
  await panel.getByLabel('E-mail').nth(0).fill(friends.ann);
  await panel.getByLabel('Name').nth(1).fill('Bob Friend');
  await panel.getByLabel('E-mail').nth(1).fill(friends.bob);
  await saveScreenshot(page, testInfo, 'invitations-form');
  await expectNoSeriousAxeViolations(page);
  await panel.getByRole('button', { name: 'Send 2 invitations' }).click();
  await expect(page.getByTestId('reservation-toast')).toHaveText('2 invitations sent.');
  await expect(panel.getByTestId('invitation-item')).toHaveCount(2);
  await expect(panel.getByTestId('invitation-item').first()).toContainText('Waiting for an answer');
  await expect(panel.getByTestId('invitations-full')).toBeVisible();
  const detailUrl = page.url();

  // Each friend answers in a browser of their own, with no account.
  const acceptHref = await invitationLink(page, friends.ann, 'accept');
  const declineHref = await invitationLink(page, friends.bob, 'decline');
  const friendContext = await browser.newContext({ viewport: page.viewportSize() });
  const friend = await friendContext.newPage();
  await friend.goto(acceptHref);
  await expect(friend.getByTestId('invitation-round')).toContainText('Harbor Pines – South Course');
  await saveScreenshot(friend, testInfo, 'invitation-reply');
  await expectNoSeriousAxeViolations(friend);
  await friend.getByTestId('invitation-accept').click();
  await expect(friend.getByTestId('invitation-confirmed')).toContainText("You're in!");
  await saveScreenshot(friend, testInfo, 'invitation-confirmed');
  await friend.goto(declineHref);
  await friend.getByTestId('invitation-decline').click();
  await expect(friend).toHaveURL(/\/invite\/declined/);
  // The same link a second time: the answer is given, so the page says so and offers no buttons.
  await friend.goto(declineHref);
  await expect(friend.getByTestId('invitation-closed')).toHaveText('You declined this invitation.');
  await expect(friend.getByTestId('invitation-decline')).toHaveCount(0);
  await friendContext.close();

  await page.goto(detailUrl);
  await waitForShell(page);
  await expect(page.getByTestId('reservation-slot').nth(1)).toContainText('Ann Friend');
  const items = page.getByTestId('invitations-panel').getByTestId('invitation-item');
  await expect(items.filter({ hasText: 'Ann Friend' })).toContainText('Accepted');
  await expect(items.filter({ hasText: 'Bob Friend' })).toContainText('Declined');
  // Bob's place is free again.
  await expect(page.getByTestId('invitation-form')).toContainText('You can invite 1 more friend.');
  await saveScreenshot(page, testInfo, 'invitations-answered');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Cancel the invitation for Ann Friend' }).click();
  await expect(page.getByTestId('reservation-toast')).toHaveText('The invitation for Ann Friend is cancelled.');
  await expect(items.filter({ hasText: 'Ann Friend' })).toContainText('Cancelled');
  await expect(page.getByTestId('reservation-slot').nth(1)).not.toContainText('Ann Friend');
});
