/**
 * A search that matches nothing as typed, answered with fewer words rather than an empty page
 * (issue 31; README: Search): first without the words that match nothing on their own ('organic
 * whole milk fresh', no product says 'fresh'), then, while the rest still match nothing together,
 * without the least telling word (the one most products have) whose loss leaves a match, else
 * without the least telling word and on. Pure: `count` says how many products a query matches,
 * with the page's filters.
 */
export function relaxedQueryOf(query: string, countMatches: (query: string) => number): string | null {
  const typed = query.trim().split(/\s+/).filter(Boolean);
  if (typed.length < 2) return null;
  // A bounded number of searches: a scripted query of 50 words must not cost 2,500 of them.
  let searches = 0;
  const count = (text: string) => {
    if (++searches > MAX_SEARCHES) throw new OutOfSearches();
    return countMatches(text);
  };
  try {
    return relaxed(typed, count);
  } catch (error) {
    if (error instanceof OutOfSearches) return null;
    throw error;
  }
}

/** How many searches relaxing one query may cost: a shopper's ten words take about as many. */
const MAX_SEARCHES = 32;

class OutOfSearches extends Error {}

function relaxed(typed: string[], count: (query: string) => number): string | null {
  const alone = new Map(typed.map((word) => [word, count(word)]));
  let kept = typed.filter((word) => (alone.get(word) ?? 0) > 0);
  while (kept.length > 0) {
    const text = kept.join(' ');
    if (count(text) > 0) return text === typed.join(' ') ? null : text;
    if (kept.length === 1) return null;
    // The least telling words first: a shopper's rarest word is what they most mean.
    const byCommonness = [...kept].sort((a, b) => (alone.get(b) ?? 0) - (alone.get(a) ?? 0));
    const dropped = byCommonness.find((word) => count(kept.filter((w) => w !== word).join(' ')) > 0);
    kept = kept.filter((w) => w !== (dropped ?? byCommonness[0]));
  }
  return null;
}
