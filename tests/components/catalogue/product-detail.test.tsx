import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ProductDetail } from '@/components/catalogue/product-detail';
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
const amountInput = () => screen.getByRole('textbox', { name: /quantity/i });
const increase = () => fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
const decrease = () => fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));

describe('ProductDetail', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows name as the page heading, brand, photo, price, price per unit and barcode', () => {
    renderWithProviders(<ProductDetail product={aProduct({ pricePerUm: 0.98, umPerUm: 'PZ' })} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ġbejniet Friski (pack of 3)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ġbejniet Friski (pack of 3)' })).toHaveAttribute(
      'src',
      '/app/media/products/5350000000001.svg',
    );
    expect(screen.getByTestId('product-price')).toHaveTextContent('€2.95');
    expect(screen.getByText('Price per unit: €0.98 / pc')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Product details' });
    expect(within(details).getByText('5350000000001')).toBeInTheDocument();
    expect(within(details).getAllByText('Ta’ Rikardu')).toHaveLength(1);
    expect(within(details).getByText('Piece')).toBeInTheDocument();
    expect(within(details).getByText('In stock')).toBeInTheDocument();
    expect(screen.getByText('Up to 30 pieces per order.')).toBeInTheDocument();
  });

  it('shows the placeholder when the product has no photo or it is broken', () => {
    const { unmount } = renderWithProviders(<ProductDetail product={aProduct({ imageUrl: null })} />);
    expect(screen.getByRole('img', { name: 'No image available' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<ProductDetail product={aProduct()} />);
    fireEvent.error(screen.getByRole('img', { name: 'Ġbejniet Friski (pack of 3)' }));
    expect(screen.getByRole('img', { name: 'No image available' })).toBeInTheDocument();
  });

  it('strikes the old price through and names the offer of a discounted product', () => {
    const promotions = [{ valueType: 'PERCENTAGE', value: 22, quantity: null, description: '-22%' }];
    renderWithProviders(<ProductDetail product={aProduct({ price: 1.65, netPrice: 1.29, promotions })} />);
    expect(screen.getByText('€1.65').closest('s')).not.toBeNull();
    expect(screen.getByTestId('product-price')).toHaveTextContent('€1.29');
    expect(screen.getByText('-22%')).toBeInTheDocument();
    expect(screen.getByText('Offer: -22%')).toBeInTheDocument();
  });

  it('names a multi-buy offer on the badge and in the offer note, at the list price', () => {
    const promotions = [{ valueType: 'MULTI_BUY', value: 1.5, quantity: 2, description: '2 for €1.50' }];
    const { container } = renderWithProviders(
      <ProductDetail product={aProduct({ price: 0.99, netPrice: 0.99, promotions })} />,
    );
    expect(screen.getByText('2 for €1.50')).toBeInTheDocument();
    expect(screen.getByText('Offer: 2 for €1.50')).toBeInTheDocument();
    expect(screen.getByTestId('product-price')).toHaveTextContent('€0.99');
    expect(container.querySelector('s')).toBeNull();
  });

  it("reads just 'Offer' for a promotion of unknown type, without its text", () => {
    const promotions = [{ valueType: 'UNKNOWN', value: null, quantity: null, description: '3 for 2' }];
    renderWithProviders(<ProductDetail product={aProduct({ promotions })} />);
    expect(screen.getByText('Offer')).toBeInTheDocument();
    expect(screen.queryByText(/3 for 2/)).not.toBeInTheDocument();
  });

  it('shows no old price and no offer for a product at its list price', () => {
    const { container } = renderWithProviders(<ProductDetail product={aProduct()} />);
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText(/offer/i)).not.toBeInTheDocument();
  });

  it("labels an unavailable product 'Out of stock' and disables buying, saying why", () => {
    renderWithProviders(<ProductDetail product={aProduct({ available: false })} />);
    expect(screen.getAllByText('Out of stock')).toHaveLength(2);
    expect(buyButton()).toBeDisabled();
    expect(buyButton()).toHaveAccessibleDescription('Out of stock');
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('lists the tags when the product has some', () => {
    renderWithProviders(<ProductDetail product={aProduct({ tags: ['maltese', 'vegetarian'] })} />);
    const details = screen.getByRole('region', { name: 'Product details' });
    expect(within(details).getByRole('list')).toHaveTextContent('maltesevegetarian');
  });

  it('names the tags the shop knows in the page language, others as the data has them', () => {
    renderWithProviders(<ProductDetail product={aProduct({ tags: ['local', 'maltese'] })} />, {
      locale: 'it',
    });
    const details = screen.getByRole('region', { name: 'Dettagli del prodotto' });
    expect(within(details).getByRole('list')).toHaveTextContent('Prodotti localimaltese');
  });

  it('sells weighed goods in kg: from minWeight by umStep up to maxAmount', () => {
    renderWithProviders(<ProductDetail product={aWeighedProduct({ maxAmount: 1 })} />);
    expect(screen.getByTestId('product-price').parentElement).toHaveTextContent('€3.99 / kg');
    expect(screen.getByText('Price per unit: €3.99 / kg')).toBeInTheDocument();
    expect(
      screen.getByText('Sold by weight: from 0.50 kg in steps of 0.25 kg, up to 1.00 kg.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Weight (kg)')).toBeInTheDocument();
    expect(amountInput()).toHaveValue('0.5');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    increase();
    expect(amountInput()).toHaveValue('0.75');
    increase();
    expect(amountInput()).toHaveValue('1');
    increase();
    expect(amountInput()).toHaveValue('1');
    expect(screen.getByText('Maximum amount reached')).toBeInTheDocument();
    decrease();
    decrease();
    expect(amountInput()).toHaveValue('0.5');
  });

  it('says there is no upper limit when a weighed product has no maxAmount', () => {
    renderWithProviders(
      <ProductDetail product={aWeighedProduct({ maxAmount: null, minWeight: null, umStep: 0.1 })} />,
    );
    expect(screen.getByText('Sold by weight: from 0.10 kg in steps of 0.10 kg.')).toBeInTheDocument();
  });

  it('remembers the product with the chosen weight and opens the login when a visitor buys', async () => {
    renderWithProviders(
      <>
        <ProductDetail product={aWeighedProduct()} />
        <LoginDialogProbe />
      </>,
    );
    increase();
    fireEvent.click(buyButton());
    expect(await screen.findByText('login open')).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem(PENDING_PRODUCT_STORAGE_KEY) ?? 'null')).toEqual({
      barcode: '2100033000003',
      amount: 0.75,
      purchaseUm: 'KG',
    });
  });

  it('remembers the product and sends a signed-in customer without a cart to open one', async () => {
    document.cookie = 'signedIn=1';
    fakeBff({ 'GET /ecommerce/cart/current': ok(null) });
    renderWithProviders(
      <>
        <ProductDetail product={aProduct()} />
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

  it('writes prices, weights and the offer the Italian way under /it', () => {
    const product = aWeighedProduct({
      price: 3.99,
      netPrice: 1.59,
      promotions: [{ valueType: 'FIXED_PRICE', value: 1.59, quantity: null, description: 'Now €1.59/kg' }],
    });
    renderWithProviders(<ProductDetail product={product} />, { locale: 'it' });
    expect(screen.getByTestId('product-price')).toHaveTextContent('€1,59');
    expect(screen.getByText('€3,99')).toBeInTheDocument();
    expect(screen.getAllByText('Ora €1,59/kg').length).toBeGreaterThan(0);
    expect(
      screen.getByText('Venduto a peso: da 0,50 kg con incrementi di 0,25 kg, fino a 1,00 kg.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /quantità/i })).toHaveValue('0,5');
  });
});
