import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FavouriteButton } from '@/components/lists/favourite-button';
import { favouritesQueryKey } from '@/lib/lists/lists';
import { forgetShopper } from '@/lib/session/forget-shopper';
import { checkoutBff, ok } from '../checkout/checkout-fixtures';
import { aProfile } from '../fixtures';
import { LoginDialogProbe, renderWithProviders, testProviders } from '../render-with-providers';
import { aFavourite } from './list-fixtures';

describe('the heart of a product (spec §2 favourites)', () => {
  it('asks a visitor to sign in', async () => {
    const calls = checkoutBff({});
    renderWithProviders(
      <>
        <FavouriteButton barcode="5000000000011" productName="Whole milk 1 l" />
        <LoginDialogProbe />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to favourites: Whole milk 1 l' }));
    expect(await screen.findByText('login open')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('adds, then removes, and says which it will do', async () => {
    const calls = checkoutBff({
      'POST /slists/products/favorite/add': ok([aFavourite()]),
      'POST /slists/products/favorite/delete': ok([]),
    });
    const { queryClient } = renderWithProviders(
      <FavouriteButton barcode="5000000000011" productName="Whole milk 1 l" />,
      { profile: aProfile() },
    );
    queryClient.setQueryData(favouritesQueryKey, []);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to favourites: Whole milk 1 l' }));
    const remove = await screen.findByRole('button', { name: 'Remove from favourites: Whole milk 1 l' });
    expect(calls.at(-1)?.body).toEqual({ barcode: '5000000000011' });
    fireEvent.click(remove);
    await screen.findByRole('button', { name: 'Add to favourites: Whole milk 1 l' });
    expect(calls.map((call) => call.path)).toEqual([
      '/slists/products/favorite/add',
      '/slists/products/favorite/delete',
    ]);
  });

  it('is forgotten at logout with the rest of the shopper (spec §4 logout)', async () => {
    checkoutBff({});
    const { Wrapper, queryClient } = testProviders({ profile: aProfile() });
    queryClient.setQueryData(favouritesQueryKey, [aFavourite()]);
    queryClient.setQueryData(['smartlists'], []);
    render(<FavouriteButton barcode="5000000000011" productName="Whole milk 1 l" />, { wrapper: Wrapper });
    await screen.findByRole('button', { name: 'Remove from favourites: Whole milk 1 l' });
    forgetShopper(queryClient);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add to favourites: Whole milk 1 l' })).toBeInTheDocument(),
    );
    expect(queryClient.getQueryData(favouritesQueryKey)).toBeUndefined();
    expect(queryClient.getQueryData(['smartlists'])).toBeUndefined();
  });
});
