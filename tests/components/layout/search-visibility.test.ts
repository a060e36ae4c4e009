import { showsSearchOnMobile } from '@/components/layout/search-visibility';

describe('header search on mobile (spec §2)', () => {
  it.each(['/', '/category', '/search', '/cart', '/stores', '/store/3', '/product/5350000000001', '/cart/'])(
    'shows on %s',
    (path) => expect(showsSearchOnMobile(path)).toBe(true),
  );

  it.each(['/leaflets', '/cart/create', '/checkout', '/profile', '/orders', '/searches-not'])(
    'hides on %s',
    (path) => expect(showsSearchOnMobile(path)).toBe(false),
  );
});
