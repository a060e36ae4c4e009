import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { OrdersScreen } from '@/components/orders/orders-screen';
import { allowModalDialogs } from '../account/signup-fixtures';
import { aCartItem, aWeighedCartItem } from '../cart/cart-fixtures';
import { checkoutBff, ok, refused } from '../checkout/checkout-fixtures';
import { aProfile } from '../fixtures';
import { renderWithProviders } from '../render-with-providers';
import { anOrderDetail, anOrderPage } from './order-fixtures';

const mockPush = jest.fn();
const mockReplace = jest.fn();
jest.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ push: mockPush, replace: mockReplace }),
  Link: ({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) => (
    <a href={`/app${href}`} className={className}>
      {children}
    </a>
  ),
}));

const at = (query: string) => window.history.replaceState(null, '', `/app/orders${query}`);

function renderOrders(routes: Parameters<typeof checkoutBff>[0]) {
  const calls = checkoutBff(routes);
  const view = renderWithProviders(<OrdersScreen />, { profile: aProfile() });
  return { ...view, calls };
}

beforeAll(allowModalDialogs);

beforeEach(() => {
  mockPush.mockReset();
  mockReplace.mockReset();
  at('');
});

describe('the order list (spec §2 Orders)', () => {
  it('asks a visitor to sign in', () => {
    checkoutBff({});
    renderWithProviders(<OrdersScreen />);
    expect(screen.getByRole('heading', { name: 'Sign in to see your orders' })).toBeInTheDocument();
  });

  it('lists a page of five orders, each a link to its detail', async () => {
    const { calls } = renderOrders({ 'GET /ecommerce/orders': ok(anOrderPage(0, 1)) });
    const list = await screen.findByRole('list', { name: 'Orders' });
    expect(within(list).getAllByRole('link')).toHaveLength(5);
    const first = within(list).getByRole('link', { name: /Order W-000100/ });
    expect(first).toHaveAttribute('href', '?orderId=100');
    expect(first).toHaveTextContent('Received');
    expect(first).toHaveTextContent('Pick-up in store · Birkirkara');
    expect(first).toHaveTextContent('€10.90');
    expect(calls[0]?.path).toBe('/ecommerce/orders?s=5&p=0');
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
  });

  it('opens an order in place and returns to the list page it came from', async () => {
    at('?p=2');
    renderOrders({
      'GET /ecommerce/orders': ok(anOrderPage(1, 3)),
      'GET /ecommerce/orders/95/fetch': ok(anOrderDetail({ id: 95, code: 'W-000095' })),
    });
    fireEvent.click(await screen.findByRole('link', { name: /Order W-000095/ }));
    expect(window.location.search).toBe('?orderId=95&p=2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Order W-000095' })).toHaveFocus();
    fireEvent.click(screen.getByRole('link', { name: 'All orders' }));
    expect(window.location.search).toBe('?p=2');
    expect(await screen.findByRole('list', { name: 'Orders' })).toBeInTheDocument();
  });

  it('says so when there is no order yet, with a way to the shop', async () => {
    renderOrders({ 'GET /ecommerce/orders': ok({ data: [], totalPages: 0, number: 0, last: true }) });
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/app/');
  });

  it('pages 12 pages with the first and last page, the current ±2 and arrows (spec §9)', async () => {
    at('?p=7');
    const { calls } = renderOrders({ 'GET /ecommerce/orders': ok(anOrderPage(6, 12)) });
    const pager = await screen.findByRole('navigation', { name: 'Order pages' });
    expect(calls[0]?.path).toBe('/ecommerce/orders?s=5&p=6');
    const pages = within(pager)
      .getAllByRole('link', { name: /^Page / })
      .map((link) => link.textContent);
    expect(pages).toEqual(['1', '5', '6', '7', '8', '9', '12']);
    expect(within(pager).getByRole('link', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(pager).getByRole('link', { name: 'Page 12' }));
    expect(window.location.search).toBe('?p=12');
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/ecommerce/orders?s=5&p=11'));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page'),
    );
    // Back returns to page 7.
    window.history.back();
    await waitFor(() => expect(window.location.search).toBe('?p=7'));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('answers a page past the end with the last page (spec §2: only 0..totalPages-1)', async () => {
    at('?p=40');
    renderOrders({ 'GET /ecommerce/orders': ok({ data: [], totalPages: 12, number: 39, last: true }) });
    await waitFor(() => expect(window.location.search).toBe('?p=12'));
  });

  it('opens ?message= in a popup with a close button', async () => {
    at('?message=Your%20payment%20was%20received');
    renderOrders({ 'GET /ecommerce/orders': ok(anOrderPage(0, 1)) });
    const popup = screen.getByRole('dialog', { name: 'A message about your orders' });
    expect(popup).toHaveTextContent('Your payment was received');
    fireEvent.click(within(popup).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.search).toBe('');
  });
});

