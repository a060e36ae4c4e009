import { eq } from 'drizzle-orm';
import { bumpCatalogueVersion } from '../../src/products/catalogue-version';
import { media } from '../../src/db/schema';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

describe('GET /media/*', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.db.insert(media).values([
      { path: 'products/5350000000017.svg', contentType: 'image/svg+xml', body: SVG },
      { path: 'banners/home/offers.svg', contentType: 'image/svg+xml', body: SVG.replace('10"/>', '5"/>') },
    ]);
  });
  afterAll(() => stopTestApp(t));

  it('serves a stored file with its content type, a day of immutable caching and an ETag', async () => {
    const response = await t.app.inject({ url: '/media/products/5350000000017.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.body).toBe(SVG);
  });

  it('serves nested paths, each file with its own ETag', async () => {
    const a = await t.app.inject({ url: '/media/products/5350000000017.svg' });
    const b = await t.app.inject({ url: '/media/banners/home/offers.svg' });
    expect(b.statusCode).toBe(200);
    expect(b.headers.etag).not.toBe(a.headers.etag);
  });

  it('answers 304 without a body when If-None-Match carries the ETag', async () => {
    const first = await t.app.inject({ url: '/media/products/5350000000017.svg' });
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      url: '/media/products/5350000000017.svg',
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await t.app.inject({
      url: '/media/products/5350000000017.svg',
      headers: { 'if-none-match': '"other"' },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('answers a 404 envelope for a file that does not exist', async () => {
    for (const url of ['/media/products/missing.svg', '/media/products', '/media/../app_meta']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ responseCode: 4000, errorMessage: 'Not found' });
    }
  });
});

describe('GET /media/* from memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.db.insert(media).values({ path: 'banners/1.svg', contentType: 'image/svg+xml', body: SVG });
  });
  afterAll(() => stopTestApp(t));

  it('keeps serving a file it has read until the catalogue version changes', async () => {
    const first = await t.app.inject({ url: '/media/banners/1.svg' });
    expect(first.body).toBe(SVG);
    const redrawn = SVG.replace('10"/>', '7"/>');
    await t.db.update(media).set({ body: redrawn }).where(eq(media.path, 'banners/1.svg'));
    // Written without a version bump: the remembered file still stands.
    expect((await t.app.inject({ url: '/media/banners/1.svg' })).body).toBe(SVG);

    await bumpCatalogueVersion(t.db);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fresh = await t.app.inject({ url: '/media/banners/1.svg' });
    expect(fresh.body).toBe(redrawn);
    expect(fresh.headers.etag).not.toBe(first.headers.etag);
  });

  it('does not remember a missing file: it is served once stored', async () => {
    expect((await t.app.inject({ url: '/media/banners/3.svg' })).statusCode).toBe(404);
    await t.db.insert(media).values({ path: 'banners/3.svg', contentType: 'image/svg+xml', body: SVG });
    expect((await t.app.inject({ url: '/media/banners/3.svg' })).statusCode).toBe(200);
  });
});

describe('GET /media/* with a small memory bound', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ MEDIA_CACHE_MAX_BYTES: String(Buffer.byteLength(SVG) + 10) });
    await t.db.insert(media).values([
      { path: 'banners/1.svg', contentType: 'image/svg+xml', body: SVG },
      { path: 'banners/2.svg', contentType: 'image/svg+xml', body: SVG + ' ' },
    ]);
  });
  afterAll(() => stopTestApp(t));

  it('keeps only what fits: the file read before is read from the database again', async () => {
    await t.app.inject({ url: '/media/banners/1.svg' });
    await t.app.inject({ url: '/media/banners/2.svg' }); // the two do not fit together
    const redrawn = SVG.replace('10"/>', '7"/>');
    await t.db.update(media).set({ body: redrawn }).where(eq(media.path, 'banners/1.svg'));
    // Had the first file stayed in memory, the old drawing would still be served.
    expect((await t.app.inject({ url: '/media/banners/1.svg' })).body).toBe(redrawn);
  });

  it('serves a file larger than the whole bound, every time from the database', async () => {
    const large = SVG.replace('</svg>', `<!--${'x'.repeat(200)}--></svg>`);
    await t.db.insert(media).values({ path: 'banners/large.svg', contentType: 'image/svg+xml', body: large });
    expect((await t.app.inject({ url: '/media/banners/large.svg' })).body).toBe(large);
    const changed = large.replace('xxx', 'yyy');
    await t.db.update(media).set({ body: changed }).where(eq(media.path, 'banners/large.svg'));
    expect((await t.app.inject({ url: '/media/banners/large.svg' })).body).toBe(changed);
  });
});
