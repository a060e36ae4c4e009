import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useSignedInFollowUp } from '@/components/cart/use-pending-product';
import { PENDING_PRODUCT_STORAGE_KEY } from '@/lib/cart/pending-product';
import { cartQueryKey } from '@/lib/cart/cart';
import { fakeBff, ok } from '../account/profile/fake-bff';
import { aProfile } from '../fixtures';
import { renderWithProviders } from '../render-with-providers';
import { aCart, aCartItem } from './cart-fixtures';

const mockPush = jest.fn();
jest.mock('@/i18n/navigation', () => ({ useRouter: () => ({ push: mockPush, replace: jest.fn() }) }));

/** What the login form and popup run once the shopper is signed in (spec §4 login success). */
function SignedIn() {
  const followUp = useSignedInFollowUp();
  return (
    <button type="button" onClick={() => void followUp()}>
      signed in
    </button>
  );
}

const remember = (product: object) =>
  window.sessionStorage.setItem(PENDING_PRODUCT_STORAGE_KEY, JSON.stringify(product));
const pending = () => window.sessionStorage.getItem(PENDING_PRODUCT_STORAGE_KEY);

beforeEach(() => {
  mockPush.mockReset();
  window.sessionStorage.clear();
  document.cookie = 'signedIn=1';
});

describe('the pending product after login (spec §4)', () => {
  it('adds the product chosen before signing in to the current cart, confirms it and forgets it', async () => {
    remember({ barcode: '5350000000001', amount: 3, purchaseUm: 'PZ' });
    const stored = aCart({ items: [aCartItem({ amount: 5 })], itemsCount: 5, netTotal: 14.75 });
    const calls = fakeBff({
      'GET /ecommerce/cart/current': ok(aCart()),
      'GET /ecommerce/slots/first/available': ok(null),
      'POST /ecommerce/cart/store': ok({
        updatedProduct: { um: 'PZ', description: 'Ġbejniet Friski (pack of 3)', amount: 5 },
        cart: stored,
      }),
    });
    const { queryClient } = renderWithProviders(<SignedIn />, { profile: aProfile() });
    fireEvent.click(screen.getByRole('button', { name: 'signed in' }));

    expect(await screen.findByText('Added 3 pc Ġbejniet Friski (pack of 3)')).toBeInTheDocument();
    // The cart already held 2: the line becomes 5 (the API takes the line's absolute amount).
    expect(calls.find((call) => call.path === '/ecommerce/cart/store')?.body).toEqual({
      cartId: 41,
      barcode: '5350000000001',
      amount: 5,
      preview: false,
    });
    expect(pending()).toBeNull();
    expect(queryClient.getQueryData(cartQueryKey)).toEqual(stored);
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('sends a weighed product as its weight in kg', async () => {
    remember({ barcode: '2100033000003', amount: 0.75, purchaseUm: 'KG' });
    const calls = fakeBff({
      'GET /ecommerce/cart/current': ok(aCart({ items: [] })),
      'POST /ecommerce/cart/store': { body: { responseCode: 4031, errorMessage: 'Product not valid' } },
    });
    renderWithProviders(<SignedIn />, { profile: aProfile() });
    fireEvent.click(screen.getByRole('button', { name: 'signed in' }));
    // Refused: the server's words, and the product is not tried again.
    expect(await screen.findByText('Product not valid')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/ecommerce/cart/store')?.body).toMatchObject({ weight: 0.75 });
    expect(pending()).toBeNull();
  });

  it('keeps the product and goes to open a cart when there is none', async () => {
    remember({ barcode: '5350000000001', amount: 1, purchaseUm: 'PZ' });
    const calls = fakeBff({ 'GET /ecommerce/cart/current': ok(null) });
    renderWithProviders(<SignedIn />, { profile: aProfile() });
    fireEvent.click(screen.getByRole('button', { name: 'signed in' }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/cart/create'));
    expect(pending()).not.toBeNull();
    expect(calls.some((call) => call.path === '/ecommerce/cart/store')).toBe(false);
  });

  it('only reads the cart when nothing was pending', async () => {
    const calls = fakeBff({ 'GET /ecommerce/cart/current': ok(null) });
    renderWithProviders(<SignedIn />, { profile: aProfile() });
    fireEvent.click(screen.getByRole('button', { name: 'signed in' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(mockPush).not.toHaveBeenCalled();
  });
});
