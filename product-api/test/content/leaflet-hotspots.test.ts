import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { leafletDetailSchema, leafletSchema } from '../../src/contract/content';
import { importHotspots, HotspotFileError } from '../../src/content/hotspots-import/import-hotspots';
import { leafletHotspots, products } from '../../src/db/schema';
import { readCatalogueVersion } from '../../src/products/catalogue-version';
import { tileRect } from '../../src/seed/leaflets-images';
import { seedDemoData } from '../../src/seed/seed-demo';
import { getData } from '../support/inject';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

const HEADER = 'leaflet,page,x,y,w,h,barcode';

/** Issue 33 item 5: products drawn on picture leaflet pages, sold from the page. */
describe('leaflet hotspots', () => {
  let t: TestApp;
  let christmas: number;
  let taste: number;
  let weekly: number;
  beforeAll(async () => {
    t = await startTestApp();
    await seedDemoData(t.db);
    const list = await getData(t.app, '/cli/cms/leaflets', z.array(leafletSchema));
    const idOf = (title: string) => list.find((l) => l.title === title)?.id ?? -1;
    christmas = idOf('Christmas selection');
    taste = idOf('A taste of Malta');
    weekly = idOf('Weekly offers');
  });
  afterAll(() => stopTestApp(t));

  const hotspotRows = () =>
    t.db
      .select()
      .from(leafletHotspots)
      .orderBy(asc(leafletHotspots.leafletId), asc(leafletHotspots.page), asc(leafletHotspots.id));
  const leaflet = (id: number, query = '') =>
    getData(t.app, `/cli/cms/leaflets/${id}${query}`, leafletDetailSchema);

  it('answers each page of a demo picture leaflet with a hotspot over every product it drew', async () => {
    const detail = await leaflet(christmas);
    expect(detail.images).toHaveLength(5);
    for (let page = 0; page < detail.images.length; page++) {
      const onPage = detail.hotspots.filter((h) => h.page === page);
      expect(onPage.length).toBeGreaterThanOrEqual(2);
      // The seed draws tiles in two columns from the top left: hotspot i lies over tile i.
      onPage.forEach((h, i) => expect({ x: h.x, y: h.y, w: h.w, h: h.h }).toEqual(tileRect(i)));
    }
    // The page picture prints the product the hotspot sells, at the price the hotspot carries.
    const first = detail.hotspots[0];
    const svg = await t.app.inject({ url: (detail.images[0] ?? '').replace(/^\/app/, '') });
    expect(svg.body).toContain(first?.product.description.slice(0, 12));
    expect(first?.product).toMatchObject({ available: true, barcode: expect.stringMatching(/^\d+$/) });
    // A PDF leaflet has no pictures to tap.
    expect((await leaflet(weekly)).hotspots).toEqual([]);
  });

  it('names the products in Italian on Italian pages', async () => {
    const english = await leaflet(taste);
    const italian = await leaflet(taste, '?lang=it');
    expect(italian.hotspots.map((h) => h.product.barcode)).toEqual(
      english.hotspots.map((h) => h.product.barcode),
    );
    const [row] = await t.db
      .select({ it: products.descriptionIt })
      .from(products)
      .where(eq(products.barcode, italian.hotspots[0]?.product.barcode ?? ''));
    expect(italian.hotspots[0]?.product.description).toBe(
      row?.it ?? english.hotspots[0]?.product.description,
    );
  });

  it('leaves out a product no longer sold', async () => {
    const before = await leaflet(christmas);
    const gone = before.hotspots[1]?.product.barcode ?? '';
    await t.db.update(products).set({ available: false }).where(eq(products.barcode, gone));
    try {
      const after = await leaflet(christmas);
      expect(after.hotspots).toHaveLength(before.hotspots.length - 1);
      expect(after.hotspots.map((h) => h.product.barcode)).not.toContain(gone);
    } finally {
      await t.db.update(products).set({ available: true }).where(eq(products.barcode, gone));
    }
  });

  describe('import', () => {
    const barcodes = async () => (await leaflet(taste)).hotspots.map((h) => h.product.barcode);

    it('replaces the hotspots of the leaflets the file names, and only those', async () => {
      const [a = '', b = ''] = await barcodes();
      const christmasBefore = (await hotspotRows()).filter((r) => r.leafletId === christmas);
      const versionBefore = await readCatalogueVersion(t.db);
      const summary = await importHotspots(
        t.db,
        [HEADER, `${taste},1,0.1,0.2,0.3,0.25,${b}`, `${taste},3,0,0.5,1,0.5,${a}`].join('\n'),
      );
      expect(summary).toEqual({
        outcome: 'imported',
        rowsRead: 2,
        leaflets: [taste],
        hotspots: 2,
        rejected: [],
      });
      const detail = await leaflet(taste);
      expect(detail.hotspots.map(({ product, ...rect }) => ({ ...rect, barcode: product.barcode }))).toEqual([
        { page: 0, x: 0.1, y: 0.2, w: 0.3, h: 0.25, barcode: b },
        { page: 2, x: 0, y: 0.5, w: 1, h: 0.5, barcode: a },
      ]);
      expect((await hotspotRows()).filter((r) => r.leafletId === christmas)).toEqual(christmasBefore);
      // Cached leaflet pages follow the catalogue version.
      expect(await readCatalogueVersion(t.db)).not.toBe(versionBefore);
    });

    it('reads columns in any order and spelling, and a dry run writes nothing', async () => {
      const before = await hotspotRows();
      const [a = ''] = await barcodes();
      const summary = await importHotspots(
        t.db,
        `Barcode,Leaflet,Page,X,Y,W,H\n${a},${taste},2,0.5,0.5,0.5,0.5\n`,
        {
          dryRun: true,
        },
      );
      expect(summary).toMatchObject({ outcome: 'dry-run', leaflets: [taste], hotspots: 1, rejected: [] });
      expect(await hotspotRows()).toEqual(before);
    });

    it('rejects every bad row with its line, and then writes nothing at all', async () => {
      const before = await hotspotRows();
      const version = await readCatalogueVersion(t.db);
      const [a = ''] = await barcodes();
      const summary = await importHotspots(
        t.db,
        [
          HEADER,
          `${taste},1,0.1,0.1,0.2,0.2,${a}`, // a good row: not written either
          `999999,1,0.1,0.1,0.2,0.2,${a}`,
          `${taste},4,0.1,0.1,0.2,0.2,${a}`,
          `${taste},1,0.6,0.1,0.5,0.2,${a}`,
          `${taste},1,-0.1,0.1,0.2,0.2,${a}`,
          `${taste},1,0.1,0.1,0.2,0.2,4006381333931`,
          `${weekly},1,0.1,0.1,0.2,0.2,${a}`,
          `${taste},0,0.1,0.1,0.2,0.2,${a}`,
          `${taste},1,0.1,0.1,0,0.2,${a}`,
          `${taste},1,0.1,0.1,0.2`,
          `${taste},1,0.1,0.1,0.2,0.2,12ab`,
        ].join('\n'),
      );
      expect(summary.outcome).toBe('rejected');
      expect(summary.hotspots).toBe(0);
      expect(summary.rejected).toEqual([
        { line: 3, reason: 'leaflet: there is no leaflet 999999' },
        { line: 4, reason: `page: 4 is past the last page of leaflet ${taste} (3)` },
        { line: 5, reason: 'the rectangle reaches outside the page (x + w and y + h are at most 1)' },
        { line: 6, reason: 'x: "-0.1" is not a fraction of the page from 0 to 1 (0.25)' },
        { line: 7, reason: 'barcode: no product has barcode 4006381333931' },
        { line: 8, reason: `leaflet: leaflet ${weekly} is a PDF; hotspots go on picture pages` },
        { line: 9, reason: 'page: "0" is not a whole number from 1' },
        { line: 10, reason: 'w and h: the rectangle must have a size' },
        { line: 11, reason: 'has 5 values, the header has 7 columns' },
        { line: 12, reason: 'barcode: "12ab" is not 4 to 14 digits' },
      ]);
      expect(await hotspotRows()).toEqual(before);
      expect(await readCatalogueVersion(t.db)).toBe(version);
    });

    it('refuses a file without its columns', async () => {
      await expect(importHotspots(t.db, '')).rejects.toThrow(HotspotFileError);
      await expect(importHotspots(t.db, 'leaflet,page,x,y,w,h\n1,1,0,0,1,1\n')).rejects.toThrow(
        'missing column barcode',
      );
      await expect(importHotspots(t.db, `${HEADER},colour\n`)).rejects.toThrow('unknown column "colour"');
      await expect(importHotspots(t.db, `${HEADER}\n"1,1`)).rejects.toThrow('not valid CSV');
    });
  });
});
