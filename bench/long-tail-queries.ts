import { placedProducts } from '../product-api/src/db/seed/catalogue-data';
import { shippedVocabulary } from '../product-api/src/db/seed/seed-search-vocabulary';

/**
 * Prints, as JSON, at least `count` distinct search requests a shop's long tail is made of, in a
 * fixed shuffled order: words and pairs of words of the demo catalogue's names and brands, the
 * vocabulary's Italian and Maltese words, typos (a letter dropped or two swapped), words still
 * being typed, and some with a filter or a later page. bench:api --queries long-tail sends each
 * once, so no answer can come from a cache.
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

let seed = 2026;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

const names = placedProducts().map((p) => [...wordsOf(p.seed.name), ...wordsOf(p.seed.brand ?? '')]);
const words = [...new Set(names.flat())];
const vocabulary = [...new Set(shippedVocabulary().flatMap((e) => [...e.terms, ...(e.means ?? [])]))];
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
  for (let i = 0; i + 1 < name.length; i++) add(`${name[i]} ${name[i + 1]}`);
}
for (const w of words.filter((w) => w.length >= 5)) add(typo(w));
for (const w of words) for (let n = 3; n < w.length; n++) add(w.slice(0, n));
while (queries.size < count) {
  const a = words[Math.floor(random() * words.length)]!;
  const b = words[Math.floor(random() * words.length)]!;
  add(`${a} ${b}`);
}

const list = [...queries].map((q) => `q=${encodeURIComponent(q)}`);
// Fisher-Yates with the fixed seed: the same order every run.
for (let i = list.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [list[i], list[j]] = [list[j]!, list[i]!];
}
const extras = ['', '', '', '', '&p=1', '&onlyPromotions=true', '&onlyBranded=true'];
const requests = list.map((q, i) => (mode === 'search' ? q + extras[i % extras.length] : q));
process.stdout.write(JSON.stringify(requests));
