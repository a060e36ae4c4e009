import { shippedVocabulary } from '../../src/seed/seed-search-vocabulary';
import { Vocabulary, parseVocabulary } from '../../src/search/vocabulary';

describe('the grocery vocabulary', () => {
  it('reads equivalences and one-way meanings, with comments, accents and several words a term', () => {
    const { entries, errors } = parseVocabulary(
      [
        '# a comment',
        'potatoes, patate, patata',
        '',
        "olio d'oliva, olive oil",
        'gelato => ice cream  # why',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    expect(entries).toEqual([
      { terms: ['potatoes', 'patate', 'patata'], means: null },
      { terms: ["olio d'oliva", 'olive oil'], means: null },
      { terms: ['gelato'], means: ['ice cream'] },
    ]);
  });

  it('reports the lines that are not entries, by number', () => {
    const { entries, errors } = parseVocabulary('bread, pane\nlonely\na => b => c\n => x\ny =>');
    expect(entries).toHaveLength(1);
    expect(errors.map((e) => e.line)).toEqual([2, 3, 4, 5]);
  });

  it('turns a query into slots: known runs of words with their meanings, other words alone', () => {
    const vocabulary = new Vocabulary(
      parseVocabulary("potatoes, patate\nolio d'oliva, olive oil\ngelato => ice cream").entries,
    );
    const slots = vocabulary.slotsOf(['olio', 'oliva', 'patate', 'fresh']);
    expect(slots.map((s) => s.alternatives.map((a) => a.words.join(' ')))).toEqual([
      ['olio oliva', 'olive oil'],
      ['patate', 'potato'],
      ['fresh'],
    ]);
    expect(slots.map((s) => s.last)).toEqual([false, false, true]);
    // One way only: 'ice cream' does not mean gelato.
    expect(vocabulary.slotsOf(['gelato'])[0]?.alternatives.map((a) => a.words.join(' '))).toEqual([
      'gelato',
      'ice cream',
    ]);
    expect(vocabulary.slotsOf(['ice', 'cream'])[0]?.alternatives).toHaveLength(1);
  });

  it('knows its words (never typos) and names equivalent words alike', () => {
    const vocabulary = new Vocabulary(parseVocabulary('coffee, caffè, caffe').entries);
    expect(vocabulary.knows('caffe')).toBe(true);
    expect(vocabulary.knows('cafe')).toBe(false);
    expect(vocabulary.groupOf('caffe')).toBe(vocabulary.groupOf('coffee'));
    expect(vocabulary.groupOf('tea')).toBe('tea');
  });

  it('ships as data the seed loads: every line an entry, Italian and Maltese words among them', () => {
    const vocabulary = new Vocabulary(shippedVocabulary());
    const meanings = (word: string) =>
      vocabulary.slotsOf([word])[0]?.alternatives.map((a) => a.words.join(' ')) ?? [];
    expect(meanings('patate')).toContain('potato');
    expect(meanings('pane')).toContain('bread');
    expect(meanings('uova')).toContain('egg');
    expect(meanings('formaggio')).toContain('cheese');
    expect(meanings('gelato')).toContain('ice cream');
    expect(meanings('hobz')).toContain('bread');
  });
});
