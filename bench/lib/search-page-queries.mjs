// Distinct search texts for bench:pages, built from the catalogue the bench runs on, so that no
// search is asked twice in a run and neither the storefront nor the API can answer from a cache.
// The API's own key for a search text: texts equal under it share one entry of its cache. The bench
// runs under tsx (package.json) to import it from the API's TypeScript.
import { normaliseSearchText } from '../../product-api/src/products/search-document.ts';
import { SEARCH_QUERIES } from './search-queries.mjs';

/** Words a shopper would type: letters only, at least 3 of them (no sizes like 500g, no n.5). */
function wordsOf(text) {
  return normaliseSearchText(text)
    .split(/[\s,.'-]+/)
    .filter((w) => /^\p{L}{3,}$/u.test(w));
}

/** A small seeded generator (mulberry32), so two runs ask the same texts in the same order. */
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One slip of the finger: a letter left out, or two neighbours swapped. */
function typosOf(word) {
  if (word.length < 5) return [];
  const i = Math.floor(word.length / 2);
  return [
    word.slice(0, i) + word.slice(i + 1),
    word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1),
  ];
}

/**
 * Search texts from the catalogue's product names, brands, category names (both languages) and
 * tags, of the kinds shoppers type: whole words, word beginnings (as typed, from 3 letters), two
 * words of one name (neighbours with the second one half typed too), a brand with a word of its
 * product, a typo, and the real queries of bench:api. Distinct after the API's normalisation,
 * shuffled with a fixed seed.
 */
export function searchPageQueries({ products, categoryNames }) {
  const texts = new Set();
  const add = (text) => {
    const key = normaliseSearchText(text);
    if (key.length >= 2 && key.length <= 100) texts.add(key);
  };
  for (const query of SEARCH_QUERIES) add(new URLSearchParams(query).get('q') ?? '');

  const vocabulary = new Set();
  const names = [...products.map((p) => p.description), ...categoryNames];
  for (const name of names) for (const word of wordsOf(name)) vocabulary.add(word);
  for (const p of products) {
    for (const word of wordsOf(p.brand ?? '')) vocabulary.add(word);
    for (const tag of p.tags) add(tag.replace(/-/g, ' '));
  }
  for (const word of vocabulary) {
    add(word);
    for (let n = 3; n < word.length; n++) add(word.slice(0, n));
    for (const typo of typosOf(word)) add(typo);
  }
  for (const name of names) {
    const words = wordsOf(name);
    for (let i = 0; i + 1 < words.length; i++) {
      if (words[i + 1].length > 4) add(`${words[i]} ${words[i + 1].slice(0, 3)}`);
      for (let j = i + 1; j < words.length; j++) add(`${words[i]} ${words[j]}`);
    }
  }
  for (const p of products) {
    if (!p.brand) continue;
    for (const word of wordsOf(p.description)) add(`${p.brand} ${word}`);
  }

  const list = [...texts];
  const random = seededRandom(11);
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}
