import { screen, within } from '@testing-library/react';
import { CartSummary } from '@/components/cart/cart-summary';
import { ProductCard } from '@/components/catalogue/product-card';
import { ProductDetail } from '@/components/catalogue/product-detail';
import { OrderSummary } from '@/components/checkout/order-summary';
import { OrderLines } from '@/components/orders/order-lines';
import { checkoutBff } from '../checkout/checkout-fixtures';
import { aProduct, aProfile } from '../fixtures';
import { anOrderDetail } from '../orders/order-fixtures';
import { renderWithProviders } from '../render-with-providers';
import { aCart, aCartItem } from './cart-fixtures';
import type * as Navigation from '@/i18n/navigation';

// The cards' buy buttons read the router; nothing here navigates.
jest.mock('@/i18n/navigation', () => ({
  ...jest.requireActual<typeof Navigation>('@/i18n/navigation'),
  useRouter: () => ({ push: jest.fn() }),
}));

/**
 * The BCRS deposit on the storefront (README: Deposit on drink containers): a note beside the
 * price, and its own row in the cart's, the checkout's and the order's totals.
 */

const cola = aProduct({ description: 'Kinnie 1.5L', depositUnits: 1 });
const sixPack = aProduct({ description: 'Cisk Lager 6 x 33cl', depositUnits: 6 });

/** Two colas and a six-pack with €0.80 of deposit: the API's total includes it. */
const withDeposit = aCart({
  items: [
    aCartItem({ ...cola, rowDeposit: 0.2 }),
    aCartItem({ ...sixPack, barcode: '5350000000077', rowDeposit: 0.6 }),
  ],
  netTotal: 11.8,
  depositTotal: 0.8,
  total: 17.6,
  totalToPay: 17.6,
  preAuthorisedTotal: 17.6,
});

const rowsOf = (container: HTMLElement) =>
  within(container)
    .getAllByRole('term')
    .map((term) => `${term.textContent ?? ''}: ${term.nextElementSibling?.textContent ?? ''}`);

describe('the deposit beside the price', () => {
  it('says what one container carries on a card, and all containers of a multipack', () => {
    renderWithProviders(<ProductCard product={cola} />);
    expect(screen.getByText('plus €0.10 deposit')).toBeInTheDocument();
    renderWithProviders(<ProductCard product={sixPack} />);
    expect(screen.getByText('plus €0.60 deposit')).toBeInTheDocument();
  });

  it('says it on the product page, in Italian too, and nothing for a product without containers', () => {
    renderWithProviders(<ProductDetail product={sixPack} />, { locale: 'it' });
    expect(screen.getByText('più €0,60 di cauzione')).toBeInTheDocument();
    renderWithProviders(<ProductCard product={aProduct({ description: 'Ftira' })} />);
    expect(screen.queryByText(/deposit/)).not.toBeInTheDocument();
  });
});

describe('the deposit as its own line of the totals', () => {
  beforeEach(() => checkoutBff({}));

  it('shows it above the total on the cart page', () => {
    renderWithProviders(<CartSummary cart={withDeposit} />, { profile: aProfile() });
    const rows = rowsOf(screen.getByRole('region', { name: 'Summary' }));
    expect(rows.slice(1, 5)).toEqual([
      'Products: €11.80',
      'Delivery: €5.00',
      'Deposit (BCRS): €0.80',
      'Total: €17.60',
    ]);
  });

  it('shows it above the total to pay at checkout, in Italian', () => {
    renderWithProviders(<OrderSummary cart={withDeposit} online={false} />, {
      profile: aProfile(),
      locale: 'it',
    });
    const rows = rowsOf(screen.getByRole('region', { name: 'Riepilogo' }));
    expect(rows.slice(-2)).toEqual(['Cauzione (BCRS): €0,80', 'Totale da pagare: €17,60']);
  });

  it("shows it in an order's totals", () => {
    const ordered = anOrderDetail({ cart: { ...withDeposit, fees: [] } });
    const { unmount } = renderWithProviders(<OrderLines order={ordered} />);
    expect(rowsOf(screen.getByRole('region', { name: 'Totals' }))).toEqual([
      'Products: €11.80',
      'Deposit (BCRS): €0.80',
      'Total: €17.60',
    ]);
    unmount();
  });

  it('adds no line to a cart without containers', () => {
    renderWithProviders(<CartSummary cart={aCart()} />, { profile: aProfile() });
    expect(screen.queryByText('Deposit (BCRS)')).not.toBeInTheDocument();
  });
});
