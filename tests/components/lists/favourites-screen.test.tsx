import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FavouritesScreen } from '@/components/lists/favourites-screen';
import { favouritesQueryKey } from '@/lib/lists/lists';
import { checkoutBff, ok } from '../checkout/checkout-fixtures';
import { aProfile } from '../fixtures';
import { renderWithProviders, testProviders } from '../render-with-providers';
import { aFavourite } from './list-fixtures';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) => (
    <a href={`/app${href}`} className={className}>
      {children}
    </a>
  ),
}));

const bread = aFavourite({ id: 6, barcode: '5000000000028', description: 'Maltese bread', imageUrl: null });

describe('the favourites page (spec §2 favourites)', () => {
  it('asks a visitor to sign in', () => {
    checkoutBff({});
    renderWithProviders(<FavouritesScreen />);
    expect(screen.getByRole('heading', { name: 'Sign in to see your favourites' })).toBeInTheDocument();
  });

  it('shows image placeholder, description linking the product, barcode, and removes one', async () => {
    const calls = checkoutBff({ 'POST /slists/products/favorite/delete': ok([bread]) });
    const { Wrapper, queryClient } = testProviders({ profile: aProfile() });
    queryClient.setQueryData(favouritesQueryKey, [aFavourite(), bread]);
    render(<FavouritesScreen />, { wrapper: Wrapper });
    const table = screen.getByRole('table', { name: 'Your favourite products' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(table).getAllByRole('img', { name: 'No image available' })).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'Maltese bread' })).toHaveAttribute(
      'href',
      '/app/product/5000000000028',
    );
    expect(within(table).getByText('5000000000011')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Whole milk 1 l from favourites' }));
    await waitFor(() => expect(screen.queryByText('Whole milk 1 l')).not.toBeInTheDocument());
    expect(calls[0]?.body).toEqual({ barcode: '5000000000011' });
  });

  it('says when there are none', () => {
    checkoutBff({});
    const { Wrapper, queryClient } = testProviders({ profile: aProfile() });
    queryClient.setQueryData(favouritesQueryKey, []);
    render(<FavouritesScreen />, { wrapper: Wrapper });
    expect(screen.getByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();
  });

  it('warns on the row of a favourite that contains an allergen the customer avoids (issue 33)', () => {
    checkoutBff({});
    const avoidsMilk = aProfile({ preferences: { storeId: null, avoidAllergens: ['MILK'] } });
    const { Wrapper, queryClient } = testProviders({ profile: avoidsMilk });
    queryClient.setQueryData(favouritesQueryKey, [aFavourite(), { ...bread, allergens: ['GLUTEN'] }]);
    render(<FavouritesScreen />, { wrapper: Wrapper });
    const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr');
    expect(rowOf('Whole milk 1 l')).toHaveTextContent('Contains milk, which you avoid');
    expect(rowOf('Maltese bread')).not.toHaveTextContent('which you avoid');
  });
});
