import { and, sql } from 'drizzle-orm';
import { productColumns } from '../../src/products/product-row';
import {
  filterConditions,
  passesFilter,
  rulesOut,
  type ListingFilter,
  type ProductFilter,
} from '../../src/products/product-filter';
import { findCategoryTree } from '../../src/catalogue/catalogue.repository';
import { categories, products } from '../../src/db/schema';
import { seedDemoData } from '../../src/seed/seed-demo';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoData(t.db);
  // Food data set here until the demo catalogue carries its own: by id, so every kind of product
  // (none, contains, may contain, both, several diets) is there in numbers.
  await t.db.execute(sql`update products set
    allergens = case id % 5 when 0 then '{PEANUTS}'::text[] when 1 then '{MILK,GLUTEN}'::text[]
      when 2 then '{NUTS}'::text[] else '{}'::text[] end,
    may_contain = case id % 7 when 0 then '{PEANUTS}'::text[] when 1 then '{SESAME,MILK}'::text[]
      else '{}'::text[] end,
    diets = case id % 4 when 0 then '{VEGAN,VEGETARIAN}'::text[] when 1 then '{GLUTEN_FREE}'::text[]
      when 2 then '{VEGETARIAN,GLUTEN_FREE,LACTOSE_FREE}'::text[] else '{}'::text[] end`);
});
afterAll(() => stopTestApp(t));

/** The ids a listing keeps (SQL) and those the search index keeps (rows), for one filter. */
async function keptBoth(filter: ListingFilter & ProductFilter, inCategories?: ReadonlySet<number>) {
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
    ['a diet', { diets: ['VEGAN'] }],
    ['two diets', { diets: ['VEGETARIAN', 'GLUTEN_FREE'] }],
    ['free from an allergen, contained or may contain', { freeFrom: ['PEANUTS'] }],
    ['free from two allergens', { freeFrom: ['MILK', 'NUTS'] }],
    ['two diets and free from one', { diets: ['VEGETARIAN', 'GLUTEN_FREE'], freeFrom: ['MILK'] }],
    [
      'a diet, free from two and a brand filter',
      { diets: ['VEGAN'], freeFrom: ['PEANUTS', 'SESAME'], onlyBranded: true },
    ],
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
    // The listing's tree comes from the database, the index's from the rows read here.
    const categoryIds = await findCategoryTree(t.db, main.id);
    expect([...categoryIds].sort((a, b) => a - b)).toEqual([...below].sort((a, b) => a - b));
    const { sql, rows } = await keptBoth({ categoryIds }, below);
    expect(sql.length).toBeGreaterThan(0);
    expect(rows).toEqual(sql);
  });

  it.each<[string, ProductFilter, boolean]>([
    ['no filter', {}, false],
    ['filters left unset', { onlyPromotions: false, onlyBranded: false }, false],
    ['on promotion', { onlyPromotions: true }, true],
    ['an empty tag (no product has it)', { tag: '' }, true],
    ['a brand', { brand: 'Kinnie' }, true],
    ['no diets, free from nothing', { diets: [], freeFrom: [] }, false],
    ['a diet', { diets: ['LACTOSE_FREE'] }, true],
    ['free from an allergen', { freeFrom: ['SESAME'] }, true],
  ])('say whether they can rule a product out at all: %s', async (_name, filter, can) => {
    const rows = await t.db.select(productColumns).from(products);
    expect(rulesOut(filter)).toBe(can);
    // A search skips the filter when it rules nothing out: then every product passes it.
    if (!can) expect(rows.every((row) => passesFilter(row, filter))).toBe(true);
    else expect(rows.some((row) => !passesFilter(row, filter))).toBe(true);
    expect(rulesOut(filter, new Set([1]))).toBe(true);
  });
});

describe('the food filters on rows', () => {
  const row = (allergens: string[], mayContain: string[], diets: string[]) =>
    ({ allergens, mayContain, diets, tags: [], brand: null }) as unknown as Parameters<
      typeof passesFilter
    >[0];

  it('free from rules out a product that may contain the allergen, not only one containing it', () => {
    expect(passesFilter(row([], ['PEANUTS'], []), { freeFrom: ['PEANUTS'] })).toBe(false);
    expect(passesFilter(row(['PEANUTS'], [], []), { freeFrom: ['PEANUTS'] })).toBe(false);
    expect(passesFilter(row(['MILK'], ['SESAME'], []), { freeFrom: ['PEANUTS'] })).toBe(true);
    // Two allergens: neither may be there.
    expect(passesFilter(row(['MILK'], [], []), { freeFrom: ['PEANUTS', 'MILK'] })).toBe(false);
  });

  it('several diets must all hold', () => {
    const vegetarian = row([], [], ['VEGETARIAN']);
    expect(passesFilter(vegetarian, { diets: ['VEGETARIAN'] })).toBe(true);
    expect(passesFilter(vegetarian, { diets: ['VEGETARIAN', 'GLUTEN_FREE'] })).toBe(false);
  });
});
