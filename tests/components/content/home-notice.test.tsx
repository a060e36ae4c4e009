import { fireEvent, screen } from '@testing-library/react';
import { HomeNotice } from '@/components/content/home-notice';
import { leaveHomeNotice } from '@/lib/home-notice';
import { renderWithProviders } from '../render-with-providers';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

beforeEach(() => window.sessionStorage.clear());

// The first live region is the notice's; the toasts' follows it.
const noticeRegion = () => screen.getAllByRole('status')[0];

describe('HomeNotice (issue 30: why the shopper was sent home)', () => {
  it('says a cart is already open and links it, once', async () => {
    leaveHomeNotice('cartOpen');
    const { unmount } = renderWithProviders(<HomeNotice />);
    expect(
      await screen.findByText('You already have an open cart, so there is no new one to open.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your cart' })).toHaveAttribute('href', '/cart');
    unmount();

    // Read once: the next visit home is quiet.
    renderWithProviders(<HomeNotice />);
    expect(noticeRegion()).toBeEmptyDOMElement();
  });

  it('says the account is gone, in Italian too, until closed', async () => {
    leaveHomeNotice('accountDeleted');
    renderWithProviders(<HomeNotice />, { locale: 'it' });
    const status = noticeRegion();
    expect(await screen.findByText(/Il tuo account è stato eliminato/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Chiudi questo messaggio' }));
    expect(status).toBeEmptyDOMElement();
  });

  it('shows nothing for a visit that was not sent home', () => {
    renderWithProviders(<HomeNotice />);
    expect(noticeRegion()).toBeEmptyDOMElement();
  });
});
