import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CartUpdateScreen } from '@/components/cart-create/cart-update-screen';
import { OpenCartsScreen } from '@/components/open-carts/open-carts-screen';
import { cartQueryKey } from '@/lib/cart/cart';
import { fakeBff, ok } from '../account/profile/fake-bff';
import { aProfile } from '../fixtures';
import { renderWithProviders } from '../render-with-providers';
import { DELIVERIES, HOME, aCart, aFirstSlot } from './cart-choice-fixtures';

const push = jest.fn();
jest.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn() }),
  Link: ({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const VALLETTA = aCart();
const HOME_CART = aCart({
  id: 91,
  title: 'Home delivery',
  deliveryMode: 'AT_HOME',
  storeId: 3,
  storeDescription: 'Gozo',
  addressId: HOME.id,
  itemsCount: 3,
  total: 12.4,
  delivery: { ...VALLETTA.delivery, addressDescription: 'Triq il-Kbira 12, BKR 1234 Birkirkara' },
});

beforeEach(() => {
  document.cookie = 'signedIn=1';
  push.mockClear();
});

describe('CartUpdateScreen (spec §2 /cart/update)', () => {
  it('moves the cart to another store, and lists what could not come along', async () => {
    const moved = aCart({ id: 95, storeId: 2, storeDescription: 'Sliema' });
    const calls = fakeBff({
      'GET /ecommerce/cart/current': ok(VALLETTA),
      'GET /ecommerce/deliveries': ok(DELIVERIES),
      'GET /profiles/addresses': ok([HOME]),
      'GET /ecommerce/stores/1/delivery/IN_STORE/slots/first/available': ok(aFirstSlot()),
      'GET /ecommerce/stores/2/delivery/IN_STORE/slots/first/available': ok(aFirstSlot({ storeId: 2 })),
      'POST /ecommerce/cart/move': ok({
        cart: moved,
        unavailableItems: [{ barcode: '8001', description: 'Kinnie 1.5 l' }],
      }),
    });
    const { queryClient } = renderWithProviders(<CartUpdateScreen />, { profile: aProfile() });
    const move = () => screen.getByRole('button', { name: 'Move the cart' });

    const valletta = await screen.findByRole('radio', { name: /Valletta/ });
    expect(valletta.closest('label')).toHaveTextContent('Your cart now');
    fireEvent.click(valletta);
    await screen.findByText(/First available/);
    expect(move()).toBeDisabled();
    expect(move()).toHaveAccessibleDescription(
      'This is how your cart is delivered now: choose another option.',
    );

    fireEvent.click(screen.getByRole('radio', { name: /Sliema/ }));
    await waitFor(() => expect(move()).toBeEnabled());
    fireEvent.click(move());

    expect(await screen.findByRole('heading', { name: 'Your cart has moved' })).toBeInTheDocument();
    expect(screen.getByText('Kinnie 1.5 l')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/cart');
    expect(calls.find((call) => call.path === '/ecommerce/cart/move')?.body).toEqual({
      cartId: VALLETTA.id,
      deliveryMode: 'IN_STORE',
      storeId: 2,
    });
    expect(queryClient.getQueryData(cartQueryKey)).toEqual(moved);
  });

  it('says why a move over 10 water packs is refused (4038), leaving the cart where it is', async () => {
    fakeBff({
      'GET /ecommerce/cart/current': ok(VALLETTA),
      'GET /ecommerce/deliveries': ok(DELIVERIES),
      'GET /profiles/addresses': ok([HOME]),
      'GET /ecommerce/stores/2/delivery/IN_STORE/slots/first/available': ok(aFirstSlot({ storeId: 2 })),
      'POST /ecommerce/cart/move': {
        body: { responseCode: 4038, errorMessage: 'Together the carts would hold 14 water packs' },
      },
    });
    renderWithProviders(<CartUpdateScreen />, { profile: aProfile() });
    fireEvent.click(await screen.findByRole('radio', { name: /Sliema/ }));
    const move = screen.getByRole('button', { name: 'Move the cart' });
    await waitFor(() => expect(move).toBeEnabled());
    fireEvent.click(move);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Together with your cart there, this would make more than 10 water packs, the most an order may hold. Remove some water packs first.',
    );
    expect(push).not.toHaveBeenCalled();
  });

  it('offers to open a cart when there is none to move', async () => {
    fakeBff({ 'GET /ecommerce/cart/current': ok(null) });
    renderWithProviders(<CartUpdateScreen />, { profile: aProfile() });
    expect(await screen.findByText('You have no cart to change.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open a cart' })).toHaveAttribute('href', '/cart/create');
  });
});

describe('OpenCartsScreen (spec §2 /carts)', () => {
  it('lists the open carts with mode, store or address, items and total, the current one marked', async () => {
    fakeBff({
      'GET /ecommerce/cart/current': ok(VALLETTA),
      'GET /ecommerce/carts/open': ok([VALLETTA, HOME_CART]),
    });
    renderWithProviders(<OpenCartsScreen />, { profile: aProfile() });
    const valletta = await screen.findByRole('article', { name: 'Pick-up at Valletta' });
    expect(valletta).toHaveTextContent('Current cart');
    const home = screen.getByRole('article', { name: 'Home delivery' });
    expect(home).toHaveTextContent('Triq il-Kbira 12, BKR 1234 Birkirkara');
    expect(home).toHaveTextContent('3 items');
    expect(home).toHaveTextContent('Total €12.40');
    expect(home).not.toHaveTextContent('Current cart');
  });

  it('makes the chosen cart the current one and shows it', async () => {
    const calls = fakeBff({
      'GET /ecommerce/cart/current': ok(VALLETTA),
      'GET /ecommerce/carts/open': ok([VALLETTA, HOME_CART]),
      'POST /ecommerce/cart/select': ok(HOME_CART),
    });
    const { queryClient } = renderWithProviders(<OpenCartsScreen />, { profile: aProfile() });
    const home = await screen.findByRole('article', { name: 'Home delivery' });
    fireEvent.click(within(home).getByRole('button', { name: 'Open this cart' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/cart'));
    expect(calls.find((call) => call.path === '/ecommerce/cart/select')?.body).toEqual({
      cartId: HOME_CART.id,
    });
    expect(queryClient.getQueryData(cartQueryKey)).toEqual(HOME_CART);
  });

  it('leads to cart creation when there is no open cart', async () => {
    fakeBff({ 'GET /ecommerce/cart/current': ok(null), 'GET /ecommerce/carts/open': ok([]) });
    renderWithProviders(<OpenCartsScreen />, { profile: aProfile() });
    expect(await screen.findByText('You have no open cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open a new cart' })).toHaveAttribute('href', '/cart/create');
  });
});
