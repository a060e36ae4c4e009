import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ListToCart } from '@/components/lists/list-to-cart';
import { cartQueryKey } from '@/lib/cart/cart';
import { allowModalDialogs } from '../account/signup-fixtures';
import { aCart } from '../cart/cart-fixtures';
import { checkoutBff, ok, refused } from '../checkout/checkout-fixtures';
import { aProfile } from '../fixtures';
import { renderWithProviders } from '../render-with-providers';
import { aList, aListItem } from './list-fixtures';

const mockPush = jest.fn();
jest.mock('@/i18n/navigation', () => ({ useRouter: () => ({ push: mockPush }) }));

beforeAll(allowModalDialogs);
beforeEach(() => mockPush.mockReset());

function renderToCart(list = aList(), cart: ReturnType<typeof aCart> | null = aCart(), online = true) {
  const view = renderWithProviders(<ListToCart list={list} online={online} />, { profile: aProfile() });
  view.queryClient.setQueryData(cartQueryKey, cart);
  return view;
}

const addButton = () => screen.getByRole('button', { name: 'Add the list to the cart' });

describe('a list into the cart (spec §4 smartlist to cart)', () => {
  it('is disabled for an empty list', () => {
    checkoutBff({});
    renderToCart(aList({ items: [] }));
    expect(addButton()).toBeDisabled();
  });

  it('waits for the connection when the device is offline', () => {
    checkoutBff({});
    renderToCart(aList(), aCart(), false);
    expect(addButton()).toBeDisabled();
  });

  it('with a cart, adds the list and goes to the cart', async () => {
    const filled = aCart({ id: 9 });
    const calls = checkoutBff({ 'POST /slists/to-cart': ok({ cart: filled, notAdded: [] }) });
    const { queryClient } = renderToCart();
    fireEvent.click(addButton());
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/cart'));
    expect(calls.find((call) => call.path === '/slists/to-cart')?.body).toEqual({ id: 1 });
    expect(queryClient.getQueryData(cartQueryKey)).toEqual(filled);
    expect(screen.getByText('The list was added to your cart')).toBeInTheDocument();
  });

  it('lists what was left out before going to the cart', async () => {
    checkoutBff({
      'POST /slists/to-cart': ok({
        cart: aCart(),
        notAdded: [
          {
            itemId: 3,
            barcode: null,
            description: 'birthday candles',
            reason: 'CUSTOM',
            responseCode: null,
            message: null,
          },
          {
            itemId: 4,
            barcode: '42',
            description: 'Old biscuits',
            reason: 'NOT_SOLD',
            responseCode: null,
            message: null,
          },
          {
            itemId: 5,
            barcode: '43',
            description: 'Water 6 x 2 l',
            reason: 'REFUSED',
            responseCode: 4038,
            message: 'Too many water packs',
          },
        ],
      }),
    });
    renderToCart(aList({ items: [aListItem(), aListItem({ id: 3, type: 'CUSTOM' })] }));
    fireEvent.click(addButton());
    expect(
      await screen.findByRole('heading', { name: 'The list is in your cart, but not all of it' }),
    ).toBeInTheDocument();
    expect(screen.getByText('birthday candles')).toBeInTheDocument();
    expect(screen.getByText('No longer sold')).toBeInTheDocument();
    expect(screen.getByText('Too many water packs')).toBeInTheDocument();
    expect(mockPush).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the cart' }));
    expect(mockPush).toHaveBeenCalledWith('/cart');
  });

  it('without a cart, asks first and leads to /cart/create', async () => {
    const calls = checkoutBff({});
    renderToCart(aList(), null);
    fireEvent.click(addButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Open a cart' }));
    expect(mockPush).toHaveBeenCalledWith('/cart/create');
    expect(calls.some((call) => call.path === '/slists/to-cart')).toBe(false);
  });

  it('goes to /cart when the cart is gone meanwhile (4004)', async () => {
    checkoutBff({ 'POST /slists/to-cart': refused(4004, 'Cart not found') });
    renderToCart();
    fireEvent.click(addButton());
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/cart'));
  });
});
