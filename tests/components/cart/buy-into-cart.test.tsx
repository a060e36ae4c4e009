import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ProductCard } from '@/components/catalogue/product-card';
import { CartLink } from '@/components/layout/cart-link';
import { PENDING_PRODUCT_STORAGE_KEY } from '@/lib/cart/pending-product';
import { aProduct, aProfile } from '../fixtures';
import { LoginDialogProbe, renderWithProviders } from '../render-with-providers';
import { aCart, aCartItem } from './cart-fixtures';

const mockPush = jest.fn();
jest.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: jest.fn() }),
  Link: ({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

type Envelope = { responseCode: number; data?: unknown; errorMessage?: string };

/**
 * A BFF whose cart/store answer waits until the test releases it, so what the shopper sees
 * before the server answers can be checked (issue 13: the optimistic header total).
 */
function slowStoreBff(current: Envelope) {
  const sent: unknown[] = [];
  let release: (answer: Envelope) => void = () => undefined;
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    value: async (url: string, init: { method?: string; body?: string } = {}) => {
      const path = url.replace(/^\/app\/api/, '');
      let json: Envelope = { responseCode: 4000, errorMessage: 'Not found' };
      if (path === '/ecommerce/cart/current') json = current;
      if (path === '/ecommerce/cart/store') {
        sent.push(JSON.parse(init.body ?? 'null'));
        json = await new Promise<Envelope>((resolve) => {
          release = resolve;
        });
      }
      return { status: 200, headers: new Headers(), json: async () => json };
    },
  });
  return { sent, answer: (envelope: Envelope) => release(envelope) };
}

const header = () => screen.getByRole('link', { name: /^Cart:/ });
// A second product, so the cart's existing line and the new one are told apart.
const bread = aProduct({ id: 5, barcode: '5350000000055', description: 'Ftira', price: 1.2, netPrice: 1.2 });

function renderShop() {
  return renderWithProviders(
    <>
      <CartLink />
      <ProductCard product={bread} />
      <LoginDialogProbe />
    </>,
    { profile: aProfile() },
  );
}

beforeEach(() => {
  mockPush.mockReset();
  window.sessionStorage.clear();
  document.cookie = 'signedIn=1';
});

describe('buying into the cart (spec §4, issue 13 item 4)', () => {
  it('shows the current cart in the header: count and net total', async () => {
    slowStoreBff({ responseCode: 0, data: aCart() });
    renderShop();
    await waitFor(() => expect(header()).toHaveAccessibleName('Cart: 2 items, products €5.90'));
  });

  it('updates the header total before the server answers, then takes the server’s cart', async () => {
    const bff = slowStoreBff({ responseCode: 0, data: aCart() });
    renderShop();
    await waitFor(() => expect(header()).toHaveTextContent('€5.90'));

    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: /add to cart/i }));
    // The request is still waiting for its answer: the estimate is on screen already.
    await waitFor(() => expect(header()).toHaveAccessibleName('Cart: 4 items, products €8.30'));
    expect(bff.sent).toEqual([{ cartId: 41, barcode: '5350000000055', amount: 2, preview: false }]);

    const line = aCartItem({ ...bread, amount: 2, rowNetPrice: 2, rowNetPriceWithCartItemRelated: 2 });
    bff.answer({
      responseCode: 0,
      data: {
        updatedProduct: { um: 'PZ', description: 'Ftira', amount: 2 },
        cart: aCart({ items: [aCartItem(), line], itemsCount: 4, netTotal: 7.9, total: 12.9 }),
      },
    });
    await waitFor(() => expect(header()).toHaveAccessibleName('Cart: 4 items, products €7.90'));
    expect(await screen.findByText('Added 2 pc Ftira')).toBeInTheDocument();
  });

  it('adds the chosen amount to what the cart already holds (the API takes the line’s amount)', async () => {
    const bff = slowStoreBff({ responseCode: 0, data: aCart() });
    renderWithProviders(<ProductCard product={aProduct()} />, { profile: aProfile() });
    fireEvent.click(screen.getByRole('button', { name: /add to cart/i }));
    await waitFor(() => expect(bff.sent).toHaveLength(1));
    expect(bff.sent[0]).toMatchObject({ barcode: '5350000000001', amount: 3 });
  });

  it('puts the cart back and shows the server’s message when the line is refused', async () => {
    const bff = slowStoreBff({ responseCode: 0, data: aCart() });
    renderShop();
    await waitFor(() => expect(header()).toHaveTextContent('€5.90'));
    fireEvent.click(screen.getByRole('button', { name: /add to cart/i }));
    await waitFor(() => expect(header()).toHaveTextContent('€7.10'));

    bff.answer({ responseCode: 4034, errorMessage: 'Maximum purchasable quantity reached' });
    await waitFor(() => expect(header()).toHaveAccessibleName('Cart: 2 items, products €5.90'));
    expect(await screen.findByText('Maximum purchasable quantity reached')).toBeInTheDocument();
  });

  it('remembers the product and goes to open a cart when a signed-in shopper has none', async () => {
    slowStoreBff({ responseCode: 0, data: null });
    renderShop();
    fireEvent.click(screen.getByRole('button', { name: /add to cart/i }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/cart/create'));
    expect(JSON.parse(window.sessionStorage.getItem(PENDING_PRODUCT_STORAGE_KEY) ?? 'null')).toEqual({
      barcode: '5350000000055',
      amount: 1,
      purchaseUm: 'PZ',
    });
    expect(screen.getByText('login closed')).toBeInTheDocument();
  });

  it('never shows a false zero while a signed-in shopper’s cart loads (issue 30 item 6)', async () => {
    let answer: (envelope: Envelope) => void = () => undefined;
    // Only the cart waits: the card's heart and list button ask for the favourites and lists
    // too (issue 32), which answer at once with none.
    Object.defineProperty(window, 'fetch', {
      configurable: true,
      value: async (url: string) => ({
        status: 200,
        headers: new Headers(),
        json: () =>
          url.endsWith('/ecommerce/cart/current')
            ? new Promise<Envelope>((resolve) => (answer = resolve))
            : Promise.resolve({ responseCode: 0, data: [] }),
      }),
    });
    renderShop();
    // The pre-paint script's data-signed-in hides what waits (app/styles/globals.css).
    expect(within(header()).getByText('€0.00')).toHaveAttribute('data-session-pending');
    expect(within(header()).getByText('0')).toHaveAttribute('data-session-pending');

    await waitFor(() => expect(answer).not.toBe(undefined));
    answer({ responseCode: 0, data: aCart() });
    await waitFor(() => expect(header()).toHaveAccessibleName('Cart: 2 items, products €5.90'));
    expect(within(header()).getByText('€5.90')).not.toHaveAttribute('data-session-pending');
  });

  it('shows 0 and €0.00 to a visitor, without asking for a cart', () => {
    document.cookie = 'signedIn=; max-age=0';
    const fetch = jest.fn();
    Object.defineProperty(window, 'fetch', { configurable: true, value: fetch });
    renderWithProviders(<CartLink />);
    expect(within(header()).getByText('0')).toBeInTheDocument();
    expect(header()).toHaveAccessibleName('Cart: 0 items, products €0.00');
    expect(fetch).not.toHaveBeenCalled();
  });
});
