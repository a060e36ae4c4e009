import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { formatBalanceDate } from '@/components/account/profile/balance-date';
import { ProfileSideMenu } from '@/components/account/profile/profile-side-menu';
import { sessionQueryKey } from '@/lib/session/session';
import { aProfile } from '../../fixtures';
import { renderWithProviders, testProviders } from '../../render-with-providers';
import { fakeBff, ok } from './fake-bff';

const push = jest.fn();
jest.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ push }),
  // Next's Link takes `scroll`, which an <a> has no use for.
  Link: ({
    href,
    children,
    ...rest
  }: {
    href: string;
    children: React.ReactNode;
    'aria-current'?: 'location';
  }) => (
    <a href={href} aria-current={rest['aria-current']}>
      {children}
    </a>
  ),
}));

const STORES = {
  data: [
    { id: 1, name: 'Valletta Superstore' },
    { id: 2, name: 'Mosta Market' },
  ].map((store) => ({
    ...store,
    address: { address: 'Triq il-Kbira', latitude: null, longitude: null },
    phone: null,
    email: null,
    webUrl: null,
    logoImageUrl: null,
    timetables: [],
    openings: [],
    services: [],
    departments: [],
  })),
  totalPages: 1,
  number: 0,
  last: true,
};

const withCard = aProfile({ cards: [{ code: '0400000000017', principal: true, enabled: true }] });

function renderMenu(profile = withCard, routes: Parameters<typeof fakeBff>[0] = {}) {
  const calls = fakeBff({
    'GET /stores/ecommerce': ok(STORES),
    'GET /profiles/point-balance': ok({
      pointBalance: 1360,
      discount: 10,
      balanceDate: '2026-07-14T16:05:00Z',
    }),
    ...routes,
  });
  const view = renderWithProviders(<ProfileSideMenu profile={profile} current="addresses" />, { profile });
  return { ...view, calls };
}

describe('formatBalanceDate (spec §9: DD/MM/YYYY HH:mm)', () => {
  it("writes the tills' time in Malta's zone", () => {
    expect(formatBalanceDate('2026-07-14T16:05:00Z')).toBe('14/07/2026 18:05');
    expect(formatBalanceDate('2026-01-02T08:00:00Z')).toBe('02/01/2026 09:00');
  });

  it('gives nothing for a time it cannot read', () => {
    expect(formatBalanceDate('yesterday')).toBeNull();
  });
});

describe('ProfileSideMenu (spec §2)', () => {
  it('shows the name, the points with their date and euro value for a customer with a card', async () => {
    renderMenu();
    expect(screen.getByText('Maria Borg')).toBeInTheDocument();
    expect(await screen.findByText('1,360 points')).toBeInTheDocument();
    expect(screen.getByText('Worth €10.00 in vouchers')).toBeInTheDocument();
    expect(screen.getByText('Balance at 14/07/2026 18:05')).toBeInTheDocument();
  });

  it('shows the new balance and its date on the next visit, after an order completed meanwhile', async () => {
    const { Wrapper } = testProviders({ profile: withCard });
    let balance = { pointBalance: 1360, discount: 10, balanceDate: '2026-07-14T16:05:00Z' };
    fakeBff({ 'GET /stores/ecommerce': ok(STORES), 'GET /profiles/point-balance': () => ok(balance) });
    const first = render(<ProfileSideMenu profile={withCard} current="personal" />, { wrapper: Wrapper });
    expect(await screen.findByText('1,360 points')).toBeInTheDocument();
    first.unmount();

    // The store hands a €42.75 order over (42 points) while the shopper is elsewhere in the shop.
    balance = { pointBalance: 1402, discount: 10, balanceDate: '2026-11-28T15:42:00Z' };
    render(<ProfileSideMenu profile={withCard} current="personal" />, { wrapper: Wrapper });
    expect(await screen.findByText('1,402 points')).toBeInTheDocument();
    expect(screen.getByText('Balance at 28/11/2026 16:42')).toBeInTheDocument();
    expect(screen.getByText('1 point for every euro of an order you collect or receive')).toBeInTheDocument();
  });

  it('shows the balance and its date in Italian', async () => {
    fakeBff({
      'GET /stores/ecommerce': ok(STORES),
      'GET /profiles/point-balance': ok({
        pointBalance: 1402,
        discount: 10,
        balanceDate: '2026-11-28T15:42:00Z',
      }),
    });
    renderWithProviders(<ProfileSideMenu profile={withCard} current="personal" />, {
      profile: withCard,
      locale: 'it',
    });
    expect(await screen.findByText('1402 punti')).toBeInTheDocument();
    expect(screen.getByText('Saldo al 28/11/2026 16:42')).toBeInTheDocument();
    expect(screen.getByText('1 punto per ogni euro degli ordini ritirati o consegnati')).toBeInTheDocument();
  });

  it('shows no points, and never asks for them, without a card', async () => {
    const { calls } = renderMenu(aProfile({ cards: [] }));
    await screen.findByRole('option', { name: 'Mosta Market' });
    expect(screen.queryByText('Loyalty points')).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('/profiles/point-balance');
  });

  it('links the sections but billing, and marks the current one', () => {
    renderMenu();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/profile',
      '/profile/allergens',
      '/profile/addresses',
      '/profile/password',
      '/profile/data',
    ]);
    expect(screen.getByRole('link', { name: 'Shipping addresses' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  it('saves the favourite store and says so', async () => {
    const { calls, queryClient } = renderMenu(withCard, {
      'POST /profiles/preferences/store': ok({
        ...withCard,
        preferences: { storeId: 2, avoidAllergens: [] },
      }),
    });
    await screen.findByRole('option', { name: 'Mosta Market' });
    fireEvent.change(screen.getByLabelText('Favourite store'), { target: { value: '2' } });
    expect(await screen.findByText('Favourite store updated successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ storeId: 2 });
    expect(queryClient.getQueryData(sessionQueryKey)).toMatchObject({ preferences: { storeId: 2 } });
  });

  it('says when the store could not be saved', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderMenu(withCard, {
      'POST /profiles/preferences/store': {
        status: 200,
        body: { responseCode: 4000, errorMessage: 'Unknown store' },
      },
    });
    await screen.findByRole('option', { name: 'Mosta Market' });
    fireEvent.change(screen.getByLabelText('Favourite store'), { target: { value: '1' } });
    expect(await screen.findByText('Error while updating the store')).toBeInTheDocument();
  });

  it('logs out and goes home', async () => {
    const { queryClient, calls } = renderMenu(withCard, { 'POST /session/logout': ok() });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/'));
    expect(calls.map((call) => call.path)).toContain('/session/logout');
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
  });
});
