import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CartClosedDialog } from '@/components/cart/cart-closed-dialog';
import { CartLink } from '@/components/layout/cart-link';
import { fakeBff } from '../account/profile/fake-bff';
import { aProfile } from '../fixtures';
import { renderWithProviders } from '../render-with-providers';

jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

beforeAll(() => {
  // jsdom has no modal dialogs: showModal and close only toggle `open`.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

describe('CartClosedDialog (spec §8 code 4008)', () => {
  it('warns once the API says the cart was moved into a shopping list, and shows no cart', async () => {
    document.cookie = 'signedIn=1';
    const message = 'Your cart has been closed and your items moved in your shopping list';
    fakeBff({ 'GET /ecommerce/cart/current': { body: { responseCode: 4008, errorMessage: message } } });
    renderWithProviders(
      <>
        <CartLink />
        <CartClosedDialog />
      </>,
      { profile: aProfile() },
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Warning' }));
    expect(dialog.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Cart:/ })).toHaveAccessibleName(
      'Cart: 0 items, products €0.00',
    );
    fireEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
