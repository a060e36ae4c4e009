import { screen } from '@testing-library/react';
import { ProductCard } from '@/components/catalogue/product-card';
import { ShopFeaturesProvider } from '@/components/layout/shop-features';
import { aProduct } from '../fixtures';
import { renderWithProviders } from '../render-with-providers';
import type * as Navigation from '@/i18n/navigation';

jest.mock('@/i18n/navigation', () => ({
  ...jest.requireActual<typeof Navigation>('@/i18n/navigation'),
  useRouter: () => ({ push: jest.fn() }),
}));

const features = { payments: false, cartUpdate: true };

describe('the smartlist flag on product cards (spec §9: lists on by default)', () => {
  it('shows the heart and the list button with the flag on', () => {
    renderWithProviders(
      <ShopFeaturesProvider features={{ ...features, smartlists: true }}>
        <ProductCard product={aProduct({ description: 'Ftira' })} />
      </ShopFeaturesProvider>,
    );
    expect(screen.getByRole('button', { name: 'Add to favourites: Ftira' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Add to list/ })).toBeInTheDocument();
  });

  it('leaves both out with the flag off', () => {
    renderWithProviders(
      <ShopFeaturesProvider features={{ ...features, smartlists: false }}>
        <ProductCard product={aProduct({ description: 'Ftira' })} />
      </ShopFeaturesProvider>,
    );
    expect(screen.queryByRole('button', { name: /favourites/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /list/ })).not.toBeInTheDocument();
  });
});
