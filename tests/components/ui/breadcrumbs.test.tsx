import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { categoryTrail } from '@/components/catalogue/category-selection';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { aCategory } from '../fixtures';

const tree = [
  aCategory(1, 'Bakery', [aCategory(2, 'Bread'), aCategory(3, 'Pastries')]),
  aCategory(4, 'Drinks', [aCategory(5, 'Soft Drinks', [aCategory(6, 'Cola')])]),
];

describe('Breadcrumbs', () => {
  it('links each step above the page and marks the page itself as current, not a link', () => {
    const steps = [
      { name: 'Home', path: '/' },
      ...categoryTrail(tree, 3).map((c) => ({ name: c.description, path: `/category?id=${c.id}` })),
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
