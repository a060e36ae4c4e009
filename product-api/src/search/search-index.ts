import type { Language } from '../contract/catalogue';
import type { ProductRow } from '../products/product-row';
import {
  allergenBitsOf,
  avoidedBitsOf,
  dietBitsOf,
  passesFilter,
  rulesOut,
  type ProductFilter,
} from '../products/product-filter';
import { BoundedMemo } from './bounded-memo';
import { BestDocs, DocScores, topOf } from './doc-scores';
import { editDistanceWithin, letterMaskOf, lettersApart } from './edit-distance';
import { isEnglishWord } from './english-words';
import { inflectedTermIds, joinedSlots, splitRunTogether, type TermLookup } from './query-words';
import * as weights from './ranking-weights';
import { headWordOf, isStopWord, kindsOf, meaningfulWords, stemOf, wordsOf } from './search-words';
import { Vocabulary, type QuerySlot, type VocabularyEntry } from './vocabulary';

// Copied once: an imported binding is read through a getter, and these are read for every posting.
const {
  BRAND,
  CATEGORY,
  CATEGORY_AGREES,
  EXACT,
  FIELD_WEIGHT,
  FROM_VOCABULARY,
  INFLECTED,
  ITALIAN_NAME,
  NAME,
  NAME_ENDS,
  NAME_STARTS,
  NOT_FOOD,
  ONE_TYPO,
  OPTIONAL_WEIGHT,
  OPTIONAL_WORDS,
  PARENT_CATEGORY,
  PARENT_CATEGORY_AGREES,
  PREFIX,
  TAG,
  TWO_TYPOS,
} = weights;

/** A category as the index reads it: names in both languages, whether it sells food. */
export type IndexedCategory = {
  id: number;
  parentId: number | null;
  description: string;
  descriptionIt: string | null;
  food: boolean;
};

export type IndexSource = {
  products: ProductRow[];
  categories: IndexedCategory[];
  vocabulary: VocabularyEntry[];
};

/** A term's products (ascending) and where each has it (field bits), as built. */
type Postings = { docs: number[]; fields: number[] };
/** The same once built: typed arrays, half the memory and read faster than arrays of numbers. */
type PackedPostings = { docs: Int32Array; fields: Uint8Array };

/**
 * A query word as searched: the terms it takes with how well each matches, and how many postings
 * a walk reads. A short beginning ('p', 'fre') walks its terms' postings merged (prefixPostings).
 */
/** How many readings of words the index keeps, of each kind: at most about 2 MiB (bench/README.md). */
const WORDS_KEPT = 2048;

type WordPlan = {
  stem: string;
  /** The word itself and its typos, each with its quality. */
  terms: Map<number, number>;
  /** The terms it takes as a beginning, each a PREFIX: ids from prefixFrom to prefixTo (excluded). */
  prefixFrom: number;
  prefixTo: number;
  /** The postings a walk reads, each at its quality: the merged beginning, or term by term. */
  walks: { postings: PackedPostings; quality: number }[];
  size: number;
};

/** Code-unit order, the same on every machine (localeCompare is not): for ties, not for shoppers. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A length no term has. */
const NO_TERMS = { ids: new Int32Array(0), letters: new Int32Array(0) };

const bySize = (a: WordPlan, b: WordPlan) => a.size - b.size;

/** A query slot as searched: each alternative's words, and how many products it touches at most. */
type SlotPlan = { alternatives: { factor: number; words: WordPlan[] }[]; size: number };

/** Whether the slot as typed is only words that narrow a query without being needed ('food'). */
function isOptional(slot: SlotPlan): boolean {
  for (const word of slot.alternatives[0]!.words) if (!OPTIONAL_WORDS.has(word.stem)) return false;
  return true;
}

/** The shortest walk of the words: the number of postings it reads. */
function narrowest(words: WordPlan[]): number {
  let size = Infinity;
  for (const word of words) size = Math.min(size, word.size);
  return size;
}

/**
 * Beginnings of up to this many letters keep their terms' postings merged: 'p' alone stands for
 * thousands of terms, and walking them one by one reads a product once for each of its p-words.
 */
const MERGED_PREFIX_LENGTH = 3;
/** ...when the terms hold at least this many postings: a short walk gains nothing from merging. */
const MERGED_PREFIX_POSTINGS = 512;

/**
 * About how many terms a product has (name, brand, categories in two languages, tags): reading a
 * candidate's own terms costs that many lookups, walking a term's postings one step a product.
 */
const AVERAGE_TERMS_PER_PRODUCT = 16;

/**
 * A dictionary word of this many letters or more that the shop does not have is also read as a
 * word it has with one letter missed or doubled (issue 31: 'brocoli', 'mozarella').
 */
const TYPO_IN_WORDS_FROM = 5;

/** Search over how the query's words match, which decides what is searched for typos and prefixes. */
export type SearchMode = 'results' | 'suggestions';

