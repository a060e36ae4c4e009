import { PDFDocument } from 'pdf-lib';
import { z } from 'zod';
import { LEAFLET_NOT_FOUND_MESSAGE, leafletSchema } from '../../src/contract/content';
import { seedDemoData } from '../../src/seed/seed-demo';
import { getData, getError } from '../support/inject';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

const leafletList = z.array(leafletSchema);
const mediaPath = (url: string) => url.replace(/^\/app/, '');

/** The leaflet calls of spec §7 on the demo data, whose PDFs and pages the seed draws. */
describe('GET /cli/cms/leaflets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await seedDemoData(t.db);
  });
  afterAll(() => stopTestApp(t));

  it('lists PDF and picture leaflets in order, each with a cover and its validity', async () => {
    const list = await getData(t.app, '/cli/cms/leaflets', leafletList);
    expect(list.map((l) => l.title)).toEqual([
      'Weekly offers',
      'Christmas selection',
      'A taste of Malta',
      'Home essentials',
    ]);
    const [weekly, christmas] = list;
    expect(weekly).toMatchObject({
      coverImage: '/app/media/leaflets/weekly-offers/cover.svg',
      pdfLink: '/app/media/leaflets/weekly-offers/weekly-offers.pdf',
      images: [],
    });
    expect(christmas?.pdfLink).toBeNull();
    expect(christmas?.images).toHaveLength(5);
    for (const leaflet of list) {
      expect(leaflet.validFrom && leaflet.validTo && leaflet.validFrom <= leaflet.validTo).toBe(true);
      expect(leaflet.pdfLink !== null || leaflet.images.length > 0).toBe(true);
    }
  });

  it('names the leaflets in Italian by ?lang=it or Accept-Language', async () => {
    const byQuery = await getData(t.app, '/cli/cms/leaflets?lang=it', leafletList);
    expect(byQuery[0]?.title).toBe('Offerte della settimana');
    const byHeader = await getData(t.app, '/cli/cms/leaflets', leafletList, {
      'accept-language': 'it-MT,it;q=0.9',
    });
    expect(byHeader.map((l) => l.title)).toEqual(byQuery.map((l) => l.title));
    const one = await getData(t.app, '/cli/cms/leaflets/2?lang=it', leafletSchema);
    expect(one.title).toBe('Selezione di Natale');
  });

  it('shows an Italian cover on Italian pages, drawn with the Italian title (issue 30 item 8)', async () => {
    const [english] = await getData(t.app, '/cli/cms/leaflets', leafletList);
    const [italian] = await getData(t.app, '/cli/cms/leaflets?lang=it', leafletList);
    expect(english?.coverImage).toBe('/app/media/leaflets/weekly-offers/cover.svg');
    expect(italian?.coverImage).toBe('/app/media/leaflets/weekly-offers/cover-it.svg');
    const cover = await t.app.inject({ url: mediaPath(italian?.coverImage ?? '') });
    expect(cover.statusCode).toBe(200);
    expect(cover.body).toContain('Offerte della');
    expect(cover.body).toContain('Centinaia di prodotti');
    expect(cover.body).not.toContain('Weekly');
    expect(cover.body).toMatch(/\d+ (gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic)/);
  });

  it('answers one leaflet by id with the same data as the list', async () => {
    const list = await getData(t.app, '/cli/cms/leaflets', leafletList);
    for (const leaflet of list) {
      expect(await getData(t.app, `/cli/cms/leaflets/${leaflet.id}`, leafletSchema)).toEqual(leaflet);
    }
  });

  it('answers an unknown id with a not-found envelope, not a 500', async () => {
    for (const id of ['999', '2147483647']) {
      const { status, body } = await getError(t.app, `/cli/cms/leaflets/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ responseCode: 4000, errorMessage: LEAFLET_NOT_FOUND_MESSAGE });
    }
  });

  it('rejects a malformed id with a 400 envelope of code 4000', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const { status, body } = await getError(t.app, `/cli/cms/leaflets/${id}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({
        responseCode: 4000,
        fields: [{ path: expect.stringMatching(/^params/) }],
      });
    }
    const { status } = await getError(t.app, '/cli/cms/leaflets?lang=fr');
    expect(status).toBe(400);
  });

  it('serves each PDF as a real, readable PDF with its pages', async () => {
    const list = await getData(t.app, '/cli/cms/leaflets', leafletList);
    const pdfs = list.flatMap((l) => (l.pdfLink ? [l] : []));
    expect(pdfs).toHaveLength(2);
    for (const leaflet of pdfs) {
      const response = await t.app.inject({ url: mediaPath(leaflet.pdfLink ?? '') });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      const bytes = response.rawPayload;
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
      const document = await PDFDocument.load(bytes);
      expect(document.getTitle()).toBe(leaflet.title);
      expect(document.getPageCount()).toBeGreaterThanOrEqual(3);
    }
  });

  it('serves the covers and the picture pages as SVG', async () => {
    const list = await getData(t.app, '/cli/cms/leaflets', leafletList);
    for (const url of list.flatMap((l) => [l.coverImage, ...l.images])) {
      const response = await t.app.inject({ url: mediaPath(url) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    }
  });
});
