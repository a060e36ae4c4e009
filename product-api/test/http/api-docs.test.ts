import { apiDocsServed } from '../../src/http/openapi';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

describe('API docs', () => {
  it('are served unless NODE_ENV is production, where API_DOCS=true turns them on', () => {
    expect(apiDocsServed({ NODE_ENV: 'development', API_DOCS: undefined })).toBe(true);
    expect(apiDocsServed({ NODE_ENV: 'production', API_DOCS: undefined })).toBe(false);
    expect(apiDocsServed({ NODE_ENV: 'production', API_DOCS: true })).toBe(true);
    expect(apiDocsServed({ NODE_ENV: 'development', API_DOCS: false })).toBe(false);
  });

  describe('in production', () => {
    let t: TestApp | undefined;
    afterEach(async () => {
      await stopTestApp(t);
      t = undefined;
    });

    it('are not served by default, yet the document is still built', async () => {
      t = await startTestApp({ NODE_ENV: 'production' });
      for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
        const response = await t.app.inject({ url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ responseCode: 4000, errorMessage: 'Not found' });
      }
      expect(Object.keys(t.app.swagger().paths ?? {})).toContain('/cli/categories');
    });

    it('are served with API_DOCS=true', async () => {
      t = await startTestApp({ NODE_ENV: 'production', API_DOCS: 'true' });
      const response = await t.app.inject({ url: '/docs/json' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
    });
  });
});
