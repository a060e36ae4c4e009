import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AddToList } from '@/components/lists/add-to-list';
import { listsQueryKey } from '@/lib/lists/lists';
import { allowModalDialogs } from '../account/signup-fixtures';
import { checkoutBff, ok } from '../checkout/checkout-fixtures';
import { aProduct, aProfile } from '../fixtures';
import { LoginDialogProbe, renderWithProviders, testProviders } from '../render-with-providers';
import { aList, aListItem } from './list-fixtures';

const bread = aProduct({ id: 5, barcode: '5350000000055', description: 'Ftira' });
const weekly = aList();
const party = aList({ id: 2, title: 'Party', items: [] });
const withBread = (list: typeof weekly) => ({
  ...list,
  items: [...list.items, aListItem({ id: 30, barcode: bread.barcode, description: 'Ftira', amount: 1 })],
});

function renderSignedIn(lists: (typeof weekly)[], routes: Parameters<typeof checkoutBff>[0]) {
  const calls = checkoutBff(routes);
  const { Wrapper, queryClient } = testProviders({ profile: aProfile() });
  queryClient.setQueryData(listsQueryKey, lists);
  render(<AddToList product={bread} />, { wrapper: Wrapper });
  return calls;
}

beforeAll(allowModalDialogs);

describe("a product's list button (issue 32: 'Add to list' / 'In your list')", () => {
  it('asks a visitor to sign in', async () => {
    checkoutBff({});
    renderWithProviders(
      <>
        <AddToList product={bread} />
        <LoginDialogProbe />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Add to list/ }));
    expect(await screen.findByText('login open')).toBeInTheDocument();
  });

  it('puts the smallest amount into the only list, then says it is in the list', async () => {
    const calls = renderSignedIn([weekly], { 'POST /slists/items/create': ok(withBread(weekly)) });
    fireEvent.click(screen.getByRole('button', { name: /^Add to list/ }));
    expect(await screen.findByRole('button', { name: /^In your list/ })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ id: 1, barcode: bread.barcode, amount: 1 });
    expect(screen.getByText('Added to Weekly shop')).toBeInTheDocument();
  });

  it('lets the shopper choose when there are several lists', async () => {
    const calls = renderSignedIn([weekly, party], { 'POST /slists/items/create': ok(withBread(party)) });
    fireEvent.click(screen.getByRole('button', { name: /^Add to list/ }));
    const chooser = await screen.findByRole('dialog', { name: 'Add Ftira to a list' });
    fireEvent.click(within(chooser).getByRole('button', { name: 'Party' }));
    await waitFor(() => expect(calls[0]?.body).toEqual({ id: 2, barcode: bread.barcode, amount: 1 }));
    expect(await screen.findByRole('button', { name: /^In your list/ })).toBeInTheDocument();
  });

  it('makes a first list when the shopper has none', async () => {
    const first = aList({ id: 7, title: 'My shopping list', items: [] });
    const calls = renderSignedIn([], {
      'POST /slists/create': ok(first),
      'POST /slists/items/create': ok(withBread(first)),
    });
    fireEvent.click(screen.getByRole('button', { name: /^Add to list/ }));
    expect(await screen.findByText('Added to My shopping list')).toBeInTheDocument();
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/slists/create', { title: 'My shopping list' }],
      ['/slists/items/create', { id: 7, barcode: bread.barcode, amount: 1 }],
    ]);
  });
});
