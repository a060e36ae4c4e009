import { normaliseSearchText } from '../../src/products/search-document';

describe('normaliseSearchText', () => {
  it.each([
    ['Ħobż tal-Malti', 'hobz tal-malti'],
    ['  Caffè   Espresso ', 'caffe espresso'],
    ['ĠBEJNIET', 'gbejniet'],
    ['olio d’oliva!', 'olio d oliva'],
    ['milk 1.5%', 'milk 1.5%'],
    ['milk  1l', 'milk 1l'],
    ['chicken breast', 'chicken breast'],
    ['', ''],
  ])('%j reads as %j', (text, expected) => {
    expect(normaliseSearchText(text)).toBe(expected);
  });

  it('leaves text that is already plain as it is, and normalises it to itself', () => {
    for (const text of ['chicken b', "d'oliva", '6 x 330ml', 'kinnie zest']) {
      expect(normaliseSearchText(text)).toBe(text);
      expect(normaliseSearchText(normaliseSearchText(`${text.toUpperCase()} `))).toBe(text);
    }
  });
});
