import { expect, type Page } from '@playwright/test';

/** Collects what the page logs as errors, so a journey can require a clean console. */
export function watchConsole(page: Page, { allow = [] as RegExp[] } = {}) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !allow.some((pattern) => pattern.test(message.text()))) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    errors,
    expectNoErrors: () => expect(errors, 'console errors').toEqual([]),
  };
}
