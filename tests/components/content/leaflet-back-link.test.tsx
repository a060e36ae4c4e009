import { fireEvent, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { LeafletBackLink } from '@/components/content/leaflet-back-link';
import { renderWithProviders } from '../render-with-providers';

const back = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ back }), usePathname: () => '/leaflets/1' }));
// The locale-aware Link needs Next's router; a plain anchor with the shop's basePath stands in.
jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) => <a href={`/app${href}`} {...rest} />,
}));

function setNavigation(value: unknown) {
  Object.defineProperty(window, 'navigation', { value, configurable: true });
}
function setReferrer(value: string) {
  Object.defineProperty(document, 'referrer', { value, configurable: true });
}

/** Clicks the link and says whether the browser would have followed its href. */
function clickBack(init: MouseEventInit = {}): boolean {
  renderWithProviders(<LeafletBackLink label="Back" />);
  const link = screen.getByRole('link', { name: 'Back' });
  expect(link).toHaveAttribute('href', '/app/leaflets');
  return fireEvent.click(link, init);
}

describe('LeafletBackLink', () => {
  beforeEach(() => {
    back.mockClear();
    setReferrer('');
  });
  afterEach(() => Reflect.deleteProperty(window, 'navigation'));

  it('goes back through history when the previous page was in the shop', () => {
    setNavigation({ canGoBack: true });
    expect(clickBack()).toBe(false);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('links to the grid when the leaflet was opened directly', () => {
    setNavigation({ canGoBack: false });
    setReferrer('http://localhost/app/cart');
    expect(clickBack()).toBe(true);
    expect(back).not.toHaveBeenCalled();
  });

  it('leaves a click that opens a new tab alone', () => {
    setNavigation({ canGoBack: true });
    expect(clickBack({ ctrlKey: true })).toBe(true);
    expect(back).not.toHaveBeenCalled();
  });

  it('without the Navigation API, trusts a referrer from the same origin only', () => {
    setReferrer('https://elsewhere.example/page');
    expect(clickBack()).toBe(true);
    expect(back).not.toHaveBeenCalled();
    setReferrer(`${window.location.origin}/app/leaflets`);
    fireEvent.click(screen.getAllByRole('link', { name: 'Back' })[0] as HTMLElement);
    expect(back).toHaveBeenCalledTimes(1);
  });
});
