import { fireEvent, screen } from '@testing-library/react';
import { Pager } from '@/components/ui/pager';
import { pagerItems } from '@/components/ui/pager-items';
import { renderWithProviders } from '../render-with-providers';

describe('pagerItems', () => {
  it('lists every page up to 9 pages', () => {
    expect(pagerItems(0, 1)).toEqual([0]);
    expect(pagerItems(4, 9)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('above 9 pages shows first, last and the current page plus or minus 2 (spec §9)', () => {
    expect(pagerItems(0, 20)).toEqual([0, 1, 2, 'gap', 19]);
    expect(pagerItems(3, 20)).toEqual([0, 1, 2, 3, 4, 5, 'gap', 19]);
    expect(pagerItems(10, 20)).toEqual([0, 'gap', 8, 9, 10, 11, 12, 'gap', 19]);
    expect(pagerItems(19, 20)).toEqual([0, 'gap', 17, 18, 19]);
    expect(pagerItems(5, 10)).toEqual([0, 'gap', 3, 4, 5, 6, 7, 8, 9]);
    expect(pagerItems(4, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 'gap', 9]);
    expect(pagerItems(6, 12)).toEqual([0, 'gap', 4, 5, 6, 7, 8, 'gap', 11]);
  });
});

describe('Pager', () => {
  const hrefFor = (page: number) => `?p=${page + 1}`;

  it('renders nothing for a single page', () => {
    renderWithProviders(<Pager page={0} totalPages={1} hrefFor={hrefFor} label="Pages" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links every page, marks the current one and disables the arrow at an end', () => {
    renderWithProviders(<Pager page={0} totalPages={3} hrefFor={hrefFor} label="Store pages" />);
    const nav = screen.getByRole('navigation', { name: 'Store pages' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '?p=3');
    expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?p=2');
  });

  it('hands a chosen page to onSelect instead of navigating', () => {
    const onSelect = jest.fn();
    renderWithProviders(
      <Pager page={1} totalPages={3} hrefFor={hrefFor} onSelect={onSelect} label="Pages" />,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('link', { name: 'Page 1' }));
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(onSelect.mock.calls).toEqual([[2], [0]]);
  });
});
