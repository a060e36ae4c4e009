import { and } from 'drizzle-orm';
import { productColumns } from '../../src/products/product-row';
import {
  filterConditions,
  passesFilter,
  rulesOut,
  type ProductFilter,
} from '../../src/products/product-filter';
import { categories, products } from '../../src/db/schema';
import { seedDemoData } from '../../src/seed/seed-demo';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoData(t.db);
});
afterAll(() => stopTestApp(t));

/** The ids a listing keeps (SQL) and those the search index keeps (rows), for one filter. */
async function keptBoth(filter: ProductFilter, inCategories?: ReadonlySet<number>) {
  const rows = await t.db.select(productColumns).from(products);
  const bySql = await t.db
    .select({ id: products.id })
    .from(products)
    .where(and(...filterConditions(filter)));
  return {
    sql: bySql.map((r) => r.id).sort((a, b) => a - b),
    rows: rows
      .filter((row) => passesFilter(row, filter, inCategories))
      .map((r) => r.id)
      .sort((a, b) => a - b),
  };
}

describe('product filters, in SQL and on rows', () => {
  it.each<[string, ProductFilter]>([
    ['on promotion', { onlyPromotions: true }],
    ['branded', { onlyBranded: true }],
    ['a tag', { tag: 'gluten-free' }],
    ['a brand', { brand: 'Kinnie' }],
    ['several at once', { onlyPromotions: true, onlyBranded: true }],
  ])('keep the same products: %s', async (_name, filter) => {
    const { sql, rows } = await keptBoth(filter);
    expect(sql.length).toBeGreaterThan(0);
    expect(rows).toEqual(sql);
  });

  it('keep the same products of a main category and the categories below it', async () => {
    const tree = await t.db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
    const main = tree.find((c) => c.parentId === null && tree.some((d) => d.parentId === c.id))!;
    const below = new Set([main.id]);
    for (let grew = true; grew;) {
      const next = tree.filter((c) => c.parentId !== null && below.has(c.parentId) && !below.has(c.id));
      next.forEach((c) => below.add(c.id));
      grew = next.length > 0;
    }
    const { sql, rows } = await keptBoth({ categoryId: main.id }, below);
    expect(sql.length).toBeGreaterThan(0);
    expect(rows).toEqual(sql);
  });

  it.each<[string, ProductFilter, boolean]>([
    ['no filter', {}, false],
    ['filters left unset', { onlyPromotions: false, onlyBranded: false }, false],
    ['on promotion', { onlyPromotions: true }, true],
    ['an empty tag (no product has it)', { tag: '' }, true],
    ['a brand', { brand: 'Kinnie' }, true],
  ])('say whether they can rule a product out at all: %s', async (_name, filter, can) => {
    const rows = await t.db.select(productColumns).from(products);
    expect(rulesOut(filter)).toBe(can);
    // A search skips the filter when it rules nothing out: then every product passes it.
    if (!can) expect(rows.every((row) => passesFilter(row, filter))).toBe(true);
    else expect(rows.some((row) => !passesFilter(row, filter))).toBe(true);
    expect(rulesOut(filter, new Set([1]))).toBe(true);
  });
});
