import { searchTextOf } from '../../src/products/search-document';
import type { Database } from '../../src/db/client';
import { categories, products } from '../../src/db/schema';

/**
 * A small catalogue of our own (not the demo seed), so search and paging expectations are exact.
 * Keys name categories in the tests; ids come from the database.
 */
type CategorySpec = { key: string; name: string; nameIt: string | null; order: number; parent?: string };

export const FIXTURE_CATEGORIES: CategorySpec[] = [
  { key: 'bakery', name: 'Bakery', nameIt: 'Panetteria', order: 1 },
  { key: 'bread', name: 'Bread', nameIt: 'Pane', order: 1, parent: 'bakery' },
  { key: 'pastries', name: 'Pastries', nameIt: 'Pasticceria', order: 2, parent: 'bakery' },
  { key: 'fruitveg', name: 'Fruit and Vegetables', nameIt: 'Frutta e verdura', order: 2 },
  { key: 'vegetables', name: 'Fresh Vegetables', nameIt: 'Verdura fresca', order: 1, parent: 'fruitveg' },
  { key: 'fruit', name: 'Fresh Fruit', nameIt: 'Frutta fresca', order: 2, parent: 'fruitveg' },
  { key: 'pantry', name: 'Pantry', nameIt: 'Dispensa', order: 3 },
  // Sub-category orders deliberately against insertion order: tins come before pasta.
  { key: 'pasta', name: 'Pasta and Sauces', nameIt: 'Pasta e sughi', order: 2, parent: 'pantry' },
  { key: 'tins', name: 'Tinned Tomatoes', nameIt: 'Pomodori in scatola', order: 1, parent: 'pantry' },
  { key: 'drinks', name: 'Drinks', nameIt: 'Bevande', order: 4 },
  { key: 'soft', name: 'Soft Drinks', nameIt: 'Bibite', order: 1, parent: 'drinks' },
  { key: 'coffee', name: 'Coffee and Tea', nameIt: 'Caffè e tè', order: 2, parent: 'drinks' },
  { key: 'dairy', name: 'Dairy', nameIt: 'Latticini', order: 5 },
  // No Italian name: the Italian tree falls back to English.
  { key: 'cheese', name: 'Cheese', nameIt: null, order: 1, parent: 'dairy' },
  { key: 'snacks', name: 'Snacks', nameIt: 'Snack', order: 6 },
  { key: 'biscuits', name: 'Biscuits', nameIt: 'Biscotti', order: 1, parent: 'snacks' },
];

type ProductSpec = {
  name: string;
  /** The Italian name, where the fixture gives one. */
  nameIt?: string;
  brand: string | null;
  category: string;
  cents: number;
  netCents?: number;
  promotion?: { type: string; value: number; description: string };
  weighed?: boolean;
  tags?: string[];
  featured?: number;
  available?: boolean;
};

export const FIXTURE_PRODUCTS: ProductSpec[] = [
  {
    name: 'Ħobż tal-Malti',
    nameIt: 'Pane maltese',
    brand: null,
    category: 'bread',
    cents: 120,
    tags: ['maltese'],
    featured: 1,
  },
  { name: 'Ftira Għawdxija', brand: null, category: 'bread', cents: 250, tags: ['maltese'], featured: 2 },
  { name: 'Ciabatta', brand: 'Forno Antico', category: 'bread', cents: 180 },
  { name: 'Pastizzi Ricotta 4 pcs', brand: null, category: 'pastries', cents: 200, tags: ['maltese'] },
  { name: 'Tomatoes', brand: null, category: 'vegetables', cents: 299, weighed: true },
  {
    name: 'Potatoes',
    nameIt: 'Patate',
    brand: null,
    category: 'vegetables',
    cents: 119,
    weighed: true,
    tags: ['maltese'],
  },
  {
    name: 'Bananas',
    nameIt: 'Banane',
    brand: null,
    category: 'fruit',
    cents: 189,
    netCents: 149,
    weighed: true,
  },
  { name: 'Golden Apples', brand: null, category: 'fruit', cents: 259, weighed: true, available: false },
  { name: 'Spaghetti No.5 500g', brand: 'Barilla', category: 'pasta', cents: 165 },
  {
    name: 'Penne Rigate 500g',
    brand: 'Barilla',
    category: 'pasta',
    cents: 165,
    netCents: 129,
    promotion: { type: 'PERCENTAGE', value: 22, description: '-22%' },
  },
  { name: 'Tomato Paste 200g', brand: 'Cirio', category: 'pasta', cents: 99 },
  { name: 'Tomato Ketchup 500ml', brand: 'Heinz', category: 'pasta', cents: 289 },
  { name: 'Pasta Sauce with Basil', brand: 'Barilla', category: 'pasta', cents: 259 },
  { name: 'Pomodori Pelati 400g', brand: 'Cirio', category: 'tins', cents: 109 },
  { name: 'Chopped Tomatoes 400g', brand: 'Mutti', category: 'tins', cents: 129, available: false },
  {
    name: 'Cherry Tomatoes in Juice',
    brand: 'Mutti',
    category: 'tins',
    cents: 179,
    promotion: { type: 'UNKNOWN', value: 0, description: '3 for 2' },
  },
  { name: 'Cisk Lager 6 x 330ml', brand: 'Cisk', category: 'drinks', cents: 749 },
  {
    name: 'Kinnie Original 1.5L',
    brand: 'Kinnie',
    category: 'soft',
    cents: 189,
    tags: ['maltese'],
    featured: 3,
  },
  { name: 'Kinnie Zest 1.5L', brand: 'Kinnie', category: 'soft', cents: 189, tags: ['maltese'] },
  { name: 'Coca-Cola 1.5L', brand: 'Coca-Cola', category: 'soft', cents: 219, netCents: 179 },
  { name: 'Still Water 6 x 1.5L', brand: 'San Michel', category: 'soft', cents: 299 },
  { name: 'Caffè Espresso 250g', brand: 'Lavazza', category: 'coffee', cents: 449, featured: 4 },
  { name: 'Caffè Crema e Gusto 250g', brand: 'Lavazza', category: 'coffee', cents: 399 },
  { name: 'Instant Coffee 100g', brand: 'Nescafé', category: 'coffee', cents: 549 },
  { name: 'Green Tea 20 bags', brand: 'Twinings', category: 'coffee', cents: 289 },
  // 'Coffee and Tea' is 'Caffè e tè' in Italian: its name matches the teas and coffees alike.
  { name: 'Assam Tea 40 bags', brand: 'Twinings', category: 'coffee', cents: 349 },
  { name: 'Moka Blend Caffè Macinato 250g', brand: 'Kimbo', category: 'coffee', cents: 379 },
  {
    name: 'Parmigiano Reggiano',
    brand: 'Parmareggio',
    category: 'cheese',
    cents: 2490,
    weighed: true,
    tags: ['italian'],
  },
  {
    name: 'Ġbejniet Friski 3 pcs',
    brand: null,
    category: 'cheese',
    cents: 350,
    tags: ['maltese'],
    featured: 5,
  },
  { name: 'Mozzarella 125g', brand: 'Galbani', category: 'cheese', cents: 139 },
  { name: 'Mature Cheddar 200g', brand: 'Kerrygold', category: 'cheese', cents: 399, netCents: 329 },
  { name: 'Cream Cheese 200g', brand: 'Philadelphia', category: 'cheese', cents: 219 },
  // Named for cheese without being cheese (a snack of the main category itself).
  { name: 'Cheese and Onion Crisps 150g', brand: 'Tayto', category: 'snacks', cents: 189 },
  { name: 'Baked Cheese Puffs 100g', brand: 'Tayto', category: 'snacks', cents: 149 },
  // Co-branded: the word of one brand in the name of another's product.
  { name: 'Milka Oreo Chocolate 100g', brand: 'Milka', category: 'snacks', cents: 229 },
  { name: 'Double Stuf Cookies 157g', brand: 'Oreo', category: 'snacks', cents: 199 },
  // Enough biscuits for two pages of search results and of featured products.
  ...Array.from({ length: 30 }, (_, i): ProductSpec => ({
    name: `Digestive Biscuits No.${String(i + 1).padStart(2, '0')}`,
    brand: "McVitie's",
    category: 'biscuits',
    cents: 150 + i,
    featured: 10 + i,
  })),
];

