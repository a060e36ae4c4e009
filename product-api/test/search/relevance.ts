import type { Product } from '../../src/contract/catalogue';
import type { JudgedKind, Judgement } from './judged-intents';

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
 * first scores 1). sold: the catalogue has a relevant product; answered: the search showed any.
 */
export type QueryOutcome = {
  q: string;
  kind: JudgedKind;
  sold: boolean;
  answered: boolean;
  top1: boolean;
  precisionAt5: number;
  first: string[];
};

export function outcomeOf(j: Judgement, results: JudgedProduct[], catalogue: JudgedProduct[]): QueryOutcome {
  const first = results.slice(0, 5);
  const names = first.map((p) => p.description);
  const relevantInCatalogue = catalogue.filter((p) => isRelevant(j, p)).length;
  const seen = { q: j.q, kind: j.kind, answered: results.length > 0, first: names };
  if (relevantInCatalogue === 0) {
    return { ...seen, sold: false, top1: !seen.answered, precisionAt5: seen.answered ? 0 : 1 };
  }
  const hits = first.filter((p) => isRelevant(j, p)).length;
  return {
    ...seen,
    sold: true,
    top1: first[0] !== undefined && isRelevant(j, first[0]),
    precisionAt5: hits / Math.min(5, relevantInCatalogue),
  };
}

const shareOf = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/**
 * Top-1 and mean precision at 5 over all queries; zeroResults: the share of queries for things
 * sold that answer no product at all (the empty page issue 31 ends); notSoldAnswered: the share of
 * queries for things not sold that answer something. Null when there is no such query.
 */
export function summaryOf(outcomes: QueryOutcome[]) {
  const n = outcomes.length;
  const sold = outcomes.filter((o) => o.sold);
  const notSold = outcomes.filter((o) => !o.sold);
  return {
    queries: n,
    top1: outcomes.filter((o) => o.top1).length / n,
    meanPrecisionAt5: outcomes.reduce((sum, o) => sum + o.precisionAt5, 0) / n,
    sold: sold.length,
    notSold: notSold.length,
    zeroResults: shareOf(sold.filter((o) => !o.answered).length, sold.length),
    notSoldAnswered: shareOf(notSold.filter((o) => o.answered).length, notSold.length),
  };
}

export type RelevanceSummary = ReturnType<typeof summaryOf>;

/** The summary of each kind of query, in the order the kinds first appear. */
export function summaryByKind(outcomes: QueryOutcome[]): ({ kind: JudgedKind } & RelevanceSummary)[] {
  const kinds = [...new Set(outcomes.map((o) => o.kind))];
  return kinds.map((kind) => ({ kind, ...summaryOf(outcomes.filter((o) => o.kind === kind)) }));
}

const percent = (share: number | null) => (share === null ? '-' : `${(share * 100).toFixed(1)} %`);

/** One line of figures: top-1, precision at 5, zero results for things sold, not sold answered. */
export function summaryLine(s: RelevanceSummary): string {
  return (
    `${s.queries} queries (${s.notSold} not sold): top-1 ${percent(s.top1)}, ` +
    `mean precision at 5 ${s.meanPrecisionAt5.toFixed(3)}, zero results ${percent(s.zeroResults)}, ` +
    `not sold answered ${percent(s.notSoldAnswered)}`
  );
}

/** A small table of the figures by kind of query, for the console. */
export function kindTable(outcomes: QueryOutcome[]): string {
  const row = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(11) : c.padStart(i === 1 ? 7 : 11))).join(' ');
  return [
    row(['kind', 'queries', 'top-1', 'P@5', 'zero res.', 'not sold ans.']),
    ...summaryByKind(outcomes).map((s) =>
      row([
        s.kind,
        String(s.queries),
        percent(s.top1),
        s.meanPrecisionAt5.toFixed(3),
        percent(s.zeroResults),
        percent(s.notSoldAnswered),
      ]),
    ),
  ].join('\n');
}