/** The filters of a search: those of a listing, the category with every one below it. */
export type IndexFilter = Omit<ProductFilter, 'categoryId'> & { categoryIds?: ReadonlySet<number> };

export type RankedProducts = { docs: number[]; total: number };

/** Suggestions as products (docs), categories with their number of matches, and brands. */
export type Suggested = {
  tips: number[];
  categories: { categoryId: number; count: number }[];
  brands: string[];
};

/**
 * Each category's words as the index gives them to its products: its own names' kinds (kindsOf,
 * both languages), the names of the categories above it, and whether it and they all sell food.
 */
function categoryWordsOf(
  list: IndexedCategory[],
): Map<number, { own: string[][]; parents: string[]; food: boolean }> {
  const byId = new Map(list.map((c) => [c.id, c]));
  const parentOf = (c: IndexedCategory) => (c.parentId === null ? undefined : byId.get(c.parentId));
  const words = new Map<number, { own: string[][]; parents: string[]; food: boolean }>();
  for (const c of list) {
    const parents: string[] = [];
    let food = c.food;
    const seen = new Set([c.id]);
    for (let p = parentOf(c); p && !seen.has(p.id); p = parentOf(p)) {
      seen.add(p.id);
      parents.push(...wordsOf(p.description), ...wordsOf(p.descriptionIt ?? ''));
      food &&= p.food;
    }
    words.set(c.id, { own: [c.description, c.descriptionIt ?? ''].flatMap(kindsOf), parents, food });
  }
  return words;
}

/**
 * The postings turned around: each product's terms (ids) and where it has them, the product's
 * from starts[doc] to starts[doc + 1].
 */
function forwardIndexOf(postings: PackedPostings[], n: number): [Int32Array, Int32Array, Uint8Array] {
  const starts = new Int32Array(n + 1);
  for (const p of postings) for (const doc of p.docs) starts[doc + 1]! += 1;
  for (let doc = 0; doc < n; doc++) starts[doc + 1]! += starts[doc]!;
  const terms = new Int32Array(starts[n]!);
  const fields = new Uint8Array(starts[n]!);
  const filled = starts.slice(0, n);
  postings.forEach((p, id) => {
    p.docs.forEach((doc, i) => {
      const at = filled[doc]!++;
      terms[at] = id;
      fields[at] = p.fields[i]!;
    });
  });
  return [starts, terms, fields];
}

/** The dense number of key in slots, given by add() the first time. */
function slotOf<K>(slots: Map<K, number>, key: K, add: () => void): number {
  let slot = slots.get(key);
  if (slot === undefined) {
    slot = slots.size;
    slots.set(key, slot);
    add();
  }
  return slot;
}

/**
 * The catalogue's words in memory, every API instance its own, built from the database at a given
 * catalogue version (search-index-holder.ts): products found by their name, brand, categories
 * (both languages) and tags, ranked by what the words mean to a shopper (README: Search).
 */
export class SearchIndex {
  readonly rows: ProductRow[];
  private readonly postings = new Map<string, Postings>();
  private readonly terms: string[];
  /** Postings of each term, by its position in `terms` (sorted, for prefixes). */
  private readonly termPostings: PackedPostings[];
  private readonly termIds = new Map<string, number>();
  /** The postings of the terms of each short beginning merged (MERGED_PREFIX_LENGTH), fields or-ed. */
  private readonly prefixPostings = new Map<string, PackedPostings>();
  /**
   * Terms a typo may stand for (no digits, 3 letters or more), by length, each with its letters as
   * a bit set (letterMaskOf): a typo scan reads the letters in a row and only the near terms' text.
   */
  private readonly termsByLength: { ids: Int32Array; letters: Int32Array }[] = [];
  /** Each product's terms and where it has them (forward index), from docStart[doc]. */
  private readonly docTerms: Int32Array;
  private readonly docFields: Uint8Array;
  private readonly docStart: Int32Array;
  private readonly vocabulary: Vocabulary;
  private readonly food: Uint8Array;
  /** Each product's diets and the allergens it contains or may contain, as bits (product-filter.ts). */
  private readonly dietBits: Uint8Array;
  private readonly allergenBits: Uint16Array;
  /** Term ids of each name's first word and of its head word (headWordOf), -1 for none. */
  private readonly firstWord: Int32Array;
  private readonly lastWord: Int32Array;
  /** Each product's category and brand as dense numbers, for counting suggestions. */
  private readonly categorySlot: Int32Array;
  private readonly categoryIdOfSlot: number[] = [];
  private readonly brandOf: Int32Array;
  private readonly brandNames: string[] = [];
  /** Each product's name as an id into names: products of one name (sizes, variants) share it. */
  private readonly nameIds: Int32Array;
  private readonly names: string[] = [];
  /** The Italian name of each of names, null where the catalogue has none. */
  private readonly namesIt: (string | null)[] = [];
  /** Suggestion counters by category slot and brand id, reused (NaN: brand not seen yet). */
  private readonly categoryCount: Int32Array;
  private readonly categoryBest: Float64Array;
  private readonly brandBest: Float64Array;
  /** Each product's place among equal scores: the shorter name, then the name, then the id. */
  private readonly tieRank: Int32Array;
  private readonly children = new Map<number, number[]>();
  private readonly pool: DocScores[] = [];
  /** Words planned lately (wordPlanOf): a plan reads the index only, which never changes. */
  private readonly wordPlans = new BoundedMemo<WordPlan>(WORDS_KEPT);
  /** The terms of other forms of words typed lately (inflectedTermIds). */
  private readonly inflected = new BoundedMemo<number[]>(WORDS_KEPT);
  /** Scratch for collectIn: a query word's quality for each term id, 0 for the others. */
  private readonly termQuality: Float32Array;
  /** Scratch for score(): marks of the query's words by term id + 1. */
  private readonly termMark: Uint8Array;
  /** The scores of the last search's matches (score()). */
  private readonly finalScores: Float64Array;
  /** The last search's matches (score()), room for every product. */
  private readonly matches: Int32Array;
  readonly categories: ReadonlyMap<number, IndexedCategory>;
  /** The index's terms and the vocabulary as the query's words are read against them (query-words.ts). */
  private readonly lookup: TermLookup = {
    termId: (stem) => this.termIds.get(stem),
    knows: (stem) => this.vocabulary.knows(stem),
    beginsTerm: (prefix) => this.beginsTerm(prefix),
    inflectedIds: (raw) =>
      this.inflected.get(raw) ?? this.inflected.set(raw, inflectedTermIds(this.lookup.termId, raw)),
  };

