import { act, render, screen, waitFor } from '@testing-library/react';
import type { Allergen } from '@shop/product-api/contract/food-info';
import { AllergenWarning } from '@/components/catalogue/allergen-warning';
import { ProductCard } from '@/components/catalogue/product-card';
import { sessionQueryKey } from '@/lib/session/session';
import { aProduct, aProfile } from '../fixtures';
import { renderWithProviders, testProviders } from '../render-with-providers';
import type * as Navigation from '@/i18n/navigation';

// The card's buy button asks for the router; nothing here navigates.
jest.mock('@/i18n/navigation', () => ({
  ...jest.requireActual<typeof Navigation>('@/i18n/navigation'),
  useRouter: () => ({ push: jest.fn() }),
}));

/** The warnings are the only paragraphs the component draws (the toast region is the providers'). */
const warnings = () => screen.queryAllByText(/which you avoid/);

const peanutButter = aProduct({ allergens: ['PEANUTS'], mayContain: ['NUTS', 'SESAME'] });
const avoiding = (avoidAllergens: Allergen[]) => aProfile({ preferences: { storeId: null, avoidAllergens } });

describe('AllergenWarning (issue 33)', () => {
  it('says in words that the product contains an allergen the customer avoids', () => {
    renderWithProviders(<AllergenWarning product={peanutButter} />, { profile: avoiding(['PEANUTS']) });
    expect(screen.getByText('Contains peanuts, which you avoid')).toBeInTheDocument();
    expect(screen.queryByText(/May contain/)).not.toBeInTheDocument();
  });

  it('names several in one sentence, and what it may contain as a note of its own', () => {
    renderWithProviders(
      <AllergenWarning
        product={aProduct({ allergens: ['GLUTEN', 'MILK'], mayContain: ['NUTS', 'SESAME'] })}
      />,
      { profile: avoiding(['MILK', 'GLUTEN', 'NUTS', 'SESAME']) },
    );
    expect(screen.getByText('Contains gluten and milk, which you avoid')).toBeInTheDocument();
    expect(screen.getByText('May contain nuts and sesame, which you avoid')).toBeInTheDocument();
  });

  it('speaks Italian', () => {
    renderWithProviders(<AllergenWarning product={peanutButter} />, {
      profile: avoiding(['PEANUTS', 'NUTS']),
      locale: 'it',
    });
    expect(screen.getByText('Contiene arachidi, che eviti')).toBeInTheDocument();
    expect(screen.getByText('Può contenere frutta a guscio, che eviti')).toBeInTheDocument();
  });

  it('shows nothing to a visitor, to a customer who avoids nothing or nothing the label names', () => {
    const { unmount } = renderWithProviders(<AllergenWarning product={peanutButter} />);
    expect(warnings()).toEqual([]);
    unmount();
    for (const profile of [avoiding([]), avoiding(['MILK', 'FISH'])]) {
      const view = renderWithProviders(<AllergenWarning product={peanutButter} />, { profile });
      expect(warnings()).toEqual([]);
      view.unmount();
    }
    // The same render with an avoided allergen does warn, so the empty answers above mean something.
    renderWithProviders(<AllergenWarning product={peanutButter} />, { profile: avoiding(['SESAME']) });
    expect(warnings()).toHaveLength(1);
  });

  it('appears on the product card as soon as the session learns of it', async () => {
    const { queryClient } = renderWithProviders(<ProductCard product={peanutButter} />, {
      profile: avoiding([]),
    });
    const card = screen.getByRole('article');
    expect(card).not.toHaveTextContent('which you avoid');
    act(() => queryClient.setQueryData(sessionQueryKey, avoiding(['PEANUTS'])));
    await waitFor(() => expect(card).toHaveTextContent('Contains peanuts, which you avoid'));
  });

  it('only reads the session: with none known (offline, a failed session) it asks for nothing', async () => {
    const { Wrapper, queryClient } = testProviders();
    queryClient.removeQueries({ queryKey: sessionQueryKey });
    render(<AllergenWarning product={peanutButter} />, { wrapper: Wrapper });
    // Asking would have settled the query (null for a visitor); reading leaves it as it was.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(queryClient.getQueryState(sessionQueryKey)).toMatchObject({
      status: 'pending',
      fetchStatus: 'idle',
    });
    expect(warnings()).toEqual([]);
  });
});
