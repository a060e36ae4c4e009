import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SmartlistScreen } from '@/components/lists/smartlist-screen';
import { listsQueryKey } from '@/lib/lists/lists';
import { allowModalDialogs } from '../account/signup-fixtures';
import { checkoutBff, ok, refused } from '../checkout/checkout-fixtures';
import { aProfile } from '../fixtures';
import { testProviders } from '../render-with-providers';
import { aList, aListItem } from './list-fixtures';

jest.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ push: jest.fn() }),
  Link: ({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) => (
    <a href={`/app${href}`} className={className}>
      {children}
    </a>
  ),
}));

const weekly = aList();
const party = aList({ id: 2, title: 'Party', items: [aListItem({ id: 21, description: 'Crisps' })] });

function renderLists(routes: Parameters<typeof checkoutBff>[0], lists = [weekly, party]) {
  const calls = checkoutBff(routes);
  const { Wrapper, queryClient } = testProviders({ profile: aProfile() });
  queryClient.setQueryData(listsQueryKey, lists);
  render(<SmartlistScreen />, { wrapper: Wrapper });
  return { queryClient, calls };
}

const at = (query: string) => window.history.replaceState(null, '', `/app/smartlist${query}`);
const currentTitle = () => screen.getByRole('heading', { level: 2 });

beforeAll(allowModalDialogs);
beforeEach(() => at(''));
// Signed in, so the lists read again after a change come from the (fake) BFF.
beforeAll(() => {
  document.cookie = 'signedIn=1; path=/';
});
afterAll(() => {
  document.cookie = 'signedIn=; path=/; max-age=0';
});

describe('the shopping lists page (spec §2 smartlists, §4 current list)', () => {
  it('shows the first list when none was chosen, and the chosen one from the address', async () => {
    renderLists({});
    expect(await screen.findByRole('combobox', { name: 'Your lists' })).toHaveValue('1');
    expect(currentTitle()).toHaveTextContent('Weekly shop');
    fireEvent.change(screen.getByRole('combobox', { name: 'Your lists' }), { target: { value: '2' } });
    expect(window.location.search).toBe('?list=2');
    expect(currentTitle()).toHaveTextContent('Party');
  });

  it("copies with 'Copy of {title}' proposed, and the copy becomes current", async () => {
    const copy = aList({ id: 3, title: 'Copy of Weekly shop' });
    const { calls } = renderLists({
      'POST /slists/copy': ok(copy),
      'GET /slists': ok([weekly, party, copy]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    const dialog = screen.getByRole('dialog', { name: 'Copy the list' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Copy of Weekly shop');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(window.location.search).toBe('?list=3'));
    expect(calls.find((call) => call.path === '/slists/copy')?.body).toEqual({
      id: 1,
      title: 'Copy of Weekly shop',
    });
    await waitFor(() => expect(currentTitle()).toHaveTextContent('Copy of Weekly shop'));
  });

  it('refuses to delete the last list with a toast (2035)', async () => {
    renderLists({ 'POST /slists/delete': refused(2035, 'You cannot delete the last smartlist') }, [weekly]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete the list' }));
    expect(await screen.findByText('You cannot delete the last smartlist')).toBeInTheDocument();
    expect(currentTitle()).toHaveTextContent('Weekly shop');
  });

  it('after a delete shows the first list left', async () => {
    at('?list=2');
    renderLists({ 'POST /slists/delete': ok([weekly]) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Party' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete the list' }));
    await waitFor(() => expect(currentTitle()).toHaveTextContent('Weekly shop'));
    expect(window.location.search).toBe('');
  });

  it('adds a custom item in the shopper’s own words', async () => {
    const withCandles = aList({
      items: [
        ...weekly.items,
        aListItem({ id: 12, type: 'CUSTOM', description: 'birthday candles', barcode: null }),
      ],
    });
    const { calls } = renderLists({ 'POST /slists/items/create': ok(withCandles) });
    const field = await screen.findByRole('textbox', { name: 'Add an item of your own' });
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    fireEvent.change(field, { target: { value: 'birthday candles' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('birthday candles')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ id: 1, type: 'CUSTOM', amount: 1, description: 'birthday candles' });
  });
});
