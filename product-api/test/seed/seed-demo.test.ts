import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client';
import { openMemoryDatabase } from '../support/memory-database';
import {
  appMeta,
  banners,
  categories,
  cities,
  leaflets,
  loyaltyCards,
  media,
  products,
  shippingAddresses,
  stores,
  users,
  zipcodes,
} from '../../src/db/schema';
import { placedProducts } from '../../src/seed/catalogue-data';
import { DEMO_CUSTOMER } from '../../src/seed/demo-customer';
import { isValidEan13 } from '../../src/seed/ean13';
import { DEMO_LOYALTY_CARDS } from '../../src/seed/loyalty-cards-data';
import { planProducts } from '../../src/seed/product-plan';
import { ITALIAN_NAMES } from '../../src/seed/products-italian-names';
import { isSeeded, seedDemoData, type SeedSummary } from '../../src/seed/seed-demo';
import { verifyPassword } from '../../src/profiles/password';
import { SearchIndex } from '../../src/search/search-index';
import { readIndexSource } from '../../src/search/search-index.repository';

type ProductRow = typeof products.$inferSelect;

describe('demo data seed', () => {
  let handle: DatabaseHandle;
  let summary: SeedSummary;
  let seedMillis: number;
  let all: ProductRow[];

  beforeAll(async () => {
    handle = await openMemoryDatabase();
    const started = performance.now();
    summary = await seedDemoData(handle.db);
    seedMillis = performance.now() - started;
    all = await handle.db.select().from(products);
  });
  afterAll(() => handle?.close());

  const share = (predicate: (p: ProductRow) => boolean) => all.filter(predicate).length / all.length;

  it('seeds a realistic catalogue and reports what it wrote', async () => {
    expect(summary.status).toBe('seeded');
    expect(all.length).toBeGreaterThanOrEqual(420);
    expect(summary.products).toBe(all.length);
    expect(summary.categories).toBe((await handle.db.select().from(categories)).length);
    expect(summary.media).toBe((await handle.db.select({ path: media.path }).from(media)).length);
    expect(summary).toMatchObject({
      banners: 4,
      leaflets: 4,
      stores: 10,
      cities: 68,
      zipcodes: 340,
      loyaltyCards: DEMO_LOYALTY_CARDS.length,
    });
    expect(summary.nations).toBeGreaterThanOrEqual(30);
  });

  // A guard against a seed that grows slow, not a benchmark: jest shares two cores between test
  // files here (bench/startup.mjs measures the real first start).
  it('seeds in a few seconds', () => {
    expect(seedMillis).toBeLessThan(15_000);
  });

  it('gives at least ten main categories two to five sub-categories each, all with products', async () => {
    const rows = await handle.db.select().from(categories);
    const mains = rows.filter((c) => c.parentId === null);
    expect(mains.length).toBeGreaterThanOrEqual(10);
    for (const main of mains) {
      const subs = rows.filter((c) => c.parentId === main.id);
      expect(subs.length).toBeGreaterThanOrEqual(2);
      expect(subs.length).toBeLessThanOrEqual(5);
      expect(main.descriptionIt).toBeTruthy();
    }
    const productCategories = new Set(all.map((p) => p.categoryId));
    for (const sub of rows.filter((c) => c.parentId !== null))
      expect(productCategories.has(sub.id)).toBe(true);
    for (const c of rows) expect(c.imageUrl).toBe(`/app/media/categories/${c.id}.svg`);
  });

  it('sells weighed goods by the kilogram with a step and a minimum, and the rest by the piece', () => {
    const weighed = all.filter((p) => p.um === 'KG');
    expect(share((p) => p.um === 'KG')).toBeGreaterThan(0.1);
    for (const p of weighed) {
      expect(p).toMatchObject({ purchaseUm: 'KG', umPerUm: 'KG' });
      expect(p.umStep).toBeLessThan(1);
      expect(p.minWeight).toBeGreaterThan(0);
      expect(p.maxAmount).toBeGreaterThan(0);
    }
    const pieces = all.filter((p) => p.um === 'PZ');
    expect(pieces.length).toBeGreaterThan(weighed.length);
    for (const p of pieces) expect(p).toMatchObject({ purchaseUm: 'PZ', umStep: 1, minWeight: null });
  });

  it('derives the price per litre or kilogram from the pack size in the name', () => {
    const kinnie = all.find((p) => p.description === 'Kinnie Original 1.5L');
    expect(kinnie).toMatchObject({ umPerUm: 'LT' });
    expect(kinnie?.pricePerUmCents).toBe(Math.round((kinnie?.netPriceCents ?? 0) / 1.5));
    const bread = all.find((p) => p.description === 'Ħobż tal-Malti 800g');
    expect(bread?.pricePerUmCents).toBe(Math.round((bread?.netPriceCents ?? 0) / 0.8));
  });

  it('puts about a fifth of the products on promotion, each cheaper than its list price', () => {
    const promoted = all.filter((p) => p.promotionType !== null);
    expect(promoted.length / all.length).toBeGreaterThan(0.15);
    for (const p of promoted) {
      expect(p.promotionDescription).toBeTruthy();
      if (p.promotionType === 'MULTI_BUY') continue;
      expect(p.priceCents).toBeGreaterThan(p.netPriceCents);
      expect(p.promotionQuantity).toBeNull();
    }
    expect(new Set(promoted.map((p) => p.promotionType))).toEqual(
      new Set(['PERCENTAGE', 'FIXED_PRICE', 'MULTI_BUY']),
    );
    for (const p of all.filter((p) => p.promotionType === null)) expect(p.netPriceCents).toBe(p.priceCents);
  });

  it("stores multi-buy offers as '2 for €X': the pair's price, one item at its list price", () => {
    const multiBuys = all.filter((p) => p.promotionType === 'MULTI_BUY');
    expect(multiBuys.length).toBeGreaterThan(0);
    for (const p of multiBuys) {
      expect(p).toMatchObject({ um: 'PZ', promotionQuantity: 2, netPriceCents: p.priceCents });
      const pairCents = Math.round((p.promotionValue ?? 0) * 100);
      expect(pairCents).toBeGreaterThan(0);
      expect(pairCents).toBeLessThan(2 * p.priceCents);
      expect(p.promotionDescription).toMatch(/^2 for €\d+(\.\d\d)?$/);
    }
  });

  it('mixes branded and own-label products, and a few unavailable ones', () => {
    expect(share((p) => p.brand === null)).toBeGreaterThan(0.1);
    expect(share((p) => p.brand === null)).toBeLessThan(0.2);
    expect(all.some((p) => !p.available)).toBe(true);
    expect(share((p) => !p.available)).toBeLessThan(0.05);
  });

  it('has at least eight water packs as bundles of at most ten per order', () => {
    const bundles = all.filter((p) => p.isBundle);
    expect(bundles.length).toBeGreaterThanOrEqual(8);
    for (const b of bundles) {
      expect(b.tags).toContain('water-pack');
      expect(b.maxAmount).toBe(10);
    }
  });

  it('gives every product a unique, valid EAN-13 barcode', () => {
    for (const p of all) expect(isValidEan13(p.barcode)).toBe(true);
    expect(new Set(all.map((p) => p.barcode)).size).toBe(all.length);
    expect(new Set(all.map((p) => p.ref)).size).toBe(all.length);
  });

  it('names every product in Italian too, and finds it by its Italian name', async () => {
    const unnamed = all.filter((p) => !p.descriptionIt || p.descriptionIt === p.description);
    // Names that are the same in both languages (brands, 'Pastizzi', 'Kinnie') are few.
    expect(unnamed.length / all.length).toBeLessThan(0.1);
    expect(all.filter((p) => !p.descriptionIt)).toEqual([]);
    expect(Object.keys(ITALIAN_NAMES).sort()).toEqual([...new Set(all.map((p) => p.description))].sort());
    const index = new SearchIndex((await readIndexSource(handle.db)).source);
    const tomatoes = all.find((p) => p.description === 'Maltese Tomatoes');
    const { docs } = index.search(tomatoes?.descriptionIt ?? 'missing', 'results', {}, 0, 5);
    expect(docs.map((doc) => index.rows[doc]?.description)[0]).toBe('Maltese Tomatoes');
  });

  it('tags products for browsing by tag', () => {
    for (const tag of ['local', 'organic', 'gluten-free', 'bbq']) {
      expect(all.filter((p) => p.tags.includes(tag)).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('ranks sixty available products with images as featured', () => {
    const featured = all.filter((p) => p.featuredRank !== null);
    expect(featured.map((p) => p.featuredRank).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1),
    );
    for (const p of featured) {
      expect(p.available).toBe(true);
      expect(p.imageUrl).toBe(`/app/media/products/${p.barcode}.svg`);
    }
  });

  it('serves every product image except the deliberately missing and broken ones', async () => {
    const paths = new Set((await handle.db.select({ path: media.path }).from(media)).map((m) => m.path));
    const broken = all.filter((p) => p.imageUrl?.includes('/missing-'));
    expect(broken).toHaveLength(1);
    expect(paths.has(`products/missing-${broken[0]?.barcode}.svg`)).toBe(false);
    const withoutImage = all.filter((p) => p.imageUrl === null);
    expect(withoutImage.length).toBeGreaterThanOrEqual(1);
    expect(withoutImage.length / all.length).toBeLessThan(0.04);
    for (const p of all.filter((p) => p.imageUrl && !p.imageUrl.includes('/missing-'))) {
      expect(paths.has(p.imageUrl?.replace('/app/media/', '') ?? '')).toBe(true);
    }
  });

  it('keeps generated images small, well formed and escaped', async () => {
    const rows = (await handle.db.select().from(media)).filter((m) => m.encoding === 'utf8');
    for (const m of rows) {
      expect(m.contentType).toBe('image/svg+xml');
      expect(m.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(m.body.endsWith('</svg>')).toBe(true);
      expect(m.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
      if (!/^(banners|leaflets)\//.test(m.path)) expect(Buffer.byteLength(m.body)).toBeLessThan(1536);
    }
    const fruitAndVeg = await handle.db
      .select()
      .from(categories)
      .where(eq(categories.description, 'Fruit & Vegetables'));
    const tile = rows.find((m) => m.path === `categories/${fruitAndVeg[0]?.id}.svg`);
    expect(tile?.body).toContain('Fruit &amp; Vegetables');
  });

  it('has banners whose desktop and mobile images are both in the media table', async () => {
    const rows = await handle.db.select().from(banners);
    expect(rows).toHaveLength(4);
    const paths = new Set((await handle.db.select({ path: media.path }).from(media)).map((m) => m.path));
    for (const b of rows) {
      expect(b.imageUrl).toMatch(/^\/app\/media\/banners\/\d+-desktop\.svg$/);
      expect(b.imageApp).toMatch(/^\/app\/media\/banners\/\d+-mobile\.svg$/);
      expect(paths.has(b.imageUrl.replace('/app/media/', ''))).toBe(true);
      expect(paths.has(b.imageApp.replace('/app/media/', ''))).toBe(true);
    }
    expect(rows.map((b) => b.link)).toContain('/search?onlyPromotions=true');
  });

  it('has PDF and picture leaflets whose files are all in the media table', async () => {
    const rows = await handle.db.select().from(leaflets);
    const files = new Map((await handle.db.select().from(media)).map((m) => [m.path, m]));
    const fileOf = (url: string) => files.get(url.replace('/app/media/', ''));
    expect(rows.filter((l) => l.pdfLink !== null)).toHaveLength(2);
    expect(rows.filter((l) => l.images.length >= 3)).toHaveLength(2);
    for (const l of rows) {
      expect(fileOf(l.coverImage)?.contentType).toBe('image/svg+xml');
      for (const page of l.images) expect(fileOf(page)?.contentType).toBe('image/svg+xml');
      if (l.pdfLink) {
        const pdf = fileOf(l.pdfLink);
        expect(pdf).toMatchObject({ contentType: 'application/pdf', encoding: 'base64' });
        expect(
          Buffer.from(pdf?.body ?? '', 'base64')
            .subarray(0, 5)
            .toString('latin1'),
        ).toBe('%PDF-');
      }
    }
    // The weekly leaflet runs Monday to Sunday of the week the shop was seeded.
    const weekly = rows.find((l) => l.title === 'Weekly offers');
    expect(new Date(`${weekly?.validFrom}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(Date.parse(`${weekly?.validTo}T00:00:00Z`) - Date.parse(`${weekly?.validFrom}T00:00:00Z`)).toBe(
      6 * 86_400_000,
    );
  });

  it('has the 68 localities with unique prefixes and Maltese postcodes', async () => {
    const cityRows = await handle.db.select().from(cities);
    expect(cityRows).toHaveLength(68);
    expect(new Set(cityRows.map((c) => c.postcodePrefix)).size).toBe(68);
    const zipRows = await handle.db.select().from(zipcodes);
    for (const z of zipRows) expect(z.zip).toMatch(/^[A-Z]{3} \d{4}$/);
    const prefixOf = new Map(cityRows.map((c) => [c.id, c.postcodePrefix]));
    for (const z of zipRows) expect(z.zip.startsWith(`${prefixOf.get(z.cityId)} `)).toBe(true);
  });

  it('has two pick-up stores in their localities, one with drive-through', async () => {
    const rows = (await handle.db.select().from(stores)).filter((s) => s.deliveryModes.length > 0);
    expect(rows).toHaveLength(2);
    const cityRows = await handle.db.select().from(cities);
    for (const s of rows) {
      expect(s.deliveryModes).toContain('IN_STORE');
      expect(cityRows.find((c) => c.id === s.cityId)?.name).toBeDefined();
      expect(s.latitude).toBeGreaterThan(35.7);
      expect(s.longitude).toBeGreaterThan(14.1);
    }
    expect(rows.filter((s) => s.deliveryModes.includes('DRIVE'))).toHaveLength(1);
  });

  it('lists more shops for the store locator, on both islands, some without coordinates or e-mail', async () => {
    const rows = await handle.db.select().from(stores);
    const cityRows = await handle.db.select().from(cities);
    const islandOf = (cityId: number | null) => cityRows.find((c) => c.id === cityId)?.stateId;
    expect(new Set(rows.map((s) => islandOf(s.cityId))).size).toBe(2);
    expect(rows.some((s) => s.latitude === null && s.longitude === null)).toBe(true);
    expect(rows.some((s) => s.email === null)).toBe(true);
    for (const s of rows) {
      expect(s.phone).toMatch(/^\+356 2\d{3} \d{4}$/);
      expect(s.timetables.length).toBeGreaterThan(0);
      // Issue 14: every seeded store speaks Italian too, line for line.
      expect(s.timetablesIt).toHaveLength(s.timetables.length);
      expect(s.openingsIt).toHaveLength(s.openings.length);
      expect(s.services.length).toBeGreaterThan(0);
      expect(s.departments.length).toBeGreaterThan(0);
    }
  });

  it('creates the demo customer with a password that verifies', async () => {
    const [customer] = await handle.db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    expect(customer).toMatchObject({ firstName: 'Maria', lastName: 'Borg', gender: 'FEMALE', accept1: true });
    expect(await verifyPassword(DEMO_CUSTOMER.password, customer?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('wrong-password', customer?.passwordHash ?? '')).toBe(false);
  });

  it('gives the demo customer their home as a shipping address, so they can check out at once', async () => {
    const [customer] = await handle.db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    const addresses = await handle.db.select().from(shippingAddresses);
    expect(addresses).toEqual([
      expect.objectContaining({
        userId: customer?.id,
        address: 'Triq il-Kbira',
        city: 'Birkirkara',
        zip: 'BKR 1010',
        state: 'Malta',
        nation: 'Malta',
        readOnly: false,
      }),
    ]);
  });

  it("links the demo customer's card with its points and leaves in-store cards free for the sign-up paths", async () => {
    const [customer] = await handle.db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email));
    const cards = await handle.db.select().from(loyaltyCards);
    expect(cards).toHaveLength(DEMO_LOYALTY_CARDS.length);
    const held = cards.filter((card) => card.userId !== null);
    expect(held).toEqual([
      expect.objectContaining({ code: '0400123456789', userId: customer?.id, points: 1365 }),
    ]);
    expect(customer?.cards).toEqual([{ code: '0400123456789', principal: true, enabled: true }]);
    const free = cards.filter((card) => card.userId === null);
    expect(free.length).toBeGreaterThanOrEqual(3);
    for (const card of cards) {
      expect(card.code).toMatch(/^0400\d{9}$/);
      expect(card.documentId).toMatch(/^\d{7}[A-Z]$/);
    }
    expect(free.some((card) => card.email === null)).toBe(true);
    expect(free.some((card) => card.email !== null && card.birthDate !== null)).toBe(true);
    expect(new Set(cards.map((card) => card.documentId)).size).toBe(cards.length);
  });

  it('finds Ħobż when a customer types hobz, by text and in the search index', async () => {
    const byText = await handle.db
      .select({ description: products.description })
      .from(products)
      .where(sql`${products.searchText} ilike ${'%hobz%'}`);
    expect(byText.map((p) => p.description)).toContain('Ħobż tal-Malti 800g');
    const index = new SearchIndex((await readIndexSource(handle.db)).source);
    const { docs } = index.search('hobz', 'results', {}, 0, 50);
    expect(docs.map((doc) => index.rows[doc]?.description)).toContain('Ħobż tal-Malti 800g');
  });

  it('records seeded_at and refuses to seed a second time', async () => {
    expect(await isSeeded(handle.db)).toBe(true);
    const [meta] = await handle.db.select().from(appMeta).where(eq(appMeta.key, 'seeded_at'));
    expect(Number.isNaN(Date.parse(meta?.value ?? ''))).toBe(false);
    const again = await seedDemoData(handle.db);
    expect(again.status).toBe('already-seeded');
    expect(again.products).toBe(0);
    expect(await handle.db.select({ id: products.id }).from(products)).toHaveLength(all.length);
  });
});

describe('demo product plan', () => {
  it('is the same on every run', () => {
    expect(planProducts(placedProducts())).toEqual(planProducts(placedProducts()));
  });
});