describe('an order in full (spec §2 Orders detail, issue 29 item 2)', () => {
  beforeEach(() => at('?orderId=77&p=2'));

  it('shows the facts, the timeline in Malta time, the next step and the lines ordered', async () => {
    renderOrders({ 'GET /ecommerce/orders/77/fetch': ok(anOrderDetail()) });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Order W-000077' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '?p=2');
    const facts = screen.getByText('Placed').closest('dl')!;
    expect(facts).toHaveTextContent('Placed01/03/2026 11:00');
    expect(facts).toHaveTextContent('Delivery modePick-up in store');
    expect(facts).toHaveTextContent('TimeMonday 02/03, 10:00–12:00');
    // A pick-up order is paid at the store, as the checkout said (issue 30 item 12).
    expect(facts).toHaveTextContent('PaymentPay at the store');
    expect(
      screen.getByText('Your order will be prepared for Monday 02/03, 10:00–12:00.'),
    ).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'Progress' });
    expect(within(timeline).getByRole('listitem')).toHaveTextContent('Received01/03/2026 11:00 · by you');
    const lines = screen.getByRole('region', { name: 'Products ordered' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(lines).toHaveTextContent('0.75 kg');
    expect(screen.getByRole('region', { name: 'Totals' })).toHaveTextContent('Total€8.89');
  });

  it('names the product a substitute replaces, from the API', async () => {
    const detail = anOrderDetail({
      status: 'ISSUING_RECEIPT',
      actions: { abort: false, pay: false, reorder: true },
      operatorCart: { netTotal: 4.2, depositTotal: 0, total: 4.2, totalToPay: 4.2, payed: 0 },
      preparedCartItems: [
        { ...aCartItem({ status: 'danger' }), operatorAmount: 0, operatorTotal: 0, substituteFor: null },
        {
          ...aCartItem({ barcode: '5350000000099', description: 'Kinnie (6 × 250 ml)' }),
          operatorAmount: 1,
          operatorTotal: 4.2,
          substituteFor: { barcode: aCartItem().barcode, description: 'Ġbejniet Friski (pack of 3)' },
        },
      ],
    });
    renderOrders({ 'GET /ecommerce/orders/77/fetch': ok(detail) });
    const lines = await screen.findByRole('region', { name: 'Products prepared' });
    const [, substitute] = within(lines).getAllByRole('listitem');
    expect(substitute).toHaveTextContent('Kinnie (6 × 250 ml)Substitute');
    expect(substitute).toHaveTextContent('Instead of Ġbejniet Friski (pack of 3)');
  });

  /** Picked: one line not supplied, one replaced by a substitute (the prepared cart's own shape). */
  function aPreparedOrder() {
    const replaced = aWeighedCartItem({ status: 'danger' });
    return anOrderDetail({
      status: 'TO_BE_COLLECTED',
      actions: { abort: false, pay: false, reorder: true },
      operatorCart: { netTotal: 4.2, depositTotal: 0, total: 4.2, totalToPay: 4.2, payed: 0 },
      preparedCartItems: [
        { ...aCartItem({ status: 'danger' }), operatorAmount: 0, operatorTotal: 0, substituteFor: null },
        { ...replaced, operatorAmount: 0, operatorTotal: 0, substituteFor: null },
        {
          ...aCartItem({ barcode: '5350000000099', description: 'Kinnie (6 × 250 ml)' }),
          operatorAmount: 1,
          operatorTotal: 4.2,
          substituteFor: { barcode: replaced.barcode, description: replaced.description },
        },
      ],
    });
  }

  it.each([
    ['en', 'Not available', 'Replaced', 'With Kinnie (6 × 250 ml)', 'Products prepared'],
    ['it', 'Non disponibile', 'Sostituito', 'Con Kinnie (6 × 250 ml)', 'Prodotti preparati'],
  ] as const)(
    'in %s says a replaced line was replaced and names its substitute; one not supplied is not available',
    async (locale, notAvailable, replacedText, withSubstitute, heading) => {
      checkoutBff({ 'GET /ecommerce/orders/77/fetch': ok(aPreparedOrder()) });
      renderWithProviders(<OrdersScreen />, { profile: aProfile(), locale });
      const lines = await screen.findByRole('region', { name: heading });
      const [missing, replaced] = within(lines).getAllByRole('listitem');
      expect(missing?.querySelector('s')).toHaveTextContent('Ġbejniet Friski (pack of 3)');
      expect(missing).toHaveTextContent(notAvailable);
      expect(missing).not.toHaveTextContent(replacedText);
      expect(replaced?.querySelector('s')).toHaveTextContent(aWeighedCartItem().description);
      expect(replaced).toHaveTextContent(replacedText);
      expect(replaced).toHaveTextContent(withSubstitute);
      expect(replaced).not.toHaveTextContent(notAvailable);
    },
  );

  it('after picking lists what was prepared: not available struck through, a substitute, the final total', async () => {
    const detail = anOrderDetail({
      status: 'TO_BE_COLLECTED',
      history: [
        { status: 'TO_BE_PREPARED', at: '2026-03-01T10:00:00Z', actor: 'customer', note: null },
        { status: 'IN_PREPARATION', at: '2026-03-02T07:30:00Z', actor: 'staff', note: null },
        { status: 'TO_BE_COLLECTED', at: '2026-03-02T08:10:00Z', actor: 'staff', note: null },
      ],
      actions: { abort: false, pay: false, reorder: true },
      operatorCart: { netTotal: 4.2, depositTotal: 0, total: 4.2, totalToPay: 4.2, payed: 0 },
      preparedCartItems: [
        { ...aCartItem({ status: 'danger' }), operatorAmount: 0, operatorTotal: 0 },
        {
          ...aCartItem({ barcode: '5350000000099', description: 'Kinnie (6 × 250 ml)' }),
          operatorAmount: 1,
          operatorTotal: 4.2,
        },
      ],
    });
    renderOrders({ 'GET /ecommerce/orders/77/fetch': ok(detail) });
    expect(await screen.findByText('Ready for collection at Birkirkara from 10:00.')).toBeInTheDocument();
    const lines = screen.getByRole('region', { name: 'Products prepared' });
    const [missing, substitute] = within(lines).getAllByRole('listitem');
    expect(missing?.querySelector('s')).toHaveTextContent('Ġbejniet Friski (pack of 3)');
    expect(missing).toHaveTextContent('Not available');
    expect(substitute).toHaveTextContent('Kinnie (6 × 250 ml)Substitute');
    expect(screen.getByRole('region', { name: 'Totals' })).toHaveTextContent('Final total€4.20');
    const steps = within(screen.getByRole('region', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('span span')?.textContent)).toEqual([
      'Received',
      'Being prepared',
      'Ready for collection',
    ]);
    expect(screen.queryByRole('button', { name: 'Abort order' })).not.toBeInTheDocument();
  });

  it('says what was held on the card, taken, released and left to pay on delivery (issue 29 item 6)', async () => {
    const detail = anOrderDetail({
      status: 'ISSUING_RECEIPT',
      paymentMode: 'APCOPAY',
      actions: { abort: false, pay: false, reorder: true },
      payment: { authorised: 9.78, captured: 9.1, released: 0.68, refunded: null, dueOnDelivery: null },
    });
    renderOrders({ 'GET /ecommerce/orders/77/fetch': ok(detail) });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Held on your card€9.78');
    expect(payment).toHaveTextContent('Taken from your card€9.10');
    expect(payment).toHaveTextContent('Released back to your card€0.68');
    expect(payment).not.toHaveTextContent('Refunded');
    expect(payment).not.toHaveTextContent('To pay on delivery');
  });

  it('shows the final amount due for cash on delivery, and no payment section before picking', async () => {
    const cash = anOrderDetail({
      status: 'ISSUING_RECEIPT',
      actions: { abort: false, pay: false, reorder: true },
      payment: { authorised: null, captured: null, released: null, refunded: null, dueOnDelivery: 9.12 },
    });
    renderOrders({ 'GET /ecommerce/orders/77/fetch': ok(cash) });
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('To pay on delivery€9.12');
    expect(payment).not.toHaveTextContent('Held on your card');
  });

  it('has no payment section while nothing has moved', async () => {
    renderOrders({ 'GET /ecommerce/orders/77/fetch': ok(anOrderDetail()) });
    await screen.findByRole('heading', { level: 2, name: 'Order W-000077' });
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
  });

  it('aborts after a confirmation: the toast and the new status', async () => {
    const { calls } = renderOrders({
      'GET /ecommerce/orders/77/fetch': ok(anOrderDetail()),
      'POST /ecommerce/cart/abort': ok(
        anOrderDetail({
          status: 'ABORTED',
          actions: { abort: false, pay: false, reorder: true },
        }),
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Abort order' }));
    const confirm = screen.getByRole('dialog', { name: 'Abort order W-000077?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, abort the order' }));
    expect(await screen.findByText('Order successfully aborted')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ orderId: 77, version: 1 });
    expect(screen.getByRole('heading', { level: 2 }).parentElement).toHaveTextContent('Aborted');
    expect(screen.queryByRole('button', { name: 'Abort order' })).not.toBeInTheDocument();
  });

  it('says why an abort failed and that something went wrong (spec §8)', async () => {
    renderOrders({
      'GET /ecommerce/orders/77/fetch': ok(anOrderDetail()),
      'POST /ecommerce/cart/abort': refused(4205, 'Wrong order status'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Abort order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, abort the order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong order status');
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
  });

  it('orders again: the changes popup of a 4105, then the cart', async () => {
    const removed = aCartItem({ barcode: '5350000000002', description: 'Imqaret (pack of 4)' });
    renderOrders({
      'GET /ecommerce/orders/77/fetch': ok(anOrderDetail()),
      'GET /ecommerce/cart/copy-order/77': {
        body: {
          responseCode: 4105,
          data: { ...anOrderDetail().cart, updatedItems: [], removedItems: [removed] },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Order again' }));
    const popup = await screen.findByRole('dialog');
    expect(popup).toHaveTextContent('Imqaret (pack of 4)');
    fireEvent.click(within(popup).getAllByRole('button', { name: 'Close' })[0]!);
    expect(mockPush).toHaveBeenCalledWith('/cart');
  });

  it('says an order of someone else is not found', async () => {
    renderOrders({
      'GET /ecommerce/orders/77/fetch': {
        status: 404,
        body: { responseCode: 4004, errorMessage: 'Not found' },
      },
    });
    expect(await screen.findByText('This order was not found among yours.')).toBeInTheDocument();
  });
});
