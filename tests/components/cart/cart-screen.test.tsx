import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Cart } from '@shop/product-api/contract/cart';
import { CartScreen } from '@/components/cart/cart-screen';
import { ShopFeaturesProvider } from '@/components/layout/shop-features';
import { english, italian } from '@/i18n/catalogues';
import { fakeBff, ok } from '../account/profile/fake-bff';
import { aProfile } from '../fixtures';
import { LoginDialogProbe, renderWithProviders } from '../render-with-providers';
import { aCart, aCartItem, aWeighedCartItem } from './cart-fixtures';

const mockPush = jest.fn();
const mockReplace = jest.fn();
jest.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: mockReplace }),
  Link: ({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const FIRST_SLOT = {
  description: 'Thursday 26/11, 10:00–12:00',
  validFrom: '2026-11-26T08:00:00.000Z',
  validTo: '2026-11-26T10:00:00.000Z',
  storeId: 1,
  timeSlotId: 9,
  day: '2026-11-26',
  beyondAWeek: false,
};

beforeAll(() => {
  // jsdom has no modal dialogs: showModal and close only toggle `open`.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

beforeEach(() => {
  mockPush.mockReset();
  mockReplace.mockReset();
  document.cookie = 'signedIn=1';
});

type Routes = Parameters<typeof fakeBff>[0];
const ALL_FEATURES = { smartlists: true, payments: false, cartUpdate: true };

/** Renders the screen for a signed-in shopper whose current cart is `cart`, once it has loaded. */
async function renderCart(
  cart: Cart | null,
  routes: Routes = {},
  features = ALL_FEATURES,
  locale: 'en' | 'it' = 'en',
) {
  const calls = fakeBff({ 'GET /ecommerce/cart/current': ok(cart), ...routes });
  const view = renderWithProviders(
    <ShopFeaturesProvider features={features}>
      <CartScreen />
      <LoginDialogProbe />
    </ShopFeaturesProvider>,
    { profile: aProfile(), locale },
  );
  const loading = (locale === 'it' ? italian : english).cartPage.loading;
  await waitFor(() => expect(screen.queryByText(loading)).not.toBeInTheDocument());
  return { ...view, calls };
}

const row = (name: string) => {
  const heading = screen.getByRole('heading', { name });
  const item = heading.closest('li');
  if (!item) throw new Error(`no row for ${name}`);
  return within(item);
};

/** Five water packs, one of them surcharged, with the multi-buy words the API sends. */
const waterPackLine = () =>
  aCartItem({
    barcode: '5350000000099',
    description: 'Still water 6 × 1.5 l',
    amount: 5,
    weight: 9050,
    netPrice: 2.5,
    price: 2.5,
    promoNote: '2 for €4.50',
    cartItemRelatedProduct: { description: 'Water pack surcharge', price: 1, amount: 1, rowPrice: 1 },
    rowNetPriceWithCartItemRelated: 12,
  });

describe('CartScreen (spec §2 cart page)', () => {
  it('shows each row: image, name, related product, offer words, price, row total and approximate weight', async () => {
    const water = waterPackLine();
    await renderCart(aCart({ items: [aCartItem(), water], itemsCount: 7 }));

    const cheese = row('Ġbejniet Friski (pack of 3)');
    expect(cheese.getByRole('img', { name: 'Ġbejniet Friski (pack of 3)' })).toBeInTheDocument();
    expect(cheese.getByText('€2.95 / pc')).toBeInTheDocument();
    expect(cheese.getByText('€5.90')).toBeInTheDocument();
    expect(cheese.getByText('Approx. weight 600 g')).toBeInTheDocument();
    expect(cheese.getByRole('textbox', { name: 'Quantity, Ġbejniet Friski (pack of 3)' })).toHaveValue('2');

    const pack = row('Still water 6 × 1.5 l');
    expect(pack.getByText('+ Water pack surcharge: 1 × €1.00')).toBeInTheDocument();
    expect(pack.getByText('2 for €4.50')).toBeInTheDocument();
    expect(pack.getByText('€12.00')).toBeInTheDocument();
    expect(pack.getByText('Approx. weight 9.05 kg')).toBeInTheDocument();
  });

  it('words the fee, the surcharge and the multi-buy offer in Italian under /it (issue 30 item 8)', async () => {
    // The pack line, with the multi-buy offer the API worded in English.
    const water = aCartItem({
      ...waterPackLine(),
      promotions: [{ valueType: 'MULTI_BUY', value: 4.5, quantity: 2, description: '2 for €4.50' }],
    });
    const fees = [{ id: 'DELIVERY', description: 'Delivery fee', value: 5, maxCartNetTotal: 75 }];
    await renderCart(aCart({ items: [water], fees }), {}, ALL_FEATURES, 'it');

    const pack = row('Still water 6 × 1.5 l');
    expect(pack.getByText('+ Supplemento confezioni d’acqua: 1 × €1,00')).toBeInTheDocument();
    expect(pack.getByText('2 per €4,50')).toBeInTheDocument();
    expect(pack.getByText('€12,00')).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'Riepilogo' }));
    expect(summary.getByText('Costo di consegna').nextSibling).toHaveTextContent('€5,00');
    expect(screen.queryByText(/Delivery fee|Water pack|2 for/)).not.toBeInTheDocument();
  });

  it('counts weighed lines apart from pieces and weighs only them (issue 30 item 7)', async () => {
    const water = aCartItem({ barcode: '5350000000099', description: 'Still water 6 × 1.5 l', weight: null });
    await renderCart(aCart({ items: [water, aWeighedCartItem({ weight: 1250 })], itemsCount: 3 }));
    expect(row('Still water 6 × 1.5 l').queryByText(/Approx\. weight/)).not.toBeInTheDocument();
    expect(screen.getByText('Approx. weight 1.25 kg')).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('2 pcs + 1 weighed product')).toBeInTheDocument();
  });

  it('sums up pieces, goods, fees, total, mode, address, first slot and the free-delivery hint', async () => {
    await renderCart(aCart({ minNetTotal: 30 }), { 'GET /ecommerce/slots/first/available': ok(FIRST_SLOT) });
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('2 pcs')).toBeInTheDocument();
    expect(summary.getByText('€5.90')).toBeInTheDocument();
    expect(summary.getByText('Delivery').nextSibling).toHaveTextContent('€5.00');
    expect(summary.getByText('Total').nextSibling).toHaveTextContent('€10.90');
    expect(summary.getByText('€69.10 more for free delivery')).toBeInTheDocument();
    expect(summary.getByText('Home delivery')).toBeInTheDocument();
    expect(summary.getByText('Triq il-Kbira 12, Mosta')).toBeInTheDocument();
    expect(summary.getByText('Minimum order').nextSibling).toHaveTextContent('€30.00');
    expect(await summary.findByText('Thursday 26/11, 09:00–11:00')).toBeInTheDocument();
  });

  it('names the store for pick-up and marks the fee free past its threshold', async () => {
    await renderCart(
      aCart({
        deliveryMode: 'IN_STORE',
        netTotal: 80,
        total: 80,
        missingForFreeDelivery: 0,
        fees: [{ id: 'delivery', description: 'Delivery', value: 5, maxCartNetTotal: 75 }],
      }),
    );
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('Pick-up in store')).toBeInTheDocument();
    expect(summary.getByText('Pjazza Market Birkirkara')).toBeInTheDocument();
    expect(summary.getByText('Delivery').nextSibling).toHaveTextContent('Free');
    expect(summary.queryByText(/more for free delivery/)).not.toBeInTheDocument();
  });

  it('sends a piece line by 1 and never below 1', async () => {
    const { calls } = await renderCart(
      aCart({ items: [aCartItem({ amount: 1, rowNetPriceWithCartItemRelated: 2.95 })], itemsCount: 1 }),
      {
        'POST /ecommerce/cart/store': ok({
          updatedProduct: { um: 'PZ', description: 'Ġbejniet Friski (pack of 3)', amount: 2 },
          cart: aCart(),
        }),
      },
    );
    const cheese = row('Ġbejniet Friski (pack of 3)');
    expect(cheese.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    fireEvent.click(cheese.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/ecommerce/cart/store')).toEqual([
        {
          method: 'POST',
          path: '/ecommerce/cart/store',
          body: { cartId: 41, barcode: '5350000000001', amount: 2, preview: false },
        },
      ]),
    );
  });

  it('steps a weighed line by umStep within minWeight and maxAmount, as kilograms', async () => {
    const { calls } = await renderCart(aCart({ items: [aWeighedCartItem({ amount: 1 })], itemsCount: 1 }));
    const artichokes = row('Artichokes (Qaqoċċ)');
    fireEvent.click(artichokes.getByRole('button', { name: 'Increase quantity' }));
    expect(artichokes.getByText('Maximum amount reached')).toBeInTheDocument();
    fireEvent.click(artichokes.getByRole('button', { name: 'Decrease quantity' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/ecommerce/cart/store')?.body).toEqual({
        cartId: 41,
        barcode: '2100033000003',
        weight: 0.75,
        preview: false,
      }),
    );
    // Room for a weight's decimals ('0.75'); the 3-character limit is for pieces.
    expect(artichokes.getByRole('textbox', { name: /quantity/i })).toHaveAttribute('maxLength', '6');
  });

  it('removes a line at once and confirms it with a toast', async () => {
    const { calls } = await renderCart(aCart(), {
      'POST /ecommerce/cart/delete': ok(aCart({ items: [], itemsCount: 0, netTotal: 0 })),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ġbejniet Friski (pack of 3)' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Ġbejniet Friski (pack of 3)' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Ġbejniet Friski (pack of 3) removed from cart')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/ecommerce/cart/delete')?.body).toEqual({
      cartId: 41,
      barcode: '5350000000001',
      preview: false,
    });
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('says the minimum is not met, with the amount, instead of checking out', async () => {
    const { calls } = await renderCart(aCart({ minNetTotal: 30 }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to checkout' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The minimum order is not met: the minimum is €30.00',
    );
    // Issue 30: and how much is missing.
    expect(screen.getByText(/^Still missing: €\d+\.\d\d$/)).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/ecommerce/cart/freeze/check')).toBe(false);
  });

  it('goes to checkout when the price check finds nothing changed', async () => {
    await renderCart(aCart(), { 'POST /ecommerce/cart/freeze/check': ok(aCart()) });
    fireEvent.click(screen.getByRole('button', { name: 'Go to checkout' }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/checkout'));
  });

  it('lists changed and removed products in a closable popup on 4105', async () => {
    await renderCart(aCart(), {
      'POST /ecommerce/cart/freeze/check': {
        body: {
          responseCode: 4105,
          errorMessage: 'Some items changed price or are no longer available',
          data: {
            updatedItems: [aCartItem({ netPrice: 3.2 })],
            removedItems: [aWeighedCartItem()],
          },
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Go to checkout' }));
    const popup = within(await screen.findByRole('dialog', { name: 'Your cart has changed' }));
    expect(popup.getByText('Ġbejniet Friski (pack of 3): now €3.20')).toBeInTheDocument();
    expect(popup.getByText('Artichokes (Qaqoċċ)')).toBeInTheDocument();
    fireEvent.click(popup.getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('deletes the cart only after confirmation, then reads the current cart again', async () => {
    let deleted = false;
    const { calls } = await renderCart(aCart(), {
      // Once deleted, the shop has no current cart for this shopper.
      'GET /ecommerce/cart/current': () => ok(deleted ? null : aCart()),
      'POST /ecommerce/cart/abort': () => {
        deleted = true;
        return ok();
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete cart' }));
    expect(calls.some((call) => call.path === '/ecommerce/cart/abort')).toBe(false);
    const confirm = within(screen.getByRole('dialog', { name: 'Delete the cart?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Yes, delete the cart' }));
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/cart/create'));
    expect(calls.find((call) => call.path === '/ecommerce/cart/abort')?.body).toEqual({ cartId: 41 });
  });

  it('links the cart update only when its flag is on, and always continue shopping', async () => {
    const { unmount } = await renderCart(aCart());
    expect(screen.getByRole('link', { name: 'Change delivery mode or store' })).toHaveAttribute(
      'href',
      '/cart/update',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    unmount();
    await renderCart(aCart(), {}, { ...ALL_FEATURES, cartUpdate: false });
    expect(screen.queryByRole('link', { name: 'Change delivery mode or store' })).not.toBeInTheDocument();
  });

  it('sends a signed-in shopper without a cart to open one', async () => {
    await renderCart(null);
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/cart/create'));
  });

  it('offers a visitor the login instead of the checkout', () => {
    fakeBff({});
    renderWithProviders(
      <>
        <CartScreen />
        <LoginDialogProbe />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Go to checkout' })).not.toBeInTheDocument();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Sign in to check out' })));
    expect(screen.getByText('login open')).toBeInTheDocument();
  });
});
