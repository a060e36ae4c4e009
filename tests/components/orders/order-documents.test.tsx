import { screen } from '@testing-library/react';
import { OrderDocuments } from '@/components/orders/order-documents';
import { renderWithProviders } from '../render-with-providers';

describe('OrderDocuments', () => {
  it('links each issued document to its PDF through the BFF', () => {
    renderWithProviders(
      <OrderDocuments
        orderId={12}
        documents={[
          { kind: 'receipt', number: 'R-2026-000123', issuedAt: '2026-03-02T10:00:00Z' },
          { kind: 'invoice', number: 'INV-2026-000045', issuedAt: '2026-03-02T10:00:00Z' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Receipt and invoice' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receipt R-2026-000123 (PDF)' })).toHaveAttribute(
      'href',
      '/app/api/orders/12/documents/receipt',
    );
    expect(screen.getByRole('link', { name: 'VAT invoice INV-2026-000045 (PDF)' })).toHaveAttribute(
      'href',
      '/app/api/orders/12/documents/invoice',
    );
  });

  it('shows nothing before the order is complete', () => {
    renderWithProviders(<OrderDocuments orderId={12} documents={[]} />);
    expect(screen.queryByRole('heading', { name: 'Receipt and invoice' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
