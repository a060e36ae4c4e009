import { screen } from '@testing-library/react';
import { useLoginDialog } from '@/components/layout/login-dialog-context';
import { PENDING_PRODUCT_STORAGE_KEY } from '@/lib/cart/pending-product';
import { renderWithProviders } from '../render-with-providers';

function PendingProbe() {
  const { pendingProduct } = useLoginDialog();
  return <p>{pendingProduct ? `${pendingProduct.barcode} × ${pendingProduct.amount}` : 'nothing pending'}</p>;
}

describe('login dialog context', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reads back the product the tab remembered', () => {
    window.sessionStorage.setItem(
      PENDING_PRODUCT_STORAGE_KEY,
      JSON.stringify({ barcode: '5350000000001', amount: 0.5 }),
    );
    renderWithProviders(<PendingProbe />);
    expect(screen.getByText('5350000000001 × 0.5')).toBeInTheDocument();
  });

  it.each([
    ['not JSON', '{barcode'],
    ['no barcode', JSON.stringify({ amount: 1 })],
    ['an empty barcode', JSON.stringify({ barcode: '', amount: 1 })],
    ['a zero amount', JSON.stringify({ barcode: '5350000000001', amount: 0 })],
    ['an amount as text', JSON.stringify({ barcode: '5350000000001', amount: '2' })],
  ])('ignores a remembered value with %s', (_, raw) => {
    window.sessionStorage.setItem(PENDING_PRODUCT_STORAGE_KEY, raw);
    renderWithProviders(<PendingProbe />);
    expect(screen.getByText('nothing pending')).toBeInTheDocument();
  });
});
