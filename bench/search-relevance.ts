import { z } from 'zod';
import { categorySchema, productPageSchema, type Category } from '../product-api/src/contract/catalogue';
import { placedProducts } from '../product-api/src/seed/catalogue-data';
import { JUDGED_QUERIES } from '../product-api/test/search/judged-queries';
import {
  outcomeOf,
  summaryByKind,
  summaryOf,
  type JudgedProduct,
} from '../product-api/test/search/relevance';

/**
 * The judged query set of the API tests against a running API on the 50,000-product benchmark
 * catalogue (bench:api --relevance): prints as JSON top-1 accuracy, mean precision at 5, the share
 * of things sold that answer nothing (zeroResults) and of things not sold that answer something
 * (notSoldAnswered), whole and by kind of query.
 * Every demo product has more than 100 variants there, so five relevant products exist for every
 * query the demo shop answers, and none for a thing it does not sell.
 * Usage: node --import tsx bench/search-relevance.ts http://127.0.0.1:4200
 */
const base = process.argv[2] ?? 'http://127.0.0.1:4200';

async function data<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  const body = await (await fetch(`${base}${path}`)).json();
  return z.object({ data: schema }).parse(body).data;
}

async function main(): Promise<void> {
  const names = new Map<number, string>();
  const visit = (c: Category) => {
    names.set(c.id, c.description);
    c.items.forEach(visit);
  };
  (await data('/cli/categories', z.array(categorySchema))).forEach(visit);
  const demo: JudgedProduct[] = placedProducts().map((p) => ({
    description: p.seed.name,
    brand: p.seed.brand,
    tags: p.seed.tags,
    category: p.sub.description,
  }));
  const catalogue = Array.from({ length: 5 }, () => demo).flat();
  const outcomes = [];
  for (const j of JUDGED_QUERIES) {
    const page = await data(`/cli/ecommerce/products?q=${encodeURIComponent(j.q)}`, productPageSchema);
    const found = page.data.map((p) => ({ ...p, category: names.get(p.categoryId) ?? '' }));
    outcomes.push(outcomeOf(j, found, catalogue));
  }
  const misses = outcomes
    .filter((o) => !o.top1 || o.precisionAt5 < 1)
    .map((o) => `${o.q}: ${o.first.join(' | ')}`);
  process.stdout.write(JSON.stringify({ ...summaryOf(outcomes), byKind: summaryByKind(outcomes), misses }));
}

void main();
