/**
 * The endings that inflect one stem, by language, each set a paradigm: a query word no product has
 * is also looked for with its ending swapped for another of the same set ('sliced' → 'slices',
 * 'chopped' → 'chop', 'pomodoro' → 'pomodori', 'albicocche' → 'albicocca'). Language data, not
 * code: a shop adds a paradigm here (README: Search). Only endings of one set swap, so 'pasty'
 * never becomes 'paste' nor 'organ' 'organic'; and only for a word the index does not have as
 * typed.
 */
export const INFLECTION_PARADIGMS: Readonly<Record<'en' | 'it', readonly (readonly string[])[]>> = {
  en: [
    ['', 's', 'ed', 'ing'], // cook, cooks, cooked, cooking
    ['e', 'es', 'ed', 'ing'], // slice, slices, sliced, slicing
    ['y', 'ies', 'ied'], // berry, berries; fry, fried
  ],
  it: [
    ['o', 'a', 'i', 'e'], // pomodoro, pomodori; mela, mele; intero, intera
    ['co', 'ca', 'chi', 'che'], // albicocca, albicocche
    ['go', 'ga', 'ghi', 'ghe'], // fungo, funghi
  ],
};

/** A stem shorter than this is too short to carry a meaning of its own ('r' of 'red'). */
const MIN_STEM_LENGTH = 3;

const CONSONANT = /[bcdfghjklmnpqrstvwxz]/;

/** 'chopp' (of 'chopped') is also 'chop', and 'chop' takes 'chopped': English doubles a last consonant. */
function englishStems(stem: string, ending: string): string[] {
  const last = stem.at(-1) ?? '';
  if (!CONSONANT.test(last)) return [stem];
  if (stem.at(-2) === last) return [stem, stem.slice(0, -1)];
  return ending === '' ? [stem, stem + last] : [stem];
}

/** The other forms of a word by its languages' paradigms, itself left out. */
export function inflectionsOf(word: string): string[] {
  const forms = new Set<string>();
  for (const [language, paradigms] of Object.entries(INFLECTION_PARADIGMS)) {
    for (const endings of paradigms) {
      for (const ending of endings) {
        if (!word.endsWith(ending)) continue;
        const stem = word.slice(0, word.length - ending.length);
        if (stem.length < MIN_STEM_LENGTH) continue;
        const stems = language === 'en' ? englishStems(stem, ending) : [stem];
        for (const base of stems) for (const other of endings) forms.add(base + other);
      }
    }
  }
  forms.delete(word);
  return [...forms];
}
