import { screen } from '@testing-library/react';
import { ReplacementSummary } from '@/components/checkout/replacement-summary';
import { aCart, aCartItem } from '../cart/cart-fixtures';
import { renderWithProviders } from '../render-with-providers';

const lines = (count: number, extra = {}) =>
  Array.from({ length: count }, (_, i) =>
    aCartItem({ barcode: `53500000001${i}`, description: `Product ${i + 1}`, ...extra }),
  );

describe("the replacement box's summary of the lines' choices (issue 29)", () => {
  it('says every product may be replaced when no line refuses it, and no notes', () => {
    renderWithProviders(<ReplacementSummary cart={aCart({ items: lines(2) })} />);
    expect(screen.getByText('Every product may be replaced.')).toBeInTheDocument();
    expect(screen.queryByText(/for the picker/)).not.toBeInTheDocument();
  });

  it('counts and names the products not to replace, and the notes, in English plurals', () => {
    const one = [...lines(1, { replace: false, note: 'Ripe' }), ...lines(1)];
    const { unmount } = renderWithProviders(<ReplacementSummary cart={aCart({ items: one })} />);
    expect(screen.getByText('1 product will not be replaced: Product 1.')).toBeInTheDocument();
    expect(screen.getByText('1 note for the picker.')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <ReplacementSummary cart={aCart({ items: lines(3, { replace: false, note: 'x' }) })} />,
    );
    expect(
      screen.getByText('3 products will not be replaced: Product 1, Product 2, and Product 3.'),
    ).toBeInTheDocument();
    expect(screen.getByText('3 notes for the picker.')).toBeInTheDocument();
  });

  it('speaks Italian, with its plurals', () => {
    const { unmount } = renderWithProviders(
      <ReplacementSummary cart={aCart({ items: lines(1, { replace: false, note: 'x' }) })} />,
      { locale: 'it' },
    );
    expect(screen.getByText('1 prodotto non sarà sostituito: Product 1.')).toBeInTheDocument();
    expect(screen.getByText('1 nota per chi prepara la spesa.')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <ReplacementSummary cart={aCart({ items: lines(2, { replace: false, note: 'x' }) })} />,
      {
        locale: 'it',
      },
    );
    expect(screen.getByText('2 prodotti non saranno sostituiti: Product 1 e Product 2.')).toBeInTheDocument();
    expect(screen.getByText('2 note per chi prepara la spesa.')).toBeInTheDocument();
    expect(
      renderWithProviders(<ReplacementSummary cart={aCart({ items: lines(1) })} />, {
        locale: 'it',
      }).getByText('Tutti i prodotti possono essere sostituiti.'),
    ).toBeInTheDocument();
  });
});
