/**
 * A search that matches nothing as typed, answered with fewer words rather than an empty page
 * (issue 31; README: Search): first without the words that match nothing on their own ('organic
 * whole milk fresh', no product says 'fresh'), then, while the rest still match nothing together,
 * without the least telling word (the one most products have) whose loss leaves a match, else
 * without the least telling word and on. Pure: `reach` says about how many products a word could
 * match, cheaply (0: none); `count` how many a query matches with the page's filters, a search.
 */
export type RelaxedSearch = {
  reach: (word: string) => number;
  count: (query: string) => number;
};

/** How many searches relaxing one query may cost: a shopper's ten words take fewer. */
const MAX_SEARCHES = 16;

class OutOfSearches extends Error {}

/**
 * Fewer of the query's words, or null; for a query that matched nothing as typed. `typing`: the
 * last word is still being typed (the search box's suggestions), so it is the first dropped.
 */
export function relaxedQueryOf(query: string, search: RelaxedSearch, typing = false): string | null {
  const typed = query.trim().split(/\s+/).filter(Boolean);
  if (typed.length < 2) return null;
  // A bounded number of searches: a scripted query of 50 words must not cost hundreds of them.
  // Each text is asked once (the query as typed was, and matched nothing).
  let searches = 0;
  const counted = new Map<string, number>([[typed.join(' '), 0]]);
  const count = (text: string) => {
    const known = counted.get(text);
    if (known !== undefined) return known;
    if (++searches > MAX_SEARCHES) throw new OutOfSearches();
    const total = search.count(text);
    counted.set(text, total);
    return total;
  };
  try {
    // 'wet d' suggests wet wipes, not what 'd' begins: an unfinished word says least.
    const finished = typed.slice(0, -1).join(' ');
    if (typing && count(finished) > 0) return finished;
    return relaxed(typed, search.reach, count);
  } catch (error) {
    if (error instanceof OutOfSearches) return null;
    throw error;
  }
}

function relaxed(
  typed: string[],
  reach: (word: string) => number,
  count: (query: string) => number,
): string | null {
  const alone = new Map(typed.map((word) => [word, reach(word)]));
  let kept = typed.filter((word) => (alone.get(word) ?? 0) > 0);
  while (kept.length > 0) {
    const text = kept.join(' ');
    if (count(text) > 0) return text;
    if (kept.length === 1) return null;
    // The least telling words first: a shopper's rarest word is what they most mean.
    const byCommonness = [...kept].sort((a, b) => (alone.get(b) ?? 0) - (alone.get(a) ?? 0));
    const dropped = byCommonness.find((word) => count(kept.filter((w) => w !== word).join(' ')) > 0);
    if (dropped !== undefined) return kept.filter((w) => w !== dropped).join(' ');
    // Every way of dropping one word was asked and matched nothing: this one too.
    kept = kept.filter((w) => w !== byCommonness[0]);
  }
  return null;
}
