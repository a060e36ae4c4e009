import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Cart } from '@shop/product-api/contract/cart';
import { CartLine } from '@/components/cart/cart-line';
import { useCurrentCart } from '@/lib/cart/cart';
import { fakeBff, ok } from '../account/profile/fake-bff';
import { aProfile } from '../fixtures';
import { renderWithProviders } from '../render-with-providers';
import { aCart, aCartItem } from './cart-fixtures';

/** The current cart's lines as the cart page draws them. */
function Lines() {
  const { cart } = useCurrentCart();
  if (!cart) return null;
  return (
    <ul>
      {cart.items.map((item) => (
        <CartLine key={item.barcode} cart={cart} item={item} />
      ))}
    </ul>
  );
}

type Routes = Parameters<typeof fakeBff>[0];

async function renderLines(cart: Cart, routes: Routes = {}, locale: 'en' | 'it' = 'en') {
  const calls = fakeBff({ 'GET /ecommerce/cart/current': ok(cart), ...routes });
  const view = renderWithProviders(<Lines />, { profile: aProfile(), locale });
  await screen.findAllByRole('listitem');
  return { ...view, calls };
}

const CHEESE = 'Ġbejniet Friski (pack of 3)';
const sent = (calls: { path: string; body: unknown }[]) =>
  calls.filter((call) => call.path === '/ecommerce/cart/line/preferences').map((call) => call.body);

beforeEach(() => {
  document.cookie = 'signedIn=1';
});

describe("a cart line's choices for the picker (issue 29)", () => {
  it('folds them into one line that says what is chosen', async () => {
    await renderLines(aCart({ items: [aCartItem({ replace: false, note: 'Not too ripe' })] }));
    const summary = screen.getByText('Do not replace', { selector: 'summary span' }).closest('summary');
    if (!summary) throw new Error('no summary');
    expect(summary).toHaveTextContent(`If ${CHEESE} is missing: Do not replace`);
    expect(summary).toHaveTextContent('Note: Not too ripe');
    expect(screen.getByRole('combobox', { name: 'If this product is missing' })).not.toBeVisible();
  });

  it("saves 'Do not replace' at once through the BFF, keeping the note", async () => {
    const saved = aCart({ items: [aCartItem({ replace: false })] });
    const { calls } = await renderLines(aCart(), { 'POST /ecommerce/cart/line/preferences': ok(saved) });
    fireEvent.click(screen.getByText('Replace with a similar product', { selector: 'summary span' }));
    const choice = screen.getByRole('combobox', { name: 'If this product is missing' });
    expect(choice).toHaveValue('replace');
    fireEvent.change(choice, { target: { value: 'do-not-replace' } });
    await waitFor(() => expect(choice).toHaveValue('do-not-replace'));
    await waitFor(() =>
      expect(sent(calls)).toEqual([{ cartId: 41, barcode: '5350000000001', replace: false, note: '' }]),
    );
  });

  it('puts the choice back and says so when the save fails', async () => {
    await renderLines(aCart(), {
      'POST /ecommerce/cart/line/preferences': { status: 500, body: { responseCode: 4000 } },
    });
    const choice = screen.getByRole('combobox', { name: 'If this product is missing' });
    fireEvent.change(choice, { target: { value: 'do-not-replace' } });
    expect(
      await screen.findByText(`Your choice for ${CHEESE} could not be saved. Please try again.`),
    ).toBeInTheDocument();
    expect(choice).toHaveValue('replace');
  });

  it('strips emoji and symbols as they are typed, counts to 50, and saves the note when left', async () => {
    const saved = aCart({ items: [aCartItem({ note: 'Ripe ones' })] });
    const { calls } = await renderLines(aCart(), { 'POST /ecommerce/cart/line/preferences': ok(saved) });
    const note = screen.getByRole('textbox', { name: 'Note for the picker' });
    expect(note).toHaveAttribute('maxLength', '50');
    fireEvent.change(note, { target: { value: 'Ripe 🍅 ones ★' } });
    // The space beside a dropped emoji goes with it, as in the checkout's notes (issue 30 item 12).
    expect(note).toHaveValue('Ripe ones ');
    expect(note).toHaveAccessibleDescription('10/50 characters. Emoji and symbols are left out.');
    fireEvent.blur(note);
    await waitFor(() =>
      expect(sent(calls)).toEqual([
        { cartId: 41, barcode: '5350000000001', replace: true, note: 'Ripe ones' },
      ]),
    );
    expect(note).toHaveValue('Ripe ones');
    // Left again unchanged: nothing more is sent.
    fireEvent.blur(note);
    expect(sent(calls)).toHaveLength(1);
  });

  it('speaks Italian', async () => {
    await renderLines(aCart(), {}, 'it');
    expect(screen.getByRole('combobox', { name: 'Se questo prodotto manca' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Non sostituire' })).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Nota per chi prepara la spesa' }),
    ).toHaveAccessibleDescription('0/50 caratteri. Emoji e simboli vengono tolti.');
  });
});
