import type { ProductPage } from '@shop/product-api/contract/catalogue';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SearchBrowser } from '@/components/catalogue/search-browser';
import { aProduct } from '../fixtures';
import { renderWithProviders } from '../render-with-providers';

type Href = { pathname: string; query?: Record<string, string> } | string;
const mockPush = jest.fn();
jest.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ push: mockPush }),
  Link: ({ href, children, ...rest }: { href: Href; children: ReactNode }) => {
    const path = typeof href === 'string' ? href : `${href.pathname}?${new URLSearchParams(href.query)}`;
    return (
      <a href={`/app${path}`} {...rest}>
        {children}
      </a>
    );
  },
}));

const onePage: ProductPage = { data: [aProduct()], number: 0, totalPages: 1, last: true };
const emptyPage: ProductPage = { data: [], number: 0, totalPages: 0, last: true };
const categories = [{ value: '45', label: 'Soft Drinks (4)' }];

describe('SearchBrowser', () => {
  beforeEach(() => mockPush.mockClear());

  it('each filter goes to the search address with it, keeping the others', async () => {
    const props = { firstPage: onePage, categoryOptions: categories, brandOptions: ['Kinnie', 'Coca-Cola'] };
    const first = renderWithProviders(
      <SearchBrowser filters={{ q: 'kinnie', onlyPromotions: true }} {...props} />,
    );
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Brand' }), { target: { value: 'Kinnie' } });
    });
    expect(mockPush).toHaveBeenLastCalledWith(
      { pathname: '/search', query: { q: 'kinnie', brand: 'Kinnie', onlyPromotions: 'true' } },
      { scroll: false },
    );
    first.unmount();

    // The page the address leads to.
    renderWithProviders(
      <SearchBrowser filters={{ q: 'kinnie', brand: 'Kinnie', onlyPromotions: true }} {...props} />,
    );
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveValue('Kinnie');
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: '45' } });
    });
    expect(mockPush).toHaveBeenLastCalledWith(
      {
        pathname: '/search',
        query: { q: 'kinnie', category: '45', brand: 'Kinnie', onlyPromotions: 'true' },
      },
      { scroll: false },
    );
  });

  it('unticking a flag drops it from the address', async () => {
    renderWithProviders(
      <SearchBrowser
        filters={{ q: 'tea', onlyPromotions: true, onlyBranded: true }}
        firstPage={onePage}
        categoryOptions={[]}
        brandOptions={[]}
      />,
    );
    expect(screen.queryByRole('combobox', { name: 'Brand' })).not.toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Only branded products' }));
    });
    expect(mockPush).toHaveBeenLastCalledWith(
      { pathname: '/search', query: { q: 'tea', onlyPromotions: 'true' } },
      { scroll: false },
    );
  });

  it("says 'No products found' with a way to drop the filters and a way home", () => {
    renderWithProviders(
      <SearchBrowser
        filters={{ q: 'zzz', brand: 'Kinnie' }}
        firstPage={emptyPage}
        categoryOptions={[]}
        brandOptions={['Kinnie']}
      />,
    );
    expect(screen.getByText('No products found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Remove the filters' })).toHaveAttribute(
      'href',
      '/app/search?q=zzz',
    );
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/app/');
  });
});

describe('SearchBrowser: diets and free from', () => {
  beforeEach(() => mockPush.mockClear());
  const props = { firstPage: onePage, categoryOptions: [], brandOptions: [] };

  it('a diet and an allergen go to the address with them, keeping the other filters', async () => {
    const first = renderWithProviders(
      <SearchBrowser filters={{ q: 'pasta', onlyPromotions: true }} {...props} />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Vegan' }));
    });
    expect(mockPush).toHaveBeenLastCalledWith(
      { pathname: '/search', query: { q: 'pasta', onlyPromotions: 'true', diets: 'VEGAN' } },
      { scroll: false },
    );
    first.unmount();

    renderWithProviders(<SearchBrowser filters={{ q: 'pasta', diets: ['VEGAN'] }} {...props} />);
    expect(screen.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
    // The allergens are in a labelled group behind 'Free from …'.
    const group = screen.getByRole('group', { name: 'Hide products that contain or may contain:' });
    expect(group).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Peanuts' }));
    });
    expect(mockPush).toHaveBeenLastCalledWith(
      { pathname: '/search', query: { q: 'pasta', diets: 'VEGAN', freeFrom: 'PEANUTS' } },
      { scroll: false },
    );
  });

  it('an empty result narrowed by free from offers to remove the filters', () => {
    renderWithProviders(
      <SearchBrowser
        filters={{ q: 'peanut butter', freeFrom: ['PEANUTS'] }}
        {...props}
        firstPage={emptyPage}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Peanuts' })).toBeChecked();
    expect(screen.getByText('Free from 1 allergen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Remove the filters' })).toHaveAttribute(
      'href',
      '/app/search?q=peanut+butter',
    );
  });
});
