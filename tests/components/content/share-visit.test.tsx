import { act, render, screen, within } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  ShareActions,
  ShareLanguageLink,
  SharedItemLink,
  type SharedItemTexts,
} from '@/components/content/share-visit';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string | { pathname: string; query?: Record<string, string> };
  locale?: string;
};

// The locale-aware Link needs Next's router; a plain anchor with the shop's basePath (and the
// locale prefix for Italian) stands in.
jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, locale, ...rest }: LinkProps) => {
    const prefix = locale === 'it' ? '/it' : '';
    const target =
      typeof href === 'string'
        ? href
        : `${href.pathname}${Object.keys(href.query ?? {}).length > 0 ? `?${new URLSearchParams(href.query)}` : ''}`;
    return <a href={`/app${prefix}${target}`} {...rest} />;
  },
}));

const devices = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  // Chrome's reduced user agent on an Android tablet in desktop mode names no Android; its client
  // hint still does.
  reduced:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

const texts: SharedItemTexts = {
  product: { intro: 'Someone shared a product with you.', action: 'See the product' },
  leaflet: { intro: 'Someone shared a leaflet with you.', action: 'Open the leaflet' },
  page: { intro: 'Someone shared a page with you.', action: 'Open the shared page' },
};

/** The visit-dependent parts in the order ShareLanding places them. */
function Visit() {
  return (
    <div>
      <SharedItemLink texts={texts} />
      <ShareActions
        getAppHref="/app/get-app"
        iosStore="https://apps.apple.com/app/id0"
        getAppLabel="Get the app"
        shopOnWebLabel="Shop on the web"
      />
      <ShareLanguageLink pathname="/share" locale="it" label="Italiano" />
    </div>
  );
}

function visit({
  ua,
  platform,
  address = '/app/share',
}: {
  ua: string;
  platform?: string;
  address?: string;
}) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
  if (platform === undefined) Reflect.deleteProperty(window.navigator, 'userAgentData');
  else Object.defineProperty(window.navigator, 'userAgentData', { value: { platform }, configurable: true });
  window.history.replaceState(null, '', address);
}

const actionNames = (scope: HTMLElement = document.body) =>
  within(scope)
    .getAllByRole('link', { name: /^(Get the app|Shop on the web)$/ })
    .map((link) => link.textContent);

describe('share page: what the visit brings, read in the browser', () => {
  afterEach(() => {
    Reflect.deleteProperty(window.navigator, 'userAgentData');
    window.history.replaceState(null, '', '/');
  });

  it('on the server draws the page as for a computer, without a shared item', () => {
    visit({ ua: devices.iphone, address: '/app/share?barcode=5000001000012' });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Visit />);
    expect(actionNames(container)).toEqual(['Shop on the web', 'Get the app']);
    expect(within(container).queryByText(texts.product.intro)).toBeNull();
    expect(within(container).getByRole('link', { name: 'Italiano' })).toHaveAttribute(
      'href',
      '/app/it/share',
    );
  });

  it.each([
    ['an iPhone', devices.iphone, undefined],
    ['an Android phone', devices.android, undefined],
    ['Chrome whose client hint names Android', devices.reduced, 'Android'],
  ])('offers the app first on %s', (_name, ua, platform) => {
    visit({ ua, platform });
    render(<Visit />);
    expect(actionNames()).toEqual(['Get the app', 'Shop on the web']);
    expect(screen.getByRole('link', { name: 'Get the app' })).toHaveClass('primary');
    expect(screen.getByRole('link', { name: 'Shop on the web' })).toHaveClass('secondary');
  });

  it.each([
    ['a Windows computer', devices.desktop, 'Windows'],
    ['a Linux computer', devices.reduced, undefined],
  ])('offers the web shop first on %s', (_name, ua, platform) => {
    visit({ ua, platform });
    render(<Visit />);
    expect(actionNames()).toEqual(['Shop on the web', 'Get the app']);
    expect(screen.getByRole('link', { name: 'Shop on the web' })).toHaveClass('primary');
  });

  it('links the product named in the address, and keeps it in the language link', () => {
    visit({ ua: devices.desktop, address: '/app/share?barcode=5000001000012&utm_source=x' });
    render(<Visit />);
    expect(screen.getByRole('region', { name: texts.product.intro })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the product' })).toHaveAttribute(
      'href',
      '/app/product/5000001000012',
    );
    expect(screen.getByRole('link', { name: 'Italiano' })).toHaveAttribute(
      'href',
      '/app/it/share?barcode=5000001000012',
    );
  });

  it('links a shared leaflet (first value of a repeated parameter) and a shared shop page', () => {
    visit({ ua: devices.desktop, address: '/app/share?leaflet=4&leaflet=5' });
    const { unmount } = render(<Visit />);
    expect(screen.getByRole('link', { name: 'Open the leaflet' })).toHaveAttribute('href', '/app/leaflets/4');
    unmount();

    visit({ ua: devices.desktop, address: '/app/share?path=/app/search?q=milk' });
    render(<Visit />);
    expect(screen.getByRole('link', { name: 'Open the shared page' })).toHaveAttribute(
      'href',
      '/app/search?q=milk',
    );
    expect(screen.getByRole('link', { name: 'Italiano' })).toHaveAttribute(
      'href',
      `/app/it/share?${new URLSearchParams({ path: '/search?q=milk' })}`,
    );
  });

  it('never links another site named in the address', () => {
    for (const path of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      visit({ ua: devices.desktop, address: `/app/share?path=${encodeURIComponent(path)}` });
      const { container, unmount } = render(<Visit />);
      expect(screen.queryByRole('region')).toBeNull();
      expect(container.querySelector('a[href*="evil"], a[href^="javascript"]')).toBeNull();
      expect(screen.getByRole('link', { name: 'Italiano' })).toHaveAttribute('href', '/app/it/share');
      unmount();
    }
  });

  it('hydrates the cached HTML without a mismatch, then shows the phone order and the item', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    // The cached HTML was drawn once, for nobody in particular; this visitor is on an iPhone.
    visit({ ua: devices.desktop, address: '/app/share' });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Visit />);
    document.body.append(container);
    visit({ ua: devices.iphone, address: '/app/share?barcode=5000001000012' });

    const root = await act(async () => hydrateRoot(container, <Visit />));

    expect(actionNames(container)).toEqual(['Get the app', 'Shop on the web']);
    expect(within(container).getByRole('link', { name: 'See the product' })).toBeInTheDocument();
    expect(within(container).getByRole('link', { name: 'Italiano' })).toHaveAttribute(
      'href',
      '/app/it/share?barcode=5000001000012',
    );
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});
