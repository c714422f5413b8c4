import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';

const GAPI_STAND_IN = readFileSync(path.join(__dirname, 'gapi-stand-in.js'), 'utf8');

/** Serves the stand-in for Google's api.js to every page and frame of the context. */
export async function routeGoogleApi(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: GAPI_STAND_IN }),
  );
}

/**
 * Signs in on /auth through the Google popup the Auth emulator serves: a new account with this
 * e-mail and name, as a person would type it (or the account with this e-mail, when the
 * emulator has it already), on the test's site or on `site` (an origin). Resolves once the header shows the person.
 */
export async function signInWithGoogle(page: Page, email: string, name: string, site = ''): Promise<void> {
  await page.goto(`${site}/auth`);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Войти через Google' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  // The emulator lists the accounts signed in before; one with this e-mail is picked again.
  const known = popup.getByText(email, { exact: true });
  if (await known.count()) {
    await known.first().click();
  } else {
    await popup.locator('#add-account-button').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill(name);
    await popup.locator('#sign-in').click();
  }
  // An account made before keeps the name it was made with: the e-mail tells who is signed in.
  await expect(page.getByRole('navigation', { name: 'Личный кабинет' }).locator(`a[title="${email}"]`)).toBeVisible({
    timeout: 20_000,
  });
}
