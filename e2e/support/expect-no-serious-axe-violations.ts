import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/** Every e2e journey checks its pages with axe: no violation of impact serious or critical. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}
