import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ProductCard } from '@/components/catalogue/product-card';
import { PENDING_PRODUCT_STORAGE_KEY } from '@/lib/cart/pending-product';
import { fakeBff, ok } from '../account/profile/fake-bff';
import { aProduct, aProfile, aWeighedProduct } from '../fixtures';
import { LoginDialogProbe, renderWithProviders } from '../render-with-providers';
import type * as Navigation from '@/i18n/navigation';

const mockPush = jest.fn();
// Buying without a cart goes to /cart/create; links stay Next's own.
jest.mock('@/i18n/navigation', () => ({
  ...jest.requireActual<typeof Navigation>('@/i18n/navigation'),
  useRouter: () => ({ push: mockPush }),
}));

const buyButton = () => screen.getByRole('button', { name: /add to cart/i });

describe('ProductCard', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows description, brand, price and price per unit of measure', () => {
    renderWithProviders(<ProductCard product={aProduct({ pricePerUm: 2.4, umPerUm: 'KG' })} />);
    expect(screen.getByRole('heading', { name: 'Ġbejniet Friski (pack of 3)' })).toBeInTheDocument();
    expect(screen.getByText('Ta’ Rikardu')).toBeInTheDocument();
    expect(screen.getByText('€2.95')).toBeInTheDocument();
    expect(screen.getByText('€2.40 / kg')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ġbejniet Friski (pack of 3)' })).toBeInTheDocument();
  });

  it('leaves the brand out when the product has none', () => {
    renderWithProviders(<ProductCard product={aProduct({ brand: null })} />);
    expect(screen.queryByText('Ta’ Rikardu')).not.toBeInTheDocument();
  });

  it('shows a placeholder when the product has no image', () => {
    renderWithProviders(<ProductCard product={aProduct({ imageUrl: null })} />);
    expect(screen.getByRole('img', { name: 'No image available' })).toBeInTheDocument();
  });

  it('loads the photo lazily unless the card is above the fold', () => {
    const { unmount } = renderWithProviders(<ProductCard product={aProduct()} />);
    expect(screen.getByRole('img', { name: 'Ġbejniet Friski (pack of 3)' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    unmount();
    renderWithProviders(<ProductCard product={aProduct()} priority />);
    const photo = screen.getByRole('img', { name: 'Ġbejniet Friski (pack of 3)' });
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
  });

  it('swaps a broken image for the placeholder', () => {
    renderWithProviders(<ProductCard product={aProduct({ imageUrl: '/app/media/missing.svg' })} />);
    fireEvent.error(screen.getByRole('img', { name: 'Ġbejniet Friski (pack of 3)' }));
    expect(screen.getByRole('img', { name: 'No image available' })).toBeInTheDocument();
  });

  it('strikes through the old price when discounted', () => {
    renderWithProviders(<ProductCard product={aProduct({ price: 2.79, netPrice: 2.09 })} />);
    expect(screen.getByText('€2.79').closest('s')).not.toBeNull();
    expect(screen.getByText('€2.09').closest('s')).toBeNull();
  });

  it('shows no old price when not discounted', () => {
    const { container } = renderWithProviders(<ProductCard product={aProduct()} />);
    expect(container.querySelector('s')).toBeNull();
  });

  it("shows the promotion's description as the offer badge", () => {
    const promotions = [{ valueType: 'PERCENTAGE', value: 25, quantity: null, description: '-25%' }];
    renderWithProviders(<ProductCard product={aProduct({ promotions })} />);
    expect(screen.getByText('-25%')).toBeInTheDocument();
  });

  it("shows a multi-buy offer's own words on the badge and the list price, not struck through", () => {
    const promotions = [{ valueType: 'MULTI_BUY', value: 1.5, quantity: 2, description: '2 for €1.50' }];
    const { container } = renderWithProviders(
      <ProductCard product={aProduct({ price: 0.99, netPrice: 0.99, promotions })} />,
    );
    expect(screen.getByText('2 for €1.50')).toBeInTheDocument();
    expect(screen.queryByText('Offer')).not.toBeInTheDocument();
    expect(screen.getByText('€0.99')).toBeInTheDocument();
    expect(container.querySelector('s')).toBeNull();
  });

  it("reads just 'Offer' for a promotion of unknown type", () => {
    const promotions = [{ valueType: 'UNKNOWN', value: null, quantity: null, description: '2 for €5' }];
    renderWithProviders(<ProductCard product={aProduct({ promotions })} />);
    expect(screen.getByText('Offer')).toBeInTheDocument();
    expect(screen.queryByText('2 for €5')).not.toBeInTheDocument();
  });

  it('shows no offer badge without promotions', () => {
    renderWithProviders(<ProductCard product={aProduct()} />);
    expect(screen.queryByText('Offer')).not.toBeInTheDocument();
  });

  it('labels an unavailable product and disables buying, saying why', () => {
    renderWithProviders(<ProductCard product={aProduct({ available: false })} />);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(buyButton()).toBeDisabled();
    expect(buyButton()).toHaveAccessibleDescription('Out of stock');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('steps piece goods between 1 and maxAmount', () => {
    renderWithProviders(<ProductCard product={aProduct({ maxAmount: 2 })} />);
    const amount = screen.getByRole('textbox', { name: /quantity/i });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    expect(amount).toHaveValue('1');
    expect(decrease).toBeDisabled();

    fireEvent.click(increase);
    expect(amount).toHaveValue('2');
    expect(decrease).toBeEnabled();
    expect(screen.queryByText('Maximum amount reached')).not.toBeInTheDocument();

    fireEvent.click(increase);
    expect(amount).toHaveValue('2');
    expect(screen.getByText('Maximum amount reached')).toBeInTheDocument();

    fireEvent.click(decrease);
    expect(amount).toHaveValue('1');
  });

  it('steps weighed goods by umStep from minWeight', () => {
    renderWithProviders(<ProductCard product={aWeighedProduct()} />);
    const amount = screen.getByRole('textbox', { name: /quantity/i });
    expect(amount).toHaveValue('0.5');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(amount).toHaveValue('0.75');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(amount).toHaveValue('1');
    expect(screen.getByText('Maximum amount reached')).toBeInTheDocument();
  });

  it('accepts at most three characters in the amount input and clamps what is typed', () => {
    renderWithProviders(<ProductCard product={aProduct({ maxAmount: 30 })} />);
    const amount = screen.getByRole('textbox', { name: /quantity/i });
    expect(amount).toHaveAttribute('maxLength', '3');
    fireEvent.change(amount, { target: { value: '99' } });
    fireEvent.blur(amount);
    expect(amount).toHaveValue('30');
    expect(screen.getByText('Maximum amount reached')).toBeInTheDocument();
  });

  it('remembers the product and opens the login modal when a visitor buys', async () => {
    renderWithProviders(
      <>
        <ProductCard product={aProduct()} />
        <LoginDialogProbe />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(buyButton());
    expect(await screen.findByText('login open')).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem(PENDING_PRODUCT_STORAGE_KEY) ?? 'null')).toEqual({
      barcode: '5350000000001',
      amount: 2,
      purchaseUm: 'PZ',
    });
  });

  it('remembers the product and sends a signed-in customer without a cart to open one', async () => {
    document.cookie = 'signedIn=1';
    fakeBff({ 'GET /ecommerce/cart/current': ok(null) });
    renderWithProviders(
      <>
        <ProductCard product={aProduct()} />
        <LoginDialogProbe />
      </>,
      { profile: aProfile() },
    );
    fireEvent.click(buyButton());
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/cart/create'));
    expect(JSON.parse(window.sessionStorage.getItem(PENDING_PRODUCT_STORAGE_KEY) ?? 'null')).toEqual({
      barcode: '5350000000001',
      amount: 1,
      purchaseUm: 'PZ',
    });
    expect(screen.getByText('login closed')).toBeInTheDocument();
  });
});
