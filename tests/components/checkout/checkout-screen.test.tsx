import type { Cart } from '@shop/product-api/contract/cart';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CheckoutScreen } from '@/components/checkout/checkout-screen';
import { cartQueryKey } from '@/lib/cart/cart';
import { aCart } from '../cart/cart-fixtures';
import { aProfile } from '../fixtures';
import { LoginDialogProbe, renderWithProviders } from '../render-with-providers';
import { DAYS, MONDAY_SLOTS, aHeldCart, anOrder, checkoutBff, ok } from './checkout-fixtures';

let pathname = '/checkout';
const mockPush = jest.fn();
const mockReplace = jest.fn();
jest.mock('@/i18n/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push: mockPush, replace: mockReplace }),
  Link: ({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) => (
    <a href={`/app${href}`} className={className}>
      {children}
    </a>
  ),
}));
jest.mock('@/components/catalogue/use-swiper-when-idle', () => ({
  useSwiperWhenIdle: () => ({ current: null }),
}));
jest.mock('swiper/css', () => ({}));

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function at(path: string, query = '') {
  pathname = path;
  window.history.replaceState(null, '', `/app${path}${query}`);
}

function renderCheckout(
  cart: Cart | null,
  routes: Parameters<typeof checkoutBff>[0] = {},
  locale: 'en' | 'it' = 'en',
) {
  const calls = checkoutBff({
    'GET /ecommerce/cart/current': ok(cart),
    'GET /ecommerce/slots/41/days': ok(DAYS),
    'GET /ecommerce/slots/41?weekDay=1': ok(MONDAY_SLOTS),
    'GET /profiles/billing/addresses': ok([]),
    'GET /addresses/nations': ok([]),
    'GET /ecommerce/configuration/deliveryMode/AT_HOME': ok({
      deliveryMode: 'AT_HOME',
      paymentMethods: ['CASH'],
      minNetTotal: 0,
    }),
    ...routes,
  });
  const view = renderWithProviders(<CheckoutScreen />, { profile: aProfile(), locale });
  return { ...view, calls };
}

beforeEach(() => {
  mockPush.mockReset();
  mockReplace.mockReset();
  document.cookie = 'signedIn=1';
  at('/checkout');
});

