import { searchTermsOf } from '../../src/catalogue/search-query';

describe('searchTermsOf', () => {
  it('normalises the text; the prefix query makes the last word a prefix, the words query does not', () => {
    expect(searchTermsOf('  Ħobż  tal-Malti ')).toEqual({
      text: 'hobz tal-malti',
      prefixTsquery: "'hobz' & 'tal-malti':*",
      wordsTsquery: "'hobz' & 'tal-malti'",
      namePrefixTsquery: "'hobz':A & 'tal-malti':*A",
      nameWordsTsquery: "'hobz':A & 'tal-malti':A",
    });
    expect(searchTermsOf('CAFFÈ')).toEqual({
      text: 'caffe',
      prefixTsquery: "'caffe':*",
      wordsTsquery: "'caffe'",
      namePrefixTsquery: "'caffe':*A",
      nameWordsTsquery: "'caffe':A",
    });
  });

  it('doubles apostrophes so a word stays one quoted tsquery lexeme', () => {
    expect(searchTermsOf("McVitie's")?.prefixTsquery).toBe("'mcvitie''s':*");
    expect(searchTermsOf("Ta' Xbiex")?.wordsTsquery).toBe("'ta''' & 'xbiex'");
  });

  it('drops tsquery operators and words without a letter or digit', () => {
    expect(searchTermsOf('kinnie & (zest) | !cola')).toEqual({
      text: 'kinnie zest cola',
      prefixTsquery: "'kinnie' & 'zest' & 'cola':*",
      wordsTsquery: "'kinnie' & 'zest' & 'cola'",
      namePrefixTsquery: "'kinnie':A & 'zest':A & 'cola':*A",
      nameWordsTsquery: "'kinnie':A & 'zest':A & 'cola':A",
    });
    expect(searchTermsOf('tomato - paste')?.prefixTsquery).toBe("'tomato' & 'paste':*");
  });

  it('has nothing to search for in blanks and punctuation', () => {
    expect(searchTermsOf('')).toBeNull();
    expect(searchTermsOf('  ?! ** ')).toBeNull();
    expect(searchTermsOf("'' - %")).toBeNull();
  });
});
