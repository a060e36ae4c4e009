import { PRODUCT_PAGE_SIZE, productPageSchema } from '../../src/contract/catalogue';
import { FIXTURE_PRODUCTS, idOf, insertFixtureCatalogue, type Fixture } from '../support/catalogue-fixture';
import { getData, namesOf } from '../support/inject';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

describe('GET /cli/ecommerce/products (browsing and filters)', () => {
  let t: TestApp;
  let fixture: Fixture;
  const page = (url: string) => getData(t.app, url, productPageSchema);
  const category = (key: string) => idOf(fixture.categoryIds, key);

  beforeAll(async () => {
    t = await startTestApp();
    fixture = await insertFixtureCatalogue(t.db);
  });
  afterAll(() => stopTestApp(t));

  it('lists everything from page 0 in category order: main category, its own products, then its sub-categories', async () => {
    const first = await page('/cli/ecommerce/products');
    expect(first.number).toBe(0);
    expect(first.totalPages).toBe(Math.ceil(FIXTURE_PRODUCTS.length / PRODUCT_PAGE_SIZE));
    expect(first.last).toBe(false);
    expect(first.data).toHaveLength(PRODUCT_PAGE_SIZE);
    // Bread before Pastries; inside a category by name, accents ignored (Ħobż sorts as hobz).
    expect(namesOf(first.data).slice(0, 8)).toEqual([
      'Ciabatta',
      'Ftira Għawdxija',
      'Ħobż tal-Malti',
      'Pastizzi Ricotta 4 pcs',
      'Potatoes',
      'Tomatoes',
      'Bananas',
      'Golden Apples',
    ]);
  });

  it('includes a category’s sub-categories, in their order, after the category’s own products', async () => {
    const drinks = await page(`/cli/ecommerce/products?category=${category('drinks')}`);
    expect(namesOf(drinks.data)).toEqual([
      'Cisk Lager 6 x 330ml',
      'Coca-Cola 1.5L',
      'Kinnie Original 1.5L',
      'Kinnie Zest 1.5L',
      'Still Water 6 x 1.5L',
      'Assam Tea 40 bags',
      'Caffè Crema e Gusto 250g',
      'Caffè Espresso 250g',
      'Green Tea 20 bags',
      'Instant Coffee 100g',
      'Moka Blend Caffè Macinato 250g',
    ]);
    expect(drinks).toMatchObject({ totalPages: 1, number: 0, last: true });
    const pantry = await page(`/cli/ecommerce/products?category=${category('pantry')}`);
    // Tinned Tomatoes has order 1, Pasta and Sauces order 2.
    expect(namesOf(pantry.data).slice(0, 3)).toEqual([
      'Cherry Tomatoes in Juice',
      'Chopped Tomatoes 400g',
      'Pomodori Pelati 400g',
    ]);
    expect(pantry.data).toHaveLength(8);
  });

  it('lists only the sub-category when a sub-category is asked for', async () => {
    const soft = await page(`/cli/ecommerce/products?category=${category('soft')}`);
    expect(namesOf(soft.data)).toEqual([
      'Coca-Cola 1.5L',
      'Kinnie Original 1.5L',
      'Kinnie Zest 1.5L',
      'Still Water 6 x 1.5L',
    ]);
  });

  it('keeps unavailable products in the list, marked as not available', async () => {
    const fruit = await page(`/cli/ecommerce/products?category=${category('fruit')}`);
    expect(fruit.data.map((p) => [p.description, p.available])).toEqual([
      ['Bananas', true],
      ['Golden Apples', false],
    ]);
  });

  it('onlyPromotions keeps products whose net price is below the price or that carry a promotion', async () => {
    const promos = await page('/cli/ecommerce/products?onlyPromotions=true');
    expect(namesOf(promos.data).sort()).toEqual(
      [
        'Bananas',
        'Cherry Tomatoes in Juice',
        'Coca-Cola 1.5L',
        'Mature Cheddar 200g',
        'Penne Rigate 500g',
      ].sort(),
    );
    const all = await page('/cli/ecommerce/products?onlyPromotions=false');
    expect(all.totalPages).toBe(Math.ceil(FIXTURE_PRODUCTS.length / PRODUCT_PAGE_SIZE));
  });

  it('onlyBranded drops products without a brand', async () => {
    const branded = await page(`/cli/ecommerce/products?onlyBranded=true&category=${category('bakery')}`);
    expect(namesOf(branded.data)).toEqual(['Ciabatta']);
    const everyBranded = await page('/cli/ecommerce/products?onlyBranded=true&p=0');
    expect(everyBranded.data.every((p) => p.brand !== null)).toBe(true);
  });

  it('filters by tag and by exact brand', async () => {
    const maltese = await page('/cli/ecommerce/products?tag=maltese');
    expect(namesOf(maltese.data).sort()).toEqual(
      [
        'Ftira Għawdxija',
        'Ġbejniet Friski 3 pcs',
        'Kinnie Original 1.5L',
        'Kinnie Zest 1.5L',
        'Pastizzi Ricotta 4 pcs',
        'Potatoes',
        'Ħobż tal-Malti',
      ].sort(),
    );
    const barilla = await page('/cli/ecommerce/products?brand=Barilla');
    expect(namesOf(barilla.data)).toEqual([
      'Pasta Sauce with Basil',
      'Penne Rigate 500g',
      'Spaghetti No.5 500g',
    ]);
    expect((await page('/cli/ecommerce/products?brand=barilla')).data).toEqual([]);
  });

  it('combines filters', async () => {
    const result = await page(
      `/cli/ecommerce/products?category=${category('pantry')}&onlyPromotions=true&onlyBranded=true`,
    );
    expect(namesOf(result.data)).toEqual(['Cherry Tomatoes in Juice', 'Penne Rigate 500g']);
  });

  it('accepts the store of the cart without narrowing the catalogue', async () => {
    const withStore = await page(`/cli/ecommerce/products?store=1&category=${category('soft')}`);
    expect(withStore.data).toHaveLength(4);
  });

  it('answers an empty page for an empty category and past the last page', async () => {
    const none = await page('/cli/ecommerce/products?category=99999');
    expect(none).toEqual({ data: [], totalPages: 0, number: 0, last: true });
    const beyond = await page('/cli/ecommerce/products?p=7');
    expect(beyond).toEqual({ data: [], totalPages: 3, number: 7, last: true });
  });

  it('sends money as euro numbers, promotions from the promotion columns and attrib3 for weighed goods', async () => {
    const pasta = await page(`/cli/ecommerce/products?category=${category('pasta')}`);
    const penne = pasta.data.find((p) => p.description === 'Penne Rigate 500g');
    expect(penne).toMatchObject({
      price: 1.65,
      netPrice: 1.29,
      pricePerUm: 3.3,
      um: 'PZ',
      purchaseUm: 'PZ',
      promotions: [{ valueType: 'PERCENTAGE', value: 22, quantity: null, description: '-22%' }],
      attrib3: null,
      brand: 'Barilla',
    });
    const cheese = await page(`/cli/ecommerce/products?category=${category('cheese')}`);
    const parmigiano = cheese.data.find((p) => p.description === 'Parmigiano Reggiano');
    expect(parmigiano).toMatchObject({
      price: 24.9,
      netPrice: 24.9,
      um: 'KG',
      purchaseUm: 'KG',
      umStep: 0.1,
      minWeight: 0.2,
      maxAmount: 5,
      promotions: [],
      attrib3: '€24.90 / kg',
      tags: ['italian'],
      categoryId: category('cheese'),
    });
  });
});

