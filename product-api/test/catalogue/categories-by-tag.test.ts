import { z } from 'zod';
import { categorySchema, productPageSchema, type Category } from '../../src/contract/catalogue';
import { idOf, insertFixtureCatalogue, type Fixture } from '../support/catalogue-fixture';
import { getData, getError, namesOf } from '../support/inject';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

const treeSchema = z.array(categorySchema);
const outline = (tree: Category[]): [string, string[]][] =>
  tree.map((c) => [c.description, c.items.map((s) => s.description)]);

/** A category screen opened for a tag (spec §2): its side tree and its products. */
describe('GET /cli/categories?tag= (categories by tag)', () => {
  let t: TestApp;
  let fixture: Fixture;
  beforeAll(async () => {
    t = await startTestApp();
    fixture = await insertFixtureCatalogue(t.db);
  });
  afterAll(() => stopTestApp(t));

  it('keeps only the categories holding products with the tag, under their main categories, in order', async () => {
    const tree = await getData(t.app, '/cli/categories?tag=maltese', treeSchema);
    expect(outline(tree)).toEqual([
      ['Bakery', ['Bread', 'Pastries']],
      ['Fruit and Vegetables', ['Fresh Vegetables']],
      ['Drinks', ['Soft Drinks']],
      ['Dairy', ['Cheese']],
    ]);
    expect(tree[0]?.id).toBe(idOf(fixture.categoryIds, 'bakery'));
  });

  it('names the pruned tree in the asked language', async () => {
    const tree = await getData(t.app, '/cli/categories?tag=maltese&lang=it', treeSchema);
    expect(outline(tree)).toEqual([
      ['Panetteria', ['Pane', 'Pasticceria']],
      ['Frutta e verdura', ['Verdura fresca']],
      ['Bevande', ['Bibite']],
      ['Latticini', ['Cheese']],
    ]);
  });

  it('every category of the pruned tree lists at least one product with the tag', async () => {
    const tree = await getData(t.app, '/cli/categories?tag=maltese', treeSchema);
    const ids = tree.flatMap((main) => [main.id, ...main.items.map((sub) => sub.id)]);
    for (const id of ids) {
      const page = await getData(
        t.app,
        `/cli/ecommerce/products?tag=maltese&category=${id}`,
        productPageSchema,
      );
      expect(page.data.length).toBeGreaterThan(0);
      expect(page.data.every((p) => p.tags.includes('maltese'))).toBe(true);
    }
    const pantry = idOf(fixture.categoryIds, 'pantry');
    const none = await getData(
      t.app,
      `/cli/ecommerce/products?tag=maltese&category=${pantry}`,
      productPageSchema,
    );
    expect(namesOf(none.data)).toEqual([]);
  });

  it('answers an empty tree for a tag no product has', async () => {
    expect(await getData(t.app, '/cli/categories?tag=no-such-tag', treeSchema)).toEqual([]);
  });

  it('does not share a cache entry between the whole tree and a tag’s tree', async () => {
    const italianTag = await getData(t.app, '/cli/categories?tag=italian', treeSchema);
    expect(outline(italianTag)).toEqual([['Dairy', ['Cheese']]]);
    const whole = await getData(t.app, '/cli/categories', treeSchema);
    expect(whole).toHaveLength(6);
    const again = await getData(t.app, '/cli/categories?tag=italian', treeSchema);
    expect(again).toEqual(italianTag);
  });

  it('refuses a tag longer than 50 characters with a schema error', async () => {
    const { status, body } = await getError(t.app, `/cli/categories?tag=${'x'.repeat(51)}`);
    expect(status).toBe(400);
    expect(body.responseCode).toBe(4000);
  });
});
