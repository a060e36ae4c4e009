import { inflectionsOf } from '../../src/search/inflections';

describe('inflectionsOf (issue 31: a word in another form than the name)', () => {
  it('swaps English endings within one paradigm, doubling a last consonant as English does', () => {
    expect(inflectionsOf('sliced')).toEqual(expect.arrayContaining(['slice', 'slices', 'slicing']));
    expect(inflectionsOf('chopped')).toEqual(expect.arrayContaining(['chop', 'chops']));
    expect(inflectionsOf('chop')).toEqual(expect.arrayContaining(['chopped', 'chopping']));
    expect(inflectionsOf('smoked')).toContain('smoke');
    expect(inflectionsOf('berries')).toContain('berry');
  });

  it('swaps Italian endings of number and gender', () => {
    expect(inflectionsOf('pomodoro')).toContain('pomodori');
    expect(inflectionsOf('mele')).toContain('mela');
    expect(inflectionsOf('albicocche')).toContain('albicocca');
    expect(inflectionsOf('funghi')).toContain('fungo');
  });

  it('never crosses paradigms or leaves a stem too short to mean anything', () => {
    expect(inflectionsOf('pasty')).not.toContain('paste');
    expect(inflectionsOf('organ')).not.toContain('organic');
    expect(inflectionsOf('red')).not.toContain('r');
    expect(inflectionsOf('sliced')).not.toContain('sliced');
  });
});
