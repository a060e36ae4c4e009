jest.mock('server-only', () => ({}));

import { absoluteUrl, pageMetadata } from '@/lib/seo/page-metadata';

describe('pageMetadata', () => {
  it('builds canonical and hreflang addresses under /app for both languages', () => {
    const metadata = pageMetadata({
      locale: 'it',
      path: '/product/5000001',
      title: 'Latte',
      description: 'd',
    });
    expect(metadata.alternates?.canonical).toBe('http://localhost:3000/app/it/product/5000001');
    expect(metadata.alternates?.languages).toEqual({
      en: 'http://localhost:3000/app/product/5000001',
      it: 'http://localhost:3000/app/it/product/5000001',
      'x-default': 'http://localhost:3000/app/product/5000001',
    });
  });

  it('addresses the home page without a trailing slash', () => {
    expect(absoluteUrl('en', '/')).toBe('http://localhost:3000/app');
    expect(absoluteUrl('it', '/')).toBe('http://localhost:3000/app/it');
  });

  it('keeps pages out of the index only when asked', () => {
    expect(
      pageMetadata({ locale: 'en', path: '/search', title: 't', description: 'd' }).robots,
    ).toBeUndefined();
    expect(
      pageMetadata({ locale: 'en', path: '/search', title: 't', description: 'd', noIndex: true }).robots,
    ).toEqual({
      index: false,
      follow: true,
    });
  });
});
