import { placedProducts } from '../product-api/src/seed/catalogue-data';
import { createPrng } from '../product-api/src/seed/prng';
import { shippedVocabulary } from '../product-api/src/seed/seed-search-vocabulary';

/**
 * Prints, as JSON, up to `count` distinct search requests a shop's long tail is made of, in a
 * fixed shuffled order: words and pairs of words of the demo catalogue's names and brands, the
 * vocabulary's Italian and Maltese words, typos (a letter dropped or two swapped), words still
 * being typed, and some with a filter or a later page. bench:api --queries long-tail sends each
 * once, so no answer can come from a cache. Words are paired only within one product's name, as a
 * shopper would pair them.
 * Usage: node --import tsx bench/long-tail-queries.ts <count> <search|suggestions>
 */
const count = Number(process.argv[2] ?? 2000);
const mode = process.argv[3] ?? 'search';

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 3 && !['and', 'with', 'the', 'for', 'pack', 'tal'].includes(w));

const prng = createPrng(2026);
const random = prng.next;

const names = placedProducts().map((p) => [...wordsOf(p.seed.name), ...wordsOf(p.seed.brand ?? '')]);
const words = [...new Set(names.flat())];
const vocabulary = [...new Set(shippedVocabulary().flatMap((e) => [...e.terms, ...(e.means ?? [])]))];
/** A letter dropped or two swapped. */
const typo = (w: string) => {
  const i = 1 + Math.floor(random() * (w.length - 2));
  return random() < 0.5
    ? w.slice(0, i) + w.slice(i + 1)
    : w.slice(0, i - 1) + w[i] + w[i - 1] + w.slice(i + 1);
};

const queries = new Set<string>();
const add = (q: string) => queries.add(q.trim());
for (const w of words) add(w);
for (const v of vocabulary) add(v);
for (const name of names) {
  name.forEach((a, i) => name.slice(i + 1).forEach((b) => add(`${a} ${b}`)));
}
for (const w of words.filter((w) => w.length >= 5)) {
  add(typo(w));
  add(typo(w));
}
for (const w of words) for (let n = 3; n < w.length; n++) add(w.slice(0, n));
// Two words of one name, the second still being typed; then three.
for (const name of names) {
  name.forEach((a, i) =>
    name.slice(i + 1).forEach((b) => {
      for (let n = 2; n < b.length; n++) add(`${a} ${b.slice(0, n)}`);
    }),
  );
}
for (const name of names) {
  for (let i = 0; i + 2 < name.length; i++) {
    const third = name[i + 2]!;
    for (let n = 1; n <= third.length; n++) add(`${name[i]} ${name[i + 1]} ${third.slice(0, n)}`);
  }
}
for (const w of words.filter((w) => w.length >= 6))
  for (let n = 4; n < w.length; n++) add(typo(w.slice(0, n)));
// More of what a search box sees as shoppers type (the suggestions run out of the above at a few
// thousand a second): the vocabulary's words being typed, a second word of one name from its
// first letter or with a typo, and pairs typed in the other order.
for (const v of vocabulary) for (let n = 3; n < v.length; n++) add(v.slice(0, n));
for (const name of names) {
  name.forEach((a, i) =>
    name.slice(i + 1).forEach((b) => {
      add(`${a} ${b[0]}`);
      if (b.length >= 5) add(`${a} ${typo(b)}`);
      for (let n = 2; n <= b.length; n++) add(`${b} ${a.slice(0, n)}`);
    }),
  );
}

// Shuffled with the fixed seed: the same order every run. Searches also ask a later page or a
// filter of the same words, suggestions the same words on the Italian pages (category names in
// Italian), each a request of its own to the API.
const plain = prng.shuffle([...queries].map((q) => `q=${encodeURIComponent(q)}`));
const extras =
  mode === 'search' ? ['', '&p=1', '&onlyPromotions=true', '&onlyBranded=true', '&p=2'] : ['', '&lang=it'];
const requests = extras.flatMap((extra) => plain.map((q) => q + extra)).slice(0, count);
if (requests.length < Math.min(count, 2000)) throw new Error(`only ${requests.length} distinct queries`);
process.stdout.write(JSON.stringify(requests));
