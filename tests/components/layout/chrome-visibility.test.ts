import { showsShopChrome } from '@/components/layout/chrome-visibility';

describe('showsShopChrome', () => {
  it.each(['/share', '/share/', '/app/share', '/app/share/'])('hides header and footer on %s', (path) => {
    expect(showsShopChrome(path)).toBe(false);
  });

  it.each(['/', '/privacy', '/shared', '/app', '/product/share', '/app/shares'])(
    'keeps them on %s',
    (path) => {
      expect(showsShopChrome(path)).toBe(true);
    },
  );
});
