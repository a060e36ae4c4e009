import { z } from 'zod';
import { startTestApp, stopTestApp, type TestApp } from './support/test-app';

const documentSchema = z.object({
  openapi: z.string(),
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z
        .object({
          tags: z.array(z.string()).optional(),
          parameters: z.array(z.object({ name: z.string(), in: z.string() })).optional(),
        })
        .loose(),
    ),
  ),
});

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => stopTestApp(t));

  it('documents the catalogue, content and location routes with their parameters', async () => {
    const response = await t.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = documentSchema.parse(response.json());
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/cli/categories',
      '/cli/ecommerce/products',
      '/cli/ecommerce/products/featured',
      '/cli/ecommerce/products/search',
      '/cli/ecommerce/deliveries',
      '/cli/cms/banners',
      '/cli/addresses/states',
      '/cli/addresses/counties',
      '/cli/addresses/cities',
      '/cli/addresses/zipcodes',
      '/cli/addresses/nations',
    ]) {
      expect(doc.paths[path]?.get).toBeDefined();
    }
    const products = doc.paths['/cli/ecommerce/products']?.get;
    expect(products?.tags).toEqual(['catalogue']);
    expect(products?.parameters?.map((p) => p.name).sort()).toEqual(
      [
        'brand',
        'category',
        'diets',
        'freeFrom',
        'lang',
        'onlyBranded',
        'onlyPromotions',
        'p',
        'q',
        'store',
        'tag',
      ].sort(),
    );
    expect(doc.paths['/cli/addresses/counties']?.get?.tags).toEqual(['locations']);
    expect(doc.paths['/health']).toBeUndefined();
  });

  it('serves Swagger UI as HTML under /docs', async () => {
    let response = await t.app.inject({ url: '/docs' });
    const location = response.headers.location;
    if (response.statusCode >= 300 && response.statusCode < 400 && typeof location === 'string') {
      response = await t.app.inject({ url: new URL(location, 'http://localhost/docs').pathname });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/swagger/i);
  });
});