  constructor(source: IndexSource) {
    // Neighbours in a category are neighbours in every per-product array: a query's matches
    // mostly share a few categories, so its walks read far fewer cache lines (a third less time).
    this.rows = [...source.products].sort(
      (a, b) => a.categoryId - b.categoryId || byText(a.description, b.description) || a.id - b.id,
    );
    this.vocabulary = new Vocabulary(source.vocabulary);
    this.categories = new Map(source.categories.map((c) => [c.id, c]));
    for (const c of source.categories) {
      if (c.parentId !== null)
        this.children.set(c.parentId, [...(this.children.get(c.parentId) ?? []), c.id]);
    }
    const n = this.rows.length;
    this.food = new Uint8Array(n);
    this.dietBits = new Uint8Array(n);
    this.allergenBits = new Uint16Array(n);
    this.finalScores = new Float64Array(n);
    this.matches = new Int32Array(n);
    const nameLength = new Uint8Array(n);
    this.firstWord = new Int32Array(n);
    this.lastWord = new Int32Array(n);
    this.categorySlot = new Int32Array(n);
    this.brandOf = new Int32Array(n);
    this.nameIds = new Int32Array(n);
    const nameIds = new Map<string, number>();
    const firstWords: string[] = [];
    const lastWords: string[] = [];
    const categorySlots = new Map<number, number>();
    const brandIds = new Map<string, number>();
    const sortName = new Array<string>(n);
    const categoryWords = categoryWordsOf(source.categories);
    this.rows.forEach((row, doc) => {
      const name = meaningfulWords(wordsOf(row.description));
      const category = categoryWords.get(row.categoryId);
      this.food[doc] = category?.food === false ? 0 : 1;
      this.dietBits[doc] = dietBitsOf(row.diets);
      this.allergenBits[doc] = allergenBitsOf(row);
      nameLength[doc] = Math.min(255, name.filter((w) => !/\d/.test(w)).length);
      firstWords[doc] = stemOf(name[0] ?? '');
      lastWords[doc] = stemOf(headWordOf(row.description));
      this.categorySlot[doc] = slotOf(categorySlots, row.categoryId, () =>
        this.categoryIdOfSlot.push(row.categoryId),
      );
      this.brandOf[doc] = row.brand
        ? slotOf(brandIds, row.brand, () => this.brandNames.push(row.brand!))
        : -1;
      sortName[doc] = wordsOf(row.description).join(' ');
      this.nameIds[doc] = slotOf(nameIds, row.description, () => {
        this.names.push(row.description);
        this.namesIt.push(row.descriptionIt);
      });
      this.add(doc, name, NAME);
      this.add(doc, meaningfulWords(wordsOf(row.descriptionIt ?? '')), ITALIAN_NAME);
      this.add(doc, wordsOf(row.brand ?? ''), BRAND);
      // A category of several kinds ('Coffee & Tea') gives a product whose name says its kind
      // the words of that kind only: 'tea' does not find the coffees by their category. A kind of
      // several words ('Baby Food & Milk') describes them all and stays.
      const group = (w: string) => this.vocabulary.groupOf(stemOf(w));
      const kinds = new Set(name.map(group));
      const own = category?.own ?? [];
      const named = own.filter((kind) => kind.some((w) => kinds.has(group(w))));
      const kept = named.length === 0 ? own : own.filter((kind) => named.includes(kind) || kind.length > 1);
      this.add(doc, kept.flat(), CATEGORY);
      this.add(doc, category?.parents ?? [], PARENT_CATEGORY);
      this.add(doc, row.tags.flatMap(wordsOf), TAG);
    });
    this.terms = [...this.postings.keys()].sort();
    const byLength: number[][] = [];
    this.termPostings = this.terms.map((term, id) => {
      this.termIds.set(term, id);
      if (term.length >= 3 && !/\d/.test(term)) (byLength[term.length] ??= []).push(id);
      const { docs, fields } = this.postings.get(term)!;
      return { docs: Int32Array.from(docs), fields: Uint8Array.from(fields) };
    });
    this.postings.clear();
    for (let doc = 0; doc < n; doc++) {
      this.firstWord[doc] = this.termIds.get(firstWords[doc]!) ?? -1;
      this.lastWord[doc] = this.termIds.get(lastWords[doc]!) ?? -1;
    }
    this.tieRank = new Int32Array(n);
    this.rows
      .map((_, doc) => doc)
      .sort(
        (a, b) =>
          nameLength[a]! - nameLength[b]! ||
          byText(sortName[a]!, sortName[b]!) ||
          this.rows[a]!.id - this.rows[b]!.id,
      )
      .forEach((doc, rank) => (this.tieRank[doc] = rank));
    [this.docStart, this.docTerms, this.docFields] = forwardIndexOf(this.termPostings, n);
    this.mergePrefixes(n);
    this.termQuality = new Float32Array(this.terms.length);
    this.termMark = new Uint8Array(this.terms.length + 1);
    byLength.forEach((ids, length) => {
      this.termsByLength[length] = {
        ids: Int32Array.from(ids),
        letters: Int32Array.from(ids, (id) => letterMaskOf(this.terms[id]!)),
      };
    });
    this.categoryCount = new Int32Array(this.categoryIdOfSlot.length);
    this.categoryBest = new Float64Array(this.categoryIdOfSlot.length);
    this.brandBest = new Float64Array(this.brandNames.length).fill(Number.NaN);
  }