describe('CheckoutScreen (spec §2 checkout, §4 checkout)', () => {
  it('asks a visitor to sign in', async () => {
    checkoutBff({});
    renderWithProviders(
      <>
        <CheckoutScreen />
        <LoginDialogProbe />
      </>,
    );
    expect(
      screen.getByText('Sign in to check out: your cart is kept with your account.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('login open')).toBeInTheDocument();
  });

  it('sends a shopper without a cart to /cart/create', async () => {
    renderCheckout(null);
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/cart/create'));
  });

  it('shows step 1 of 3 with its heading', async () => {
    renderCheckout(aCart());
    expect(await screen.findByRole('group', { name: 'Day' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a day and a time' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Time');
  });

  it.each([
    ['/checkout/data', ''],
    ['/checkout/summary', ''],
  ])('sends %s without a held time back to /checkout', async (path, query) => {
    at(path, query);
    renderCheckout(aCart());
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/checkout'));
  });

  it('sends /checkout/confirm without an order back to /checkout', async () => {
    at('/checkout/confirm');
    renderCheckout(aCart());
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/checkout'));
  });

  it('shows the data step at /checkout/summary too, and moves the focus to the heading of a new step', async () => {
    at('/checkout/summary');
    const { rerender } = renderCheckout(aHeldCart(inMinutes(15)));
    expect(await screen.findByLabelText('First name')).toHaveValue('Maria');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    at('/checkout');
    rerender(<CheckoutScreen />);
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a day and a time' })).toHaveFocus();
  });

  it('keeps the ticks, notes and contact data when the hold runs out and the shopper comes back (issue 30)', async () => {
    at('/checkout/data');
    const { rerender, queryClient } = renderCheckout(aHeldCart(inMinutes(15)));
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Marija' } });
    fireEvent.change(screen.getByLabelText('Notes for your order'), { target: { value: 'Back door' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /you may replace it with a similar one/ }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Cash on delivery' }));

    // The hold runs out: back to the times, which say why.
    act(() => queryClient.setQueryData(cartQueryKey, aHeldCart(inMinutes(-1))));
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/checkout'));
    at('/checkout');
    rerender(<CheckoutScreen />);
    expect(await screen.findByText(/Time limit to reserve the order exceeded/)).toBeInTheDocument();

    // A new time held, the data step opens with what was entered.
    act(() => queryClient.setQueryData(cartQueryKey, aHeldCart(inMinutes(15))));
    at('/checkout/data');
    rerender(<CheckoutScreen />);
    expect(await screen.findByLabelText('First name')).toHaveValue('Marija');
    expect(screen.getByLabelText('Notes for your order')).toHaveValue('Back door');
    expect(screen.getByRole('checkbox', { name: /you may replace it with a similar one/ })).toBeChecked();
    expect(await screen.findByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
  });

  it('confirms a placed order, with the way home, and reads the cart again', async () => {
    at('/checkout/confirm', '?orderId=77');
    const { calls, queryClient } = renderCheckout(aCart(), {
      'GET /ecommerce/orders/77/fetch': ok(anOrder()),
    });
    expect(await screen.findByText('Thank you! Your order has been sent.')).toBeInTheDocument();
    expect(screen.getByText('W-000077')).toBeInTheDocument();
    expect(screen.getByText('Monday 02/03')).toBeInTheDocument();
    expect(screen.getByText('09:00–11:00')).toBeInTheDocument();
    expect(screen.getByText('€10.90')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/app/');
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/ecommerce/cart/current').length).toBeGreaterThan(0),
    );
    await waitFor(() => expect(queryClient.getQueryState(cartQueryKey)?.isInvalidated).toBe(false));
    expect(mockReplace).not.toHaveBeenCalled();
  });

  it('offers to pay again an order whose payment was declined', async () => {
    at('/checkout/confirm', '?orderId=77&payment=declined');
    const order = anOrder({
      status: 'PAYMENT_PENDING',
      paymentMode: 'APCOPAY',
      payBy: '2026-03-01T10:30:00Z',
    });
    const { calls } = renderCheckout(null, {
      'GET /ecommerce/orders/77/fetch': ok(order),
      'GET /pay/apcopay/authorize?orderId=77': {
        status: 502,
        body: { responseCode: 4000, errorMessage: 'Communication error with the server' },
      },
    });
    expect(await screen.findByText('The payment was declined')).toBeInTheDocument();
    expect(screen.getByText(/Pay it by 11:30, or it is cancelled./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/pay/apcopay/authorize?orderId=77')).toBe(true),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Communication error with the server');
    // No cart is fine here: the order was placed.
    expect(mockReplace).not.toHaveBeenCalled();
  });

  // Issue 30: the provider sends the shopper back to the confirm page in the language they pay in.
  it('asks the provider to send an Italian shopper back in Italian', async () => {
    at('/checkout/confirm', '?orderId=77&payment=declined');
    const order = anOrder({ status: 'PAYMENT_PENDING', paymentMode: 'APCOPAY', payBy: inMinutes(30) });
    const { calls } = renderCheckout(
      null,
      {
        'GET /ecommerce/orders/77/fetch': ok(order),
        'GET /pay/apcopay/authorize?orderId=77&lang=it': {
          status: 502,
          body: { responseCode: 4000, errorMessage: 'Errore di comunicazione' },
        },
      },
      'it',
    );
    expect(await screen.findByText('Il pagamento è stato rifiutato')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Paga ora' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/pay/apcopay/authorize?orderId=77&lang=it')).toBe(true),
    );
  });
});
