import type { ProductPage } from '@shop/product-api/contract/catalogue';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CategoryBrowser } from '@/components/catalogue/category-browser';
import { aCategory, aProduct } from '../fixtures';
import { renderWithProviders } from '../render-with-providers';

type Href = { pathname: string; query?: Record<string, string> } | string;
const mockPush = jest.fn();
jest.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ push: mockPush }),
  Link: ({ href, children, scroll, ...rest }: { href: Href; children: ReactNode; scroll?: boolean }) => {
    const path = typeof href === 'string' ? href : `${href.pathname}?${new URLSearchParams(href.query)}`;
    return (
      <a href={`/app${path}`} data-scroll={String(scroll)} {...rest}>
        {children}
      </a>
    );
  },
}));

const tree = [aCategory(1, 'Bakery', [aCategory(11, 'Bread')]), aCategory(2, 'Drinks')];
const onePage: ProductPage = { data: [aProduct()], number: 0, totalPages: 1, last: true };
const emptyPage: ProductPage = { data: [], number: 0, totalPages: 0, last: true };

describe('CategoryBrowser', () => {
  beforeEach(() => mockPush.mockClear());

  it('ticking only promotions goes to the same category with the filter, without scrolling', async () => {
    renderWithProviders(
      <CategoryBrowser
        tree={tree}
        view={{ selection: { mainId: 1, subId: 11 }, tag: null, onlyPromotions: false }}
        tagLabel={null}
        filters={{ category: 11 }}
        firstPage={onePage}
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Only promotions' }));
    });
    expect(mockPush).toHaveBeenCalledWith(
      { pathname: '/category', query: { id: '11', onlyPromotions: 'true' } },
      { scroll: false },
    );
  });

  it('a tree click navigates to the selection of spec §4', async () => {
    renderWithProviders(
      <CategoryBrowser
        tree={tree}
        view={{ selection: { mainId: 1, subId: 11 }, tag: 'vegan', onlyPromotions: false }}
        tagLabel="Vegan"
        filters={{ category: 11, tag: 'vegan' }}
        firstPage={onePage}
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Drinks' }));
    });
    expect(mockPush).toHaveBeenCalledWith(
      { pathname: '/category', query: { id: '2', tag: 'vegan' } },
      { scroll: false },
    );
  });

  it('the tag chip removes the tag and keeps the category', async () => {
    renderWithProviders(
      <CategoryBrowser
        tree={tree}
        view={{ selection: { mainId: 2, subId: null }, tag: 'vegan', onlyPromotions: true }}
        tagLabel="Vegan"
        filters={{ category: 2, tag: 'vegan', onlyPromotions: true }}
        firstPage={onePage}
      />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove the filter Vegan' }));
    });
    expect(mockPush).toHaveBeenCalledWith(
      { pathname: '/category', query: { id: '2', onlyPromotions: 'true' } },
      { scroll: false },
    );
  });

  it("says 'No items present' and offers every product when the list is empty", () => {
    renderWithProviders(
      <CategoryBrowser
        tree={[]}
        view={{ selection: { mainId: null, subId: null }, tag: 'nothing', onlyPromotions: false }}
        tagLabel="Nothing"
        filters={{ tag: 'nothing' }}
        firstPage={emptyPage}
      />,
    );
    expect(screen.getByText('No items present')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all products' })).toHaveAttribute('href', '/app/category?');
    // No categories hold the tag: no empty tree to open.
    expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
  });

  it('clears the filters that leave a category empty but stays in the category', () => {
    renderWithProviders(
      <CategoryBrowser
        tree={tree}
        view={{ selection: { mainId: 1, subId: 11 }, tag: 'vegan', onlyPromotions: true }}
        tagLabel="Vegan"
        filters={{ category: 11, tag: 'vegan', onlyPromotions: true }}
        firstPage={emptyPage}
      />,
    );
    expect(screen.getByText('No product of this category matches the filters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all products of this category' })).toHaveAttribute(
      'href',
      '/app/category?id=11',
    );
  });
});

describe('CategoryBrowser: diets and free from', () => {
  beforeEach(() => mockPush.mockClear());

  it('a diet and an allergen stay in the address when the category changes', async () => {
    const view = {
      selection: { mainId: 1, subId: 11 },
      tag: null,
      onlyPromotions: false,
      food: { diets: ['VEGETARIAN' as const] },
    };
    renderWithProviders(
      <CategoryBrowser
        tree={tree}
        view={view}
        tagLabel={null}
        filters={{ category: 11, diets: ['VEGETARIAN'] }}
        firstPage={onePage}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Sesame' }));
    });
    expect(mockPush).toHaveBeenLastCalledWith(
      { pathname: '/category', query: { id: '11', diets: 'VEGETARIAN', freeFrom: 'SESAME' } },
      { scroll: false },
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Drinks' }));
    });
    expect(mockPush).toHaveBeenLastCalledWith(
      { pathname: '/category', query: { id: '2', diets: 'VEGETARIAN' } },
      { scroll: false },
    );
  });

  it('an empty category narrowed by free from offers the whole category again', () => {
    renderWithProviders(
      <CategoryBrowser
        tree={tree}
        view={{
          selection: { mainId: 2, subId: null },
          tag: null,
          onlyPromotions: false,
          food: { freeFrom: ['MILK'] },
        }}
        tagLabel={null}
        filters={{ category: 2, freeFrom: ['MILK'] }}
        firstPage={emptyPage}
      />,
    );
    expect(screen.getByRole('link', { name: 'Show all products of this category' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/app\/category\?id=2$/),
    );
  });
});
