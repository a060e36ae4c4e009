import { fireEvent, screen, waitFor } from '@testing-library/react';

import { AccountPanel } from '@/components/layout/account-panel';
import { ShopFeaturesProvider } from '@/components/layout/shop-features';
import { sessionQueryKey } from '@/lib/session/session';
import { aProfile } from '../fixtures';
import { renderWithProviders } from '../render-with-providers';

const push = jest.fn();
jest.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ push }),
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
const logOut = jest.fn(async () => undefined);
jest.mock('@/lib/session/session-requests', () => ({ logOut: () => logOut() }));

const profile = aProfile({ firstName: 'Maria', lastName: 'Borg' });

function renderPanel(features = { smartlists: true, payments: false, cartUpdate: true }) {
  const onNavigate = jest.fn();
  const view = renderWithProviders(
    <ShopFeaturesProvider features={features}>
      <AccountPanel profile={profile} onNavigate={onNavigate} />
    </ShopFeaturesProvider>,
    { profile },
  );
  return { ...view, onNavigate };
}

const linkNames = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('AccountPanel (spec §2 login modal, signed in)', () => {
  it('welcomes the customer and links profile, orders, lists and coupons; payments only with its flag', () => {
    renderPanel();
    expect(screen.getByText('Welcome, Maria Borg')).toBeInTheDocument();
    expect(linkNames()).toEqual(['Profile', 'Orders', 'Shopping lists', 'Coupons']);
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });

  it('follows the flags: payments on, lists off', () => {
    renderPanel({ smartlists: false, payments: true, cartUpdate: true });
    expect(linkNames()).toEqual(['Profile', 'Orders', 'Payments', 'Coupons']);
  });

  it('logs out, forgets the customer and goes home', async () => {
    const { queryClient, onNavigate } = renderPanel();
    queryClient.setQueryData(['cart'], { id: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/'));
    expect(logOut).toHaveBeenCalled();
    expect(onNavigate).toHaveBeenCalled();
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(queryClient.getQueryData(['cart'])).toBeUndefined();
  });
});