/** Barcodes of fixture products by name (the fixture numbers them in order). */
export function barcodeOf(name: string): string {
  const index = FIXTURE_PRODUCTS.findIndex((p) => p.name === name);
  if (index < 0) throw new Error(`no fixture product ${name}`);
  return String(8_000_000_000_000 + index);
}

export type Fixture = { categoryIds: Map<string, number>; productIds: Map<string, number> };

export const idOf = (ids: Map<string, number>, key: string): number => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`no fixture row ${key}`);
  return id;
};

/** Inserts the fixture catalogue, writing the search text as the seed does. */
export async function insertFixtureCatalogue(db: Database): Promise<Fixture> {
  const categoryIds = new Map<string, number>();
  const namesOf = new Map<string, string[]>();
  for (const c of FIXTURE_CATEGORIES) {
    const parentId = c.parent === undefined ? null : idOf(categoryIds, c.parent);
    const [row] = await db
      .insert(categories)
      .values({
        parentId,
        description: c.name,
        descriptionIt: c.nameIt,
        order: c.order,
        imageUrl: `/media/categories/${c.key}.svg`,
      })
      .returning({ id: categories.id });
    if (!row) throw new Error(`category ${c.key} not inserted`);
    categoryIds.set(c.key, row.id);
    const own = [c.name, ...(c.nameIt ? [c.nameIt] : [])];
    namesOf.set(c.key, [...own, ...(c.parent === undefined ? [] : (namesOf.get(c.parent) ?? []))]);
  }

  const rows = await db
    .insert(products)
    .values(
      FIXTURE_PRODUCTS.map((p, index) => {
        const source = {
          description: p.name,
          brand: p.brand,
          categoryNames: namesOf.get(p.category) ?? [],
          tags: p.tags ?? [],
        };
        return {
          ref: `REF${1000 + index}`,
          barcode: String(8_000_000_000_000 + index),
          description: p.name,
          descriptionIt: p.nameIt ?? null,
          brand: p.brand,
          imageUrl: `/media/products/${index}.svg`,
          available: p.available ?? true,
          priceCents: p.cents,
          netPriceCents: p.netCents ?? p.cents,
          pricePerUmCents: p.weighed ? p.cents : p.cents * 2,
          umPerUm: 'KG',
          um: p.weighed ? 'KG' : 'PZ',
          purchaseUm: p.weighed ? 'KG' : 'PZ',
          umStep: p.weighed ? 0.1 : 1,
          minWeight: p.weighed ? 0.2 : null,
          maxAmount: p.weighed ? 5 : 20,
          promotionType: p.promotion?.type ?? null,
          promotionValue: p.promotion?.value ?? null,
          promotionDescription: p.promotion?.description ?? null,
          categoryId: idOf(categoryIds, p.category),
          tags: p.tags ?? [],
          featuredRank: p.featured ?? null,
          searchText: searchTextOf(source),
        };
      }),
    )
    .returning({ id: products.id, description: products.description });
  const productIds = new Map(rows.map((r) => [r.description, r.id]));
  return { categoryIds, productIds };
}
