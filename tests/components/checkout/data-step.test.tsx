import type { Cart } from '@shop/product-api/contract/cart';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DataStep } from '@/components/checkout/data-step';
import { allowModalDialogs } from '../account/signup-fixtures';
import { aWeighedCartItem } from '../cart/cart-fixtures';
import { aProfile } from '../fixtures';
import { renderWithProviders } from '../render-with-providers';
import { aBillingAddress, aHeldCart, anOrder, checkoutBff, ok, refused } from './checkout-fixtures';

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
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

type Routes = Parameters<typeof checkoutBff>[0];

function setUp(routes: Routes = {}, cart: Cart = aHeldCart(inMinutes(15))) {
  const calls = checkoutBff({
    'GET /profiles/billing/addresses': ok([
      aBillingAddress(),
      aBillingAddress({ id: 6, companyName: '', vatCode: 'IT999' }),
    ]),
    'GET /addresses/nations': ok([{ id: 1, name: 'Malta', phonePrefix: '356', isoCode: 'MT' }]),
    'GET /ecommerce/configuration/deliveryMode/AT_HOME': ok({
      deliveryMode: 'AT_HOME',
      paymentMethods: ['CASH', 'BANCOMAT', 'APCOPAY'],
      minNetTotal: 0,
    }),
    'POST /ecommerce/cart/freeze': ok({ order: anOrder() }),
    ...routes,
  });
  const onSlotLost = jest.fn();
  const onPlaced = jest.fn();
  renderWithProviders(
    <DataStep
      cart={cart}
      profile={profile}
      draft={null}
      onLeave={jest.fn()}
      onSlotLost={onSlotLost}
      onPlaced={onPlaced}
    />,
    {
      profile,
    },
  );
  return { calls, onSlotLost, onPlaced };
}

const orderButton = () => screen.getByRole('button', { name: 'Place order' });
const readyToOrder = async (method = 'Cash on delivery') => {
  fireEvent.click(await screen.findByRole('radio', { name: method }));
  fireEvent.click(screen.getByRole('checkbox', { name: /you may replace it with a similar one/ }));
};

beforeEach(() => {
  push.mockReset();
  allowModalDialogs();
});

