import { screen, within } from '@testing-library/react';
import { CartSummary } from '@/components/cart/cart-summary';
import { OrderSummary } from '@/components/checkout/order-summary';
import { checkoutBff } from '../checkout/checkout-fixtures';
import { aProfile } from '../fixtures';
import { renderWithProviders } from '../render-with-providers';
import { aCart } from './cart-fixtures';

/** €5.90 of goods, €5.00 delivery, a 5 € voucher and a free €0.60 water pack: the API says €5.30. */
const withCoupons = aCart({
  total: 5.3,
  totalToPay: 5.3,
  preAuthorisedTotal: 5.3,
  coupons: [
    { id: 7, description: '5 € loyalty voucher', kind: 'VOUCHER', discount: 5 },
    { id: 8, description: 'Water reward', kind: 'WATER', discount: 0.6 },
  ],
});

/** The summary's terms and values in order, as a shopper reads them. */
const rowsOf = (summary: HTMLElement) =>
  within(summary)
    .getAllByRole('term')
    .map((term) => `${term.textContent ?? ''}: ${term.nextElementSibling?.textContent ?? ''}`);

describe("the coupons applied to a cart (issue 32 item 3), in the cart's and the checkout's summary", () => {
  beforeEach(() => checkoutBff({}));

  it('lists them above the total on the cart page, with the total the API gave', () => {
    renderWithProviders(<CartSummary cart={withCoupons} />, { profile: aProfile() });
    const rows = rowsOf(screen.getByRole('region', { name: 'Summary' }));
    expect(rows.slice(2, 6)).toEqual([
      'Delivery: €5.00',
      '5 € loyalty voucher: −€5.00',
      'Coupon: free pack of water: −€0.60',
      'Total: €5.30',
    ]);
  });

  it('lists them above the total to pay at checkout, in Italian too', () => {
    renderWithProviders(<OrderSummary cart={withCoupons} online={false} />, {
      profile: aProfile(),
      locale: 'it',
    });
    const rows = rowsOf(screen.getByRole('region', { name: 'Riepilogo' }));
    expect(rows.slice(-3)).toEqual([
      '5 € loyalty voucher: −€5,00',
      'Coupon: confezione d’acqua gratuita: −€0,60',
      'Totale da pagare: €5,30',
    ]);
  });

  it('adds no line to a cart without coupons', () => {
    renderWithProviders(<CartSummary cart={aCart()} />, { profile: aProfile() });
    const rows = rowsOf(screen.getByRole('region', { name: 'Summary' }));
    expect(rows.slice(2, 4)).toEqual(['Delivery: €5.00', 'Total: €10.90']);
  });
});
