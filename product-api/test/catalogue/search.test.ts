import { PRODUCT_PAGE_SIZE, productPageSchema, suggestionsSchema } from '../../src/contract/catalogue';
import { idOf, insertFixtureCatalogue, type Fixture } from '../support/catalogue-fixture';
import { getData, getError, namesOf } from '../support/inject';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let fixture: Fixture;
const search = (q: string, extra = '') =>
  getData(t.app, `/cli/ecommerce/products?q=${encodeURIComponent(q)}${extra}`, productPageSchema);
const found = async (q: string, extra = '') => namesOf((await search(q, extra)).data);

beforeAll(async () => {
  t = await startTestApp();
  fixture = await insertFixtureCatalogue(t.db);
});
afterAll(() => stopTestApp(t));

describe('product search (GET /cli/ecommerce/products?q=)', () => {
  it('puts the product whose name is the query first', async () => {
    expect((await found('tomato paste'))[0]).toBe('Tomato Paste 200g');
    expect((await found('kinnie zest'))[0]).toBe('Kinnie Zest 1.5L');
    expect(await found('espresso')).toEqual(['Caffè Espresso 250g']);
  });

  it('ranks a name ending with the word (the thing itself) above one it only flavours', async () => {
    const tomato = await found('tomato');
    expect(tomato.indexOf('Chopped Tomatoes 400g')).toBeLessThan(tomato.indexOf('Tomato Ketchup 500ml'));
    expect(tomato.indexOf('Tomatoes')).toBeLessThan(tomato.indexOf('Tomato Ketchup 500ml'));
  });

  it('puts products whose name has the words before those found only through their brand or category', async () => {
    expect(await found('oreo')).toEqual(['Milka Oreo Chocolate 100g', 'Double Stuf Cookies 157g']);
    // 'Coffee and Tea' ('Caffè e tè' in Italian) matches every tea and coffee by its name.
    const tea = await found('tea');
    // The coffees of 'Coffee and Tea' are coffee: 'tea' finds them neither by name nor category.
    expect(tea.sort()).toEqual(['Assam Tea 40 bags', 'Green Tea 20 bags']);
    const caffe = await found('caffe');
    expect(caffe.slice(0, 3).sort()).toEqual([
      'Caffè Crema e Gusto 250g',
      'Caffè Espresso 250g',
      'Moka Blend Caffè Macinato 250g',
    ]);
    // The fixture has no vocabulary: 'caffe' is then only the Italian word of names and categories.
    expect(caffe.slice(3)).toEqual([]);
    expect((await found('coffee'))[0]).toBe('Instant Coffee 100g');
    // The same at the level of stems: 'teas' is the stem 'tea' of the names and of the category.
    expect((await found('teas')).slice(0, 2).sort()).toEqual(['Assam Tea 40 bags', 'Green Tea 20 bags']);
  });

  it('ranks names starting with the words first, then names holding them, the product’s own category counting inside', async () => {
    const cheese = await found('cheese');
    // 'Cream Cheese' is a cheese by its name and its category; the other cheeses by their
    // category come before crisps and puffs that only taste of cheese.
    expect(cheese[0]).toBe('Cream Cheese 200g');
    expect(cheese.slice(1, 5).sort()).toEqual([
      'Mature Cheddar 200g',
      'Mozzarella 125g',
      'Parmigiano Reggiano',
      'Ġbejniet Friski 3 pcs',
    ]);
    expect(cheese.slice(5).sort()).toEqual(['Baked Cheese Puffs 100g', 'Cheese and Onion Crisps 150g']);
  });

  it('ignores accents and Maltese letters, both ways', async () => {
    expect((await found('hobz'))[0]).toBe('Ħobż tal-Malti');
    expect((await found('Ħobż'))[0]).toBe('Ħobż tal-Malti');
    expect((await found('caffe')).slice(0, 2).sort()).toEqual([
      'Caffè Crema e Gusto 250g',
      'Caffè Espresso 250g',
    ]);
    expect((await found('gbejniet'))[0]).toBe('Ġbejniet Friski 3 pcs');
    expect((await found('nescafe'))[0]).toBe('Instant Coffee 100g');
  });

  it('ignores case', async () => {
    expect(await found('CAFFE')).toEqual(await found('caffè'));
    expect(await found('KINNIE')).toEqual(['Kinnie Original 1.5L', 'Kinnie Zest 1.5L']);
  });

  it('matches Italian and English word forms', async () => {
    expect((await found('pomodori'))[0]).toBe('Pomodori Pelati 400g');
    expect(await found('pomodoro')).toContain('Pomodori Pelati 400g');
    expect(await found('tomatoes')).toEqual(
      expect.arrayContaining(['Tomato Paste 200g', 'Tomato Ketchup 500ml', 'Tomatoes']),
    );
  });

  it('matches the last word as a prefix while the shopper is typing', async () => {
    expect(await found('parmig')).toEqual(['Parmigiano Reggiano']);
    expect((await found('kinnie ze'))[0]).toBe('Kinnie Zest 1.5L');
  });

  it('tolerates typos', async () => {
    expect(await found('kinny')).toEqual(['Kinnie Original 1.5L', 'Kinnie Zest 1.5L']);
    expect((await found('tomatoe'))[0]).toMatch(/Tomatoes/);
    expect(await found('parmiggiano')).toEqual(['Parmigiano Reggiano']);
    expect(await found('pastizi')).toEqual(['Pastizzi Ricotta 4 pcs']);
  });

  it('finds a word in another form than the name (issue 31)', async () => {
    // 'Chopped Tomatoes': chop, chops; 'Tomato Paste': pastes. Italian: pomodoro, 'Pomodori Pelati'.
    expect((await found('chop tomatoes'))[0]).toBe('Chopped Tomatoes 400g');
    expect((await found('tomato pastes'))[0]).toBe('Tomato Paste 200g');
    expect(await found('pomodoro pelato')).toEqual(['Pomodori Pelati 400g']);
  });

  it('splits words typed together into the words the products have (issue 31)', async () => {
    expect(await found('creamcheese')).toEqual(['Cream Cheese 200g']);
    expect(await found('greentea')).toEqual(['Green Tea 20 bags']);
    // A word the index has as it is stays whole.
    expect(await found('mozzarella')).toEqual(['Mozzarella 125g']);
  });

  it('reads a long dictionary word the shop lacks as a letter missed or doubled (issue 31)', async () => {
    // 'chedar' and 'mozarela' are in no index; 'chedar' is a dictionary word, 'mozarela' is not.
    expect(await found('mature chedar')).toEqual(['Mature Cheddar 200g']);
    expect(await found('mozarela')).toEqual(['Mozzarella 125g']);
  });

  it('ranks typo matches by closeness, a name as close as the rest first', async () => {
    // A typo ranks as the word would: the cheeses first, Cream Cheese by name and category.
    expect((await found('chese')).slice(0, 5)).toEqual((await found('cheese')).slice(0, 5));
  });

  it('looks for close spellings only when no product has the words', async () => {
    // 'cheese' is a word: no look-alike ('cherry') joins its matches.
    expect(await found('cheese')).not.toContain('Cherry Tomatoes in Juice');
    // A dictionary word is read as a slip of a word the shop has only for a letter missed or
    // doubled (issue 31): 'pasty' is not 'pasta' (a letter changed), but may be 'pastry'.
    expect(await found('pasty')).toEqual(['Pastizzi Ricotta 4 pcs']);
    expect(await found('pastas')).toEqual(expect.arrayContaining(['Spaghetti No.5 500g']));
  });

  it('reads a last word as a beginning only when it is no word itself', async () => {
    expect(await found('instant co')).toEqual(['Instant Coffee 100g']);
    // 'pas' is a word (a dance step): the results do not guess, the suggestions do.
    expect(await found('pas')).toEqual([]);
  });

  it('finds products by brand and by category name', async () => {
    expect((await found('lavazza')).sort()).toEqual(['Caffè Crema e Gusto 250g', 'Caffè Espresso 250g']);
    expect(await found('cheese')).toEqual(
      expect.arrayContaining([
        'Parmigiano Reggiano',
        'Mozzarella 125g',
        'Mature Cheddar 200g',
        'Ġbejniet Friski 3 pcs',
      ]),
    );
  });

  it('combines the search with the filters', async () => {
    expect(await found('tomato', '&onlyPromotions=true')).toEqual(['Cherry Tomatoes in Juice']);
    expect(await found('kinnie', `&category=${idOf(fixture.categoryIds, 'coffee')}`)).toEqual([]);
    expect(
      await found('pasta', `&category=${idOf(fixture.categoryIds, 'pasta')}&onlyBranded=true&brand=Barilla`),
    ).toEqual(expect.arrayContaining(['Pasta Sauce with Basil', 'Penne Rigate 500g', 'Spaghetti No.5 500g']));
  });

  it('pages the matches: every match once, totalPages from the same filter, last on the last page', async () => {
    const first = await search('biscuits');
    expect({ ...first, data: first.data.length }).toEqual({
      data: PRODUCT_PAGE_SIZE,
      totalPages: 2,
      number: 0,
      last: false,
    });
    const second = await search('biscuits', '&p=1');
    expect({ ...second, data: second.data.length }).toEqual({
      data: 30 - PRODUCT_PAGE_SIZE,
      totalPages: 2,
      number: 1,
      last: true,
    });
    const ids = new Set([...first.data, ...second.data].map((p) => p.id));
    expect(ids.size).toBe(30);
    expect(namesOf(first.data)[0]).toBe('Digestive Biscuits No.01');
  });

  it('answers fewer words, and says which, when the words typed match nothing together (issue 31)', async () => {
    const fewer = await search('mature cheddar zzyzx');
    expect(namesOf(fewer.data)).toEqual(['Mature Cheddar 200g']);
    expect(fewer.relaxedQuery).toBe('mature cheddar');
    // Each word matches alone, not together: the rarer word is what the shopper means.
    const espresso = await search('kinnie espresso');
    expect(espresso.relaxedQuery).toBe('espresso');
    expect(namesOf(espresso.data)).toEqual(['Caffè Espresso 250g']);
    // A search that matches as typed says nothing; one that matches nothing at all answers nothing.
    expect((await search('mature cheddar')).relaxedQuery).toBeUndefined();
    expect(await search('zzyzx qqqq')).toEqual({ data: [], totalPages: 0, number: 0, last: true });
  });

  it('answers an empty last page past the end and for no match', async () => {
    expect(await search('biscuits', '&p=5')).toEqual({ data: [], totalPages: 2, number: 5, last: true });
    expect(await search('zzyzx')).toEqual({ data: [], totalPages: 0, number: 0, last: true });
    expect(await search('!!!')).toEqual({ data: [], totalPages: 0, number: 0, last: true });
  });

  it('treats quotes and operators in the query as text, never as SQL or tsquery syntax', async () => {
    expect((await found("mcvitie's"))[0]).toBe('Digestive Biscuits No.01');
    for (const q of ["o'reilly & (x) | !y", "':*", '50%', 'a\\b', "'); drop table products; --"]) {
      expect((await search(q)).number).toBe(0);
    }
    expect((await search('biscuits')).totalPages).toBe(2);
  });

  it('lists everything in category order when q is blank', async () => {
    const blank = await search('   ');
    expect(blank.totalPages).toBe(3);
    expect(namesOf(blank.data)[0]).toBe('Ciabatta');
  });

  it('rejects a query longer than 100 characters and a bad page with 400 envelopes', async () => {
    const long = await getError(t.app, `/cli/ecommerce/products?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ responseCode: 4000, fields: [{ path: 'querystring.q' }] });
    for (const p of ['-1', 'abc', '1.5']) {
      const bad = await getError(t.app, `/cli/ecommerce/products?q=kinnie&p=${p}`);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ responseCode: 4000, fields: [{ path: 'querystring.p' }] });
    }
    const flag = await getError(t.app, '/cli/ecommerce/products?onlyPromotions=yes');
    expect(flag.status).toBe(400);
  });
});

describe('search suggestions (GET /cli/ecommerce/products/search)', () => {
  const suggest = (q: string, extra = '') =>
    getData(t.app, `/cli/ecommerce/products/search?q=${encodeURIComponent(q)}${extra}`, suggestionsSchema);

  it('suggests matching names, sub-categories with their number of matches, and brands', async () => {
    const tomato = await suggest('tomato');
    expect(tomato.tips).toEqual(
      expect.arrayContaining(['Tomatoes', 'Cherry Tomatoes in Juice', 'Pomodori Pelati 400g']),
    );
    expect(tomato.categories).toEqual([
      { label: 'Tinned Tomatoes', count: 3, categoryId: idOf(fixture.categoryIds, 'tins') },
      { label: 'Pasta and Sauces', count: 2, categoryId: idOf(fixture.categoryIds, 'pasta') },
      { label: 'Fresh Vegetables', count: 1, categoryId: idOf(fixture.categoryIds, 'vegetables') },
    ]);
    expect(tomato.brands.sort()).toEqual(['Cirio', 'Heinz', 'Mutti']);
  });

  it('keeps at most 8 distinct tips, 5 categories and 5 brands', async () => {
    const biscuits = await suggest('biscuits');
    expect(biscuits.tips).toHaveLength(8);
    expect(new Set(biscuits.tips).size).toBe(8);
    expect(biscuits.categories).toEqual([
      { label: 'Biscuits', count: 30, categoryId: idOf(fixture.categoryIds, 'biscuits') },
    ]);
    expect(biscuits.brands).toEqual(["McVitie's"]);
    const broad = await suggest('a');
    expect(broad.tips.length).toBeLessThanOrEqual(8);
    expect(broad.categories.length).toBeLessThanOrEqual(5);
    expect(broad.brands.length).toBeLessThanOrEqual(5);
  });

  it('orders names and brands as the search does: names with the words first', async () => {
    const tea = await suggest('tea');
    expect(tea.tips.slice(0, 2).sort()).toEqual(['Assam Tea 40 bags', 'Green Tea 20 bags']);
    expect(tea.brands[0]).toBe('Twinings');
    const cheese = await suggest('cheese');
    expect(cheese.tips.slice(0, 5)).toEqual(namesOf((await search('cheese')).data).slice(0, 5));
    expect(cheese.brands[0]).toBe('Philadelphia');
  });

  it('reads the last word as a beginning, the shopper still typing', async () => {
    expect((await suggest('pas')).tips).toContain('Pasta Sauce with Basil');
    expect((await suggest('in')).tips).toContain('Instant Coffee 100g');
  });

  it('relaxes as the search does when the words match nothing together (issue 31)', async () => {
    expect((await suggest('kinnie zzyzx')).tips).toEqual(['Kinnie Original 1.5L', 'Kinnie Zest 1.5L']);
  });

  it('follows the same matching rules as the search: accents, typos, run-together words', async () => {
    expect((await suggest('hobz')).tips[0]).toBe('Ħobż tal-Malti');
    expect((await suggest('creamchee')).tips).toEqual(['Cream Cheese 200g']);
    expect((await suggest('creamcheese')).tips).toEqual(['Cream Cheese 200g']);
    const kinny = await suggest('kinny');
    expect(kinny.tips).toEqual(['Kinnie Original 1.5L', 'Kinnie Zest 1.5L']);
    expect(kinny.brands).toEqual(['Kinnie']);
    expect(kinny.categories).toEqual([
      { label: 'Soft Drinks', count: 2, categoryId: idOf(fixture.categoryIds, 'soft') },
    ]);
  });

  it('labels categories in Italian when asked', async () => {
    const caffe = await suggest('caffe', '&lang=it');
    expect(caffe.categories[0]).toMatchObject({ label: 'Caffè e tè', count: expect.any(Number) });
  });

  it('answers empty lists when nothing matches', async () => {
    expect(await suggest('zzyzx')).toEqual({ tips: [], categories: [], brands: [] });
    expect(await suggest('?!')).toEqual({ tips: [], categories: [], brands: [] });
  });

  it('rejects a missing, blank or too long q with a 400 envelope', async () => {
    for (const url of [
      '/cli/ecommerce/products/search',
      '/cli/ecommerce/products/search?q=',
      `/cli/ecommerce/products/search?q=${'x'.repeat(101)}`,
    ]) {
      const { status, body } = await getError(t.app, url);
      expect(status).toBe(400);
      expect(body).toMatchObject({
        responseCode: 4000,
        errorMessage: 'Invalid request',
        fields: [{ path: 'querystring.q' }],
      });
    }
  });
});
