import type { Page, TestInfo } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './expect-no-serious-axe-violations';

/** The page at 390 px (a phone) and 1280 px, kept for a look, then checked by axe. */
export async function shotsAtTwoWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await expectNoSeriousAxeViolations(page);
}
