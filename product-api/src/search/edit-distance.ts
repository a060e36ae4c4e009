type Rows = [Int32Array, Int32Array, Int32Array];
let rows: Rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * The optimal-string-alignment distance between a and b (insertions, deletions, substitutions and
 * swaps of neighbours each count one: 'chiken' → 'chicken' 1, 'mlik' → 'milk' 1), or null when it
 * is more than max. Rows stop early once every cell passes max.
 */
export function editDistanceWithin(a: string, b: string, max: number): number | null {
  if (Math.abs(a.length - b.length) > max) return null;
  if (a === b) return 0;
  // Three rows reused from call to call: a typo search compares the query with every word.
  if (rows[0].length <= b.length) rows = [0, 1, 2].map(() => new Int32Array(b.length * 2 + 1)) as Rows;
  let [before, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return null;
    [before, previous, current] = [previous, current, before];
  }
  const distance = previous[b.length]!;
  return distance <= max ? distance : null;
}

/** The letters of a word as a bit set: a–z one bit each, any other character one of six more. */
export function letterMaskOf(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    mask |= 1 << (code >= 97 && code <= 122 ? code - 97 : 26 + (code % 6));
  }
  return mask;
}

/**
 * How many letters one of two words has and the other lacks (their masks' differing bits). An
 * edit changes at most two ('milk' → 'silk' drops m, adds s), so words more than 2 × max apart are
 * more than max edits apart, and a typo search skips them without computing the distance.
 */
export function lettersApart(a: number, b: number): number {
  let bits = a ^ b;
  let count = 0;
  while (bits !== 0) {
    bits &= bits - 1;
    count += 1;
  }
  return count;
}
