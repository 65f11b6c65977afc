import { expect, type Page } from '@playwright/test';

/** Opens the header's account menu ("My account", or its name in `label`) and follows one of its links (the Account tab by default). */
export async function openFromAccountMenu(page: Page, link = 'account-link', label = 'My account') {
  const button = page.getByRole('button', { name: label });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.getByTestId(link).click();
}