  private add(doc: number, words: string[], field: number) {
    for (const word of words) {
      if (isStopWord(word)) continue;
      const stem = stemOf(word);
      let p = this.postings.get(stem);
      if (!p) {
        p = { docs: [], fields: [] };
        this.postings.set(stem, p);
      }
      const last = p.docs.length - 1;
      if (p.docs[last] === doc) p.fields[last]! |= field;
      else {
        p.docs.push(doc);
        p.fields.push(field);
      }
    }
  }

  /**
   * prefixPostings: for each beginning of 1 to MERGED_PREFIX_LENGTH letters, the products having any
   * of its terms, each with all the places it has them. One field mask stands for all its terms:
   * a field's weight and the category agreement both take the best place (ranking-weights.ts).
   */
  private mergePrefixes(n: number): void {
    const fieldsOf = new Uint8Array(n);
    const touched: number[] = [];
    for (let length = 1; length <= MERGED_PREFIX_LENGTH; length++) {
      for (let first = 0; first < this.terms.length;) {
        // A shorter term ('a' among the two-letter beginnings) starts no group of its own.
        if (this.terms[first]!.length < length) {
          first++;
          continue;
        }
        const prefix = this.terms[first]!.slice(0, length);
        let end = first;
        let size = 0;
        // Sorted terms: those starting with the prefix follow one another.
        while (end < this.terms.length && this.terms[end]!.startsWith(prefix))
          size += this.termPostings[end++]!.docs.length;
        if (end - first > 1 && size >= MERGED_PREFIX_POSTINGS) {
          for (let id = first; id < end; id++) {
            const { docs, fields } = this.termPostings[id]!;
            for (let i = 0; i < docs.length; i++) {
              const doc = docs[i]!;
              if (fieldsOf[doc] === 0) touched.push(doc);
              fieldsOf[doc]! |= fields[i]!;
            }
          }
          const docs = Int32Array.from(touched).sort();
          this.prefixPostings.set(prefix, { docs, fields: Uint8Array.from(docs, (doc) => fieldsOf[doc]!) });
          for (const doc of touched) fieldsOf[doc] = 0;
          touched.length = 0;
        }
        first = end;
      }
    }
  }

  /** The category and every category below it. */
  categoryWithDescendants(id: number): Set<number> {
    const ids = new Set<number>();
    const visit = (c: number) => {
      if (ids.has(c)) return;
      ids.add(c);
      for (const child of this.children.get(c) ?? []) visit(child);
    };
    visit(id);
    return ids;
  }

