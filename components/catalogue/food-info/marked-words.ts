/** A run of an ingredients text: plain, or a word the operator marked as an allergen. */
export type Run = { text: string; marked: boolean };

/**
 * Splits an ingredients text at its asterisk marks ('durum *wheat* semolina') into runs the page
 * shows as text and bold (docs/decisions/0008-food-information.md). The runs are plain strings
 * React escapes, so a text can never inject markup. An asterisk without its pair stays as written.
 */
export function markedRuns(text: string): Run[] {
  const runs: Run[] = [];
  let last = 0;
  for (const match of text.matchAll(/\*([^*]+)\*/g)) {
    const [whole, word = ''] = match;
    if (match.index > last) runs.push({ text: text.slice(last, match.index), marked: false });
    runs.push({ text: word, marked: true });
    last = match.index + whole.length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), marked: false });
  return runs;
}
