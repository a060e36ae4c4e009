import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CategoryTree } from '@/components/catalogue/category-tree';
import { aCategory } from '../fixtures';
import { renderWithProviders } from '../render-with-providers';

type Href = { pathname: string; query: Record<string, string> };
jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, scroll, ...rest }: { href: Href; children: ReactNode; scroll?: boolean }) => {
    const query = new URLSearchParams(href.query).toString();
    return (
      <a href={`/app${href.pathname}${query ? `?${query}` : ''}`} data-scroll={String(scroll)} {...rest}>
        {children}
      </a>
    );
  },
}));

const tree = [
  aCategory(1, 'Bakery', [aCategory(11, 'Bread'), aCategory(12, 'Pastries')]),
  aCategory(2, 'Drinks', [aCategory(21, 'Soft Drinks')]),
  aCategory(3, 'Snacks'),
];

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('CategoryTree', () => {
  it('links follow spec §4: the selected main category leads back to everything, the others select themselves', () => {
    renderWithProviders(
      <CategoryTree
        tree={tree}
        view={{ selection: { mainId: 1, subId: 12 }, tag: null, onlyPromotions: true }}
        onNavigate={jest.fn()}
      />,
    );
    expect(hrefOf('Bakery')).toBe('/app/category?onlyPromotions=true');
    expect(hrefOf('Drinks')).toBe('/app/category?id=2&onlyPromotions=true');
    expect(hrefOf('Bread')).toBe('/app/category?id=11&onlyPromotions=true');
    expect(hrefOf('All Bakery')).toBe('/app/category?id=1&onlyPromotions=true');
    expect(screen.getByRole('link', { name: 'Pastries' })).toHaveAttribute('aria-current', 'page');
  });

  it('names the whole of a main category as a department in Italian (issue 14)', () => {
    renderWithProviders(
      <CategoryTree
        tree={[aCategory(3, 'Latticini e uova', [aCategory(31, 'Latte')])]}
        view={{ selection: { mainId: 3, subId: null }, tag: null, onlyPromotions: false }}
        onNavigate={jest.fn()}
      />,
      { locale: 'it' },
    );
    expect(hrefOf('Tutto il reparto Latticini e uova')).toBe('/app/category?id=3');
  });

  it('keeps the tag in every link', () => {
    renderWithProviders(
      <CategoryTree
        tree={tree}
        view={{ selection: { mainId: null, subId: null }, tag: 'vegan', onlyPromotions: false }}
        onNavigate={jest.fn()}
      />,
    );
    expect(hrefOf('Snacks')).toBe('/app/category?id=3&tag=vegan');
  });

  it('opens the selected main category and lets the shopper open or close the others', () => {
    renderWithProviders(
      <CategoryTree
        tree={tree}
        view={{ selection: { mainId: 1, subId: null }, tag: null, onlyPromotions: false }}
        onNavigate={jest.fn()}
      />,
    );
    expect(screen.getByRole('link', { name: 'Bread' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Soft Drinks' })).not.toBeInTheDocument();
    const drinks = screen.getByRole('button', { name: 'Show the sub-categories of Drinks' });
    expect(drinks).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(drinks);
    expect(screen.getByRole('button', { name: 'Hide the sub-categories of Drinks' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Soft Drinks' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /sub-categories of Snacks/ })).not.toBeInTheDocument();
  });

  it('hands a plain click to the screen with the new selection, and leaves modified clicks to the browser', () => {
    const onNavigate = jest.fn();
    renderWithProviders(
      <CategoryTree
        tree={tree}
        view={{ selection: { mainId: 1, subId: 11 }, tag: null, onlyPromotions: false }}
        onNavigate={onNavigate}
      />,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Drinks' }));
    expect(onNavigate).toHaveBeenCalledWith(
      { pathname: '/category', query: { id: '2' } },
      { mainId: 2, subId: null },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Pastries' }), { ctrlKey: true });
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
