import { screen, within } from '@testing-library/react';
import { OrderLines } from '@/components/orders/order-lines';
import { aCart } from '../cart/cart-fixtures';
import { renderWithProviders } from '../render-with-providers';
import { anOrderDetail } from './order-fixtures';

const rowsOf = (container: HTMLElement) =>
  within(container)
    .getAllByRole('term')
    .map((term) => `${term.textContent ?? ''}: ${term.nextElementSibling?.textContent ?? ''}`);

/** €40 of goods, €5 delivery, a 5 € voucher and €0.60 of deposit: the API's total is €40.60. */
const placed = aCart({
  netTotal: 40,
  depositTotal: 0.6,
  total: 40.6,
  totalToPay: 40.6,
  coupons: [{ id: 7, description: '5 € loyalty voucher', kind: 'VOUCHER', discount: 5 }],
});

describe("an order's totals as placed (spec §2 order detail)", () => {
  it('lists the delivery fee and the coupons it claimed between the goods and the total', () => {
    renderWithProviders(<OrderLines order={anOrderDetail({ cart: placed })} />);
    expect(rowsOf(screen.getByRole('region', { name: 'Totals' }))).toEqual([
      'Products: €40.00',
      'Delivery: €5.00',
      '5 € loyalty voucher: −€5.00',
      'Deposit (BCRS): €0.60',
      'Total: €40.60',
    ]);
  });

  it('leaves out a fee the order was over the threshold of, in Italian too', () => {
    const free = aCart({ netTotal: 80, total: 80, totalToPay: 80 });
    renderWithProviders(<OrderLines order={anOrderDetail({ cart: free })} />, { locale: 'it' });
    expect(rowsOf(screen.getByRole('region', { name: 'Totali' }))).toEqual([
      'Prodotti: €80,00',
      'Totale: €80,00',
    ]);
  });
});
