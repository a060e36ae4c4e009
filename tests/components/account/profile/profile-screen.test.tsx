import { screen } from '@testing-library/react';
import { ProfileScreen } from '@/components/account/profile/profile-screen';
import { aProfile } from '../../fixtures';
import { LoginDialogProbe, renderWithProviders } from '../../render-with-providers';
import { CITIES, NATIONS, fakeBff, ok } from './fake-bff';

let pathname = '/profile';
jest.mock('@/i18n/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push: jest.fn() }),
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

beforeEach(() => {
  fakeBff({
    'GET /profiles/addresses': ok([]),
    'GET /profiles/billing/addresses': ok([]),
    'GET /addresses/nations': ok(NATIONS),
    'GET /addresses/cities': ok(CITIES),
    'GET /stores/ecommerce': ok({ data: [], totalPages: 0, number: 0, last: true }),
  });
  Element.prototype.scrollIntoView = jest.fn();
});

describe('ProfileScreen (spec §2 profile area)', () => {
  it('asks a visitor to sign in and opens the login popup', async () => {
    renderWithProviders(
      <>
        <ProfileScreen />
        <LoginDialogProbe />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Sign in to see your profile' })).toBeInTheDocument();
    expect(await screen.findByText('login open')).toBeInTheDocument();
  });

  it('shows a customer every section, billing too', async () => {
    renderWithProviders(<ProfileScreen />, { profile: aProfile() });
    for (const name of [
      'Personal data',
      'Shipping addresses',
      'Billing addresses',
      'Change password',
      'Your data',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
  });

  it("moves to the address's section and gives it the focus", async () => {
    pathname = '/profile/billing';
    renderWithProviders(<ProfileScreen />, { profile: aProfile() });
    const billing = screen.getByRole('region', { name: 'Billing addresses' });
    await screen.findByText('You have no billing address yet.');
    expect(billing).toHaveFocus();
    expect(billing.scrollIntoView).toHaveBeenCalled();
  });
});