  /**
   * The products matching the query and the filter, best first, `limit` of them from `offset`,
   * with the number of all matches.
   */
  search(
    query: string,
    mode: SearchMode,
    filter: IndexFilter,
    offset: number,
    limit: number,
  ): RankedProducts {
    const scored = this.score(query, mode);
    // Most searches have no filter: every match passes, and none is copied.
    const matches = rulesOut(filter, filter.categoryIds) ? scored.filter(this.filterOf(filter)) : scored;
    return { docs: this.bestOf(matches, offset + limit).slice(offset), total: matches.length };
  }

  /**
   * About how many products a query could match, from its words' postings alone (no scoring, no
   * filter): 0 when some word matches nothing. A relaxed search (relaxed-query.ts) ranks words by
   * it without searching each.
   */
  reach(query: string, mode: SearchMode): number {
    const slots = this.plansOf(query, mode);
    if (slots.length === 0) return 0;
    let size = Number.POSITIVE_INFINITY;
    for (const slot of slots) size = Math.min(size, slot.size);
    return size;
  }

  /**
   * The query's slots, each with its words' terms planned: words split and joined as the index has
   * them (query-words.ts), the vocabulary's meanings. None for a query without meaningful words.
   */
  private plansOf(query: string, mode: SearchMode): SlotPlan[] {
    const typed = splitRunTogether(this.lookup, meaningfulWords(wordsOf(query)), mode === 'suggestions');
    const stems = typed.map(stemOf);
    const slots: SlotPlan[] = [];
    for (const slot of joinedSlots(this.lookup, this.vocabulary.slotsOf(stems), typed, stems))
      slots.push(this.planOf(slot, mode, typed, stems));
    return slots;
  }

