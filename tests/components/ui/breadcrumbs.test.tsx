import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { categoryTrail } from '@/components/catalogue/category-selection';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { aCategory } from '../fixtures';

const tree = [
  aCategory(1, 'Bakery', [aCategory(2, 'Bread'), aCategory(3, 'Pastries')]),
  aCategory(4, 'Drinks', [aCategory(5, 'Soft Drinks', [aCategory(6, 'Cola')])]),
];

describe('categoryTrail', () => {
  it('walks from the main category down to the product’s category', () => {
    expect(categoryTrail(tree, 3).map((c) => c.description)).toEqual(['Bakery', 'Pastries']);
    expect(categoryTrail(tree, 6).map((c) => c.description)).toEqual(['Drinks', 'Soft Drinks', 'Cola']);
    expect(categoryTrail(tree, 4).map((c) => c.description)).toEqual(['Drinks']);
  });

  it('is empty for a category not in the tree', () => {
    expect(categoryTrail(tree, 99)).toEqual([]);
  });
});

describe('Breadcrumbs', () => {
  it('links each step above the page and marks the page itself as current, not a link', () => {
    const steps = [
      { name: 'Home', href: '/' },
      ...categoryTrail(tree, 3).map((c) => ({
        name: c.description,
        href: { pathname: '/category' as const, query: { id: String(c.id) } },
      })),
    ];
    render(
      <NextIntlClientProvider locale="en">
        <Breadcrumbs label="Breadcrumb" steps={steps} current="Pastizzi" />
      </NextIntlClientProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Home',
      'Bakery',
      'Pastries',
      'Pastizzi',
    ]);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Bakery' })).toHaveAttribute('href', '/category?id=1');
    expect(screen.getByRole('link', { name: 'Pastries' })).toHaveAttribute('href', '/category?id=3');
    expect(screen.getByText('Pastizzi')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Pastizzi' })).toBeNull();
  });
});
