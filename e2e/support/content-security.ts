import { expect, type Page } from '@playwright/test';

/** What the shell's Content-Security-Policy must at least say (README: Security). */
const SHELL_POLICY =
  /^default-src 'self';script-src 'self' [^;]*'nonce-[A-Za-z0-9+/=]+'(;[^;]+)*;frame-ancestors 'none'$/;

/**
 * Watches a page for Content-Security-Policy violations, from before its first document on:
 * every `securitypolicyviolation` event in the page and its frames and every CSP message
 * Chromium logs, across navigations. Notes the policy each document of the page came with, so
 * that a journey cannot pass with no policy in force. Call before the page opens anything.
 */
export async function watchContentSecurity(page: Page) {
  const violations: string[] = [];
  const documents: { url: string; policy: string | undefined }[] = [];
  await page.exposeFunction('__noteCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const note = (window as unknown as { __noteCspViolation: (violation: string) => Promise<void> })
        .__noteCspViolation;
      void note(
        `${event.effectiveDirective} refused ${event.blockedURI || 'an inline resource'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) {
      documents.push({ url: response.url(), policy: response.headers()['content-security-policy'] });
    }
  });
  return {
    violations,
    /** Every document of the page had the shop's policy, and nothing broke it. */
    async expectNoViolations() {
      // A round trip after whatever the page has reported so far.
      await page.evaluate(() => undefined);
      expect(documents.length, 'documents opened').toBeGreaterThan(0);
      for (const { url, policy } of documents)
        expect(policy, `Content-Security-Policy of ${url}`).toMatch(SHELL_POLICY);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
  };
}
