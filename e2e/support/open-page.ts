import { expect, type Page } from '@playwright/test';

/**
 * Opens an address and waits until the page's module has rendered in the browser (the shell marks
 * <html data-page-ready>). A catalogue page arrives server-rendered and reads at once, but its
 * buttons and form fields answer only after that: a journey that acts right away opens it here.
 */
export async function openPage(page: Page, address: string) {
  const response = await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', '');
  return response;
}
