import { safeShopPath, sharedItem, sharedItemInSearch, sharedItemQuery } from '@/lib/content/share-link';

describe('sharedItem', () => {
  it('links a shared product by its barcode', () => {
    expect(sharedItem({ barcode: '5000001000012' })).toEqual({
      kind: 'product',
      barcode: '5000001000012',
      href: '/product/5000001000012',
    });
  });

  it('links a shared leaflet by its id', () => {
    expect(sharedItem({ leaflet: '3' })).toEqual({ kind: 'leaflet', id: '3', href: '/leaflets/3' });
  });

  it('prefers the product when the link carries both a product and a leaflet', () => {
    expect(sharedItem({ barcode: '123', leaflet: '3' })?.kind).toBe('product');
  });

  it('uses the first value of a repeated parameter', () => {
    expect(sharedItem({ leaflet: ['4', '5'] })).toEqual({ kind: 'leaflet', id: '4', href: '/leaflets/4' });
  });

  it('links a shared shop page', () => {
    expect(sharedItem({ path: '/search?q=milk&onlyPromotions=true' })).toEqual({
      kind: 'page',
      href: '/search?q=milk&onlyPromotions=true',
    });
  });

  it.each([
    [{ barcode: '../cart' }],
    [{ barcode: '123/../../x' }],
    [{ barcode: '' }],
    [{ leaflet: '0' }],
    [{ leaflet: '-1' }],
    [{ leaflet: '1e3' }],
    [{ leaflet: 'javascript:alert(1)' }],
    [{ path: '/' }],
    [{}],
  ])('ignores a query with nothing valid to link: %j', (query) => {
    expect(sharedItem(query)).toBeNull();
  });
});

describe('safeShopPath', () => {
  it('keeps plain shop paths and their simple query', () => {
    expect(safeShopPath('/leaflets')).toBe('/leaflets');
    expect(safeShopPath('/product/5000001000012')).toBe('/product/5000001000012');
    expect(safeShopPath('/search?q=milk')).toBe('/search?q=milk');
  });

  it('drops the /app base path and a locale prefix (the link adds the reader’s own)', () => {
    expect(safeShopPath('/app/leaflets/2')).toBe('/leaflets/2');
    expect(safeShopPath('/app/it/leaflets/2')).toBe('/leaflets/2');
    expect(safeShopPath('/it/stores')).toBe('/stores');
    expect(safeShopPath('/app')).toBe('/');
    // A page whose name merely starts with a locale keeps its name.
    expect(safeShopPath('/items')).toBe('/items');
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'evil.example/path',
    '/%2F%2Fevil.example',
    '/stores/../../etc',
    '/./x',
    '/search?q=<script>',
    '/a?b?c',
    '/ space',
    '/share',
    '/app/share',
    '/app/app/share',
  ])('refuses %s', (raw) => {
    expect(safeShopPath(raw)).toBeNull();
  });
});

describe('sharedItemQuery', () => {
  it('names the valid shared item again, and nothing else', () => {
    expect(sharedItemQuery(sharedItem({ barcode: '123', utm_source: 'x' }))).toEqual({ barcode: '123' });
    expect(sharedItemQuery(sharedItem({ leaflet: '7' }))).toEqual({ leaflet: '7' });
    expect(sharedItemQuery(sharedItem({ path: '/app/it/stores' }))).toEqual({ path: '/stores' });
    expect(sharedItemQuery(sharedItem({ path: '//evil.example' }))).toEqual({});
  });
});

describe('sharedItemInSearch', () => {
  it('reads the item of an address query as the server read it (first value, decoded)', () => {
    expect(sharedItemInSearch('?barcode=5000001000012&utm_source=x')).toEqual(
      sharedItem({ barcode: '5000001000012' }),
    );
    expect(sharedItemInSearch('?leaflet=4&leaflet=5')?.href).toBe('/leaflets/4');
    expect(sharedItemInSearch('?path=%2Fapp%2Fsearch%3Fq%3Dmilk')?.href).toBe('/search?q=milk');
    expect(sharedItemInSearch('?path=//evil.example')).toBeNull();
    expect(sharedItemInSearch('')).toBeNull();
  });
});