describe('GET /cli/ecommerce/products/featured', () => {
  let t: TestApp;
  const featured = (query = '') =>
    getData(t.app, `/cli/ecommerce/products/featured${query}`, productPageSchema);
  const featuredCount = FIXTURE_PRODUCTS.filter((p) => p.featured !== undefined).length;

  beforeAll(async () => {
    t = await startTestApp();
    await insertFixtureCatalogue(t.db);
  });
  afterAll(() => stopTestApp(t));

  it('pages featured products by rank from page 0', async () => {
    const first = await featured();
    expect(featuredCount).toBe(35);
    expect({ ...first, data: first.data.length }).toEqual({
      data: PRODUCT_PAGE_SIZE,
      totalPages: 2,
      number: 0,
      last: false,
    });
    expect(namesOf(first.data).slice(0, 6)).toEqual([
      'Ħobż tal-Malti',
      'Ftira Għawdxija',
      'Kinnie Original 1.5L',
      'Caffè Espresso 250g',
      'Ġbejniet Friski 3 pcs',
      'Digestive Biscuits No.01',
    ]);
    const second = await featured('?p=1&store=2');
    expect({ ...second, data: second.data.length }).toEqual({
      data: featuredCount - PRODUCT_PAGE_SIZE,
      totalPages: 2,
      number: 1,
      last: true,
    });
    const ids = [...first.data, ...second.data].map((p) => p.id);
    expect(new Set(ids).size).toBe(featuredCount);
  });

  it('answers an empty last page past the end', async () => {
    expect(await featured('?p=2')).toEqual({ data: [], totalPages: 2, number: 2, last: true });
  });
});
