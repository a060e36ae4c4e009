import { editDistanceWithin } from '../../src/search/edit-distance';
import { meaningfulWords, stemOf, wordsOf } from '../../src/search/search-words';

describe('search words', () => {
  it('splits names at spaces, hyphens and apostrophes, without accents or case', () => {
    expect(wordsOf("Ħobż tal-Malti, Olio d'Oliva 1.5L")).toEqual([
      'hobz',
      'tal',
      'malti',
      'olio',
      'd',
      'oliva',
      '1.5l',
    ]);
    expect(meaningfulWords(['hobz', 'tal', 'malti'])).toEqual(['hobz', 'malti']);
    expect(meaningfulWords(['in', 'the'])).toEqual(['in', 'the']);
  });

  it('stems English plurals only', () => {
    expect(
      ['tomatoes', 'cherries', 'eggs', 'peaches', 'glass', 'couscous', 'pasta', 'paste', 'peas'].map(stemOf),
    ).toEqual(['tomato', 'cherry', 'egg', 'peach', 'glass', 'couscous', 'pasta', 'paste', 'pea']);
  });

  it('counts edits, a swap of neighbours as one, up to a limit', () => {
    expect(editDistanceWithin('chiken', 'chicken', 2)).toBe(1);
    expect(editDistanceWithin('mlik', 'milk', 2)).toBe(1);
    expect(editDistanceWithin('kinny', 'kinnie', 2)).toBe(2);
    expect(editDistanceWithin('flour', 'colour', 1)).toBeNull();
    expect(editDistanceWithin('parmiggiano', 'parmigiano', 1)).toBe(1);
  });
});
