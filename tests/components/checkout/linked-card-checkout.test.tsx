import type { LinkedPaymentMethod } from '@shop/product-api/contract/payment-methods';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DataStep } from '@/components/checkout/data-step';
import { ShopFeaturesProvider } from '@/components/layout/shop-features';
import { linkedMethodsQueryKey } from '@/lib/payments/payment-methods';
import { allowModalDialogs } from '../account/signup-fixtures';
import { aProfile } from '../fixtures';
import { testProviders } from '../render-with-providers';
import { aHeldCart, anOrder, checkoutBff, ok, refused } from './checkout-fixtures';

const push = jest.fn();
jest.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn() }),
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode; className?: string }) => (
    <a href={`/app${href}`} className={rest.className}>
      {children}
    </a>
  ),
}));

const profile = aProfile({ mobilePhonePrefix: '356', mobilePhone: '79123456' });
const visa: LinkedPaymentMethod = {
  paymentMethodType: 'APCOPAY',
  brand: 'Visa',
  last4: '4242',
  linkedAt: '2026-11-20T09:30:00.000Z',
};
const AUTHORIZE = 'GET /pay/apcopay/authorize';

type Routes = Parameters<typeof checkoutBff>[0];

/** The data step with the payments flag as given and the customer's linked cards known. */
function setUp(payments: boolean, cards: LinkedPaymentMethod[], routes: Routes = {}) {
  const calls = checkoutBff({
    'GET /profiles/billing/addresses': ok([]),
    'GET /addresses/nations': ok([{ id: 1, name: 'Malta', phonePrefix: '356', isoCode: 'MT' }]),
    'GET /ecommerce/configuration/deliveryMode/AT_HOME': ok({
      deliveryMode: 'AT_HOME',
      paymentMethods: ['CASH', 'BANCOMAT', 'APCOPAY'],
      minNetTotal: 0,
    }),
    'POST /ecommerce/cart/freeze': ok({
      order: anOrder({ status: 'PAYMENT_PENDING', paymentMode: 'APCOPAY' }),
    }),
    // Refused, so the step goes on to the confirm page instead of leaving for the provider's page.
    [AUTHORIZE]: refused(4205, 'Wrong order status'),
    ...routes,
  });
  const { Wrapper, queryClient } = testProviders({ profile });
  queryClient.setQueryData(linkedMethodsQueryKey, cards);
  render(
    <ShopFeaturesProvider features={{ smartlists: true, payments, cartUpdate: true }}>
      <DataStep
        cart={aHeldCart(new Date(Date.now() + 15 * 60_000).toISOString())}
        profile={profile}
        draft={null}
        onLeave={jest.fn()}
        onSlotLost={jest.fn()}
        onPlaced={jest.fn()}
      />
    </ShopFeaturesProvider>,
    { wrapper: Wrapper },
  );
  return calls;
}

async function placeOnline() {
  fireEvent.click(await screen.findByRole('radio', { name: 'Online' }));
  fireEvent.click(screen.getByRole('checkbox', { name: /you may replace it with a similar one/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
}

const called = (calls: ReturnType<typeof checkoutBff>, path: string) =>
  calls.some((call) => `${call.method} ${call.path}`.startsWith(path));

beforeEach(() => {
  push.mockReset();
  allowModalDialogs();
});

describe('checkout with a linked card (spec §2 payments; payments flag on)', () => {
  it("pays with the linked card without the provider's page, then confirms", async () => {
    const calls = setUp(true, [visa], {
      'POST /pay/paymentmethod/pay': ok({ orderId: 77, paymentStatus: 'PAID' }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Online' }));
    expect(
      screen.getByText('Paid with your linked card Visa •••• 4242, without leaving the shop.'),
    ).toBeVisible();
    await placeOnline();
    // After the payment overlay's 3 seconds (spec §9).
    await waitFor(() => expect(push).toHaveBeenCalledWith('/checkout/confirm?orderId=77&payment=paid'), {
      timeout: 8000,
    });
    expect(calls.find((call) => call.path === '/pay/paymentmethod/pay')?.body).toEqual({ orderId: 77 });
    expect(called(calls, AUTHORIZE)).toBe(false);
  }, 15_000);

  it("without a linked card: the add-payment-method link, and the provider's page as before", async () => {
    const calls = setUp(true, []);
    fireEvent.click(await screen.findByRole('radio', { name: 'Online' }));
    expect(screen.getByRole('link', { name: 'Add a payment method' })).toHaveAttribute(
      'href',
      '/app/payments',
    );
    await placeOnline();
    await waitFor(() => expect(called(calls, AUTHORIZE)).toBe(true), { timeout: 5000 });
    expect(called(calls, 'POST /pay/paymentmethod/pay')).toBe(false);
  });

  it("a declined linked card falls back to the provider's page", async () => {
    const calls = setUp(true, [visa], {
      'POST /pay/paymentmethod/pay': ok({ orderId: 77, paymentStatus: 'DECLINED' }),
    });
    await placeOnline();
    await waitFor(() => expect(called(calls, AUTHORIZE)).toBe(true), { timeout: 5000 });
    expect(called(calls, 'POST /pay/paymentmethod/pay')).toBe(true);
  });

  it('changes nothing with the payments flag off (spec §9: off by default)', async () => {
    const calls = setUp(false, [visa]);
    fireEvent.click(await screen.findByRole('radio', { name: 'Online' }));
    expect(screen.queryByText(/linked card/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a payment method' })).not.toBeInTheDocument();
    await placeOnline();
    await waitFor(() => expect(called(calls, AUTHORIZE)).toBe(true), { timeout: 5000 });
    expect(calls.some((call) => call.path.startsWith('/pay/paymentmethod'))).toBe(false);
  });
});