describe('DataStep (spec §2 step 2, §5 checkout rules)', () => {
  it('prefills the contact data and shows the home-delivery address read-only, the time and the methods', async () => {
    setUp();
    expect(screen.getByLabelText('First name')).toHaveValue('Maria');
    expect(screen.getByLabelText('Last name')).toHaveValue('Borg');
    expect(screen.getByLabelText('E-mail')).toHaveValue('maria@example.com');
    expect(screen.getByLabelText('Mobile phone')).toHaveValue('79123456');
    expect(screen.getByText('Triq il-Kbira 12, Mosta').tagName).toBe('DD');
    expect(screen.getByText('Monday 02/03, 09:00–11:00')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/Slot held for 1[45]:\d\d/);
    for (const method of ['Cash on delivery', 'Card on delivery', 'Online']) {
      expect(await screen.findByRole('radio', { name: method })).toBeInTheDocument();
    }
    expect(screen.queryByRole('checkbox', { name: 'Add the free gift to my order' })).not.toBeInTheDocument();
  });

  it('offers no online payment when the shop takes none (no payment provider), and still places the order', async () => {
    const { calls } = setUp({
      'GET /ecommerce/configuration/deliveryMode/AT_HOME': ok({
        deliveryMode: 'AT_HOME',
        paymentMethods: ['CASH', 'BANCOMAT'],
        minNetTotal: 0,
      }),
    });
    expect(await screen.findByRole('radio', { name: 'Cash on delivery' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Card on delivery' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Online' })).not.toBeInTheDocument();
    await readyToOrder('Card on delivery');
    fireEvent.click(orderButton());
    await waitFor(() => expect(calls.some((call) => call.path === '/ecommerce/cart/freeze')).toBe(true));
    expect(calls.find((call) => call.path === '/ecommerce/cart/freeze')?.body).toMatchObject({
      paymentMode: 'BANCOMAT',
    });
    await waitFor(() => expect(push).toHaveBeenCalledWith('/checkout/confirm?orderId=77'), { timeout: 4000 });
    expect(calls.some((call) => call.path.startsWith('/pay/'))).toBe(false);
  });

  it('offers the gift only when the cart earns it', async () => {
    const held = aHeldCart(inMinutes(15));
    setUp({}, { ...held, giftAvailable: true });
    expect(screen.getByRole('checkbox', { name: 'Add the free gift to my order' })).toBeInTheDocument();
  });

  it('strips emoji and symbols from the notes as they are typed', () => {
    setUp();
    const notes = screen.getByLabelText('Notes for your order');
    fireEvent.change(notes, { target: { value: 'Ring twice 🔔 please ★' } });
    // Issue 30: the space beside a removed emoji goes with it.
    expect(notes).toHaveValue('Ring twice please ');
    expect(notes).toHaveAttribute('maxlength', '50');
  });

  it('counts the notes up to the limit and says when it is reached (issue 30)', () => {
    setUp();
    const notes = screen.getByLabelText('Notes for your order');
    expect(notes).toHaveAccessibleDescription('0/50 characters. Emoji and symbols are left out.');
    fireEvent.change(notes, { target: { value: 'Ring twice' } });
    expect(notes).toHaveAccessibleDescription('10/50 characters. Emoji and symbols are left out.');
    fireEvent.change(notes, { target: { value: 'x'.repeat(50) } });
    expect(notes).toHaveAccessibleDescription(
      '50/50 characters: the limit is reached. Emoji and symbols are left out.',
    );
  });

  it('calls cash and card "at the store" for a pick-up, where nothing is delivered (issue 30)', async () => {
    const held = aHeldCart(inMinutes(15));
    setUp(
      {
        'GET /ecommerce/configuration/deliveryMode/IN_STORE': ok({
          deliveryMode: 'IN_STORE',
          paymentMethods: ['CASH', 'BANCOMAT', 'APCOPAY'],
          minNetTotal: 10,
        }),
      },
      { ...held, deliveryMode: 'IN_STORE' },
    );
    expect(await screen.findByRole('radio', { name: 'Pay at the store' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Card at the store' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Online' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Cash on delivery' })).toBeNull();
  });

  it("confirms the substitution rules with the lines' choices summarised (issue 29)", async () => {
    const held = aHeldCart(inMinutes(15));
    const [first] = held.items;
    if (!first) throw new Error('no line');
    const items = [
      { ...first, replace: false, note: 'Sliced' },
      aWeighedCartItem({ replace: false }),
      aWeighedCartItem({ barcode: '2100033000099', description: 'Tomatoes', note: 'Firm ones' }),
    ];
    setUp({}, { ...held, items });
    const box = await screen.findByRole('checkbox', { name: /you may replace it with a similar one/ });
    expect(box).toHaveAccessibleDescription(
      `2 products will not be replaced: ${first.description} and Artichokes (Qaqoċċ). 2 notes for the picker.`,
    );
  });

  it('keeps the order button disabled until a payment method and the replacement box, and says why', async () => {
    setUp();
    expect(orderButton()).toBeDisabled();
    expect(orderButton()).toHaveAccessibleDescription(
      'Choose a payment method and tick the product-replacement box to place the order.',
    );
    fireEvent.click(await screen.findByRole('radio', { name: 'Cash on delivery' }));
    expect(orderButton()).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: /you may replace it with a similar one/ }));
    expect(orderButton()).toBeEnabled();
  });

  it('refuses an invoice to an incomplete billing address and submits nothing', async () => {
    const { calls } = setUp();
    await readyToOrder();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I need an invoice' }));
    const billing = await screen.findByRole('combobox', { name: 'Billing address' });
    await screen.findByRole('option', { name: /IT999/ });
    fireEvent.change(billing, { target: { value: '6' } });
    fireEvent.click(orderButton());
    expect(await screen.findByText(/This billing address is incomplete/)).toBeInTheDocument();
    expect(billing).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.path === '/ecommerce/cart/freeze')).toBe(false);
  });

  it('places the order with an Idempotency-Key under the 3-second overlay, then confirms', async () => {
    const { calls, onPlaced } = setUp();
    await readyToOrder();
    fireEvent.change(screen.getByLabelText('Notes for your order'), { target: { value: ' Ring twice ' } });
    const started = Date.now();
    fireEvent.click(orderButton());
    expect(await screen.findByText('Placing your order…', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === '/ecommerce/cart/freeze')).toBe(true));
    const freeze = calls.find((call) => call.path === '/ecommerce/cart/freeze');
    expect(freeze?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(freeze?.body).toEqual({
      cartId: 41,
      profileEmail: 'maria@example.com',
      profileMobilePhone: '79123456',
      profileMobilePhonePrefix: '356',
      firstName: 'Maria',
      lastName: 'Borg',
      timeSlotId: 101,
      paymentMode: 'CASH',
      notes: 'Ring twice',
      invoice: false,
      enableProductsReplacement: true,
      clientWeb: true,
      gift: false,
    });
    await waitFor(() => expect(push).toHaveBeenCalledWith('/checkout/confirm?orderId=77'), { timeout: 4000 });
    expect(onPlaced).toHaveBeenCalledWith(77);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
  });

  it('keeps the key when the same submission is retried after a failed call', async () => {
    let first = true;
    const { calls } = setUp({
      'POST /ecommerce/cart/freeze': () => {
        if (!first) return ok({ order: anOrder() });
        first = false;
        return {
          status: 502,
          body: { responseCode: 4000, errorMessage: 'Communication error with the server' },
        };
      },
    });
    await readyToOrder();
    fireEvent.click(orderButton());
    // The BFF's 502 does not say whether the API placed the order: the retry is the same attempt.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your order could not be sent. Please try again.',
    );
    fireEvent.click(orderButton());
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/ecommerce/cart/freeze')).toHaveLength(2),
    );
    const [one, two] = calls.filter((call) => call.path === '/ecommerce/cart/freeze');
    expect(two?.headers['idempotency-key']).toBe(one?.headers['idempotency-key']);
  });

  it('starts a new attempt, with a new key, after the API refused one', async () => {
    let first = true;
    const { calls } = setUp({
      'POST /ecommerce/cart/freeze': () => {
        if (!first) return ok({ order: anOrder() });
        first = false;
        return refused(4038, 'Maximum number of bundles in the order exceeded');
      },
    });
    await readyToOrder();
    fireEvent.click(orderButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Maximum number of bundles in the order exceeded',
    );
    fireEvent.click(orderButton());
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/ecommerce/cart/freeze')).toHaveLength(2),
    );
    const [one, two] = calls.filter((call) => call.path === '/ecommerce/cart/freeze');
    expect(two?.headers['idempotency-key']).not.toBe(one?.headers['idempotency-key']);
  });

  it('sends the shopper back to the times when the hold ran out (4029)', async () => {
    const { onSlotLost } = setUp({
      'POST /ecommerce/cart/freeze': refused(4029, 'Time limit to reserve the order exceeded'),
    });
    await readyToOrder();
    fireEvent.click(orderButton());
    await waitFor(() =>
      expect(onSlotLost).toHaveBeenCalledWith(
        'Time limit to reserve the order exceeded. Choose a time again.',
      ),
    );
  });

  it('lists changed prices in the popup (4105)', async () => {
    const changed = aWeighedCartItem({ netPrice: 4.5 });
    setUp({
      'POST /ecommerce/cart/freeze': {
        body: {
          responseCode: 4105,
          errorMessage: 'changed',
          data: { updatedItems: [changed], removedItems: [] },
        },
      },
      'POST /ecommerce/cart/freeze/check': {
        body: {
          responseCode: 4105,
          errorMessage: 'changed',
          data: { updatedItems: [changed], removedItems: [] },
        },
      },
    });
    await readyToOrder();
    fireEvent.click(orderButton());
    expect(await screen.findByRole('dialog')).toHaveTextContent('Artichokes');
  });

  it('notes the card pre-authorisation of weighed goods for an online payment', async () => {
    const held = aHeldCart(inMinutes(15));
    setUp({}, { ...held, items: [aWeighedCartItem()], totalToPay: 7.99, preAuthorisedTotal: 8.29 });
    expect(screen.queryByText(/pre-authorised/)).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('radio', { name: 'Online' }));
    expect(await screen.findByText(/Your card will be pre-authorised for €8.29/)).toBeInTheDocument();
  });
});
