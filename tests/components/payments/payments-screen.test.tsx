import type { LinkedPaymentMethod } from '@shop/product-api/contract/payment-methods';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PaymentsScreen } from '@/components/payments/payments-screen';
import { linkedMethodsQueryKey } from '@/lib/payments/payment-methods';
import { checkoutBff, ok, refused } from '../checkout/checkout-fixtures';
import { aProfile } from '../fixtures';
import { renderWithProviders, testProviders } from '../render-with-providers';

const visa: LinkedPaymentMethod = {
  paymentMethodType: 'APCOPAY',
  brand: 'Visa',
  last4: '4242',
  linkedAt: '2026-11-20T09:30:00.000Z',
};

function renderScreen(cards: LinkedPaymentMethod[], locale: 'en' | 'it' = 'en') {
  const { Wrapper, queryClient } = testProviders({ profile: aProfile(), locale });
  queryClient.setQueryData(linkedMethodsQueryKey, cards);
  render(<PaymentsScreen />, { wrapper: Wrapper });
  return queryClient;
}

afterEach(() => window.history.replaceState(null, '', '/app/payments'));

describe('the payments page (spec §2 payments, §4 card linking)', () => {
  it('asks a visitor to sign in', () => {
    checkoutBff({});
    renderWithProviders(<PaymentsScreen />);
    expect(screen.getByRole('heading', { name: 'Sign in to manage your payments' })).toBeInTheDocument();
  });

  it('without a card: the link opening the linking flow in a new tab', () => {
    checkoutBff({});
    renderScreen([]);
    expect(screen.getByRole('heading', { name: 'No card linked' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Link a card' });
    expect(link).toHaveAttribute('href', '/app/api/payments/boarding');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveAccessibleDescription(/Opens in a new tab/);
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it("starts the flow in the shopper's language", () => {
    checkoutBff({});
    renderScreen([], 'it');
    expect(screen.getByRole('link', { name: 'Collega una carta' })).toHaveAttribute(
      'href',
      '/app/api/payments/boarding?lang=it',
    );
  });

  it('with a card: brand, last 4 digits and the date it was linked; remove shows the list answered', async () => {
    const calls = checkoutBff({ 'POST /pay/paymentmethod/delete': ok([]) });
    renderScreen([visa]);
    expect(screen.getByRole('heading', { name: 'Your linked card' })).toBeInTheDocument();
    expect(screen.getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(screen.getByText('Linked on 20/11/2026')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Link a card' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the card Visa •••• 4242' }));
    expect(await screen.findByRole('heading', { name: 'No card linked' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { paymentMethodType: 'APCOPAY' } });
  });

  it('keeps the card and says so when the removal fails', async () => {
    checkoutBff({ 'POST /pay/paymentmethod/delete': refused(4000, 'nope') });
    renderScreen([visa]);
    fireEvent.click(screen.getByRole('button', { name: /Remove the card/ }));
    expect(await screen.findByText('The card could not be removed. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Visa •••• 4242')).toBeInTheDocument();
  });

  it('says why a linking tab came back instead of reaching the provider', () => {
    checkoutBff({});
    window.history.replaceState(null, '', '/app/payments?boarding=tooMany');
    renderScreen([]);
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts to link a card');
  });

  it('reads the cards again when the shopper comes back from the linking tab', async () => {
    document.cookie = 'signedIn=1; path=/';
    let linked: LinkedPaymentMethod[] = [];
    const calls = checkoutBff({ 'GET /pay/paymentmethod': () => ok(linked) });
    const { Wrapper } = testProviders({ profile: aProfile() });
    render(<PaymentsScreen />, { wrapper: Wrapper });
    expect(await screen.findByRole('heading', { name: 'No card linked' })).toBeInTheDocument();
    // The card is linked in the other tab; this one becomes visible again.
    linked = [visa];
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByText('Visa •••• 4242')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/pay/paymentmethod')).toHaveLength(2);
    document.cookie = 'signedIn=; path=/; max-age=0';
  });
});