  /**
   * What the search box suggests, the last word being typed: the best `tips` products, the
   * `categories` holding most matches (then the best score) with their counts, and the brands
   * of the best matches.
   */
  suggest(query: string, limits: { tips: number; categories: number; brands: number }): Suggested {
    const docs = this.score(query, 'suggestions');
    const scores = this.finalScores;
    const { categorySlot, brandOf, categoryCount, categoryBest, brandBest } = this;
    const best = new BestDocs(limits.tips * 4, scores, this.tieRank);
    const categorySlots: number[] = [];
    const brands: number[] = [];
    // One pass over the matches for all three: they are many for a short beginning.
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i]!;
      const score = scores[doc]!;
      best.offer(doc, score);
      const slot = categorySlot[doc]!;
      categoryCount[slot]! += 1;
      if (categoryCount[slot] === 1) {
        categorySlots.push(slot);
        categoryBest[slot] = score;
      } else if (score > categoryBest[slot]!) categoryBest[slot] = score;
      const brand = brandOf[doc]!;
      if (brand < 0) continue;
      if (Number.isNaN(brandBest[brand]!)) {
        brands.push(brand);
        brandBest[brand] = score;
      } else if (score > brandBest[brand]!) brandBest[brand] = score;
    }
    const suggested: Suggested = {
      tips: best.docs,
      categories: topOf(categorySlots, limits.categories, this.moreMatches).map((slot) => ({
        categoryId: this.categoryIdOfSlot[slot]!,
        count: categoryCount[slot]!,
      })),
      brands: topOf(brands, limits.brands, this.betterBrand).map((brand) => this.brandNames[brand]!),
    };
    for (const slot of categorySlots) categoryCount[slot] = 0;
    for (const brand of brands) brandBest[brand] = Number.NaN;
    return suggested;
  }

  /** The products' names in their order, each once, the first `limit` of them, in `language`. */
  namesOf(docs: readonly number[], limit: number, language: Language): string[] {
    const ids: number[] = [];
    for (const doc of docs) {
      if (ids.length === limit) break;
      const id = this.nameIds[doc]!;
      if (!ids.includes(id)) ids.push(id);
    }
    return ids.map((id) => (language === 'it' && this.namesIt[id]) || this.names[id]!);
  }

  /** The first k of the last search's matches, best first (BestDocs). */
  private bestOf(docs: Int32Array, k: number): number[] {
    const scores = this.finalScores;
    const best = new BestDocs(k, scores, this.tieRank);
    for (let i = 0; i < docs.length; i++) best.offer(docs[i]!, scores[docs[i]!]!);
    return best.docs;
  }

  /** Negative when category slot x comes before y: more matches, then a better best, then the id. */
  private readonly moreMatches = (x: number, y: number): number =>
    this.categoryCount[y]! - this.categoryCount[x]! ||
    this.categoryBest[y]! - this.categoryBest[x]! ||
    this.categoryIdOfSlot[x]! - this.categoryIdOfSlot[y]!;

  /** Negative when brand x comes before y: its best match, then its name. */
  private readonly betterBrand = (x: number, y: number): number =>
    this.brandBest[y]! - this.brandBest[x]! || byText(this.brandNames[x]!, this.brandNames[y]!);

  /** passesFilter, the food rules read from the index's bits rather than each row's lists. */
  private filterOf(filter: IndexFilter): (doc: number) => boolean {
    const { diets, freeFrom, ...rest } = filter;
    const needed = dietBitsOf(diets ?? []);
    const avoided = avoidedBitsOf({ freeFrom });
    const { dietBits, allergenBits, rows } = this;
    const others = rulesOut(rest, rest.categoryIds);
    return (doc) =>
      (dietBits[doc]! & needed) === needed &&
      (allergenBits[doc]! & avoided) === 0 &&
      (!others || passesFilter(rows[doc]!, rest, rest.categoryIds));
  }

  /**
   * The products matching the query; their scores are in finalScores (read them before the next
   * search: searches run one at a time, synchronously).
   */
  private score(query: string, mode: SearchMode): Int32Array {
    const matches = this.matches;
    let count = 0;
    const scores = this.finalScores;
    const slots = this.plansOf(query, mode);
    if (slots.length === 0) return matches.subarray(0, 0);
    // Loops rather than array methods here and below: a search runs for every keystroke's
    // suggestion, and each callback and array made is garbage to collect.
    const optional: boolean[] = [];
    for (const slot of slots) optional.push(slots.length > 1 && isOptional(slot));
    const agrees = this.scratch();
    // The narrowest slot first (the optional ones last): the others then only look at the
    // products it found.
    const order: number[] = [];
    for (let i = 0; i < slots.length; i++) order.push(i);
    if (order.length > 1)
      order.sort((x, y) => Number(optional[x]) - Number(optional[y]) || slots[x]!.size - slots[y]!.size);
    const slotScores: DocScores[] = [];
    let candidates: DocScores | null = null;
    for (const i of order) {
      const found = this.slotScores(slots[i]!, candidates, agrees);
      slotScores[i] = found;
      if (!optional[i]) candidates = found;
    }
    // Marks by term id + 1 (a name without words has -1): 1 a query's first word, 2 any of its words.
    const mark = this.termMark;
    const marked: number[] = [];
    for (const slot of slots)
      for (const alternative of slot.alternatives)
        for (const word of alternative.words) this.markTerm(word.stem, 2, marked);
    for (const alternative of slots[0]!.alternatives)
      if (alternative.words.length > 0) this.markTerm(alternative.words[0]!.stem, 1, marked);
    const values: Float32Array[] = [];
    for (const found of slotScores) values.push(found.values);
    const found = candidates?.docs;
    const total = candidates?.count ?? 0;
    for (let at = 0; at < total; at++) {
      const doc = found![at]!;
      let score = 0;
      let all = true;
      for (let i = 0; i < values.length && all; i++) {
        const w = values[i]![doc]!;
        if (optional[i]) score += OPTIONAL_WEIGHT * w;
        else if (w === 0) all = false;
        else score += w;
      }
      if (!all) continue;
      const agree = agrees.values[doc]!;
      score += agree;
      if (mark[this.firstWord[doc]! + 1]! & 1) score += NAME_STARTS;
      if (mark[this.lastWord[doc]! + 1]! & 2) score += NAME_ENDS;
      if (!this.food[doc] && !agree) score -= NOT_FOOD;
      scores[doc] = score;
      matches[count++] = doc;
    }
    for (const id of marked) mark[id + 1] = 0;
    for (const found of slotScores) this.release(found);
    this.release(agrees);
    return matches.subarray(0, count);
  }

  /** Adds `bit` to the mark of the term, if the index has it, noting its id for the clearing. */
  private markTerm(stem: string, bit: number, marked: number[]): void {
    const id = this.termIds.get(stem);
    if (id === undefined) return;
    this.termMark[id + 1]! |= bit;
    marked.push(id);
  }

  /** The terms each word of the slot takes, and how many products that touches at most. */
  private planOf(slot: QuerySlot, mode: SearchMode, typed: string[], stems: string[]): SlotPlan {
    const alternatives = slot.alternatives.map((alternative) => ({
      factor: alternative.fromVocabulary ? FROM_VOCABULARY : 1,
      words: alternative.words.map((stem, i) => {
        const last = slot.last && i === alternative.words.length - 1 && !alternative.fromVocabulary;
        // The word as typed (the last one typed so, when two words have one stem).
        const raw = alternative.fromVocabulary ? stem : (typed[stems.lastIndexOf(stem)] ?? stem);
        return this.wordPlanOf(stem, raw, last, mode);
      }),
    }));
    let size = 0;
    for (const alternative of alternatives) size += narrowest(alternative.words);
    return { alternatives, size };
  }

  /**
   * Each product meeting the slot (and among the candidates, when given), with how well: its best
   * alternative, the words of which must all match.
   */
  private slotScores(slot: SlotPlan, candidates: DocScores | null, agrees: DocScores): DocScores {
    const best = this.scratch();
    for (const alternative of slot.alternatives) {
      let met = candidates;
      const words = alternative.words.length > 1 ? [...alternative.words].sort(bySize) : alternative.words;
      for (const word of words) {
        const found = this.scratch();
        // Reading the few candidates' own words beats walking a long list of postings.
        if (met && met.count * AVERAGE_TERMS_PER_PRODUCT < word.size)
          this.collectIn(met, word, found, agrees);
        // Only the earlier slots' candidates can match at all. (Not the words before in this
        // alternative: a product they miss may match another alternative, and the category
        // agreement of this word still counts for it.)
        else this.collect(word, found, agrees, met === candidates ? met : null);
        // Among the candidates, found holds only them already (collect's `among`, collectIn); their
        // scores are another slot's and stay apart, not a bound on this slot's.
        if (met !== null && met !== candidates) {
          this.keepOnly(found, met);
          this.release(met);
        }
        met = found;
      }
      if (met && met !== candidates) {
        // One alternative as typed (most queries): its scores are the slot's, without a copy.
        if (slot.alternatives.length === 1 && alternative.factor === 1) {
          this.release(best);
          return met;
        }
        for (let i = 0; i < met.count; i++) {
          const doc = met.docs[i]!;
          best.raise(doc, met.values[doc]! * alternative.factor);
        }
        this.release(met);
      }
    }
    return best;
  }

  /** Drops from `found` the products not in `met`, each kept at the lower of its two scores. */
  private keepOnly(found: DocScores, met: DocScores): void {
    const { docs, values } = found;
    let kept = 0;
    for (let i = 0; i < found.count; i++) {
      const doc = docs[i]!;
      const other = met.values[doc]!;
      if (other === 0) values[doc] = 0;
      else {
        if (other < values[doc]!) values[doc] = other;
        docs[kept++] = doc;
      }
    }
    found.count = kept;
  }

  /**
   * Walks the postings of the word's terms; with `among`, only the products in it are credited (no
   * other can match the query, so their scores and category agreement are never read).
   */
  private collect(word: WordPlan, found: DocScores, agrees: DocScores, among: DocScores | null): void {
    for (const { postings, quality } of word.walks) this.walk(postings, quality, found, agrees, among);
  }

  private walk(
    p: PackedPostings,
    quality: number,
    found: DocScores,
    agrees: DocScores,
    among: DocScores | null,
  ): void {
    const amongValues = among?.values;
    for (let i = 0; i < p.docs.length; i++) {
      const doc = p.docs[i]!;
      if (amongValues === undefined || amongValues[doc] !== 0)
        this.credit(doc, p.fields[i]!, quality, found, agrees);
    }
  }

  /** Looks for the terms among the candidates' own terms. */
  private collectIn(candidates: DocScores, word: WordPlan, found: DocScores, agrees: DocScores): void {
    // The terms' qualities by term id for this walk: a typed array reads faster than the Map.
    const qualityOf = this.termQuality;
    for (const [id, quality] of word.terms) qualityOf[id] = quality;
    const { prefixFrom, prefixTo } = word;
    for (let i = 0; i < candidates.count; i++) {
      const doc = candidates.docs[i]!;
      for (let at = this.docStart[doc]!; at < this.docStart[doc + 1]!; at++) {
        const id = this.docTerms[at]!;
        const quality = qualityOf[id]! || (id >= prefixFrom && id < prefixTo ? PREFIX : 0);
        if (quality > 0) this.credit(doc, this.docFields[at]!, quality, found, agrees);
      }
    }
    for (const id of word.terms.keys()) qualityOf[id] = 0;
  }

  private credit(doc: number, mask: number, quality: number, found: DocScores, agrees: DocScores): void {
    found.raise(doc, quality * FIELD_WEIGHT[mask]!);
    if (mask & CATEGORY) agrees.raise(doc, CATEGORY_AGREES);
    else if (mask & PARENT_CATEGORY) agrees.raise(doc, PARENT_CATEGORY_AGREES);
  }

  /**
   * The terms a query word takes, with how well each matches it: itself, or else beginnings and
   * typos; and how many postings walking them reads.
   */
  private wordPlanOf(stem: string, raw: string, last: boolean, mode: SearchMode): WordPlan {
    // A relaxed search plans each word again: each is planned once.
    // Mostly the word is its own stem (a vocabulary word's plan is its stem's).
    const key = `${mode === 'suggestions' ? 's' : 'r'}${last ? 1 : 0}${stem === raw ? raw : `${stem} ${raw}`}`;
    return this.wordPlans.get(key) ?? this.wordPlans.set(key, this.newWordPlan(stem, raw, last, mode));
  }

  private newWordPlan(stem: string, raw: string, last: boolean, mode: SearchMode): WordPlan {
    const terms = new Map<number, number>();
    const exact = this.termIds.get(stem);
    if (exact !== undefined) terms.set(exact, EXACT);
    // Other forms of the word count nearly as much ('sliced ham' → 'Turkey Ham Slices').
    for (const id of this.lookup.inflectedIds(raw)) if (id !== exact) terms.set(id, INFLECTED);
    // Whether it is a word (the vocabulary's or English): asked only where it decides, and at most
    // once, as most words are settled before and the word list is large.
    let known: boolean | undefined;
    // While typing (suggestions) the last word is a beginning; in results only when it is no word.
    const asPrefix =
      last &&
      (mode === 'suggestions' ||
        (terms.size === 0 && raw.length >= 2 && !(known ??= this.knowsWord(stem, raw))));
    const prefixFrom = asPrefix ? this.firstTermFrom(raw) : 0;
    const prefixTo = asPrefix ? this.firstTermAfter(raw, prefixFrom) : 0;
    if (terms.size === 0 && prefixFrom === prefixTo && raw.length >= 4 && !this.vocabulary.knows(stem)) {
      // A dictionary word is taken as typed ('flour' is not 'floor', 'pasty' not 'pasta'), unless
      // the shop has no such word and it is long enough that a letter missed or doubled is likelier
      // than a word it does not sell ('brocoli', 'mozarella' are in the dictionary too).
      const dictionary = isEnglishWord(raw);
      if (!dictionary || raw.length >= TYPO_IN_WORDS_FROM) {
        for (const [id, distance] of this.closeTerms(stem, dictionary ? 1 : 2)) {
          if (dictionary && Math.abs(this.terms[id]!.length - stem.length) !== 1) continue;
          terms.set(id, distance === 1 ? ONE_TYPO : TWO_TYPOS);
        }
      }
    }
    // Merged, the beginning's terms are walked at once; the word itself (EXACT) still on its own.
    const merged = asPrefix ? this.prefixPostings.get(raw) : undefined;
    const walks = merged ? [{ postings: merged, quality: PREFIX }] : [];
    for (const [id, quality] of terms) walks.push({ postings: this.termPostings[id]!, quality });
    if (!merged) {
      for (let id = prefixFrom; id < prefixTo; id++)
        if (id !== exact) walks.push({ postings: this.termPostings[id]!, quality: PREFIX });
    }
    let size = 0;
    for (const walk of walks) size += walk.postings.docs.length;
    return { stem, terms, prefixFrom, prefixTo, walks, size };
  }

  private knowsWord(stem: string, raw: string): boolean {
    return this.vocabulary.knows(stem) || isEnglishWord(raw);
  }

  /** Whether some term of the index starts with `prefix`. */
  private beginsTerm(prefix: string): boolean {
    const from = this.firstTermFrom(prefix);
    return from < this.terms.length && this.terms[from]!.startsWith(prefix);
  }

  /** A cleared DocScores from the pool: searches run one at a time, so few are ever made. */
  private scratch(): DocScores {
    return this.pool.pop() ?? new DocScores(this.rows.length);
  }

  private release(scores: DocScores): void {
    scores.clear();
    this.pool.push(scores);
  }

  /**
   * The terms starting with a prefix are the ids from firstTermFrom(prefix) to
   * firstTermAfter(prefix, that) (excluded): the terms are sorted, so two binary searches.
   */
  private firstTermFrom(prefix: string): number {
    let lo = 0;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.terms[mid]! >= prefix) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  private firstTermAfter(prefix: string, lo: number): number {
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (!this.terms[mid]!.startsWith(prefix)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /**
   * Index words a typo away: one edit for words of 4 to 7 letters, two for longer ones or when
   * the first three letters agree ('kinny' → 'kinnie'), never more than maxDistance; only the
   * closest distance found is kept.
   */
  private closeTerms(stem: string, maxDistance: number): Map<number, number> {
    const close = new Map<number, number>();
    if (maxDistance === 0) return close;
    let closest = 3;
    const letters = letterMaskOf(stem);
    const start = stem.slice(0, 3);
    // Two edits at most for some terms of 5 letters or more, one for all others.
    const loosest = Math.min(maxDistance, stem.length >= 5 ? 2 : 1);
    for (let length = stem.length - 2; length <= stem.length + 2; length++) {
      const { ids, letters: lettersOf } = this.termsByLength[length] ?? NO_TERMS;
      for (let i = 0; i < ids.length; i++) {
        // Each edit changes at most two letters: the bit sets rule most terms out unread.
        const apart = lettersApart(letters, lettersOf[i]!);
        if (apart > 2 * Math.min(loosest, closest)) continue;
        const id = ids[i]!;
        const term = this.terms[id]!;
        const max = Math.min(
          maxDistance,
          stem.length >= 8 || (stem.length >= 5 && term.startsWith(start)) ? 2 : 1,
        );
        const within = Math.min(max, closest);
        if (apart > 2 * within) continue;
        const d = editDistanceWithin(stem, term, within);
        if (d === null) continue;
        if (d < closest) {
          close.clear();
          closest = d;
        }
        close.set(id, d);
      }
    }
    return close;
  }
}
