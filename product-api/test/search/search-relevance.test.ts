import { productPageSchema, categorySchema, type Category } from '../../src/contract/catalogue';
import { seedDemoData } from '../../src/seed/seed-demo';
import { z } from 'zod';
import { getData } from '../support/inject';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';
import { BASELINE_QUERIES, JUDGED_QUERIES } from './judged-queries';
import {
  isRelevant,
  kindTable,
  outcomeOf,
  summaryLine,
  summaryOf,
  type JudgedProduct,
  type QueryOutcome,
} from './relevance';

/**
 * The judged query set (judged-queries.ts, shopper-queries.ts) against the demo catalogue, through
 * GET /products?q= as the search page asks it: prints top-1 accuracy, mean precision at 5, the
 * share of things sold that answer nothing and of things not sold that answer something, whole
 * and by kind of query. Holds the goal of issue 14 on its own 129 queries, and issue 31's on the
 * whole set.
 */
/**
 * Issue 31's goal on the whole set (README, section 'Search'): the first result right for 97 %,
 * precision at 5 at least 0.93, no thing sold without an answer, no thing not sold with one. On
 * the way it was a ratchet: 80.6 %, 0.786 and 20.3 % empty when the set grew; 94.1 %, 0.930 and
 * 1.5 % with word forms, split and joined words, slips and relaxed queries; 99.0 %, 0.977 and 0 %
 * with the shoppers' words in the vocabulary.
 */
const GOAL = { top1: 0.97, meanPrecisionAt5: 0.93, zeroResults: 0, notSoldAnswered: 0 };

const queriesOf = (outcomes: QueryOutcome[]) => outcomes.map((o) => o.q).join(', ') || 'none';

let t: TestApp;
let catalogue: JudgedProduct[];
let categoryName: Map<number, string>;

const judged = (
  products: { description: string; brand: string | null; tags: string[]; categoryId: number }[],
) => products.map((p) => ({ ...p, category: categoryName.get(p.categoryId) ?? '' }));

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoData(t.db);
  const tree = await getData(t.app, '/cli/categories', z.array(categorySchema));
  categoryName = new Map();
  const visit = (c: Category) => {
    categoryName.set(c.id, c.description);
    c.items.forEach(visit);
  };
  tree.forEach(visit);
  catalogue = [];
  for (let p = 0; ; p++) {
    const page = await getData(t.app, `/cli/ecommerce/products?p=${p}`, productPageSchema);
    catalogue.push(...judged(page.data));
    if (page.last) break;
  }
}, 120_000);
afterAll(() => stopTestApp(t));

it('judges every query once, sold or not as its kind says', () => {
  expect(new Set(JUDGED_QUERIES.map((j) => j.q)).size).toBe(JUDGED_QUERIES.length);
  const misjudged = JUDGED_QUERIES.filter(
    (j) => (j.kind === 'not sold') !== !catalogue.some((p) => isRelevant(j, p)),
  ).map((j) => j.q);
  expect(misjudged).toEqual([]);
  expect(JUDGED_QUERIES.filter((j) => j.kind !== 'not sold').length).toBeGreaterThanOrEqual(250);
  expect(JUDGED_QUERIES.filter((j) => j.kind === 'not sold').length).toBeGreaterThanOrEqual(20);
});

it("finds what shoppers mean: issue 14's goal on its queries, issue 31's on all", async () => {
  const outcomes: QueryOutcome[] = [];
  const ofBaseline: QueryOutcome[] = [];
  for (const j of JUDGED_QUERIES) {
    const page = await getData(
      t.app,
      `/cli/ecommerce/products?q=${encodeURIComponent(j.q)}`,
      productPageSchema,
    );
    const outcome = outcomeOf(j, judged(page.data), catalogue);
    outcomes.push(outcome);
    if (BASELINE_QUERIES.includes(j)) ofBaseline.push(outcome);
  }
  const baseline = summaryOf(ofBaseline);
  const all = summaryOf(outcomes);
  const misses = outcomes.filter((o) => !o.top1 || o.precisionAt5 < 1);
  console.log(
    [
      `Judged queries, all: ${summaryLine(all)}`,
      `Issue 14's set: ${summaryLine(baseline)}`,
      kindTable(outcomes),
      `Sold, answer nothing: ${queriesOf(outcomes.filter((o) => o.sold && !o.answered))}`,
      `Not sold, answer something: ${queriesOf(outcomes.filter((o) => !o.sold && o.answered))}`,
      ...misses.map(
        (o) =>
          `  ${o.q}: top1 ${o.top1 ? 'yes' : 'no'}, P@5 ${o.precisionAt5.toFixed(2)}: ${o.first.join(' | ')}`,
      ),
    ].join('\n'),
  );
  // Issue 14's goal, on the queries it was set for.
  expect(baseline.top1).toBeGreaterThanOrEqual(0.95);
  expect(baseline.meanPrecisionAt5).toBeGreaterThanOrEqual(0.9);
  expect(baseline.notSoldAnswered).toBe(0);
  // Issue 31's goal on the whole set (GOAL above).
  expect(all.top1).toBeGreaterThanOrEqual(GOAL.top1);
  expect(all.meanPrecisionAt5).toBeGreaterThanOrEqual(GOAL.meanPrecisionAt5);
  expect(all.zeroResults).toBe(GOAL.zeroResults);
  expect(all.notSoldAnswered).toBe(GOAL.notSoldAnswered);
});
