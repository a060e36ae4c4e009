import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CartCreateScreen } from '@/components/cart-create/cart-create-screen';
import { PENDING_PRODUCT_STORAGE_KEY } from '@/lib/cart/pending-product';
import { takeHomeNotice } from '@/lib/home-notice';
import { cartQueryKey } from '@/lib/cart/cart';
import { fakeBff, ok } from '../account/profile/fake-bff';
import { aProduct, aProfile } from '../fixtures';
import { LoginDialogProbe, renderWithProviders } from '../render-with-providers';
import { DELIVERIES, HOME, WORK, aCart, aFirstSlot } from './cart-choice-fixtures';

const push = jest.fn();
const replace = jest.fn();
jest.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ push, replace }),
  Link: ({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const STORE_SLOT = 'GET /ecommerce/stores/1/delivery/IN_STORE/slots/first/available';
const SLIEMA_SLOT = 'GET /ecommerce/stores/2/delivery/IN_STORE/slots/first/available';
const HOME_SLOT = 'GET /ecommerce/delivery/AT_HOME/slots/first/available';
const refused = (responseCode: number, errorMessage = 'refused') => ({
  body: { responseCode, errorMessage },
});

type Routes = Parameters<typeof fakeBff>[0];

function renderScreen(routes: Routes = {}) {
  const calls = fakeBff({
    'GET /ecommerce/cart/current': ok(null),
    'GET /ecommerce/deliveries': ok(DELIVERIES),
    'GET /profiles/addresses': ok([HOME]),
    [STORE_SLOT]: ok(aFirstSlot()),
    ...routes,
  });
  const result = renderWithProviders(
    <>
      <CartCreateScreen />
      <LoginDialogProbe />
    </>,
    { profile: aProfile() },
  );
  return { calls, ...result };
}

const createButton = () => screen.getByRole('button', { name: 'Open the cart' });
const radio = (name: string) => screen.getByRole('radio', { name: new RegExp(name) });

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

beforeEach(() => {
  document.cookie = 'signedIn=1';
  window.sessionStorage.clear();
  push.mockClear();
  replace.mockClear();
});

afterEach(() => {
  jest.restoreAllMocks();
  document.cookie = 'signedIn=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('CartCreateScreen (spec §2 cart creation, §4 Cart)', () => {
  it('offers one radio per pick-up store, then home and parcel delivery, under one question', async () => {
    renderScreen();
    const group = await screen.findByRole('group', { name: 'How do you want to get your shopping?' });
    const names = within(group)
      .getAllByRole('radio')
      .map((input) => input.closest('label')?.textContent);
    expect(names).toEqual([
      expect.stringContaining('Pick-up at Valletta'),
      expect.stringContaining('Pick-up at Sliema'),
      expect.stringContaining('Home delivery'),
      expect.stringContaining('Parcel delivery'),
    ]);
    // Issue 30: the choice can be changed later from the cart page, and the warning says so.
    expect(screen.getByText(/'Change delivery mode or store' on the cart page/)).toBeInTheDocument();
    expect(screen.queryByText(/cannot be changed/)).not.toBeInTheDocument();
    expect(screen.getByText(/moved to an automated shopping list/)).toBeInTheDocument();
  });

  it('keeps the button disabled until a mode is chosen and its first slot is known', async () => {
    renderScreen();
    await screen.findByRole('group');
    expect(createButton()).toBeDisabled();
    expect(createButton()).toHaveAccessibleDescription('Choose how you want to get your shopping.');

    fireEvent.click(radio('Valletta'));
    expect(await screen.findByText('First available: Thursday 26/11, 10:00–12:00')).toBeInTheDocument();
    expect(createButton()).toBeEnabled();
  });

  it('opens the cart, keeps it as the current cart, adds the remembered product, then shows /cart', async () => {
    window.sessionStorage.setItem(
      PENDING_PRODUCT_STORAGE_KEY,
      JSON.stringify({ barcode: '8001', amount: 2 }),
    );
    const cart = aCart();
    const product = aProduct({ barcode: '8001' });
    const { calls, queryClient } = renderScreen({
      'POST /ecommerce/cart/open': ok(cart),
      'POST /ecommerce/cart/store': ok({
        updatedProduct: { um: 'PZ', description: product.description, amount: 2 },
        cart: {
          ...cart,
          items: [
            {
              ...product,
              amount: 2,
              weight: null,
              rowPrice: 2,
              rowNetPrice: 2,
              promoNote: null,
              cartItemRelatedProduct: null,
              rowPriceWithCartItemRelated: 2,
              rowNetPriceWithCartItemRelated: 2,
              status: 'ok',
            },
          ],
          itemsCount: 2,
        },
      }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Valletta/ }));
    await waitFor(() => expect(createButton()).toBeEnabled());
    fireEvent.click(createButton());
    // No second opening while one is under way (spec §4).
    expect(await screen.findByRole('button', { name: 'Opening…' })).toBeDisabled();

    await waitFor(() => expect(push).toHaveBeenCalledWith('/cart'));
    expect(calls.find((call) => call.path === '/ecommerce/cart/open')?.body).toEqual({
      deliveryMode: 'IN_STORE',
      storeId: 1,
      terminalType: 'WEB',
      terminalId: '01',
    });
    expect(calls.find((call) => call.path === '/ecommerce/cart/store')?.body).toMatchObject({
      cartId: cart.id,
      barcode: '8001',
      amount: 2,
    });
    expect(queryClient.getQueryData<{ itemsCount: number }>(cartQueryKey)?.itemsCount).toBe(2);
    expect(window.sessionStorage.getItem(PENDING_PRODUCT_STORAGE_KEY)).toBeNull();
    // The cart this screen opened is no reason to go home.
    expect(replace).not.toHaveBeenCalled();
  });

  it('takes the only address for home delivery at once (issue 30)', async () => {
    const { calls } = renderScreen({ [HOME_SLOT]: ok(aFirstSlot({ storeId: 3 })) });
    fireEvent.click(await screen.findByRole('radio', { name: /Home delivery/ }));
    expect(await screen.findByLabelText('Delivery address')).toHaveValue(String(HOME.id));
    expect(await screen.findByText('First available: Thursday 26/11, 10:00–12:00')).toBeInTheDocument();
    expect(createButton()).toBeEnabled();
    fireEvent.click(createButton());
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/ecommerce/cart/open')?.body).toMatchObject({
        deliveryMode: 'AT_HOME',
        addressId: HOME.id,
      }),
    );
  });

  it('asks for an address for home delivery and looks up the slot of its town', async () => {
    const { calls } = renderScreen({
      'GET /profiles/addresses': ok([HOME, WORK]),
      [HOME_SLOT]: ok(aFirstSlot({ storeId: 3 })),
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Home delivery/ }));
    const address = await screen.findByLabelText('Delivery address');
    expect(createButton()).toBeDisabled();
    expect(createButton()).toHaveAccessibleDescription('Choose a delivery address.');

    fireEvent.change(address, { target: { value: String(HOME.id) } });
    expect(await screen.findByText('First available: Thursday 26/11, 10:00–12:00')).toBeInTheDocument();
    expect(createButton()).toBeEnabled();
    expect(
      calls.filter((call) => call.path === '/ecommerce/delivery/AT_HOME/slots/first/available'),
    ).toHaveLength(1);
  });

  it('adds an address from the popup, chooses it, and keeps the chosen mode', async () => {
    const ADDED = { ...HOME, id: 32, address: 'Triq San Pawl', city: 'Sliema', zip: 'SLM 1550' };
    let saved = false;
    const { calls } = renderScreen({
      'GET /profiles/addresses': () => ok(saved ? [HOME, ADDED] : [HOME]),
      'GET /addresses/cities': ok([{ id: 2, name: 'Sliema' }]),
      'POST /profiles/addresses': () => {
        saved = true;
        return ok(ADDED);
      },
      [HOME_SLOT]: ok(aFirstSlot()),
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Home delivery/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    const popup = screen.getByRole('dialog');
    // The popup's form is its own: not inside the screen's form, so its submit is never the page's.
    expect(popup.closest('form')).toBeNull();
    fireEvent.change(within(popup).getByLabelText('Address'), { target: { value: 'Triq San Pawl' } });
    fireEvent.change(within(popup).getByLabelText('Postcode'), { target: { value: 'SLM 1550' } });
    await within(popup).findByRole('option', { name: 'Sliema' });
    fireEvent.change(within(popup).getByLabelText('Town'), { target: { value: 'Sliema' } });
    fireEvent.click(within(popup).getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      calls.find((call) => call.method === 'POST' && call.path === '/profiles/addresses')?.body,
    ).toMatchObject({ address: 'Triq San Pawl', city: 'Sliema', zip: 'SLM 1550' });
    await waitFor(() => expect(screen.getByLabelText('Delivery address')).toHaveValue(String(ADDED.id)));
    expect(radio('Home delivery')).toBeChecked();
    expect(await screen.findByText(/First available/)).toBeInTheDocument();
    expect(createButton()).toBeEnabled();
  });

  it('forgets the address and the slot when the mode changes', async () => {
    renderScreen({
      'GET /profiles/addresses': ok([HOME, WORK]),
      [HOME_SLOT]: ok(aFirstSlot()),
      'GET /ecommerce/delivery/SHIPPED/slots/first/available': ok(aFirstSlot()),
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Home delivery/ }));
    fireEvent.change(await screen.findByLabelText('Delivery address'), {
      target: { value: String(HOME.id) },
    });
    await screen.findByText(/First available/);

    fireEvent.click(radio('Parcel delivery'));
    expect(screen.getByLabelText('Delivery address')).toHaveValue('');
    expect(screen.queryByText(/First available/)).not.toBeInTheDocument();
    expect(createButton()).toBeDisabled();

    fireEvent.click(radio('Valletta'));
    expect(screen.queryByLabelText('Delivery address')).not.toBeInTheDocument();
    expect(await screen.findByText(/First available/)).toBeInTheDocument();
  });

  it.each([
    ['code 2 for a store', SLIEMA_SLOT, 'Sliema', refused(2), 'No availability'],
    ['code 6008', SLIEMA_SLOT, 'Sliema', refused(6008), 'No availability'],
    ['an answer without a slot', SLIEMA_SLOT, 'Sliema', ok(null), 'No availability'],
    ['code 6007', HOME_SLOT, 'Home delivery', refused(6007), 'No store associated with the city Birkirkara'],
    [
      'code 2222',
      HOME_SLOT,
      'Home delivery',
      refused(2222),
      'Home delivery not active for the selected city',
    ],
  ])(
    'says why there is no slot on %s, and keeps the button disabled',
    async (_, route, option, answer, text) => {
      renderScreen({ [route]: answer });
      fireEvent.click(await screen.findByRole('radio', { name: new RegExp(option) }));
      if (option === 'Home delivery') {
        fireEvent.change(await screen.findByLabelText('Delivery address'), {
          target: { value: String(HOME.id) },
        });
      }
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(createButton()).toBeDisabled();
      expect(createButton()).toHaveAccessibleDescription(
        'This choice has no available time: choose another one.',
      );
    },
  );

  it.each([
    ['AT_HOME', 'Home delivery', 'Home delivery not active for the selected city'],
    ['SHIPPED', 'Parcel delivery', 'Parcel delivery not active for the selected city'],
  ])(
    'says %s does not reach the town in its own words, and offers pick-up (issue 30)',
    async (mode, option, text) => {
      renderScreen({
        [`GET /ecommerce/delivery/${mode}/slots/first/available`]: refused(2222, text),
      });
      fireEvent.click(await screen.findByRole('radio', { name: new RegExp(option) }));
      fireEvent.change(await screen.findByLabelText('Delivery address'), {
        target: { value: String(HOME.id) },
      });
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByText(/(Home|Parcel) delivery not active/)).toHaveTextContent(text);
      expect(
        screen.getByText('You can still collect your shopping at one of our stores.'),
      ).toBeInTheDocument();
      expect(createButton()).toBeDisabled();

      fireEvent.click(screen.getByRole('button', { name: 'Choose a store for pick-up' }));
      expect(radio('Valletta')).toHaveFocus();
    },
  );

  it('suggests pick-up when the first delivery slot is more than a week away', async () => {
    renderScreen({
      [HOME_SLOT]: ok(
        aFirstSlot({
          beyondAWeek: true,
          validFrom: '2026-12-03T09:00:00.000Z',
          validTo: '2026-12-03T11:00:00.000Z',
        }),
      ),
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Home delivery/ }));
    fireEvent.change(await screen.findByLabelText('Delivery address'), {
      target: { value: String(HOME.id) },
    });
    expect(await screen.findByText('First available: Thursday 03/12, 10:00–12:00')).toBeInTheDocument();
    expect(screen.getByText(/Pick-up at a store is sooner/)).toBeInTheDocument();
    // The slot is still a slot: the shopper may take it.
    expect(createButton()).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Choose a store for pick-up' }));
    expect(radio('Valletta')).toHaveFocus();
  });

  it('does not suggest pick-up for a store slot', async () => {
    renderScreen({ [STORE_SLOT]: ok(aFirstSlot({ beyondAWeek: true })) });
    fireEvent.click(await screen.findByRole('radio', { name: /Valletta/ }));
    await screen.findByText(/First available/);
    expect(screen.queryByText(/Pick-up at a store is sooner/)).not.toBeInTheDocument();
  });

  it('links to the addresses page when the customer has no shipping address', async () => {
    renderScreen({ 'GET /profiles/addresses': ok([]) });
    fireEvent.click(await screen.findByRole('radio', { name: /Parcel delivery/ }));
    expect(await screen.findByRole('link', { name: 'Add one in your profile' })).toHaveAttribute(
      'href',
      '/profile/addresses',
    );
    expect(screen.queryByLabelText('Delivery address')).not.toBeInTheDocument();
    expect(createButton()).toBeDisabled();
  });

  it('says so when delivery is not active for the address (code 42), and stays', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen({ [HOME_SLOT]: ok(aFirstSlot()), 'POST /ecommerce/cart/open': refused(42) });
    fireEvent.click(await screen.findByRole('radio', { name: /Home delivery/ }));
    fireEvent.change(await screen.findByLabelText('Delivery address'), {
      target: { value: String(HOME.id) },
    });
    await waitFor(() => expect(createButton()).toBeEnabled());
    fireEvent.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Delivery service not currently active for the address entered',
    );
    expect(push).not.toHaveBeenCalled();
  });

  it('sends a customer who already has a cart home (spec §2), with a notice saying why', async () => {
    renderScreen({ 'GET /ecommerce/cart/current': ok(aCart()) });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(takeHomeNotice()).toBe('cartOpen');
  });

  it('asks a visitor to sign in', async () => {
    document.cookie = 'signedIn=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    fakeBff({});
    renderWithProviders(
      <>
        <CartCreateScreen />
        <LoginDialogProbe />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Sign in to open a cart' })).toBeInTheDocument();
    expect(screen.getByText('login open')).toBeInTheDocument();
  });
});
