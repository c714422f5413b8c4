import { expect, type Page } from '@playwright/test';
import { PAGE_READY_ATTRIBUTE } from '@shop/shared/page-data';

/**
 * Opens an address and waits until the page is the browser's (the shell marks <html data-page-ready>).
 * A catalogue page arrives server-rendered and reads at once; before that mark its links are plain
 * page loads and what is pressed waits for the page, so a journey that acts right away opens it here.
 */
export async function openPage(page: Page, address: string) {
  const response = await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute(PAGE_READY_ATTRIBUTE, '');
  return response;
}
