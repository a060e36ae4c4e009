import type { Product } from '../../src/contract/catalogue';
import type { Judgement } from './judged-queries';

/** A product as judged: its name, brand, tags and category name. */
export type JudgedProduct = Pick<Product, 'description' | 'brand' | 'tags'> & { category: string };

export const isRelevant = (j: Judgement, p: JudgedProduct): boolean =>
  (j.names?.test(p.description) ?? false) ||
  (j.categories?.includes(p.category) ?? false) ||
  (j.brand !== undefined && p.brand === j.brand) ||
  (j.tag !== undefined && p.tags.includes(j.tag));

/**
 * How one query did: top1 when the first result is relevant (for a thing not sold: when there is
 * no result at all); precision at 5 as the relevant share of the first five results, out of five
 * or of all relevant products when fewer exist (a query with two right answers that shows both
 * first scores 1).
 */
export type QueryOutcome = { q: string; top1: boolean; precisionAt5: number; first: string[] };

export function outcomeOf(j: Judgement, results: JudgedProduct[], catalogue: JudgedProduct[]): QueryOutcome {
  const first = results.slice(0, 5);
  const names = first.map((p) => p.description);
  const relevantInCatalogue = catalogue.filter((p) => isRelevant(j, p)).length;
  if (relevantInCatalogue === 0) {
    const none = results.length === 0;
    return { q: j.q, top1: none, precisionAt5: none ? 1 : 0, first: names };
  }
  const hits = first.filter((p) => isRelevant(j, p)).length;
  return {
    q: j.q,
    top1: first[0] !== undefined && isRelevant(j, first[0]),
    precisionAt5: hits / Math.min(5, relevantInCatalogue),
    first: names,
  };
}

export function summaryOf(outcomes: QueryOutcome[]) {
  const n = outcomes.length;
  return {
    queries: n,
    top1: outcomes.filter((o) => o.top1).length / n,
    meanPrecisionAt5: outcomes.reduce((sum, o) => sum + o.precisionAt5, 0) / n,
  };
}
