import type { Page } from '@playwright/test';

/**
 * What a page tells the browser's console while a spec walks it. `violations`: the
 * Content-Security-Policy's refusals, caught both as the console's report and as
 * `securitypolicyviolation` events (a refused inline script leaves a page without its data, a
 * refused style or image shows). `errors`: every console error and uncaught exception, which a
 * shopper never sees but which mean something broke (issue 30: the buying path logs none).
 */
export type PageConsole = { violations: string[]; errors: string[] };

/** Starts listening before the first navigation: call it once per page, before `goto`. */
export async function watchPageConsole(page: Page): Promise<PageConsole> {
  const seen: PageConsole = { violations: [], errors: [] };
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text)) seen.violations.push(text);
    if (message.type() === 'error') seen.errors.push(`${text} (${message.location().url})`);
  });
  page.on('pageerror', (error) => seen.errors.push(`uncaught: ${error.message}`));
  await page.exposeFunction('reportPolicyViolation', (text: string) => seen.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      report(
        `${event.violatedDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return seen;
}

/** Everything the console was told that a clean page never says, for one `toEqual([])`. */
export const consoleTrouble = (seen: PageConsole): string[] => [...seen.violations, ...seen.errors];
