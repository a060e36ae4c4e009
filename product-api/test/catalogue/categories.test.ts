import { z } from 'zod';
import { categorySchema, type Category } from '../../src/contract/catalogue';
import { insertFixtureCatalogue } from '../support/catalogue-fixture';
import { getData, getError } from '../support/inject';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

const treeSchema = z.array(categorySchema);
const outline = (tree: Category[]): [string, string[]][] =>
  tree.map((c) => [c.description, c.items.map((s) => s.description)]);

describe('GET /cli/categories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await insertFixtureCatalogue(t.db);
  });
  afterAll(() => stopTestApp(t));

  it('returns main categories with their sub-categories in items, each level sorted by order', async () => {
    const tree = await getData(t.app, '/cli/categories', treeSchema);
    expect(outline(tree)).toEqual([
      ['Bakery', ['Bread', 'Pastries']],
      ['Fruit and Vegetables', ['Fresh Vegetables', 'Fresh Fruit']],
      ['Pantry', ['Tinned Tomatoes', 'Pasta and Sauces']],
      ['Drinks', ['Soft Drinks', 'Coffee and Tea']],
      ['Dairy', ['Cheese']],
      ['Snacks', ['Biscuits']],
    ]);
    expect(tree[0]).toMatchObject({ order: 1, imageUrl: '/media/categories/bakery.svg' });
    expect(tree[2]?.items.map((c) => c.order)).toEqual([1, 2]);
    expect(tree[0]?.items[0]?.items).toEqual([]);
  });

  it('answers in Italian for ?lang=it, falling back to English where no Italian name exists', async () => {
    const tree = await getData(t.app, '/cli/categories?lang=it', treeSchema);
    expect(outline(tree)).toEqual([
      ['Panetteria', ['Pane', 'Pasticceria']],
      ['Frutta e verdura', ['Verdura fresca', 'Frutta fresca']],
      ['Dispensa', ['Pomodori in scatola', 'Pasta e sughi']],
      ['Bevande', ['Bibite', 'Caffè e tè']],
      ['Latticini', ['Cheese']],
      ['Snack', ['Biscotti']],
    ]);
  });

  it('follows Accept-Language when no lang is given, and lang wins over it', async () => {
    const italian = await getData(t.app, '/cli/categories', treeSchema, {
      'accept-language': 'it-IT,it;q=0.9,en;q=0.8',
    });
    expect(italian[0]?.description).toBe('Panetteria');
    const english = await getData(t.app, '/cli/categories', treeSchema, {
      'accept-language': 'en-GB,it;q=0.5',
    });
    expect(english[0]?.description).toBe('Bakery');
    const forced = await getData(t.app, '/cli/categories?lang=en', treeSchema, { 'accept-language': 'it' });
    expect(forced[0]?.description).toBe('Bakery');
  });

  it('rejects an unknown lang with a 400 envelope', async () => {
    const { status, body } = await getError(t.app, '/cli/categories?lang=fr');
    expect(status).toBe(400);
    expect(body.responseCode).toBe(4000);
    expect(body.fields?.[0]?.path).toBe('querystring.lang');
  });
});
