/**
 * Positive scores of some products: dense by product, with the list of those set so that reading
 * them and clearing them costs only what was set. Reused from search to search (SearchIndex.pool):
 * the list is a typed array of room for every product, so a search allocates nothing for it.
 */
export class DocScores {
  readonly values: Float32Array;
  /** The products with a score, in the order they got one: the first `count`. */
  readonly docs: Int32Array;
  count = 0;

  constructor(size: number) {
    this.values = new Float32Array(size);
    this.docs = new Int32Array(size);
  }

  /** Sets doc's score to w unless it has a higher one. */
  raise(doc: number, w: number): void {
    const v = this.values[doc]!;
    if (v === 0) this.docs[this.count++] = doc;
    if (w > v) this.values[doc] = w;
  }

  clear(): void {
    // Many set (a short beginning): one sweep of the whole array beats as many scattered writes.
    if (this.count > this.values.length >> 3) this.values.fill(0);
    else for (let i = 0; i < this.count; i++) this.values[this.docs[i]!] = 0;
    this.count = 0;
  }
}

/**
 * Puts item at `at`, moving the later ones up and dropping one past k: splice would allocate an
 * array of the removed for every insert, and this runs for many matches of every search.
 */
function insertAt<T>(list: T[], at: number, item: T, k: number): void {
  if (at >= k) return;
  let i = Math.min(list.length, k - 1);
  for (; i > at; i--) list[i] = list[i - 1]!;
  list[at] = item;
}

/** The first k of items in `better` order, without sorting them all. */
export function topOf<T>(items: ArrayLike<T> & Iterable<T>, k: number, better: (a: T, b: T) => number): T[] {
  if (items.length <= k) return Array.from(items).sort(better);
  const top: T[] = [];
  for (const item of items) {
    if (top.length === k && better(item, top[k - 1]!) >= 0) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (better(item, top[mid]!) < 0) hi = mid;
      else lo = mid + 1;
    }
    insertAt(top, lo, item, k);
  }
  return top;
}

/**
 * The k best products offered, best first: the higher score, then the lower rank (the index's
 * order among equals). Most offers lose to the k-th at a glance, without a call.
 */
export class BestDocs {
  readonly docs: number[] = [];
  private lastScore = 0;
  private lastRank = 0;

  constructor(
    private readonly k: number,
    private readonly scores: Float64Array,
    private readonly rank: Int32Array,
  ) {}

  offer(doc: number, score: number): void {
    if (
      this.docs.length === this.k &&
      (score < this.lastScore || (score === this.lastScore && this.rank[doc]! > this.lastRank))
    )
      return;
    this.insert(doc, score);
  }

  private insert(doc: number, score: number): void {
    const { docs, scores, rank, k } = this;
    let lo = 0;
    let hi = docs.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const other = docs[mid]!;
      if (score > scores[other]! || (score === scores[other]! && rank[doc]! < rank[other]!)) hi = mid;
      else lo = mid + 1;
    }
    insertAt(docs, lo, doc, k);
    if (docs.length === k) {
      this.lastScore = scores[docs[k - 1]!]!;
      this.lastRank = rank[docs[k - 1]!]!;
    }
  }
}
