import type { BrowserContext, Page } from 'playwright-core';

/**
 * Records every Content-Security-Policy violation in a browser context, from the first byte of
 * each document: the `securitypolicyviolation` events (reported through a binding, so they
 * survive full page loads) and the console errors Chromium logs for blocked resources, inline
 * scripts or a malformed policy or Permissions-Policy.
 */
export async function watchSecurityPolicy(context: BrowserContext, page: Page): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', ({ page: source }, text: string) => {
    violations.push(`${source?.url() ?? '?'}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (/Content.Security.Policy|Permissions-Policy|Refused to/i.test(message.text()))
      violations.push(`${page.url()}: console: ${message.text()}`);
  });
  return violations;
}
