import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { categoryTrail } from '@/components/catalogue/category-selection';
import { ProductDetailBreadcrumbs } from '@/components/catalogue/product-detail-breadcrumbs';
import { english as en } from '@/i18n/catalogues';
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

describe('ProductDetailBreadcrumbs', () => {
  it('links home and each category, and marks the product as the current page', () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <ProductDetailBreadcrumbs trail={categoryTrail(tree, 3)} productName="Pastizzi" />
      </NextIntlClientProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Bakery' })).toHaveAttribute('href', '/category?id=1');
    expect(screen.getByRole('link', { name: 'Pastries' })).toHaveAttribute('href', '/category?id=3');
    expect(screen.getByText('Pastizzi')).toHaveAttribute('aria-current', 'page');
  });
});
